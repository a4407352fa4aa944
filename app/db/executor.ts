import type { Db } from "./client.server";

/**
 * The database or one of its transactions: a function that takes it works inside the caller's
 * transaction when it is given one (an order and its queued e-mails are stored together).
 */
export type DbExecutor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The rows of a raw `execute`: node-postgres answers a result with `rows`, PGlite's drizzle
 * driver the same, some drivers a bare array.
 */
export function resultRows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}
