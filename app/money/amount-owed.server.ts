// What a client still owes on an order, in SQL: the one expression the orders desk's payment
// filter, the reminders' overdue rule and the finances' receivables read. amountOwed
// (amount-owed.ts) is its TypeScript twin for a row already in memory; amount-owed.server.test.ts
// checks on a real database that both say the same for every row.

import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { rental_orders } from "~/db/schema";

/** rental_orders, or an alias of it (`alias(rental_orders, "o")`). */
export type OwedTable = Record<"total_ttc" | "credited_ttc" | "charges_due_ttc" | "paid_amount", AnyColumn>;

/**
 * total TTC − credit notes against the standing invoice + the charges' invoice beyond the kept
 * deposit − paid, numeric: negative when the client paid too much.
 */
export function amountOwedSql(table: OwedTable = rental_orders): SQL<string> {
  return sql<string>`(${table.total_ttc} - ${table.credited_ttc} + ${table.charges_due_ttc} - ${table.paid_amount})`;
}
