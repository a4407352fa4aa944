/**
 * French dates for the back office ("5 décembre 2026", "21 novembre 2026 à 16:30"). The time zone
 * is fixed to the agency's, so that the server-rendered HTML and the browser agree on the day.
 */
const AGENCY_TIME_ZONE = "Africa/Tunis";

const dayFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: AGENCY_TIME_ZONE,
});

/** A calendar day stored as `YYYY-MM-DD` (a SQL `date`), shown without any time-zone shift. */
export function formatDayFr(day: string | null | undefined): string {
  if (!day) return "";
  const parsed = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? day : dayFormat.format(parsed);
}

/** A moment (created_at), in the agency's time zone. */
export function formatDateTimeFr(moment: Date | string): string {
  const parsed = typeof moment === "string" ? new Date(moment) : moment;
  return Number.isNaN(parsed.getTime()) ? String(moment) : dateTimeFormat.format(parsed);
}

const shortDateTimeFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: AGENCY_TIME_ZONE,
});
const shortDayFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeZone: "UTC" });

/** For CSV exports: "21/11/2026 16:30", which a French Excel reads as a date. */
export function formatDateTimeShortFr(moment: Date | string): string {
  const parsed = typeof moment === "string" ? new Date(moment) : moment;
  return Number.isNaN(parsed.getTime()) ? String(moment) : shortDateTimeFormat.format(parsed);
}

/** For CSV exports: "05/12/2026". */
export function formatDayShortFr(day: string | null | undefined): string {
  if (!day) return "";
  const parsed = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? day : shortDayFormat.format(parsed);
}
