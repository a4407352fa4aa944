// Where the orders go on the month grid and in the week: pure placement, tested without rendering.

import { dayNumber, type IsoDate } from "~/lib/calendar-dates";
import type { PlanningOrder } from "./planning-order";

/** An order's piece inside one week row of the month grid. */
export type WeekSegment = {
  order: PlanningOrder;
  /** Column of its first day in the week, 0 (Monday) to 6 (Sunday). */
  column: number;
  /** Days it covers in this week. */
  span: number;
  /** Row inside the week, 0 first: segments of one lane never overlap. */
  lane: number;
  /** It began before this week / goes on after it (its ends are drawn open). */
  continuesBefore: boolean;
  continuesAfter: boolean;
};

function day(date: IsoDate): number {
  const value = dayNumber(date);
  if (value === null) throw new RangeError(`Not a calendar date: ${date}`);
  return value;
}

/**
 * The orders of one week (`week`: its 7 days, Monday first) as bars: clipped to the week; among
 * those starting the same day, the ones going on from the week before first, then the longest;
 * each in the first lane where it overlaps nothing.
 */
export function weekSegments(orders: PlanningOrder[], week: IsoDate[]): { segments: WeekSegment[]; lanes: number } {
  const first = day(week[0]!);
  const last = day(week[week.length - 1]!);
  const pieces = orders
    .map((order) => {
      const from = day(order.from);
      const to = day(order.to);
      const start = Math.max(from, first);
      const end = Math.min(to, last);
      return { order, start, end, continuesBefore: from < first, continuesAfter: to > last };
    })
    .filter((piece) => piece.start <= piece.end)
    // Orders coming from the previous week first, so they keep to the top of the row.
    .sort(
      (a, b) =>
        a.start - b.start ||
        Number(b.continuesBefore) - Number(a.continuesBefore) ||
        b.end - a.end ||
        a.order.number.localeCompare(b.order.number),
    );
  const laneEnds: number[] = [];
  const segments = pieces.map((piece) => {
    let lane = laneEnds.findIndex((end) => end < piece.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = piece.end;
    return {
      order: piece.order,
      column: piece.start - first,
      span: piece.end - piece.start + 1,
      lane,
      continuesBefore: piece.continuesBefore,
      continuesAfter: piece.continuesAfter,
    };
  });
  return { segments, lanes: laneEnds.length };
}

/** What happens on `date`: orders that leave the depot, come back, or are out all day. */
export type DayActivity = { date: IsoDate; departures: PlanningOrder[]; returns: PlanningOrder[]; ongoing: PlanningOrder[] };

export function dayActivity(orders: PlanningOrder[], date: IsoDate): DayActivity {
  const today = day(date);
  const activity: DayActivity = { date, departures: [], returns: [], ongoing: [] };
  for (const order of orders) {
    const from = day(order.from);
    const to = day(order.to);
    // A one-day rental leaves and comes back the same day: it is in both lists.
    if (from === today) activity.departures.push(order);
    if (to === today) activity.returns.push(order);
    if (from < today && today < to) activity.ongoing.push(order);
  }
  return activity;
}

/**
 * Lanes of bars a month's week row draws. A busy week holds hundreds of orders (years of history
 * put 300 lanes in a row and 2.3 MB in the month's page); past this many, each day says how many
 * more it has and links to its week.
 */
export const MONTH_ROW_LANES = 5;

/** What a month bar needs: the link and its name, whether it is late back, nothing of the items or the slots. */
export type BarOrder = Pick<PlanningOrder, "id" | "number" | "href" | "client" | "status" | "late">;

export type MonthRow = {
  /** The week's 7 days, Monday first. */
  days: IsoDate[];
  segments: (Omit<WeekSegment, "order"> & { order: BarOrder })[];
  /** Lanes drawn (at most MONTH_ROW_LANES). */
  lanes: number;
  /** Per day, the orders on it whose bar is not drawn. */
  hidden: number[];
};

function barOrder({ id, number, href, client, status, late }: PlanningOrder): BarOrder {
  return { id, number, href, client, status, ...(late ? { late } : {}) };
}

/**
 * The month's rows as drawn: the first `maxLanes` lanes of each week, and what each day leaves
 * out. `ordersOn` gives the count of orders on a day when `orders` holds only those that can be
 * drawn (the server reads no more: see getMonthOrders); by default they are all there.
 */
export function monthRows(
  orders: PlanningOrder[],
  weeks: IsoDate[][],
  maxLanes = MONTH_ROW_LANES,
  ordersOn: (date: IsoDate) => number = (date) => orders.filter((order) => order.from <= date && date <= order.to).length,
): MonthRow[] {
  return weeks.map((days) => {
    const { segments, lanes } = weekSegments(orders, days);
    const drawnOn = days.map(() => 0);
    const drawn: MonthRow["segments"] = [];
    for (const segment of segments) {
      if (segment.lane >= maxLanes) continue;
      drawn.push({ ...segment, order: barOrder(segment.order) });
      for (let column = segment.column; column < segment.column + segment.span; column++) drawnOn[column]! += 1;
    }
    const hidden = days.map((date, column) => Math.max(0, ordersOn(date) - drawnOn[column]!));
    return { days, segments: drawn, lanes: Math.min(lanes, maxLanes), hidden };
  });
}

/**
 * Entries each list of a week's day shows. The day's departures and returns in full are the
 * departures sheet's job; the week stays a glance (a busy day of years of history listed
 * hundreds of orders out, 1.4 MB for the week).
 */
export const WEEK_LIST_ENTRIES = 8;

/** One day of the week view as drawn: the first entries of each list and each list's full count. */
export type WeekDay = {
  date: IsoDate;
  departures: PlanningOrder[];
  returns: PlanningOrder[];
  ongoing: PlanningOrder[];
  counts: { departures: number; returns: number; ongoing: number };
};

/**
 * The week's days as drawn. `countsOn` gives each list's full count on a day when `orders` holds
 * only the first entries of each list (the server reads no more: see getWeekOrders); by default
 * they are all there.
 */
export function weekDays(
  orders: PlanningOrder[],
  days: IsoDate[],
  maxEntries = WEEK_LIST_ENTRIES,
  countsOn?: (date: IsoDate) => WeekDay["counts"],
): WeekDay[] {
  return days.map((date) => {
    const activity = dayActivity(orders, date);
    return {
      date,
      departures: activity.departures.slice(0, maxEntries),
      returns: activity.returns.slice(0, maxEntries),
      ongoing: activity.ongoing.slice(0, maxEntries),
      counts: countsOn?.(date) ?? { departures: activity.departures.length, returns: activity.returns.length, ongoing: activity.ongoing.length },
    };
  });
}
