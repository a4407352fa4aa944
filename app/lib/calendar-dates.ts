// Calendar dates ("YYYY-MM-DD", no time, no zone), as the date inputs and the database hold
// them: parsing, day arithmetic, the inclusive rental days, today in Tunis and the French date.
// Plain and small: the rental dialog and the cart ship it to the browser.

/** A calendar date as "YYYY-MM-DD" (no time, no zone): what the date inputs and the DB hold. */
export type IsoDate = string;
export type DateRange = { from: IsoDate; to: IsoDate };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a calendar date, or null if it is not a real date. */
export function dayNumber(date: IsoDate): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const check = new Date(ms);
  // Rejects 2026-02-30 and friends, which Date.UTC would silently roll over.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

/** The calendar date of a day number (the inverse of dayNumber). */
export function isoFromDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar date `days` after `date` (before, when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`Not a calendar date: ${date}`);
  return isoFromDayNumber(day + days);
}

export function isIsoDate(value: string): boolean {
  return dayNumber(value) !== null;
}

/**
 * Inclusive rental days (SPEC §9): end − start + 1, so a same-day rental is 1 day; 1 when there
 * is no range. Counted on calendar dates, so daylight-saving changes never shift it.
 */
export function inclusiveDays(range?: Partial<DateRange> | null): number {
  if (!range?.from || !range.to) return 1;
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  if (from === null || to === null || to < from) return 1;
  return to - from + 1;
}

/** A local Date (from the calendar) as "YYYY-MM-DD", using the browser's calendar day. */
export function toIsoDate(date: Date): IsoDate {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** "YYYY-MM-DD" as a local Date at midnight (for the calendar). */
export function fromIsoDate(date: IsoDate): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(y!, m! - 1, d!);
}

// Made once: building a formatter costs far more than using it, and pages call these per row
// (todayInTunis showed in the profile of bench/actions.ts, issue 38).
const TUNIS_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Tunis" });
const FRENCH_DATE = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** Today's calendar date in Tunisia, where the agency rents: what "in the past" means. */
export function todayInTunis(now: Date = new Date()): IsoDate {
  return TUNIS_DAY.format(now);
}

/** A calendar date in French: "2026-11-21" → "21 novembre 2026". */
export function formatDate(date: IsoDate): string {
  return FRENCH_DATE.format(new Date(`${date}T00:00:00Z`));
}
