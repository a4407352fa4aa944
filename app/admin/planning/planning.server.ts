// The planning's loader: reads the query, then the orders over the visible days (month grid or
// week) or the units held per product and day (timeline), read by app/orders/planning.server.ts,
// and lays them out. Every view also carries the orders late to come back (issue 23), and the
// month's and week's orders say which of them are.

import { data } from "react-router";
import type { PageWindow } from "~/lib/pagination";
import { orderPagePath } from "~/orders/path";
import type { Db } from "~/db/client.server";
import { getMonthOrders, getOrdersOverlapping, getTimeline, getWeekOrders, type PlanningOrderRow, type TimelineProduct } from "~/orders/planning.server";
import { getLateReturnsSummary } from "~/admin/late-returns/late-returns.server";
import type { LateReturns } from "~/admin/late-returns/late-returns";
import { formatOrderNumber } from "~/orders/status";
import { todayInTunis, type DateRange, type IsoDate } from "~/lib/calendar-dates";
import { daysOf, monthBounds, monthGrid, weekBounds } from "./planning-dates";
import { MONTH_ROW_LANES, monthRows, WEEK_LIST_ENTRIES, weekDays, type MonthRow, type WeekDay } from "./planning-layout";
import type { PlanningOrder } from "./planning-order";
import { parsePlanningParams, type PlanningParams, type TypedWindow } from "./planning-params";

export type PlanningContent =
  | { kind: "month"; weeks: MonthRow[]; total: number }
  | { kind: "week"; days: WeekDay[]; total: number }
  | { kind: "timeline"; window: DateRange; days: IsoDate[]; products: TimelineProduct[]; pages: PageWindow };

/** Late orders the planning's band lists; the desk's filter has them all. */
export const PLANNING_LATE_RETURNS = 10;

export type PlanningData = { today: IsoDate; params: PlanningParams; lateReturns: LateReturns } & (
  | { ok: true; content: PlanningContent }
  | { ok: false; error: string; typed: TypedWindow }
);

/** An order as the planning shows it, with its page's link. */
function planningOrder(row: PlanningOrderRow): PlanningOrder {
  return {
    id: row.id,
    number: formatOrderNumber(row.orderNumber),
    href: orderPagePath(row.orderNumber),
    client: `${row.firstName} ${row.lastName}`.trim(),
    company: row.company || null,
    status: row.status,
    from: row.from,
    to: row.to,
    fulfilment: row.fulfilment,
    departureSlot: row.departureSlot,
    returnSlot: row.returnSlot,
    items: row.items,
    // Only when late: the other orders' data stays as it was, a key lighter.
    ...(row.late ? { late: true as const } : {}),
  };
}

/** Every order whose dates overlap `window`, as the planning shows them. */
export async function getPlanningOrders(
  db: Db,
  window: DateRange,
  options: { includeCancelled: boolean; withItems?: boolean; now?: Date },
): Promise<PlanningOrder[]> {
  return (await getOrdersOverlapping(db, window, options)).map(planningOrder);
}

/** The month's or week's days, or the timeline's window, as the view needs them. */
export async function getPlanningContent(db: Db, params: PlanningParams, now: Date = new Date()): Promise<PlanningContent> {
  if (params.view === "semaine") {
    const week = weekBounds(params.anchor);
    const { orders, countsOn, total } = await getWeekOrders(db, week, params.showCancelled, WEEK_LIST_ENTRIES, now);
    return { kind: "week", days: weekDays(orders.map(planningOrder), daysOf(week), WEEK_LIST_ENTRIES, countsOn), total };
  }
  if (params.view === "produits") {
    const window = params.window ?? monthBounds(params.anchor);
    return { kind: "timeline", window, days: daysOf(window), ...(await getTimeline(db, window, params.category, params.page)) };
  }
  const weeks = monthGrid(params.anchor);
  const { orders, ordersOn, total } = await getMonthOrders(db, weeks, params.showCancelled, MONTH_ROW_LANES, now);
  return { kind: "month", weeks: monthRows(orders.map(planningOrder), weeks, MONTH_ROW_LANES, ordersOn), total };
}

/**
 * The route's loader after the role check: a refused query is a 400 whose page says why (and
 * still lists the late returns, which do not depend on the query).
 */
export async function loadPlanning(db: Db, url: URL, now: Date = new Date()) {
  const today = todayInTunis(now);
  const parsed = parsePlanningParams(url.searchParams, today);
  if (!parsed.ok) {
    const lateReturns = await getLateReturnsSummary(db, PLANNING_LATE_RETURNS, now);
    return data<PlanningData>({ today, params: parsed.params, lateReturns, ok: false, error: parsed.error, typed: parsed.typed }, { status: 400 });
  }
  const [content, lateReturns] = await Promise.all([getPlanningContent(db, parsed.params, now), getLateReturnsSummary(db, PLANNING_LATE_RETURNS, now)]);
  return data<PlanningData>({ today, params: parsed.params, lateReturns, ok: true, content });
}
