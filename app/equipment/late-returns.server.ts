// Units out of the depot and not back (issue 23): the SQL condition of the orders late to come
// back (the desk's filter, the planning, the back office's line), their list for the departures
// sheet, the first few and their count, and an order's units still out. late-return.ts says the
// same of one order, in TypeScript.

import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { order_equipment, rental_orders } from "~/db/schema";
import { todayInTunis } from "~/lib/calendar-dates";
import { passedReturnSlots } from "./late-return";
import { formatOrderNumber } from "~/orders/status";

/** A row of order_equipment with units out and not accounted for: the partial indexes' predicate. */
const unitsOut = sql`${order_equipment.out} > ${order_equipment.returned} + ${order_equipment.damaged} + ${order_equipment.missing}`;

/** Past the return date, or today past the return slot. */
function overdueReturn(now: Date) {
  const today = todayInTunis(now);
  const passed = passedReturnSlots(now);
  return passed.length
    ? sql`(${rental_orders.return_date} < ${today} or (${rental_orders.return_date} = ${today} and ${inArray(rental_orders.return_slot, passed)}))`
    : sql`${rental_orders.return_date} < ${today}`;
}

/**
 * The orders whose units are still out once their return date and slot have passed (issue 23):
 * the few order ids with units out (a partial index), then their dates.
 */
export function lateReturnCondition(now: Date = new Date()) {
  const outstanding = sql`${rental_orders.id} in (select ${order_equipment.order_id} from ${order_equipment} where ${unitsOut})`;
  return and(outstanding, overdueReturn(now))!;
}

/**
 * The ids of the orders with units out: read first, on their own, from the partial index (a few
 * hundred at most, none on a quiet day). Given to the planner as a list, they keep it from walking
 * the return dates of the whole history, oldest first, to find the late few (375 ms of PGlite's
 * CPU at 50 000 orders, every one of them long back, on every back-office page).
 */
async function ordersWithUnitsOut(db: DbExecutor): Promise<string[]> {
  const rows = await db.selectDistinct({ id: order_equipment.order_id }).from(order_equipment).where(unitsOut);
  return rows.map((row) => row.id);
}

/** One array parameter, not one per id: the planner's time grows with the parameters. */
const amongIds = (ids: string[]) => sql`${rental_orders.id} = any(${`{${ids.join(",")}}`}::uuid[])`;

async function lateReturnsAmong(db: DbExecutor, ids: string[], now: Date, limit: number) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: rental_orders.id,
      orderNumber: rental_orders.order_number,
      firstName: rental_orders.first_name,
      lastName: rental_orders.last_name,
      company: rental_orders.company,
      phone: rental_orders.phone,
      returnDate: rental_orders.return_date,
      returnSlot: rental_orders.return_slot,
      outstanding: sql<number>`(select coalesce(sum(e.out - e.returned - e.damaged - e.missing), 0) from ${order_equipment} e where e.order_id = "rental_orders"."id")`.mapWith(Number),
    })
    .from(rental_orders)
    .where(and(amongIds(ids), overdueReturn(now)))
    .orderBy(asc(rental_orders.return_date), asc(rental_orders.order_number))
    .limit(limit);
  return rows.map((row) => ({ ...row, number: formatOrderNumber(row.orderNumber) }));
}

/** The orders late to come back, the longest overdue first (the departures sheet's red section). */
export async function getLateReturns(db: DbExecutor, now: Date = new Date(), limit = 50) {
  return lateReturnsAmong(db, await ordersWithUnitsOut(db), now, limit);
}

export type LateReturn = Awaited<ReturnType<typeof getLateReturns>>[number];

/**
 * The first `limit` late orders, then their count. The list comes first and the count is read
 * only when the list is full, so that the usual day (none late, or a few) costs one small query on
 * every back-office page.
 */
export async function getLateReturnsAndCount(db: DbExecutor, limit: number, now: Date = new Date()): Promise<{ count: number; orders: LateReturn[] }> {
  const ids = await ordersWithUnitsOut(db);
  const orders = await lateReturnsAmong(db, ids, now, limit);
  let total = orders.length;
  if (orders.length >= limit) {
    const [counted] = await db
      .select({ n: count() })
      .from(rental_orders)
      .where(and(amongIds(ids), overdueReturn(now)));
    // An order brought back between the two reads must not leave fewer in all than listed.
    total = Math.max(orders.length, counted?.n ?? 0);
  }
  return { count: total, orders };
}

/** Units of the order still out of the depot (0 when nothing left, or everything is back). */
export async function outstandingUnits(db: DbExecutor, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${order_equipment.out} - ${order_equipment.returned} - ${order_equipment.damaged} - ${order_equipment.missing}), 0)`.mapWith(Number) })
    .from(order_equipment)
    .where(eq(order_equipment.order_id, orderId));
  return row?.n ?? 0;
}
