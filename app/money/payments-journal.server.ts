import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { CsvCell } from "~/lib/csv";
import { csvStream, inBatches } from "~/lib/csv-stream.server";
import type { DbExecutor } from "~/db/executor";
import { resultRows } from "~/db/executor";
import { order_deposits, order_documents, order_payments, rental_orders } from "~/db/schema";
import { PAYMENT_METHODS, type PaymentGatewayId, type PaymentMethod } from "~/db/schema/payments";
import { formatDayShortFr } from "~/lib/dates";
import { centsToDecimal, decimalToCents, type Cents } from "~/lib/pricing";
import { todayInTunis } from "~/lib/calendar-dates";
import { KEPT_DEPOSIT_LABEL, PAYMENT_METHOD_LABELS, paymentMethodLabel } from "./payment-status";
import { formatOrderNumber } from "~/orders/status";
import type { JournalPeriod } from "./journal-period";

// The payments journal for the accountant (issue 22): every payment received over a period, the
// cancelled ones too (with the day and the reason, so that the books can follow the correction),
// and every deposit kept over it ('Caution retenue': the kept part settles the order's facture
// complémentaire, money received on the day it was kept), then the totals per mode; in the back
// office's CSV format (csv.ts: BOM, `;`, decimal comma), streamed like the orders' export (ADR
// 016): the entries of the period first, then their rows a batch at a time.

export const JOURNAL_HEADER = ["Date", "Commande", "Client", "Mode", "Référence", "Montant (DT)", "Annulé"] as const;

/** A line of the journal: a payment, or a kept deposit (the order's id: one deposit per order). */
export type JournalEntry = { source: "payment" | "kept_deposit"; id: string };

const paymentColumns = {
  id: order_payments.id,
  paid_on: order_payments.paid_on,
  amount: order_payments.amount,
  method: order_payments.method,
  reference: order_payments.reference,
  gateway: order_payments.gateway,
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
  id: string;
  paid_on: string;
  amount: string;
  method: PaymentMethod;
  reference: string | null;
  /** An online payment's gateway ('En ligne — Konnect'); its reference is the gateway's. */
  gateway?: PaymentGatewayId | null;
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

/** A deposit kept, as the journal reads it: the day and part kept, how the deposit came, the invoice it settled. */
export type KeptDepositRow = {
  order_id: string;
  settled_on: string;
  retained_amount: string;
  received_on: string;
  method: PaymentMethod;
  reference: string | null;
  /** The facture complémentaire the kept part settled (null: none found). */
  invoice_number: string | null;
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

/** What the accountant pairs a kept deposit with: the invoice it settles, and the deposit as it came. */
export function keptDepositReference(row: Pick<KeptDepositRow, "invoice_number" | "received_on" | "method" | "reference">): string {
  return [
    row.invoice_number ? `Règle ${row.invoice_number}` : null,
    `caution reçue le ${formatDayShortFr(row.received_on)} (${(PAYMENT_METHOD_LABELS[row.method] ?? row.method).toLowerCase()})`,
    row.reference,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** "400.00" → "400,00": the decimal comma a French Excel reads as a number. */
const excelAmount = (decimal: string) => centsToDecimal(decimalToCents(decimal) ?? 0n).replace(".", ",");

const clientCell = (row: { first_name: string | null; last_name: string | null; company: string | null }) => {
  const client = [row.first_name, row.last_name].filter(Boolean).join(" ");
  return row.company ? `${client} (${row.company})` : client;
};

export function journalCells(row: JournalRow): CsvCell[] {
  return [
    formatDayShortFr(row.paid_on),
    row.order_number === null ? "" : formatOrderNumber(row.order_number),
    clientCell(row),
    paymentMethodLabel(row.method, row.gateway),
    paymentReference(row),
    excelAmount(row.amount),
    row.cancelled_at ? `${formatDayShortFr(todayInTunis(row.cancelled_at))} : ${row.cancel_reason ?? ""}` : "",
  ];
}

export function keptDepositCells(row: KeptDepositRow): CsvCell[] {
  return [
    formatDayShortFr(row.settled_on),
    row.order_number === null ? "" : formatOrderNumber(row.order_number),
    clientCell(row),
    KEPT_DEPOSIT_LABEL,
    keptDepositReference(row),
    excelAmount(row.retained_amount),
    "",
  ];
}

/**
 * The period's payments and kept deposits, oldest first: by the day received (or kept), then the
 * moment recorded. Through order_payments_paid_on_idx and order_deposits_kept_idx.
 */
export function journalEntriesQuery(period: JournalPeriod): SQL {
  return sql`
    select 'payment' as source, p.id::text as id, p.paid_on as day, p.recorded_at as at
    from ${order_payments} p
    where p.paid_on >= ${period.from} and p.paid_on <= ${period.to}
    union all
    select 'kept_deposit', d.order_id::text, d.settled_on, d.settled_at
    from ${order_deposits} d
    where d.retained_amount > 0 and d.settled_on >= ${period.from} and d.settled_on <= ${period.to}
    order by day, at, id
  `;
}

export async function getJournalEntries(db: DbExecutor, period: JournalPeriod): Promise<JournalEntry[]> {
  return resultRows<JournalEntry>(await db.execute(journalEntriesQuery(period))).map((row) => ({ source: row.source, id: row.id }));
}

/** The rows of these payments, in the order of `ids` (a payment is never deleted; its order may be missing). */
export async function getJournalRows(db: DbExecutor, ids: string[]): Promise<JournalRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(paymentColumns)
    .from(order_payments)
    .leftJoin(rental_orders, eq(rental_orders.id, order_payments.order_id))
    .where(inArray(order_payments.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** The kept deposits of these orders, with the facture complémentaire each settled (through order_documents_order_idx). */
export async function getKeptDepositRows(db: DbExecutor, orderIds: string[]): Promise<KeptDepositRow[]> {
  if (orderIds.length === 0) return [];
  const settledInvoice = sql<string | null>`(
    select d.number from ${order_documents} d
    where d.order_id = ${order_deposits.order_id} and d.kind = 'complementary_invoice' and d.data #>> '{complement,settledOn}' is not null
    order by d.issued_at limit 1
  )`;
  const rows = await db
    .select({
      order_id: order_deposits.order_id,
      settled_on: order_deposits.settled_on,
      retained_amount: order_deposits.retained_amount,
      received_on: order_deposits.received_on,
      method: order_deposits.method,
      reference: order_deposits.reference,
      invoice_number: settledInvoice,
      order_number: rental_orders.order_number,
      first_name: rental_orders.first_name,
      last_name: rental_orders.last_name,
      company: rental_orders.company,
    })
    .from(order_deposits)
    .leftJoin(rental_orders, eq(rental_orders.id, order_deposits.order_id))
    .where(inArray(order_deposits.order_id, orderIds));
  return rows.flatMap((row) => (row.settled_on && row.retained_amount ? [{ ...row, settled_on: row.settled_on, retained_amount: row.retained_amount }] : []));
}

/** Entries read per query while the journal streams. */
export const JOURNAL_BATCH = 500;

/** The rows of a batch of entries, in its order: a payment's, or a kept deposit's. */
async function entryLines(db: DbExecutor, entries: JournalEntry[]): Promise<{ cells: CsvCell[]; mode: string; amount: Cents; counts: boolean }[]> {
  const paymentIds = entries.filter((entry) => entry.source === "payment").map((entry) => entry.id);
  const depositIds = entries.filter((entry) => entry.source === "kept_deposit").map((entry) => entry.id);
  const [payments, deposits] = await Promise.all([getJournalRows(db, paymentIds), getKeptDepositRows(db, depositIds)]);
  const paymentsById = new Map(payments.map((row) => [row.id, row]));
  const depositsById = new Map(deposits.map((row) => [row.order_id, row]));
  return entries.flatMap((entry) => {
    if (entry.source === "payment") {
      const row = paymentsById.get(entry.id);
      return row ? [{ cells: journalCells(row), mode: PAYMENT_METHOD_LABELS[row.method] ?? row.method, amount: decimalToCents(row.amount) ?? 0n, counts: !row.cancelled_at }] : [];
    }
    const row = depositsById.get(entry.id);
    return row ? [{ cells: keptDepositCells(row), mode: KEPT_DEPOSIT_LABEL, amount: decimalToCents(row.retained_amount) ?? 0n, counts: true }] : [];
  });
}

/** The modes in the order the totals list them: the payment methods, then the kept deposits. */
const TOTAL_MODES = [...PAYMENT_METHODS.map((method) => PAYMENT_METHOD_LABELS[method]), KEPT_DEPOSIT_LABEL];

/**
 * The totals under the lines: what each mode brought in, then all of it ('Total encaissé'), the
 * cancelled payments left out. None for a period without a line.
 */
export function journalTotals(byMode: Map<string, Cents>, lines: number): CsvCell[][] {
  if (lines === 0) return [];
  const total = [...byMode.values()].reduce((sum, cents) => sum + cents, 0n);
  return [
    ...TOTAL_MODES.filter((mode) => byMode.has(mode)).map((mode) => ["Total", "", "", mode, "", excelAmount(centsToDecimal(byMode.get(mode)!)), ""]),
    ["Total encaissé", "", "", "", "paiements annulés exclus", excelAmount(centsToDecimal(total)), ""],
  ];
}

/** The CSV of the period's payments and kept deposits, then their totals, read a batch at a time as the download is taken. */
export async function paymentsJournalStream(
  db: DbExecutor,
  period: JournalPeriod,
  { batchSize = JOURNAL_BATCH }: { batchSize?: number } = {},
): Promise<ReadableStream<Uint8Array>> {
  const entries = await getJournalEntries(db, period);
  const byMode = new Map<string, Cents>();
  let lines = 0;
  const batches = inBatches(entries, batchSize, async (slice) => {
    const rows = await entryLines(db, slice);
    for (const row of rows) {
      lines += 1;
      if (row.counts) byMode.set(row.mode, (byMode.get(row.mode) ?? 0n) + row.amount);
    }
    return rows.map((row) => row.cells);
  });
  async function* withTotals() {
    yield* batches;
    yield journalTotals(byMode, lines);
  }
  return csvStream(JOURNAL_HEADER, withTotals());
}
