// The planning's loader: reads the query, then the orders over the visible days (month grid or
// week) or the units held per product and day (timeline). Held units come from
// getDailyHeld, the one place availability is computed (buffer days included).

import { and, asc, count, eq, gte, lte, ne, sql } from "drizzle-orm";
import { pageWindow, type PageWindow } from "~/lib/pagination";
import { data } from "react-router";
import { orderPagePath } from "~/orders/path";
import type { Db } from "~/db/client.server";
import { rental_orders, rental_products } from "~/db/schema";
import { getDailyHeld, type BufferDays } from "~/orders/availability.server";
import type { RentalCategoryId } from "~/lib/rental-categories";
import { formatOrderNumber } from "~/orders/status";
import { addDays, todayInTunis, type DateRange, type IsoDate } from "~/lib/pricing";
import { CHECKOUT_LIMITS } from "~/rental/checkout-schema";
import { daysOf, monthBounds, monthGrid, weekBounds } from "./planning-dates";
import { monthRows, weekDays, type MonthRow, type WeekDay } from "./planning-layout";
import type { PlanningOrder } from "./planning-order";
import { parsePlanningParams, type PlanningParams, type TypedWindow } from "./planning-params";

export type TimelineProduct = {
  id: string;
  name: string;
  stock: number | null;
  isAvailable: boolean;
  buffers: BufferDays;
  /** Units held on each day of the window, index 0 is its first day. */
  held: number[];
};

export type PlanningContent =
  | { kind: "month"; weeks: MonthRow[]; total: number }
  | { kind: "week"; days: WeekDay[]; total: number }
  | { kind: "timeline"; window: DateRange; days: IsoDate[]; products: TimelineProduct[]; pages: PageWindow };

export type PlanningData = { today: IsoDate; params: PlanningParams } & (
  | { ok: true; content: PlanningContent }
  | { ok: false; error: string; typed: TypedWindow }
);

/**
 * The orders whose dates overlap `window` (rental_date ≤ its end and return_date ≥ its start),
 * with only the fields the planning shows; cancelled ones only when asked for. The month's bars
 * show no items: `withItems: false` leaves out reading them (a subquery per order).
 */
export async function getPlanningOrders(
  db: Db,
  window: DateRange,
  options: { includeCancelled: boolean; withItems?: boolean },
): Promise<PlanningOrder[]> {
  const withItems = options.withItems ?? true;
  const rows = await db
    .select({
      id: rental_orders.id,
      orderNumber: rental_orders.order_number,
      firstName: rental_orders.first_name,
      lastName: rental_orders.last_name,
      company: rental_orders.company,
      status: rental_orders.status,
      from: rental_orders.rental_date,
      to: rental_orders.return_date,
      fulfilment: rental_orders.fulfilment,
      departureSlot: rental_orders.departure_slot,
      returnSlot: rental_orders.return_slot,
      // Names and quantities only: the items snapshot also carries prices and images.
      items: withItems
        ? sql<{ name: string; quantity: number }[]>`(
        select coalesce(jsonb_agg(jsonb_build_object('name', item->>'name', 'quantity', (item->>'quantity')::int)), '[]'::jsonb)
        from jsonb_array_elements(${rental_orders.items}) as item
      )`
        : sql<{ name: string; quantity: number }[]>`'[]'::jsonb`,
    })
    .from(rental_orders)
    .where(
      and(
        lte(rental_orders.rental_date, window.to),
        gte(rental_orders.return_date, window.from),
        // Implied (no rental is longer than a year); bounds the index range from below, so that
        // years of history are not read for one month.
        gte(rental_orders.rental_date, addDays(window.from, -CHECKOUT_LIMITS.daysMax)),
        options.includeCancelled ? undefined : ne(rental_orders.status, "cancelled"),
      ),
    )
    .orderBy(asc(rental_orders.rental_date), asc(rental_orders.order_number));
  return rows.map((row) => ({
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
    items: typeof row.items === "string" ? (JSON.parse(row.items) as PlanningOrder["items"]) : row.items,
  }));
}

/**
 * The products of `category` (all when "all"), even those not offered for rent, day by day: one
 * page of them, by name (a catalogue of hundreds would make a table of tens of thousands of cells).
 */
export async function getTimeline(
  db: Db,
  window: DateRange,
  category: RentalCategoryId,
  page = 1,
): Promise<{ products: TimelineProduct[]; pages: PageWindow }> {
  const where = category === "all" ? undefined : eq(rental_products.category, category);
  const [counted] = await db.select({ n: count() }).from(rental_products).where(where);
  const pages = pageWindow(page, counted?.n ?? 0);
  const products = await getDailyHeld(db, window, where, { limit: pages.pageSize, offset: pages.offset });
  return { products: products.map(({ id, name, stock, isAvailable, buffers, held }) => ({ id, name, stock, isAvailable, buffers, held })), pages };
}

/** The month's or week's days, or the timeline's window, as the view needs them. */
export async function getPlanningContent(db: Db, params: PlanningParams): Promise<PlanningContent> {
  if (params.view === "semaine") {
    const week = weekBounds(params.anchor);
    const orders = await getPlanningOrders(db, week, { includeCancelled: params.showCancelled });
    return { kind: "week", days: weekDays(orders, daysOf(week)), total: orders.length };
  }
  if (params.view === "produits") {
    const window = params.window ?? monthBounds(params.anchor);
    return { kind: "timeline", window, days: daysOf(window), ...(await getTimeline(db, window, params.category, params.page)) };
  }
  const weeks = monthGrid(params.anchor);
  const visible = { from: weeks[0]![0]!, to: weeks.at(-1)!.at(-1)! };
  const orders = await getPlanningOrders(db, visible, { includeCancelled: params.showCancelled, withItems: false });
  return { kind: "month", weeks: monthRows(orders, weeks), total: orders.length };
}

/** The route's loader after the role check: a refused query is a 400 whose page says why. */
export async function loadPlanning(db: Db, url: URL, today: IsoDate = todayInTunis()) {
  const parsed = parsePlanningParams(url.searchParams, today);
  if (!parsed.ok) {
    return data<PlanningData>({ today, params: parsed.params, ok: false, error: parsed.error, typed: parsed.typed }, { status: 400 });
  }
  const content = await getPlanningContent(db, parsed.params);
  return data<PlanningData>({ today, params: parsed.params, ok: true, content });
}
