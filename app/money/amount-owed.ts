// What a client still owes on an order, for a row already in memory. The same sum in SQL is
// amountOwedSql (amount-owed.server.ts), for the desk's filter, the reminders and the finances;
// amount-owed.server.test.ts checks on a real database that both say the same for every row.

import { decimalToCents, type Cents } from "~/lib/pricing";

/** The columns of a stored order that say what its client owes (the last two absent on rows read before them). */
export type OwedColumns = { total_ttc: string; paid_amount: string; credited_ttc?: string; charges_due_ttc?: string };

const cents = (decimal: string | undefined) => decimalToCents(decimal ?? "0") ?? 0n;

/**
 * The order's total TTC, less the credit notes issued against its standing invoice
 * (credited_ttc), plus what its charges' invoice asks beyond the kept deposit (charges_due_ttc),
 * less what was paid: negative when the client paid too much.
 */
export function amountOwed(order: OwedColumns): Cents {
  return cents(order.total_ttc) - cents(order.credited_ttc) + cents(order.charges_due_ttc) - cents(order.paid_amount);
}
