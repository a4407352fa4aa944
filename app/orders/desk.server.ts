import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
// The orders desk's list (/admin/shop): its figures, filters, sorting and pages, and the rows of
// its CSV export.

import { getDb, schema } from "~/db/client.server";
import { pageWindow, type PageWindow } from "~/lib/pagination";
import { todayInTunis } from "~/lib/calendar-dates";
import { countUpTo, matchesSearch, type CappedCount } from "~/lib/search.server";
import { countByStatus } from "~/lib/status-figures.server";
import { amountOwedSql } from "~/money/amount-owed.server";
import { overdueCondition } from "~/money/reminders.server";
import { LATE_RETURN_FILTER, type OrderFilter } from "./desk-filters";
import { orderNumberFromSearch } from "./order-number";
import { lateReturnCondition } from "~/equipment/late-returns.server";

const { rental_orders, status_figures } = schema;

type RentalOrder = typeof rental_orders.$inferSelect;
/** An order of the desk, with its invoice number once issued and the deposit received and not yet settled. */
export type DeskOrder = RentalOrder & { invoice_number: string | null; deposit_held: string | null; quote_accepted: number | null; quote_stale: number | null; equipment_out: number };

export type OrderDashboard = {
  total: number;
  new: number;
  inProgress: number;
  /**
   * Revenue HT as exact decimal text ("1250.30"), summed by PostgreSQL on numeric: Σ total HT
   * (after discount, with fees) of the orders the agency has agreed to (confirmed, in progress,
   * completed). New orders are not sold yet, cancelled ones never were; VAT and stamp duty are
   * collected for the State, not earned.
   */
  revenue: string;
};

export const REVENUE_STATUSES = ["confirmed", "in_progress", "completed"] as const;

/**
 * SPEC §9: total orders, new orders, in-progress orders, total revenue (see OrderDashboard.revenue),
 * from the figures the database keeps per status (app/lib/status-figures.server.ts).
 */
export async function getOrderDashboard(): Promise<OrderDashboard> {
  const [row] = await getDb()
    .select({
      total: sql<number>`coalesce(sum(${status_figures.rows}), 0)`.mapWith(Number),
      new: sql<number>`coalesce(sum(${status_figures.rows}) filter (where ${status_figures.status} = 'new'), 0)`.mapWith(Number),
      inProgress: sql<number>`coalesce(sum(${status_figures.rows}) filter (where ${status_figures.status} = 'in_progress'), 0)`.mapWith(Number),
      revenue: sql<string>`coalesce(sum(${status_figures.total_ht}) filter (where ${status_figures.status} in ('confirmed', 'in_progress', 'completed')), 0)::numeric(14, 2)::text`,
    })
    .from(status_figures)
    .where(eq(status_figures.list, "orders"));
  return row ?? { total: 0, new: 0, inProgress: 0, revenue: "0.00" };
}

/** The red badge of the shop tab. */
export function countNewOrders(): Promise<number> {
  return countByStatus("orders", ["new"]);
}

/**
 * The desk's filter as SQL. The search looks in the client's names, e-mail, phone, company,
 * address and the products of the lines (the folded, trigram-indexed `search_text`, accents and
 * case ignored), and finds an order by its number exactly ('CMD-000042', '42').
 */
export function orderConditions(filter: Pick<OrderFilter, "status" | "payment" | "q">): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status === LATE_RETURN_FILTER) conditions.push(lateReturnCondition());
  else if (filter.status !== "all") conditions.push(eq(rental_orders.status, filter.status));
  if (filter.payment !== "all") conditions.push(paymentCondition(filter.payment));
  if (filter.q) {
    const number = orderNumberFromSearch(filter.q);
    const search = matchesSearch("rental_orders", filter.q);
    conditions.push(number !== null ? or(eq(rental_orders.order_number, number), search)! : search);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** The orders of one payment status (payment-status.ts says the same in TypeScript). */
function paymentCondition(status: Exclude<OrderFilter["payment"], "all">): SQL {
  const { paid_amount: paid } = rental_orders;
  const owed = amountOwedSql(rental_orders);
  switch (status) {
    case "unpaid":
      return sql`${paid} = 0 and ${owed} > 0`;
    case "partial":
      // Written with paid > 0 so that the partial index on the paid orders serves it.
      return sql`${paid} > 0 and ${owed} > 0`;
    case "paid":
      return sql`${owed} = 0`;
    case "overpaid":
      return sql`${paid} > 0 and ${owed} < 0`;
    case "late":
      // Read through the partial index on the invoiced orders' due day.
      return overdueCondition(todayInTunis())!;
  }
}

/** The order of the desk's rows (and of its CSV). */
export function orderSorting(sort: OrderFilter["sort"]): SQL[] {
  if (sort === "placed") return [desc(rental_orders.created_at), desc(rental_orders.order_number)];
  // Upcoming rentals first, soonest first (today's included); then past ones, latest first.
  const today = todayInTunis();
  return [
    sql`${rental_orders.rental_date} < ${today}`,
    asc(sql`case when ${rental_orders.rental_date} >= ${today} then ${rental_orders.rental_date} end`),
    desc(rental_orders.rental_date),
    desc(rental_orders.order_number),
  ];
}

/**
 * Orders matching the filter (the desk's count): without a search nor a payment status, exact,
 * from the figures per status; with one, up to SEARCH_COUNT_CAP.
 */
export async function countOrders(filter: Pick<OrderFilter, "status" | "payment" | "q">): Promise<CappedCount> {
  if (!filter.q && filter.payment === "all" && filter.status !== LATE_RETURN_FILTER) return { n: await countByStatus("orders", filter.status === "all" ? undefined : [filter.status]), more: false };
  return countUpTo(getDb(), rental_orders, orderConditions(filter));
}

/** One page of the desk (SPEC §7: newest first by default), and where it sits among the matching orders. */
export async function getOrdersPage(filter: OrderFilter): Promise<{ orders: DeskOrder[]; window: PageWindow }> {
  const counted = await countOrders(filter);
  const window = pageWindow(filter.page, counted.n, undefined, counted.more);
  const orders = await getOrders(filter, { limit: window.pageSize, offset: window.offset });
  return { orders, window };
}

/** Orders matching the filter in the desk's order, `limit` of them from `offset`. */
export async function getOrders(filter: Omit<OrderFilter, "page">, { limit, offset }: { limit: number; offset: number }): Promise<DeskOrder[]> {
  const where = orderConditions(filter);
  if (filter.sort === "placed") return selectDeskOrders(where, orderSorting("placed"), limit, offset);
  // By rental date, read as two lists that each follow the dates' index (one sort on an
  // expression read the whole history: 350 to 570 ms at 50 000 orders): the upcoming rentals,
  // soonest first, then the past ones, latest first; orderSorting("rental") says the same in one.
  const today = todayInTunis();
  const upcoming = and(where, gte(rental_orders.rental_date, today));
  const past = and(where, lt(rental_orders.rental_date, today));
  // Counted only as far as the page needs: the rows before `offset + limit`.
  const { n: upcomingCount } = await countUpTo(getDb(), rental_orders, upcoming, offset + limit);
  const rows: DeskOrder[] = [];
  if (offset < upcomingCount) {
    rows.push(...(await selectDeskOrders(upcoming, [asc(rental_orders.rental_date), desc(rental_orders.order_number)], limit, offset)));
  }
  if (rows.length < limit) {
    const order = [desc(rental_orders.rental_date), desc(rental_orders.order_number)];
    rows.push(...(await selectDeskOrders(past, order, limit - rows.length, Math.max(0, offset - upcomingCount))));
  }
  return rows;
}

/**
 * The numbers of every order matching the filter, in the desk's order (the CSV export's plan):
 * numbers rather than ids, 8 bytes each in a packed array instead of a string of 36 characters,
 * so that the plan of 50 000 orders keeps 0,4 MB rather than 4 MB for the whole download.
 */
export async function getOrderNumbers(filter: Omit<OrderFilter, "page">): Promise<number[]> {
  const rows = await getDb()
    .select({ number: rental_orders.order_number })
    .from(rental_orders)
    .where(orderConditions(filter))
    .orderBy(...orderSorting(filter.sort));
  return rows.map((row) => row.number);
}

/** These orders (those still there), in the order of `numbers`. */
export async function getDeskOrdersByNumbers(numbers: number[]): Promise<DeskOrder[]> {
  if (numbers.length === 0) return [];
  const rows = await selectDeskOrders(inArray(rental_orders.order_number, numbers), [], numbers.length, 0);
  const byNumber = new Map(rows.map((row) => [row.order_number, row]));
  return numbers.flatMap((number) => byNumber.get(number) ?? []);
}

/** What the CSV export writes of an order: its own columns the export reads, and its invoice's number. */
export type ExportOrder = Pick<
  RentalOrder,
  | "order_number" | "created_at" | "status" | "first_name" | "last_name" | "company" | "email" | "phone"
  | "rental_date" | "departure_slot" | "return_date" | "return_slot" | "fulfilment" | "delivery_address" | "items" | "notes"
  | "total_amount" | "delivery_fee" | "delivery_fee_vat_rate" | "discount_kind" | "discount_value" | "deposit" | "vat_rate" | "stamp_duty"
  | "total_ht" | "vat_amount" | "total_ttc" | "paid_amount" | "credited_ttc" | "charges_due_ttc"
> & { invoice_number: string | null };

/**
 * These orders (those still there) as the export writes them, in the order of `numbers`. Not the
 * desk's rows: the export reads neither the deposit held, the quote's acceptance nor the units out,
 * whose three lookups per order, and a dozen columns more, were half of the time PGlite took to
 * export 50 000 orders.
 */
export async function getExportOrdersByNumbers(numbers: number[]): Promise<ExportOrder[]> {
  if (numbers.length === 0) return [];
  const o = rental_orders;
  const rows = await getDb()
    .select({
      order_number: o.order_number, created_at: o.created_at, status: o.status, first_name: o.first_name, last_name: o.last_name,
      company: o.company, email: o.email, phone: o.phone, rental_date: o.rental_date, departure_slot: o.departure_slot,
      return_date: o.return_date, return_slot: o.return_slot, fulfilment: o.fulfilment, delivery_address: o.delivery_address,
      items: o.items, notes: o.notes, total_amount: o.total_amount, delivery_fee: o.delivery_fee, delivery_fee_vat_rate: o.delivery_fee_vat_rate, discount_kind: o.discount_kind,
      discount_value: o.discount_value, deposit: o.deposit, vat_rate: o.vat_rate, stamp_duty: o.stamp_duty, total_ht: o.total_ht,
      vat_amount: o.vat_amount, total_ttc: o.total_ttc, paid_amount: o.paid_amount, credited_ttc: o.credited_ttc, charges_due_ttc: o.charges_due_ttc,
      invoice_number: sql<string | null>`(select d.number from ${schema.order_documents} d where d.order_id = "rental_orders"."id" and d.kind = 'invoice' and d.credited_by is null)`,
    })
    .from(o)
    .where(inArray(o.order_number, numbers));
  const byNumber = new Map(rows.map((row) => [row.order_number, row]));
  return numbers.flatMap((number) => byNumber.get(number) ?? []);
}

async function selectDeskOrders(where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<DeskOrder[]> {
  const rows = await getDb()
    .select({
      order: rental_orders,
      // The order's id written out in full: drizzle renders a selected table's column as a bare
      // "id", which inside this subquery would mean d.id.
      invoice_number: sql<string | null>`(select d.number from ${schema.order_documents} d where d.order_id = "rental_orders"."id" and d.kind = 'invoice' and d.credited_by is null)`,
      deposit_held: sql<string | null>`(select k.received_amount from ${schema.order_deposits} k where k.order_id = "rental_orders"."id" and k.settled_on is null)`,
      // The latest quote version, when the client accepted it online (a newer version needs a new acceptance).
      quote_accepted: sql<number | null>`(select a.version from ${schema.quote_acceptances} a where a.order_id = "rental_orders"."id"
        and a.version = (select max(q.version) from ${schema.order_documents} q where q.order_id = "rental_orders"."id" and q.kind = 'quote'))`,
      // The latest quote version when the order was edited after it ('Périmé', app/orders/quote-staleness.ts).
      quote_stale: sql<number | null>`(select case when q.order_version < "rental_orders"."version" then q.version end from ${schema.order_documents} q
        where q.order_id = "rental_orders"."id" and q.kind = 'quote' order by q.version desc limit 1)`,
      // Units that left the depot and are not back (issue 23): with the return date, 'Retour en retard'.
      equipment_out: sql<number>`(select coalesce(sum(e.out - e.returned - e.damaged - e.missing), 0) from ${schema.order_equipment} e where e.order_id = "rental_orders"."id")`.mapWith(Number),
    })
    .from(rental_orders)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  // Added to the row drizzle made rather than spread into a copy: a copy of some forty fields per
  // order, kept while the batch is written, made V8 allocate them straight into the old space, and
  // a streamed export of 50 000 orders grew the process by 90 MB before a full collection.
  return rows.map(({ order, invoice_number, deposit_held, quote_accepted, quote_stale, equipment_out }) =>
    Object.assign(order, { invoice_number, deposit_held, quote_accepted, quote_stale, equipment_out }),
  );
}
