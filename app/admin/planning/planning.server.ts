// The planning's loader: reads the query, then the orders over the visible days (month grid or
// week) or the units held per product and day (timeline). Held units come from
// getDailyHeld, the one place availability is computed (buffer days included). Every view also
// carries the orders late to come back (issue 23), and the month's and week's orders say which
// of them are.

import { and, asc, count, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { resultRows } from "~/db/executor";
import { pageWindow, type PageWindow } from "~/lib/pagination";
import { data } from "react-router";
import { orderPagePath } from "~/orders/path";
import type { Db } from "~/db/client.server";
import { rental_orders, rental_products } from "~/db/schema";
import { getDailyHeld, type BufferDays } from "~/orders/availability.server";
import { lateReturnCondition } from "~/equipment/late-returns.server";
import { getLateReturnsSummary } from "~/admin/late-returns/late-returns.server";
import type { LateReturns } from "~/admin/late-returns/late-returns";
import type { RentalCategoryId } from "~/lib/rental-categories";
import { formatOrderNumber } from "~/orders/status";
import { addDays, todayInTunis, type DateRange, type IsoDate } from "~/lib/calendar-dates";
import { CHECKOUT_LIMITS } from "~/rental/checkout-schema";
import { daysOf, monthBounds, monthGrid, weekBounds } from "./planning-dates";
import { MONTH_ROW_LANES, monthRows, WEEK_LIST_ENTRIES, weekDays, type MonthRow, type WeekDay } from "./planning-layout";
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

/** Late orders the planning's band lists; the desk's filter has them all. */
export const PLANNING_LATE_RETURNS = 10;

export type PlanningData = { today: IsoDate; params: PlanningParams; lateReturns: LateReturns } & (
  | { ok: true; content: PlanningContent }
  | { ok: false; error: string; typed: TypedWindow }
);

/** Orders overlapping `window`: rental_date ≤ its end and return_date ≥ its start; cancelled ones only when asked for. */
function overlapping(window: DateRange, includeCancelled: boolean): SQL {
  return and(
    lte(rental_orders.rental_date, window.to),
    gte(rental_orders.return_date, window.from),
    // Implied (no rental is longer than a year); bounds the index range from below, so that
    // years of history are not read for one month.
    gte(rental_orders.rental_date, addDays(window.from, -CHECKOUT_LIMITS.daysMax)),
    includeCancelled ? undefined : ne(rental_orders.status, "cancelled"),
  )!;
}

/**
 * The orders matching `where`, with only the fields the planning shows, by rental date then
 * number. The month's bars show no items: `withItems: false` leaves out reading them (a subquery
 * per order). `late` is asked of the rows read only (the orders with units out are a partial index).
 */
async function selectPlanningOrders(db: Db, where: SQL, withItems: boolean, now: Date): Promise<PlanningOrder[]> {
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
      late: sql<boolean>`${lateReturnCondition(now)}`,
    })
    .from(rental_orders)
    .where(where)
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
    // Only when late: the other orders' data stays as it was, a key lighter.
    ...(row.late ? { late: true as const } : {}),
  }));
}

/** Every order whose dates overlap `window`, as the planning shows them. */
export function getPlanningOrders(
  db: Db,
  window: DateRange,
  options: { includeCancelled: boolean; withItems?: boolean; now?: Date },
): Promise<PlanningOrder[]> {
  return selectPlanningOrders(db, overlapping(window, options.includeCancelled), options.withItems ?? true, options.now ?? new Date());
}

function byIds(ids: string[]): SQL {
  return ids.length ? inArray(rental_orders.id, ids) : sql`false`;
}

/**
 * The month grid's orders, read as far as it draws them: a week row draws MONTH_ROW_LANES lanes,
 * and the orders starting their piece of a week on one day take free lanes in the order of
 * weekSegments (those going on from the week before, then the longest, then by number), so only
 * the first MONTH_ROW_LANES of them per week and day can be drawn; the others count, per day,
 * in `ordersOn`. A busy month of years of history overlaps about 1 900 orders: about 200 are read.
 */
export async function getMonthOrders(
  db: Db,
  weeks: IsoDate[][],
  includeCancelled: boolean,
  now: Date = new Date(),
): Promise<{ orders: PlanningOrder[]; ordersOn: (date: IsoDate) => number; total: number }> {
  const visible = { from: weeks[0]![0]!, to: weeks.at(-1)!.at(-1)! };
  const starts = sql.join(weeks.map((days) => sql`${days[0]!}::date`), sql`, `);
  // One pass over the window's orders (their dates and numbers only) answers the three questions.
  const result = await db.execute(sql`
    with month_orders as materialized (
      select id, rental_date, return_date, order_number from ${rental_orders} where ${overlapping(visible, includeCancelled)}
    ),
    pieces as (
      select o.id, row_number() over (
        partition by weeks.first, greatest(o.rental_date, weeks.first)
        order by o.rental_date < weeks.first desc, least(o.return_date, weeks.first + 6) desc, o.order_number
      ) as rank
      from unnest(array[${starts}]) as weeks(first)
      join month_orders o on o.rental_date <= weeks.first + 6 and o.return_date >= weeks.first
    )
    select 'drawable' as kind, id::text as key, 0 as n from pieces where rank <= ${MONTH_ROW_LANES} group by id
    union all
    select 'day', covered.day::date::text, count(*)::int
      from month_orders o
      cross join lateral generate_series(greatest(o.rental_date, ${visible.from}::date), least(o.return_date, ${visible.to}::date), interval '1 day') as covered(day)
      group by covered.day
    union all
    select 'total', '', count(*)::int from month_orders
  `);
  const drawable: string[] = [];
  const counts = new Map<string, number>();
  let total = 0;
  for (const row of resultRows<{ kind: "drawable" | "day" | "total"; key: string; n: number }>(result)) {
    if (row.kind === "drawable") drawable.push(row.key);
    else if (row.kind === "day") counts.set(row.key, Number(row.n));
    else total = Number(row.n);
  }
  const orders = await selectPlanningOrders(db, byIds(drawable), false, now);
  return { orders, ordersOn: (date) => counts.get(date) ?? 0, total };
}

/**
 * The week view's orders, read as far as it lists them: the first WEEK_LIST_ENTRIES departures,
 * returns and orders out all day of each day (in dayActivity's order), and each list's count.
 */
export async function getWeekOrders(
  db: Db,
  week: DateRange,
  includeCancelled: boolean,
  now: Date = new Date(),
): Promise<{ orders: PlanningOrder[]; countsOn: (date: IsoDate) => WeekDay["counts"]; total: number }> {
  const result = await db.execute(sql`
    with week_orders as (
      select id, rental_date, return_date, order_number from ${rental_orders} where ${overlapping(week, includeCancelled)}
    ),
    days as (select day::date as day from generate_series(${week.from}::date, ${week.to}::date, interval '1 day') as day),
    listed as (
      select 'departures' as list, days.day, o.id, row_number() over (partition by days.day order by o.order_number) as rank
        from days join week_orders o on o.rental_date = days.day
      union all
      select 'returns', days.day, o.id, row_number() over (partition by days.day order by o.rental_date, o.order_number)
        from days join week_orders o on o.return_date = days.day
      union all
      select 'ongoing', days.day, o.id, row_number() over (partition by days.day order by o.rental_date, o.order_number)
        from days join week_orders o on o.rental_date < days.day and days.day < o.return_date
    )
    select list, day::text as day, count(*)::int as n, array_remove(array_agg(case when rank <= ${WEEK_LIST_ENTRIES} then id::text end), null) as ids
    from listed group by list, day
    union all
    select 'total', '', count(*)::int, '{}'::text[] from week_orders
  `);
  const rows = resultRows<{ list: keyof WeekDay["counts"] | "total"; day: string; n: number; ids: string[] | string }>(result);
  const counts = new Map<string, WeekDay["counts"]>();
  const ids = new Set<string>();
  let total = 0;
  for (const row of rows) {
    if (row.list === "total") {
      total = Number(row.n);
      continue;
    }
    const day = counts.get(row.day) ?? { departures: 0, returns: 0, ongoing: 0 };
    day[row.list] = Number(row.n);
    counts.set(row.day, day);
    for (const id of pgTextArray(row.ids)) ids.add(id);
  }
  const orders = await selectPlanningOrders(db, byIds([...ids]), true, now);
  return { orders, countsOn: (date) => counts.get(date) ?? { departures: 0, returns: 0, ongoing: 0 }, total };
}

/** A text[] as the drivers give it: an array, or its text form '{a,b}' (ids need no quoting). */
function pgTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, "");
  return inner ? inner.split(",") : [];
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
export async function getPlanningContent(db: Db, params: PlanningParams, now: Date = new Date()): Promise<PlanningContent> {
  if (params.view === "semaine") {
    const week = weekBounds(params.anchor);
    const { orders, countsOn, total } = await getWeekOrders(db, week, params.showCancelled, now);
    return { kind: "week", days: weekDays(orders, daysOf(week), WEEK_LIST_ENTRIES, countsOn), total };
  }
  if (params.view === "produits") {
    const window = params.window ?? monthBounds(params.anchor);
    return { kind: "timeline", window, days: daysOf(window), ...(await getTimeline(db, window, params.category, params.page)) };
  }
  const weeks = monthGrid(params.anchor);
  const { orders, ordersOn, total } = await getMonthOrders(db, weeks, params.showCancelled, now);
  return { kind: "month", weeks: monthRows(orders, weeks, MONTH_ROW_LANES, ordersOn), total };
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
