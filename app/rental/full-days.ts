// The rental dialog's full days: which window it asks for. The query is checked by
// full-days-query.server.ts.
import { toIsoDate } from "~/lib/calendar-dates";

/** The dialog shows two months; a little more is allowed, a year is not. */
export const FULL_DAYS_WINDOW_MAX = 93;

/** The two months the dialog shows from `month`: its first day to the last day of the next month. */
export function visibleWindow(month: Date): { from: string; to: string } {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const last = new Date(month.getFullYear(), month.getMonth() + 2, 0);
  return { from: toIsoDate(first), to: toIsoDate(last) };
}

/** The URL the dialog loads its full days from. */
export function fullDaysUrl(productId: string, month: Date, quantity: number): string {
  const { from, to } = visibleWindow(month);
  return `/location-materiel/jours-complets?produit=${productId}&du=${from}&au=${to}&quantite=${quantity}`;
}
