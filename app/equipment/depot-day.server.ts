// The orders leaving and coming back on one day, with where their units stand at the depot
// ('Aujourd'hui', issue 38): the first `limit` of each, in the order the van takes them (morning,
// afternoon, evening, no slot; then by number), and their count. Read through the dates' indexes
// (rental_orders_dates_idx for a departure day, rental_orders_return_date_idx for a return day);
// the units through order_equipment's key, for the listed orders only. The whole day's sheet, with
// addresses and items, is app/orders/daily-sheet.server.ts's.

import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { order_equipment, rental_orders } from "~/db/schema";
import type { IsoDate } from "~/lib/calendar-dates";
import { isTimeSlot, TIME_SLOTS, type TimeSlot } from "~/orders/fulfilment";
import { orderPagePath } from "~/orders/path";
import { formatOrderNumber, HOLDING_STATUSES } from "~/orders/status";
import { depotPath } from "./paths";

/** One order of the day, with its units: ordered, out, and how those out came back. */
export type DepotDayOrder = {
  id: string;
  /** "CMD-000042". */
  number: string;
  /** The order page, and its depot page. */
  path: string;
  depotPath: string;
  status: string;
  client: string;
  company: string | null;
  /** The departure's slot for a departure, the return's for a return. */
  slot: TimeSlot | null;
  ordered: number;
  out: number;
  returned: number;
  damaged: number;
  missing: number;
  /** Out and not yet accounted for. */
  outstanding: number;
};

export type DepotDayList = { count: number; orders: DepotDayOrder[] };

export type DepotMove = "departures" | "returns";

const slotRank = (slot: SQL) =>
  sql`case ${slot} ${sql.join(
    TIME_SLOTS.map((name, index) => sql`when ${name} then ${sql.raw(String(index))}`),
    sql` `,
  )} else ${sql.raw(String(TIME_SLOTS.length))} end`;

// The order's id written out in full: in the selected fields drizzle renders a column as a bare "id".
const ORDER_ID = sql.raw('"rental_orders"."id"');

const units = (column: "out" | "returned" | "damaged" | "missing") =>
  sql<number>`(select coalesce(sum(e.${sql.raw(column)}), 0) from ${order_equipment} e where e.order_id = ${ORDER_ID})`.mapWith(Number);

/** The orders of `day` that hold units (confirmed or in progress), leaving or coming back. */
function dayCondition(move: DepotMove, day: IsoDate) {
  const date = move === "departures" ? rental_orders.rental_date : rental_orders.return_date;
  return and(eq(date, day), inArray(rental_orders.status, [...HOLDING_STATUSES]));
}

/**
 * The first `limit` orders leaving (or coming back) on `day` and how many there are: the list
 * first, and the count only when the list is full, so that a quiet day costs one small query.
 */
export async function getDepotDay(db: DbExecutor, move: DepotMove, day: IsoDate, limit: number): Promise<DepotDayList> {
  const slot = move === "departures" ? rental_orders.departure_slot : rental_orders.return_slot;
  const where = dayCondition(move, day);
  const rows = await db
    .select({
      id: rental_orders.id,
      orderNumber: rental_orders.order_number,
      status: rental_orders.status,
      firstName: rental_orders.first_name,
      lastName: rental_orders.last_name,
      company: rental_orders.company,
      slot,
      ordered: sql<number>`(select coalesce(sum((i ->> 'quantity')::int), 0) from jsonb_array_elements("rental_orders"."items") i)`.mapWith(Number),
      out: units("out"),
      returned: units("returned"),
      damaged: units("damaged"),
      missing: units("missing"),
    })
    .from(rental_orders)
    .where(where)
    .orderBy(slotRank(sql`${slot}`), asc(rental_orders.order_number))
    .limit(limit);
  let total = rows.length;
  if (rows.length >= limit) {
    const [counted] = await db.select({ n: count() }).from(rental_orders).where(where);
    // An order changed between the two reads must not leave fewer in all than listed.
    total = Math.max(rows.length, counted?.n ?? 0);
  }
  return {
    count: total,
    orders: rows.map((row) => ({
      id: row.id,
      number: formatOrderNumber(row.orderNumber),
      path: orderPagePath(row.orderNumber),
      depotPath: depotPath(row.orderNumber),
      status: row.status,
      client: `${row.firstName} ${row.lastName}`.trim(),
      company: row.company?.trim() || null,
      slot: isTimeSlot(row.slot) ? row.slot : null,
      ordered: row.ordered,
      out: row.out,
      returned: row.returned,
      damaged: row.damaged,
      missing: row.missing,
      outstanding: row.out - row.returned - row.damaged - row.missing,
    })),
  };
}
