import { and, asc, gte, inArray, lte, eq } from "drizzle-orm";
import type { CsvCell } from "~/lib/csv";
import { csvStream, inBatches } from "~/lib/csv-stream.server";
import type { DbExecutor } from "~/db/executor";
import { order_payments, rental_orders } from "~/db/schema";
import type { PaymentMethod } from "~/db/schema/payments";
import { formatDayShortFr } from "~/lib/dates";
import { centsToDecimal, decimalToCents } from "~/lib/pricing";
import { todayInTunis } from "~/lib/calendar-dates";
import { PAYMENT_METHOD_LABELS } from "./payment-status";
import { formatOrderNumber } from "~/orders/status";
import type { JournalPeriod } from "./journal-period";

// The payments journal for the accountant (issue 22): every payment received over a period, the
// cancelled ones too (with the day and the reason, so that the books can follow the correction),
// in the back office's CSV format (csv.ts: BOM, `;`, decimal comma), streamed like the orders'
// export (ADR 016): the ids of the period first, then the rows a batch at a time.

export const JOURNAL_HEADER = ["Date", "Commande", "Client", "Mode", "Référence", "Montant (DT)", "Annulé"] as const;

const journalColumns = {
  id: order_payments.id,
  paid_on: order_payments.paid_on,
  amount: order_payments.amount,
  method: order_payments.method,
  reference: order_payments.reference,
  cheque_number: order_payments.cheque_number,
  bank: order_payments.bank,
  certificate_number: order_payments.certificate_number,
  cancelled_at: order_payments.cancelled_at,
  cancel_reason: order_payments.cancel_reason,
  order_number: rental_orders.order_number,
  first_name: rental_orders.first_name,
  last_name: rental_orders.last_name,
  company: rental_orders.company,
};

export type JournalRow = {
  paid_on: string;
  amount: string;
  method: PaymentMethod;
  reference: string | null;
  cheque_number: string | null;
  bank: string | null;
  certificate_number: string | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  order_number: number | null;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
};

/**
 * What identifies the payment in the bank's or the tax office's papers: the cheque's number and
 * bank, the withholding certificate's number, the transfer's or card's reference (all of them,
 * when several were typed).
 */
export function paymentReference(row: Pick<JournalRow, "reference" | "cheque_number" | "bank" | "certificate_number">): string {
  return [
    row.cheque_number ? `Chèque n° ${row.cheque_number}${row.bank ? `, ${row.bank}` : ""}` : null,
    row.certificate_number ? `Certificat n° ${row.certificate_number}` : null,
    row.reference,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** "400.00" → "400,00": the decimal comma a French Excel reads as a number. */
const excelAmount = (decimal: string) => centsToDecimal(decimalToCents(decimal) ?? 0n).replace(".", ",");

export function journalCells(row: JournalRow): CsvCell[] {
  const client = [row.first_name, row.last_name].filter(Boolean).join(" ");
  return [
    formatDayShortFr(row.paid_on),
    row.order_number === null ? "" : formatOrderNumber(row.order_number),
    row.company ? `${client} (${row.company})` : client,
    PAYMENT_METHOD_LABELS[row.method] ?? row.method,
    paymentReference(row),
    excelAmount(row.amount),
    row.cancelled_at ? `${formatDayShortFr(todayInTunis(row.cancelled_at))} : ${row.cancel_reason ?? ""}` : "",
  ];
}

/** The period's payments, oldest first, by the day received then the moment recorded (order_payments_paid_on_idx). */
export function journalIdsQuery(db: DbExecutor, period: JournalPeriod) {
  return db
    .select({ id: order_payments.id })
    .from(order_payments)
    .where(and(gte(order_payments.paid_on, period.from), lte(order_payments.paid_on, period.to)))
    .orderBy(asc(order_payments.paid_on), asc(order_payments.recorded_at), asc(order_payments.id));
}

export async function getJournalIds(db: DbExecutor, period: JournalPeriod): Promise<string[]> {
  return (await journalIdsQuery(db, period)).map((row) => row.id);
}

/** The rows of these payments, in the order of `ids` (a payment is never deleted; its order may be missing). */
export async function getJournalRows(db: DbExecutor, ids: string[]): Promise<JournalRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(journalColumns)
    .from(order_payments)
    .leftJoin(rental_orders, eq(rental_orders.id, order_payments.order_id))
    .where(inArray(order_payments.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** Payments read per query while the journal streams. */
export const JOURNAL_BATCH = 500;

/** The CSV of the period's payments, as a stream that reads them a batch at a time as the download is taken. */
export async function paymentsJournalStream(
  db: DbExecutor,
  period: JournalPeriod,
  { batchSize = JOURNAL_BATCH }: { batchSize?: number } = {},
): Promise<ReadableStream<Uint8Array>> {
  const ids = await getJournalIds(db, period);
  const batches = inBatches(ids, batchSize, async (slice) => (await getJournalRows(db, slice)).map(journalCells));
  return csvStream(JOURNAL_HEADER, batches);
}
