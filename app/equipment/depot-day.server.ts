// The orders leaving and coming back on a few days, with where their units stand at the depot
// ('Aujourd'hui', issue 38: today and tomorrow): for each day, the first `limit` of each, in the
// order the van takes them (morning, afternoon, evening, no slot; then by number), and their count.
// Two reads whatever the days: the days' orders by the dates' indexes (rental_orders_dates_idx,
// rental_orders_return_date_idx), a few columns each; then the units of the listed orders only,
// by order_equipment's key. The whole day's sheet, with addresses and items, is
// app/orders/daily-sheet.server.ts's.

import { and, inArray, or, sql } from "drizzle-orm";
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

export type DepotDay = { day: IsoDate; departures: DepotDayList; returns: DepotDayList };

// The order's id written out in full: in the selected fields drizzle renders a column as a bare "id".
const ORDER_ID = sql.raw('"rental_orders"."id"');

const units = (column: "out" | "returned" | "damaged" | "missing") =>
  sql<number>`(select coalesce(sum(e.${sql.raw(column)}), 0) from ${order_equipment} e where e.order_id = ${ORDER_ID})`.mapWith(Number);

const slotRank = (slot: TimeSlot | null) => (slot === null ? TIME_SLOTS.length : TIME_SLOTS.indexOf(slot));

type DayRow = {
  id: string;
  orderNumber: number;
  status: string;
  firstName: string;
  lastName: string;
  company: string | null;
  rentalDate: string;
  returnDate: string;
  departureSlot: string | null;
  returnSlot: string | null;
};

/**
 * The orders that hold units (confirmed or in progress) leaving or coming back on each of `days`:
 * for each day, the first `limit` departures and returns and how many there are.
 */
export async function getDepotDays(db: DbExecutor, days: IsoDate[], limit: number): Promise<DepotDay[]> {
  if (days.length === 0) return [];
  const rows: DayRow[] = await db
    .select({
      id: rental_orders.id,
      orderNumber: rental_orders.order_number,
      status: rental_orders.status,
      firstName: rental_orders.first_name,
      lastName: rental_orders.last_name,
      company: rental_orders.company,
      rentalDate: rental_orders.rental_date,
      returnDate: rental_orders.return_date,
      departureSlot: rental_orders.departure_slot,
      returnSlot: rental_orders.return_slot,
    })
    .from(rental_orders)
    .where(and(inArray(rental_orders.status, [...HOLDING_STATUSES]), or(inArray(rental_orders.rental_date, days), inArray(rental_orders.return_date, days))));

  const pick = (day: IsoDate, move: "departures" | "returns") => {
    const slotOf = (row: DayRow) => {
      const slot = move === "departures" ? row.departureSlot : row.returnSlot;
      return isTimeSlot(slot) ? slot : null;
    };
    const matching = rows
      .filter((row) => (move === "departures" ? row.rentalDate : row.returnDate) === day)
      .sort((a, b) => slotRank(slotOf(a)) - slotRank(slotOf(b)) || a.orderNumber - b.orderNumber);
    return { count: matching.length, listed: matching.slice(0, limit).map((row) => ({ row, slot: slotOf(row) })) };
  };
  const picked = days.map((day) => ({ day, departures: pick(day, "departures"), returns: pick(day, "returns") }));

  // The units of the listed orders only (an order may be listed twice: leaving today, back tomorrow).
  const listedIds = [...new Set(picked.flatMap((day) => [...day.departures.listed, ...day.returns.listed].map(({ row }) => row.id)))];
  const counts = new Map<string, { ordered: number; out: number; returned: number; damaged: number; missing: number }>();
  if (listedIds.length > 0) {
    const unitRows = await db
      .select({
        id: rental_orders.id,
        ordered: sql<number>`(select coalesce(sum((i ->> 'quantity')::int), 0) from jsonb_array_elements("rental_orders"."items") i)`.mapWith(Number),
        out: units("out"),
        returned: units("returned"),
        damaged: units("damaged"),
        missing: units("missing"),
      })
      .from(rental_orders)
      .where(inArray(rental_orders.id, listedIds));
    for (const { id, ...unitCounts } of unitRows) counts.set(id, unitCounts);
  }

  const toOrder = ({ row, slot }: { row: DayRow; slot: TimeSlot | null }): DepotDayOrder => {
    const unitCounts = counts.get(row.id) ?? { ordered: 0, out: 0, returned: 0, damaged: 0, missing: 0 };
    return {
      id: row.id,
      number: formatOrderNumber(row.orderNumber),
      path: orderPagePath(row.orderNumber),
      depotPath: depotPath(row.orderNumber),
      status: row.status,
      client: `${row.firstName} ${row.lastName}`.trim(),
      company: row.company?.trim() || null,
      slot,
      ...unitCounts,
      outstanding: unitCounts.out - unitCounts.returned - unitCounts.damaged - unitCounts.missing,
    };
  };
  return picked.map(({ day, departures, returns }) => ({
    day,
    departures: { count: departures.count, orders: departures.listed.map(toOrder) },
    returns: { count: returns.count, orders: returns.listed.map(toOrder) },
  }));
}
