import type { Db } from "./client.server";

/**
 * The database or one of its transactions: a function that takes it works inside the caller's
 * transaction when it is given one (an order and its queued e-mails are stored together).
 */
export type DbExecutor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
