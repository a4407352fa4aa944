import type { IsoDate } from "~/lib/calendar-dates";

// The finances page's twelve months: calendar months of Tunis, the current one last. Months are
// keys such as "2025-12" (what the queries group by, `to_char(…, 'YYYY-MM')`), turned into French
// labels here for the chart, its table and the summaries.

/** "2025-12". */
export type MonthKey = string;

export const MONTHS_SHOWN = 12;

function shiftMonth(key: MonthKey, months: number): MonthKey {
  const [year, month] = key.split("-").map(Number);
  const index = year! * 12 + (month! - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The twelve months that end with `today`'s, oldest first. */
export function lastTwelveMonths(today: IsoDate): MonthKey[] {
  const current = today.slice(0, 7);
  return Array.from({ length: MONTHS_SHOWN }, (_, i) => shiftMonth(current, i - (MONTHS_SHOWN - 1)));
}

/** The first day of a month: "2025-12" → "2025-12-01". */
export function monthStart(key: MonthKey): IsoDate {
  return `${key}-01`;
}

/** The last day of a month: "2026-02" → "2026-02-28". */
export function monthEnd(key: MonthKey): IsoDate {
  const [year, month] = key.split("-").map(Number);
  return new Date(Date.UTC(year!, month!, 0)).toISOString().slice(0, 10);
}

/**
 * The days the twelve months cover, as a half-open range of calendar days: `from` included, `to`
 * (the first day after the current month) excluded, so that a query needs no 'end of day'.
 */
export function twelveMonthRange(today: IsoDate): { from: IsoDate; to: IsoDate; months: MonthKey[] } {
  const months = lastTwelveMonths(today);
  return { from: monthStart(months[0]!), to: monthStart(shiftMonth(months.at(-1)!, 1)), months };
}

const shortFormat = new Intl.DateTimeFormat("fr-FR", { month: "short", year: "numeric", timeZone: "UTC" });
const longFormat = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });
const monthOnlyFormat = new Intl.DateTimeFormat("fr-FR", { month: "short", timeZone: "UTC" });

const asDate = (key: MonthKey) => new Date(`${key}-01T00:00:00Z`);

/** "déc. 2025" (the chart's axis). */
export function monthShortLabel(key: MonthKey): string {
  return shortFormat.format(asDate(key));
}

/** "décembre 2025" (the table, the chart's bar titles). */
export function monthLongLabel(key: MonthKey): string {
  return longFormat.format(asDate(key));
}

/** "déc." alone, for a narrow axis that writes the year once. */
export function monthOnlyLabel(key: MonthKey): string {
  return monthOnlyFormat.format(asDate(key));
}
