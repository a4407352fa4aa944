import { addDays, dayNumber, type IsoDate } from "~/lib/calendar-dates";

// The day a 'Départs et retours' sheet is for: read from ?jour=YYYY-MM-DD, today in Tunis when
// absent. Shared by the loader (the check) and the page (the French title, the day links).

export const SHEET_PATH = "/admin/shop/departs-retours";
export const SHEET_DAY_PARAM = "jour";

export const INVALID_DAY_MESSAGE = "Date invalide : choisissez un jour réel au format AAAA-MM-JJ (par exemple 2026-11-23).";

/** A sheet is for a working day of the agency's records, not year 3 or 9999. */
const FIRST_DAY = dayNumber("2000-01-01")!;
const LAST_DAY = dayNumber("2100-12-31")!;

export type SheetDayParse = { ok: true; day: IsoDate } | { ok: false; error: string; typed: string };

/** `?jour=` as a calendar day; absent or empty means today. */
export function parseSheetDay(value: string | null, today: IsoDate): SheetDayParse {
  if (value === null || value.trim() === "") return { ok: true, day: today };
  const typed = value.trim();
  const day = dayNumber(typed);
  if (day === null || day < FIRST_DAY || day > LAST_DAY) return { ok: false, error: INVALID_DAY_MESSAGE, typed: value.slice(0, 40) };
  return { ok: true, day: typed };
}

export function sheetPath(day: IsoDate): string {
  return `${SHEET_PATH}?${SHEET_DAY_PARAM}=${day}`;
}

export function neighbourDays(day: IsoDate): { previous: IsoDate; next: IsoDate } {
  return { previous: addDays(day, -1), next: addDays(day, 1) };
}

const LONG_DAY = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11-23" → "lundi 23 novembre 2026" (the calendar day, no time-zone shift). */
export function formatSheetDay(day: IsoDate): string {
  return LONG_DAY.format(new Date(`${day}T00:00:00Z`));
}
