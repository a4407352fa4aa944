// The history's calendar: the days it covers around its "today" and the instants of its rows,
// written in Tunis time whatever the machine's time zone, so that one "today" gives the same
// dates everywhere and nothing happens after the night before it.

import { dayNumber, type IsoDate } from "~/lib/calendar-dates";
import type { Random } from "./random";

/** Days of the past the history covers (two and a half years) and of the future (six months). */
export const HISTORY_PAST_DAYS = 913;
export const HISTORY_FUTURE_DAYS = 182;

export const MINUTE = 60_000;
export const DAY_MINUTES = 1_440;
/** Tunisia keeps UTC+1 all year. */
const TUNIS_OFFSET_MINUTES = 60;

/** The instant of `minutes` past midnight, Tunis time, on day number `day`. */
export function tunisTime(day: number, minutes: number): number {
  return (day * DAY_MINUTES + minutes - TUNIS_OFFSET_MINUTES) * MINUTE;
}

export type HistoryWindow = {
  today: IsoDate;
  /** Day numbers (days since 1970-01-01) of the first and last rental or event day. */
  firstDay: number;
  lastDay: number;
  todayDay: number;
  /** Midnight at the start of `today` in Tunis: nothing in the history happens after it. */
  cutoff: Date;
};

export function historyWindow(today: IsoDate): HistoryWindow {
  const todayDay = dayNumber(today);
  if (todayDay === null) throw new RangeError(`Date invalide : ${today}`);
  return {
    today,
    firstDay: todayDay - HISTORY_PAST_DAYS,
    lastDay: todayDay + HISTORY_FUTURE_DAYS,
    todayDay,
    cutoff: new Date(tunisTime(todayDay, 0)),
  };
}

/** Minute of the day a client writes or orders: mostly office hours and evenings. */
const HOUR_WEIGHTS: Record<string, number> = {
  "7": 1, "8": 4, "9": 8, "10": 10, "11": 10, "12": 7, "13": 5, "14": 8, "15": 9, "16": 9, "17": 8,
  "18": 7, "19": 6, "20": 6, "21": 6, "22": 4, "23": 1,
};
export function minuteOfDay(random: Random): number {
  return Number(random.weighted(HOUR_WEIGHTS)) * 60 + random.int(0, 59);
}
