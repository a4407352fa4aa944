// Numbers and dates written as the French texts of the history need them: the usage text's
// bounds, the messages' bodies, the script's refusal and summary.

import type { IsoDate } from "~/lib/calendar-dates";

// Built once: creating an Intl formatter per row would take most of the generation's time.
const FRENCH_NUMBER = new Intl.NumberFormat("fr-FR");
const FRENCH_DATE = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
export const frenchNumber = (n: number) => FRENCH_NUMBER.format(n);
/** "2026-11-21" → "21 novembre 2026", as formatDate (app/lib/pricing.ts) writes it. */
export const frenchDate = (date: IsoDate) => FRENCH_DATE.format(new Date(`${date}T00:00:00Z`));
