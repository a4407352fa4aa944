import { and, count, desc, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "~/db/executor";
import { resultRows } from "~/db/executor";
import { order_deposits, order_documents, order_payments, payment_attempts, rental_orders } from "~/db/schema";
import { centsToDecimal, signedDecimalToCents } from "~/lib/pricing";
import { todayInTunis, type IsoDate } from "~/lib/calendar-dates";
import { orderPagePath } from "~/orders/path";
import { PAYMENT_METHOD_LABELS } from "./payment-status";
import { formatOrderNumber } from "~/orders/status";
import { PAYMENT_GATEWAYS, type PaymentGatewayId, type PaymentMethod } from "~/db/schema/payments";
import { amountOwedSql } from "./amount-owed.server";
import { defaultJournalPeriod, type JournalPeriod } from "./journal-period";
import { monthLongLabel, monthShortLabel, twelveMonthRange, type MonthKey } from "~/lib/months";
import { FINANCE_LIST_LIMIT, RECEIVABLE_AGES, type ReceivableAge } from "./receivable-ages";

// The finances page of the shop tab (issue 22): what was invoiced and received month by month,
// what clients owe by age, the deposits held. Every query is bounded: the twelve months through
// the indexes on the documents' issue moment and the payments' day, the receivables through the
// partial index of the invoiced orders, the deposits through that of the held ones; sums are
// made by the database in numeric and read as decimal text (ADR 002), lists stop at
// FINANCE_LIST_LIMIT rows and say how many more there are. The online payments (issue 40) are
// counted per gateway over the same twelve months, through the payments' day index too.

/** Amounts are decimal text ("1250.00", "-119.00"), exact, as the database summed them. */
export type FinanceMonth = {
  key: MonthKey;
  /** "déc. 2025" */
  label: string;
  /** "décembre 2025" */
  longLabel: string;
  /** Σ HT of the invoices and complementary invoices issued that month. */
  invoiced: string;
  /** Σ HT of the credit notes issued that month (negative or 0). */
  credited: string;
  /** invoiced + credited: what the chart draws. */
  net: string;
  /**
   * Σ of the payments received that month and not cancelled (withholdings included), and of the
   * deposits kept that month (the part kept, which settles a facture complémentaire), TTC.
   */
  received: string;
};

/** Money as the database sums it: numeric, two decimals, as text (never a float). */
const money = (expression: SQL) => sql<string>`coalesce(${expression}, 0)::numeric(14, 2)::text`;
const add = (a: string, b: string) => centsToDecimal((signedDecimalToCents(a) ?? 0n) + (signedDecimalToCents(b) ?? 0n));

// Written out, not bound as parameters: the planner matches it against the partial index
// order_documents_issued_idx's predicate, which it cannot do with a parameter's value.
const INVOICING_DOCUMENT = sql`${order_documents.kind} in ('invoice', 'complementary_invoice', 'credit_note')`;
/** The Tunis calendar month of a document's issue moment, as "2025-12". */
const issuedMonth = sql<string>`to_char(${order_documents.issued_at} at time zone 'Africa/Tunis', 'YYYY-MM')`;
/** Midnight of a Tunis calendar day, as a moment to compare issue moments with. */
const tunisMidnight = (day: IsoDate) => sql`(${day}::timestamp at time zone 'Africa/Tunis')`;

/** Invoiced HT per Tunis month, invoices apart from credit notes, over [from, to). */
export function invoicedByMonthQuery(db: DbExecutor, range: { from: IsoDate; to: IsoDate }) {
  return db
    .select({
      month: issuedMonth,
      invoiced: money(sql`sum(${order_documents.total_ht}) filter (where ${order_documents.kind} <> 'credit_note')`),
      credited: money(sql`sum(${order_documents.total_ht}) filter (where ${order_documents.kind} = 'credit_note')`),
    })
    .from(order_documents)
    .where(
      and(
        INVOICING_DOCUMENT,
        sql`${order_documents.issued_at} >= ${tunisMidnight(range.from)}`,
        sql`${order_documents.issued_at} < ${tunisMidnight(range.to)}`,
      ),
    )
    .groupBy(issuedMonth);
}

const paidMonth = sql<string>`to_char(${order_payments.paid_on}, 'YYYY-MM')`;

/** Payments received per month (not cancelled) over [from, to), read by their day. */
export function receivedByMonthQuery(db: DbExecutor, range: { from: IsoDate; to: IsoDate }) {
  return db
    .select({ month: paidMonth, received: money(sql`sum(${order_payments.amount})`) })
    .from(order_payments)
    .where(and(gte(order_payments.paid_on, range.from), lt(order_payments.paid_on, range.to), isNull(order_payments.cancelled_at)))
    .groupBy(paidMonth);
}

// Written out, like INVOICING_DOCUMENT: the predicate of the partial index order_deposits_kept_idx.
const KEPT_DEPOSIT = sql`${order_deposits.retained_amount} > 0`;
const keptMonth = sql<string>`to_char(${order_deposits.settled_on}, 'YYYY-MM')`;

/**
 * The deposits kept per month over [from, to), read by the day they were kept: the kept part
 * settles the order's facture complémentaire, money received like a payment ('Caution retenue').
 */
export function keptDepositsByMonthQuery(db: DbExecutor, range: { from: IsoDate; to: IsoDate }) {
  return db
    .select({ month: keptMonth, kept: money(sql`sum(${order_deposits.retained_amount})`) })
    .from(order_deposits)
    .where(and(KEPT_DEPOSIT, gte(order_deposits.settled_on, range.from), lt(order_deposits.settled_on, range.to)))
    .groupBy(keptMonth);
}

/** The twelve months that end with `today`'s, oldest first, months without anything at 0. */
export async function getMonthlyFinances(db: DbExecutor, today: IsoDate): Promise<FinanceMonth[]> {
  const { from, to, months } = twelveMonthRange(today);
  const [invoiced, received, kept] = await Promise.all([
    invoicedByMonthQuery(db, { from, to }),
    receivedByMonthQuery(db, { from, to }),
    keptDepositsByMonthQuery(db, { from, to }),
  ]);
  const invoicedBy = new Map(invoiced.map((row) => [row.month, row]));
  const receivedBy = new Map(received.map((row) => [row.month, row.received]));
  for (const row of kept) receivedBy.set(row.month, add(receivedBy.get(row.month) ?? "0.00", row.kept));
  return months.map((key) => {
    const documents = invoicedBy.get(key);
    const invoicedHt = documents?.invoiced ?? "0.00";
    const creditedHt = documents?.credited ?? "0.00";
    return {
      key,
      label: monthShortLabel(key),
      longLabel: monthLongLabel(key),
      invoiced: invoicedHt,
      credited: creditedHt,
      net: add(invoicedHt, creditedHt),
      received: receivedBy.get(key) ?? "0.00",
    };
  });
}

// ---- Online payments --------------------------------------------------------------------

/** A gateway's online payments of a month (or of the twelve): how many, and their sum TTC. */
export type GatewayFigures = { count: number; total: string };

export type OnlinePaymentMonth = {
  key: MonthKey;
  label: string;
  longLabel: string;
  gateways: Record<PaymentGatewayId, GatewayFigures>;
  /** The payments whose gateway received another amount than asked (flagged, to check with it). */
  mismatched: number;
};

export type OnlinePayments = {
  months: OnlinePaymentMonth[];
  /** Σ over the twelve months. */
  totals: { gateways: Record<PaymentGatewayId, GatewayFigures>; mismatched: number };
  /** Every online payment of the twelve months, both gateways. */
  count: number;
};

/**
 * The online payments per month and gateway over [from, to), not cancelled, read by their day
 * (order_payments_paid_on_idx), with the number of them whose amount differed. That flag is the
 * attempt's (payment_attempts.amount_mismatch, written with the payment by the same transaction),
 * not the payment's note: a note is words for the agency, the flag is the fact. The attempts are
 * joined by their unique (gateway, reference): the planner hashes them all while that is cheaper
 * than one probe of that index per online payment of the twelve months (ADR 027 has the figures).
 */
export function onlinePaymentsByMonthQuery(db: DbExecutor, range: { from: IsoDate; to: IsoDate }) {
  return db
    .select({
      month: paidMonth,
      gateway: order_payments.gateway,
      count: count(),
      total: money(sql`sum(${order_payments.amount})`),
      mismatched: sql<number>`count(*) filter (where ${payment_attempts.amount_mismatch})`.mapWith(Number),
    })
    .from(order_payments)
    .leftJoin(payment_attempts, and(eq(payment_attempts.gateway, order_payments.gateway), eq(payment_attempts.reference, order_payments.reference)))
    .where(
      and(
        gte(order_payments.paid_on, range.from),
        lt(order_payments.paid_on, range.to),
        isNull(order_payments.cancelled_at),
        eq(order_payments.method, "online"),
      ),
    )
    .groupBy(paidMonth, order_payments.gateway);
}

const noGateways = () => Object.fromEntries(PAYMENT_GATEWAYS.map((gateway) => [gateway, { count: 0, total: "0.00" }])) as Record<PaymentGatewayId, GatewayFigures>;

/** The twelve months that end with `today`'s, oldest first, each gateway at 0 in a month without any. */
export async function getOnlinePayments(db: DbExecutor, today: IsoDate): Promise<OnlinePayments> {
  const { from, to, months: keys } = twelveMonthRange(today);
  const rows = await onlinePaymentsByMonthQuery(db, { from, to });
  const months: OnlinePaymentMonth[] = keys.map((key) => ({ key, label: monthShortLabel(key), longLabel: monthLongLabel(key), gateways: noGateways(), mismatched: 0 }));
  const byKey = new Map(months.map((month) => [month.key, month]));
  const totals = { gateways: noGateways(), mismatched: 0 };
  for (const row of rows) {
    const month = byKey.get(row.month);
    if (!month || !row.gateway) continue;
    month.gateways[row.gateway] = { count: row.count, total: row.total };
    month.mismatched += row.mismatched;
    const total = totals.gateways[row.gateway];
    totals.gateways[row.gateway] = { count: total.count + row.count, total: add(total.total, row.total) };
    totals.mismatched += row.mismatched;
  }
  return { months, totals, count: PAYMENT_GATEWAYS.reduce((n, gateway) => n + totals.gateways[gateway].count, 0) };
}

// ---- Receivables -----------------------------------------------------------------------

/** One invoice of an order that the client has not paid in full, under its age. */
export type ReceivableInvoice = {
  /** The order's number, and its page. */
  number: string;
  path: string;
  client: string;
  company: string | null;
  invoiceNumber: string;
  /** The order's invoice, or a facture complémentaire (its charges after the rental). */
  kind: "invoice" | "complementary_invoice";
  /** The invoice's due day (null: a facture complémentaire issued without one). */
  dueOn: IsoDate | null;
  /** Days since the invoice was issued (Tunis calendar days). */
  ageDays: number;
  /** What remains to pay of this invoice; an order's invoices add up to what it owes (amountOwedSql). */
  due: string;
};

export type ReceivableBucket = ReceivableAge & { count: number; due: string; invoices: ReceivableInvoice[]; more: number };

/** The bucket of each age as SQL, from RECEIVABLE_AGES' bounds. */
function ageBucket(age: SQL) {
  const bounded = RECEIVABLE_AGES.flatMap((bucket, index) => (bucket.upTo === null ? [] : [sql`when ${age} <= ${sql.raw(String(bucket.upTo))} then ${sql.raw(String(index))}`]));
  return sql`case ${sql.join(bounded, sql` `)} else ${sql.raw(String(RECEIVABLE_AGES.length - 1))} end`;
}

/**
 * What clients owe on their invoices, by each invoice's age on `today`: per bucket the count of
 * invoices and the sum due, and the oldest FINANCE_LIST_LIMIT of them.
 *
 * An order owes on up to two kinds of invoice: its standing invoice (total TTC − credit notes), and
 * the factures complémentaires of its charges (each for its TTC beyond what the kept deposit
 * settled: together, charges_due_ttc). Payments are not tied to an invoice: they settle the rental
 * first (invoiced or not), then the factures complémentaires oldest first; an invoice is owed for
 * what they leave of it. So an order's invoices add up to what it owes (amountOwedSql) when its
 * rental is invoiced, and to its unpaid charges when it is not.
 *
 * Only the orders owing on an invoice are read: through rental_orders_invoice_due_idx (a standing
 * invoice) and rental_orders_charges_due_idx (charges billed and not settled), both partial; their
 * invoices through order_documents_order_idx.
 */
export function receivablesQuery(today: IsoDate): SQL {
  const o = alias(rental_orders, "o");
  const owed = amountOwedSql(o);
  return sql`
    with owing as (
      select o.id, o.order_number, o.first_name, o.last_name, o.company, o.invoice_due_on,
             o.total_ttc - o.credited_ttc as rental, o.paid_amount as paid
      from ${rental_orders} o
      where (o.invoice_due_on is not null or o.charges_due_ttc > 0) and ${owed} > 0
    ),
    invoices as (
      select w.*, d.number as invoice_number, d.kind, d.issued_at, 0 as seq, w.rental as amount, w.invoice_due_on as due_on
      from owing w
      join ${order_documents} d on d.order_id = w.id and d.kind = 'invoice' and d.credited_by is null
      union all
      select w.*, d.number, d.kind, d.issued_at, 1, d.total_ttc - coalesce((d.data #>> '{figures,paid}')::numeric, 0), (d.data ->> 'dueOn')::date
      from owing w
      join ${order_documents} d on d.order_id = w.id and d.kind = 'complementary_invoice'
    ),
    left_due as (
      -- What the payments leave of each invoice: they go to the rental first, then to the
      -- charges' invoices in the order they were issued.
      select invoices.*,
             least(amount, greatest(
               rental + sum(case when seq = 1 then amount else 0 end)
                          over (partition by id order by seq, issued_at, invoice_number rows between unbounded preceding and current row)
               - paid, 0)) as due,
             greatest(${today}::date - (issued_at at time zone 'Africa/Tunis')::date, 0) as age
      from invoices
    ),
    bucketed as (select left_due.*, ${ageBucket(sql`age`)} as bucket from left_due where due > 0),
    ranked as (
      select bucketed.*,
             row_number() over (partition by bucket order by age desc, order_number, seq, invoice_number) as rank,
             count(*) over (partition by bucket) as bucket_count,
             sum(due) over (partition by bucket) as bucket_due
      from bucketed
    )
    select order_number::int as order_number, first_name, last_name, company, due_on::text as due_on, invoice_number, kind,
           due::numeric(14, 2)::text as due, age::int as age, bucket::int as bucket, bucket_count::int as bucket_count,
           bucket_due::numeric(14, 2)::text as bucket_due
    from ranked where rank <= ${FINANCE_LIST_LIMIT}
    order by bucket, rank
  `;
}

type ReceivableRow = {
  order_number: number;
  first_name: string;
  last_name: string;
  company: string | null;
  due_on: string | null;
  invoice_number: string;
  kind: ReceivableInvoice["kind"];
  due: string;
  age: number;
  bucket: number;
  bucket_count: number;
  bucket_due: string;
};

const clientName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`.trim();

export async function getReceivables(db: DbExecutor, today: IsoDate): Promise<ReceivableBucket[]> {
  const rows = resultRows<ReceivableRow>(await db.execute(receivablesQuery(today)));
  return RECEIVABLE_AGES.map((age, index) => {
    const mine = rows.filter((row) => Number(row.bucket) === index);
    const total = mine[0] ? Number(mine[0].bucket_count) : 0;
    return {
      ...age,
      count: total,
      due: mine[0]?.bucket_due ?? "0.00",
      invoices: mine.map((row) => ({
        number: formatOrderNumber(Number(row.order_number)),
        path: orderPagePath(Number(row.order_number)),
        client: clientName(row),
        company: row.company,
        invoiceNumber: row.invoice_number,
        kind: row.kind,
        dueOn: row.due_on,
        ageDays: Number(row.age),
        due: row.due,
      })),
      more: Math.max(0, total - mine.length),
    };
  });
}

// ---- Deposits held ---------------------------------------------------------------------

export type HeldDeposit = {
  number: string;
  path: string;
  client: string;
  company: string | null;
  receivedOn: IsoDate;
  amount: string;
  methodLabel: string;
  reference: string | null;
};

export type HeldDeposits = { count: number; total: string; deposits: HeldDeposit[]; more: number };

/** The deposits received and not yet given back nor kept (through order_deposits_held_idx). */
const held = isNull(order_deposits.settled_on);

export function heldDepositsQuery(db: DbExecutor) {
  return db
    .select({
      order_number: rental_orders.order_number,
      first_name: rental_orders.first_name,
      last_name: rental_orders.last_name,
      company: rental_orders.company,
      received_on: order_deposits.received_on,
      amount: order_deposits.received_amount,
      method: order_deposits.method,
      reference: order_deposits.reference,
    })
    .from(order_deposits)
    .innerJoin(rental_orders, eq(rental_orders.id, order_deposits.order_id))
    .where(held)
    .orderBy(desc(order_deposits.received_on), desc(rental_orders.order_number))
    .limit(FINANCE_LIST_LIMIT);
}

export async function getHeldDeposits(db: DbExecutor): Promise<HeldDeposits> {
  const [[summary], rows] = await Promise.all([
    db.select({ count: count(), total: money(sql`sum(${order_deposits.received_amount})`) }).from(order_deposits).where(held),
    heldDepositsQuery(db),
  ]);
  const total = summary?.count ?? 0;
  return {
    count: total,
    total: summary?.total ?? "0.00",
    deposits: rows.map((row) => ({
      number: formatOrderNumber(row.order_number),
      path: orderPagePath(row.order_number),
      client: clientName(row),
      company: row.company,
      receivedOn: row.received_on,
      amount: row.amount,
      methodLabel: PAYMENT_METHOD_LABELS[row.method as PaymentMethod] ?? row.method,
      reference: row.reference,
    })),
    more: Math.max(0, total - rows.length),
  };
}

// ---- The page ---------------------------------------------------------------------------

export type FinancesPageData = {
  today: IsoDate;
  months: FinanceMonth[];
  /** Σ over the twelve months. */
  totals: { invoiced: string; credited: string; net: string; received: string };
  receivables: { buckets: ReceivableBucket[]; count: number; due: string };
  deposits: HeldDeposits;
  /** The online payments per gateway and month; null when no gateway is set up and none was paid online in the twelve months. */
  online: OnlinePayments | null;
  /** The journal form's default period: the current month. */
  journal: JournalPeriod;
};

const sum = (values: string[]) => values.reduce(add, "0.00");

/**
 * The page's loader data (the caller has run requireAdmin). Whether a gateway is set up is the
 * environment's, known to app/payments: the route says it, this module reads only the database.
 */
export async function loadFinancesPage(
  db: DbExecutor,
  { now = new Date(), gatewaysConfigured = false }: { now?: Date; gatewaysConfigured?: boolean } = {},
): Promise<FinancesPageData> {
  const today = todayInTunis(now);
  const [months, buckets, deposits, online] = await Promise.all([
    getMonthlyFinances(db, today),
    getReceivables(db, today),
    getHeldDeposits(db),
    getOnlinePayments(db, today),
  ]);
  return {
    today,
    months,
    totals: {
      invoiced: sum(months.map((m) => m.invoiced)),
      credited: sum(months.map((m) => m.credited)),
      net: sum(months.map((m) => m.net)),
      received: sum(months.map((m) => m.received)),
    },
    receivables: { buckets, count: buckets.reduce((n, b) => n + b.count, 0), due: sum(buckets.map((b) => b.due)) },
    deposits,
    online: gatewaysConfigured || online.count > 0 ? online : null,
    journal: defaultJournalPeriod(today),
  };
}
