// The new orders waiting for the agency ('Aujourd'hui', issue 38): those whose client accepted the
// latest quote online in the last ACCEPTED_WINDOW_DAYS days ('Devis acceptés': the client said
// yes, confirm them first), and the others ('Commandes à confirmer'). Each list the first `limit`
// and its count. The acceptances are read by their day (quote_acceptances_accepted_idx), so that
// years of quotes accepted and long confirmed are not; the others through the partial index of the
// new orders (rental_orders_new_idx), the soonest departure first. The count of all new orders is
// the shop tab's badge (status_figures): the others' count is it minus the accepted ones.

import { and, asc, eq, gte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbExecutor } from "~/db/executor";
import { order_documents, quote_acceptances, rental_orders } from "~/db/schema";
import type { IsoDate } from "~/lib/calendar-dates";
import { isTimeSlot, type TimeSlot } from "./fulfilment";
import { orderPagePath } from "./path";
import { formatOrderNumber } from "./status";

/** A new order, with what the list shows of it. */
export type OrderToConfirm = {
  id: string;
  /** "CMD-000042". */
  number: string;
  /** The order page: /admin/shop/commandes/CMD-000042. */
  path: string;
  client: string;
  company: string | null;
  rentalDate: IsoDate;
  returnDate: IsoDate;
  departureSlot: TimeSlot | null;
  /** Total TTC as decimal text ("1631.30"). */
  totalTtc: string;
  /** The latest quote the client accepted online: its number and who, when. */
  accepted: { quote: string; version: number; name: string; at: Date } | null;
};

export type OrdersToConfirm = { count: number; orders: OrderToConfirm[] };

/** An acceptance older than this is no longer news: its order waits in 'Commandes à confirmer'. */
export const ACCEPTED_WINDOW_DAYS = 30;

const acceptedSince = (now: Date) => new Date(now.getTime() - ACCEPTED_WINDOW_DAYS * 86_400_000);

// The order's id written out in full: in the selected fields drizzle renders a column as a bare "id".
const ORDER_ID = sql.raw('"rental_orders"."id"');

/** The acceptance `a` is of the order's latest quote (no version issued after it). */
const ofLatestQuote = sql`not exists (select 1 from ${order_documents} q where q.order_id = a.order_id and q.kind = 'quote' and q.version > a.version)`;

/** The new orders, written as the partial index's predicate (a literal, not a parameter). */
const isNew = sql`${rental_orders.status} = 'new'`;

const COLUMNS = {
  id: rental_orders.id,
  orderNumber: rental_orders.order_number,
  firstName: rental_orders.first_name,
  lastName: rental_orders.last_name,
  company: rental_orders.company,
  rentalDate: rental_orders.rental_date,
  returnDate: rental_orders.return_date,
  departureSlot: rental_orders.departure_slot,
  totalTtc: rental_orders.total_ttc,
};

type Row = {
  id: string;
  orderNumber: number;
  firstName: string;
  lastName: string;
  company: string | null;
  rentalDate: string;
  returnDate: string;
  departureSlot: string | null;
  totalTtc: string;
};

function toConfirm(row: Row, accepted: OrderToConfirm["accepted"]): OrderToConfirm {
  return {
    id: row.id,
    number: formatOrderNumber(row.orderNumber),
    path: orderPagePath(row.orderNumber),
    client: `${row.firstName} ${row.lastName}`.trim(),
    company: row.company?.trim() || null,
    rentalDate: row.rentalDate,
    returnDate: row.returnDate,
    departureSlot: isTimeSlot(row.departureSlot) ? row.departureSlot : null,
    totalTtc: row.totalTtc,
    accepted,
  };
}

/**
 * New orders whose latest quote the client accepted online in the last days, the oldest acceptance
 * first: read whole (the acceptances of a month, a few dozen), the first `limit` listed.
 */
export async function getAcceptedQuotesToConfirm(db: DbExecutor, limit: number, now: Date = new Date()): Promise<OrdersToConfirm> {
  const a = alias(quote_acceptances, "a");
  const rows = await db
    .select({ ...COLUMNS, quote: a.quote_number, version: a.version, name: a.accepted_name, at: a.accepted_at })
    .from(a)
    .innerJoin(rental_orders, eq(rental_orders.id, a.order_id))
    .where(and(gte(a.accepted_at, acceptedSince(now)), isNew, ofLatestQuote))
    .orderBy(asc(a.accepted_at), asc(rental_orders.order_number));
  return {
    count: rows.length,
    orders: rows.slice(0, limit).map((row) => toConfirm(row, { quote: row.quote, version: row.version, name: row.name, at: row.at })),
  };
}

/**
 * The other new orders, the soonest departure first, at most `limit` (an acceptance older than the
 * window is still shown on its row); `newCount` is every new order (the shop tab's badge),
 * `acceptedCount` those getAcceptedQuotesToConfirm counted.
 */
export async function getOrdersToConfirm(
  db: DbExecutor,
  limit: number,
  counts: { newCount: number; acceptedCount: number },
  now: Date = new Date(),
): Promise<OrdersToConfirm> {
  const since = acceptedSince(now);
  const acceptance = (column: "accepted_at" | "accepted_name" | "quote_number" | "version") =>
    sql`(select a.${sql.raw(column)} from ${quote_acceptances} a where a.order_id = ${ORDER_ID} and ${ofLatestQuote} order by a.version desc limit 1)`;
  const rows = await db
    .select({
      ...COLUMNS,
      acceptedAt: acceptance("accepted_at").mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
      acceptedName: sql<string | null>`${acceptance("accepted_name")}`,
      quote: sql<string | null>`${acceptance("quote_number")}`,
      version: sql<number | null>`${acceptance("version")}`,
    })
    .from(rental_orders)
    .where(
      and(
        isNew,
        sql`not exists (select 1 from ${quote_acceptances} a where a.order_id = ${rental_orders.id} and a.accepted_at >= ${since.toISOString()}::timestamptz and ${ofLatestQuote})`,
      ),
    )
    .orderBy(asc(rental_orders.rental_date), asc(rental_orders.order_number))
    .limit(limit);
  return {
    count: Math.max(rows.length, counts.newCount - counts.acceptedCount),
    orders: rows.map((row) =>
      toConfirm(row, row.acceptedAt && row.quote ? { quote: row.quote, version: Number(row.version), name: row.acceptedName ?? "", at: row.acceptedAt } : null),
    ),
  };
}
