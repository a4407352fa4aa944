// The orders late to come back (issue 23) as the back office lists them outside the desk: the
// planning's red band and the line at the top of every back-office page. Pure: the wording, the
// links and where the line is not repeated, tested without rendering.

import { LATE_RETURN_FILTER } from "~/orders/desk-filters";
import { dayWithSlot } from "~/orders/fulfilment";
import { formatDate, type IsoDate } from "~/lib/calendar-dates";
import { SHEET_PATH } from "~/admin/departures-returns/sheet-day";
import { TODAY_PATH } from "~/admin/today/today";

/** One late order, with only what the lists show (no contact details, no items). */
export type LateReturnLine = {
  id: string;
  /** "CMD-000042". */
  number: string;
  /** The order page: /admin/shop/commandes/CMD-000042. */
  href: string;
  client: string;
  company: string | null;
  returnDate: IsoDate;
  returnSlot: string | null;
  /** Units still out. */
  outstanding: number;
};

/** The first late orders, longest overdue first, and how many there are in all. */
export type LateReturns = { count: number; orders: LateReturnLine[] };

/** The desk's status filter 'Retour en retard': every late order, in pages. */
export const LATE_RETURNS_DESK_PATH = `/admin/shop?status=${LATE_RETURN_FILTER}`;

/** Where the order's units are checked back in: /admin/shop/commandes/CMD-000042/depot. */
export function depotPath(order: Pick<LateReturnLine, "href">): string {
  return `${order.href}/depot`;
}

const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

/** "3 retours en retard". */
export function lateReturnsCountText(count: number): string {
  return `${count} ${plural(count, "retour", "retours")} en retard`;
}

/**
 * "2 unités attendues depuis le 12 mars 2031, soir (18 h – 21 h)": one sentence for the departures
 * sheet, the planning and the back office's line, so that a late order reads the same wherever it
 * is listed. An order placed before slots existed has none to name.
 */
export function lateReturnDue(order: Pick<LateReturnLine, "outstanding" | "returnDate" | "returnSlot">): string {
  const units = `${order.outstanding} ${plural(order.outstanding, "unité attendue", "unités attendues")}`;
  return `${units} depuis le ${dayWithSlot(formatDate(order.returnDate), order.returnSlot)}`;
}

/**
 * The pages that list the late orders themselves, where the back office's line would only repeat
 * them: 'Aujourd'hui' (its section), the planning (its band), the departures sheet (its red
 * section) and the desk's filter.
 */
export function listsLateReturnsItself(location: { pathname: string; search: string }): boolean {
  const path = location.pathname.replace(/\/+$/, "");
  if (path === TODAY_PATH || path === "/admin/shop/planning" || path === SHEET_PATH) return true;
  return path === "/admin/shop" && new URLSearchParams(location.search).get("status") === LATE_RETURN_FILTER;
}
