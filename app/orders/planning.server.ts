// The planning's reads (issue 11): the orders whose dates overlap a window, as far as the month
// grid draws them and the week lists them, and the units held per product and day (the timeline).
// About orders' dates, not units: held units come from getDailyHeld, the one place availability is
// computed (buffer days included); `late` is the equipment's late-return condition, asked of the
// rows read only.

import { and, asc, count, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { resultRows } from "~/db/executor";
import { rental_orders, rental_products } from "~/db/schema";
import { lateReturnCondition } from "~/equipment/late-returns.server";
import { addDays, type DateRange, type IsoDate } from "~/lib/calendar-dates";
import { pageWindow, type PageWindow } from "~/lib/pagination";
import type { RentalCategoryId } from "~/lib/rental-categories";
import { CHECKOUT_LIMITS } from "~/rental/checkout-schema";
import { getDailyHeld, type BufferDays } from "./availability.server";

/** An order as the planning reads it: its dates, client, slots and (when asked) items' names and quantities. */
export type PlanningOrderRow = {
  id: string;
  orderNumber: number;
  firstName: string;
  lastName: string;
  company: string | null;
  status: string;
  from: IsoDate;
  to: IsoDate;
  fulfilment: string;
  departureSlot: string | null;
  returnSlot: string | null;
  items: { name: string; quantity: number }[];
  /** Units still out past its return date and slot (issue 23). */
  late: boolean;
};

/** How many orders leave, come back and are out all day, on one day. */
export type DayCounts = { departures: number; returns: number; ongoing: number };

export type TimelineProduct = {
  id: string;
  name: string;
  stock: number | null;
  isAvailable: boolean;
  buffers: BufferDays;
  /** Units held on each day of the window, index 0 is its first day. */
  held: number[];
};

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
async function selectPlanningOrders(db: Db, where: SQL, withItems: boolean, now: Date): Promise<PlanningOrderRow[]> {
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
    ...row,
    items: typeof row.items === "string" ? (JSON.parse(row.items) as PlanningOrderRow["items"]) : row.items,
  }));
}

/** Every order whose dates overlap `window`, as the planning reads them. */
export function getOrdersOverlapping(
  db: Db,
  window: DateRange,
  options: { includeCancelled: boolean; withItems?: boolean; now?: Date },
): Promise<PlanningOrderRow[]> {
  return selectPlanningOrders(db, overlapping(window, options.includeCancelled), options.withItems ?? true, options.now ?? new Date());
}

function byIds(ids: string[]): SQL {
  return ids.length ? inArray(rental_orders.id, ids) : sql`false`;
}

/**
 * The month grid's orders, read as far as it draws them: a week row draws `lanes` lanes, and the
 * orders starting their piece of a week on one day take free lanes in the order of the planning's
 * weekSegments (those going on from the week before, then the longest, then by number), so only
 * the first `lanes` of them per week and day can be drawn; the others count, per day, in
 * `ordersOn`. A busy month of years of history overlaps about 1 900 orders: about 200 are read.
 */
export async function getMonthOrders(
  db: Db,
  weeks: IsoDate[][],
  includeCancelled: boolean,
  lanes: number,
  now: Date = new Date(),
): Promise<{ orders: PlanningOrderRow[]; ordersOn: (date: IsoDate) => number; total: number }> {
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
    select 'drawable' as kind, id::text as key, 0 as n from pieces where rank <= ${lanes} group by id
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
 * The week view's orders, read as far as it lists them: the first `entries` departures, returns
 * and orders out all day of each day (in the planning's dayActivity order), and each list's count.
 */
export async function getWeekOrders(
  db: Db,
  week: DateRange,
  includeCancelled: boolean,
  entries: number,
  now: Date = new Date(),
): Promise<{ orders: PlanningOrderRow[]; countsOn: (date: IsoDate) => DayCounts; total: number }> {
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
    select list, day::text as day, count(*)::int as n, array_remove(array_agg(case when rank <= ${entries} then id::text end), null) as ids
    from listed group by list, day
    union all
    select 'total', '', count(*)::int, '{}'::text[] from week_orders
  `);
  const rows = resultRows<{ list: keyof DayCounts | "total"; day: string; n: number; ids: string[] | string }>(result);
  const counts = new Map<string, DayCounts>();
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

