// How the history marks its rows. Every row it makes says so, without any schema change: an
// order's and a message's idempotency_key is `historique:<run>:<index>`, and every id it makes
// is a version-4 UUID of the shape `<seed>-<run>-4<table>-8…-<index>` (table 001 products, 002
// orders, 003 messages, 004 order events, 005 payments, 006 online payment attempts). A database holding orders it did not make is refused
// unless forced (history.server.ts), and a new run's number follows the last one these marks show.

import { sql, type SQL } from "drizzle-orm";
import { HISTORY_LIMITS } from "./history-args";

export const HISTORY_KEY_PREFIX = "historique:";

const TABLE_CODES = { rental_products: 1, rental_orders: 2, contact_messages: 3, order_events: 4, order_payments: 5, payment_attempts: 6 } as const;
type HistoryTable = keyof typeof TABLE_CODES;

/** `<seed>-<run>-4<table>-8<index…>`: a valid version-4 UUID, unique per seed, run, table and index. */
export function historyId(seed: number, run: number, table: HistoryTable, index: number): string {
  const s = (seed >>> 0).toString(16).padStart(8, "0");
  const r = run.toString(16).padStart(4, "0");
  const t = TABLE_CODES[table].toString(16).padStart(3, "0");
  const i = index.toString(16).padStart(15, "0");
  return `${s}-${r}-4${t}-8${i.slice(0, 3)}-${i.slice(3)}`;
}

/** historyId written in SQL, for rows made by a statement: `index` is a bigint expression. */
export function historyIdSql(seed: number, run: number, table: HistoryTable, index: SQL): SQL<string> {
  const prefix = historyId(seed, run, table, 0).slice(0, 20);
  return sql<string>`(${prefix} || substr(lpad(to_hex(${index}), 15, '0'), 1, 3) || '-' || substr(lpad(to_hex(${index}), 15, '0'), 4))::uuid`;
}

/** The largest index a run gives a table's rows (HISTORY_LIMITS; eight event, payment and attempt ids per order). */
const HISTORY_INDEX_MAX: Record<HistoryTable, number> = {
  rental_products: HISTORY_LIMITS.productsMax - 1,
  rental_orders: HISTORY_LIMITS.ordersMax - 1,
  contact_messages: HISTORY_LIMITS.messagesMax - 1,
  order_events: HISTORY_LIMITS.ordersMax * 8 - 1,
  order_payments: HISTORY_LIMITS.ordersMax * 8 - 1,
  payment_attempts: HISTORY_LIMITS.ordersMax * 8 - 1,
};

/**
 * A PostgreSQL regular expression of the ids historyId gives `table`'s rows, as uuid::text writes
 * them. The table's code alone does not tell them: one random version-4 UUID in 4 096 (the seed's
 * own products, the agency's products and order events) has it too, and its random digits then
 * passed for a run, so the same seed on a database of other random ids made another run number,
 * and other rows. An index is bounded, so a history id also has leading zeros, which a random
 * UUID has there about once in 2⁵⁰ at most.
 */
export function historyIdPattern(table: HistoryTable): string {
  const t = TABLE_CODES[table].toString(16).padStart(3, "0");
  const digits = HISTORY_INDEX_MAX[table].toString(16).length;
  const i = "0".repeat(15 - digits) + "x".repeat(digits);
  const hex = (text: string) => text.replace(/x+/g, (run) => `[0-9a-f]{${run.length}}`);
  return `^[0-9a-f]{8}-[0-9a-f]{4}-4${t}-8${hex(i.slice(0, 3))}-${hex(i.slice(3))}$`;
}

export function historyKey(run: number, index: number): string {
  return `${HISTORY_KEY_PREFIX}${run}:${index}`;
}
