// Calendar arithmetic of the planning, on "YYYY-MM-DD" strings (no time, no zone): the month
// grid's weeks (Monday first, as in France), a week's bounds, the product timeline's window and
// its limits. Pure functions, so the server and the browser agree on every day.

import { format } from "date-fns";
import { fr } from "date-fns/locale";
import { dayNumber, fromIsoDate, isoFromDayNumber, type DateRange, type IsoDate } from "~/lib/calendar-dates";

/** The longest window the product timeline shows (two months and a bit). */
export const MAX_WINDOW_DAYS = 62;
/** Years the planning accepts: far enough for any booking, near enough to stay a real date. */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2100;

export const WINDOW_TOO_LONG_MESSAGE = `La période demandée dépasse ${MAX_WINDOW_DAYS} jours.`;
export const WINDOW_REVERSED_MESSAGE = "La date de fin précède la date de début.";
export const WINDOW_INCOMPLETE_MESSAGE = "Indiquez les deux dates de la période : « du » et « au ».";
export const INVALID_DATE_MESSAGE = "Date invalide : utilisez le format AAAA-MM-JJ (par exemple 2026-11-21).";
export const DATE_OUT_OF_RANGE_MESSAGE = `Date hors du planning : choisissez une date entre ${FIRST_YEAR} et ${LAST_YEAR}.`;

/** The day number of a date the planning accepts (a real date between FIRST_YEAR and LAST_YEAR). */
function plannableDay(date: IsoDate): number | null {
  const day = dayNumber(date);
  if (day === null) return null;
  const year = Number(date.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR ? day : null;
}

/** Why a date is refused, or null when the planning can show it. */
export function dateProblem(date: string): string | null {
  if (dayNumber(date) === null) return INVALID_DATE_MESSAGE;
  return plannableDay(date) === null ? DATE_OUT_OF_RANGE_MESSAGE : null;
}

function day(date: IsoDate): number {
  const value = dayNumber(date);
  if (value === null) throw new RangeError(`Not a calendar date: ${date}`);
  return value;
}

/** 0 for Monday … 6 for Sunday (day 0, 1970-01-01, was a Thursday). */
export function weekdayIndex(date: IsoDate): number {
  return (((day(date) + 3) % 7) + 7) % 7;
}

/** The Monday of the week holding `date`. */
export function startOfWeek(date: IsoDate): IsoDate {
  return isoFromDayNumber(day(date) - weekdayIndex(date));
}

/** Monday to Sunday around `date`. */
export function weekBounds(date: IsoDate): DateRange {
  const monday = day(startOfWeek(date));
  return { from: isoFromDayNumber(monday), to: isoFromDayNumber(monday + 6) };
}

/** The first and the last day of the month holding `date`. */
export function monthBounds(date: IsoDate): DateRange {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const first = `${date.slice(0, 7)}-01`;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: first, to: `${date.slice(0, 7)}-${String(lastDay).padStart(2, "0")}` };
}

/** Every day of `range`, inclusive. */
export function daysOf(range: DateRange): IsoDate[] {
  const days: IsoDate[] = [];
  for (let d = day(range.from); d <= day(range.to); d++) days.push(isoFromDayNumber(d));
  return days;
}

/** Number of days of `range`, inclusive. */
export function windowLength(range: DateRange): number {
  return day(range.to) - day(range.from) + 1;
}

/**
 * The month grid of `date`: whole weeks, Monday to Sunday, from the week of the 1st to the week
 * of the last day (4 to 6 weeks; days of the neighbouring months fill the edges).
 */
export function monthGrid(date: IsoDate): IsoDate[][] {
  const month = monthBounds(date);
  const first = day(startOfWeek(month.from));
  const last = day(weekBounds(month.to).to);
  const weeks: IsoDate[][] = [];
  for (let monday = first; monday <= last; monday += 7) {
    weeks.push(Array.from({ length: 7 }, (_, i) => isoFromDayNumber(monday + i)));
  }
  return weeks;
}

/**
 * The same day `delta` months after `date`, clamped to the month's length (31 January + 1 month is
 * 28 or 29 February): moving by months and back keeps the week the planning was showing.
 */
export function shiftMonth(date: IsoDate, delta: number): IsoDate {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + delta;
  const month = `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
  const lastDay = Number(monthBounds(`${month}-01`).to.slice(8));
  return `${month}-${String(Math.min(Number(date.slice(8, 10)), lastDay)).padStart(2, "0")}`;
}

/** The date `days` after `date` (before when negative). */
export function shiftDays(date: IsoDate, days: number): IsoDate {
  return isoFromDayNumber(day(date) + days);
}

export type WindowCheck = { ok: true; range: DateRange } | { ok: false; error: string };

/**
 * The product timeline's own window (`du`, `au`): both real dates, in order, at most
 * MAX_WINDOW_DAYS long, so one request never asks for years of days.
 */
export function validateWindow(from: string, to: string): WindowCheck {
  if (!from || !to) return { ok: false, error: WINDOW_INCOMPLETE_MESSAGE };
  const problem = dateProblem(from) ?? dateProblem(to);
  if (problem) return { ok: false, error: problem };
  const range = { from, to };
  const length = windowLength(range);
  if (length < 1) return { ok: false, error: WINDOW_REVERSED_MESSAGE };
  if (length > MAX_WINDOW_DAYS) return { ok: false, error: WINDOW_TOO_LONG_MESSAGE };
  return { ok: true, range };
}

/** "lundi 2 novembre" → "Lundi 2 novembre". */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase("fr-FR") + text.slice(1);
}

/** "Novembre 2026". */
export function monthTitle(date: IsoDate): string {
  return capitalise(format(fromIsoDate(date), "LLLL yyyy", { locale: fr }));
}

/** "lundi". */
export function dayName(date: IsoDate): string {
  return format(fromIsoDate(date), "EEEE", { locale: fr });
}

/** "lun.". */
export function shortDayName(date: IsoDate): string {
  return format(fromIsoDate(date), "EEE", { locale: fr });
}

/** "lundi 2 novembre". */
export function dayTitle(date: IsoDate): string {
  return format(fromIsoDate(date), "EEEE d MMMM", { locale: fr });
}

/** "2 nov." (short, for the timeline's window and the week's entries). */
export function shortDate(date: IsoDate): string {
  return format(fromIsoDate(date), "d MMM", { locale: fr });
}

/**
 * A range in words: "du 2 au 8 novembre 2026", "du 30 novembre au 6 décembre 2026",
 * "du 28 décembre 2026 au 3 janvier 2027".
 */
export function rangeTitle(range: DateRange): string {
  const from = fromIsoDate(range.from);
  const to = fromIsoDate(range.to);
  const end = format(to, "d MMMM yyyy", { locale: fr });
  if (range.from.slice(0, 4) !== range.to.slice(0, 4)) return `du ${format(from, "d MMMM yyyy", { locale: fr })} au ${end}`;
  if (range.from.slice(0, 7) !== range.to.slice(0, 7)) return `du ${format(from, "d MMMM", { locale: fr })} au ${end}`;
  return `du ${format(from, "d", { locale: fr })} au ${end}`;
}

/** The weekday names, Monday first, short ("lun.") and long ("lundi"), for the grid's header. */
export const WEEKDAYS: { short: string; long: string }[] = monthGrid("2026-11-01")[1]!.map((date) => ({
  short: shortDayName(date),
  long: dayName(date),
}));
