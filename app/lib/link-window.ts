// How long a client's link may still change something. A link opens its order or request for as
// long as its version is current (reading stays possible: the client's own history), but what it
// can change — cancel the order, accept a quote, answer the agency — stops 90 days after the order
// is back (its return date) or after the request's last message: by then a link lying in a
// mailbox is more likely to be someone else's than the client's. A new link from the back office
// gives reading back, not the changes.

import { addDays, todayInTunis, type IsoDate } from "./calendar-dates";

export const LINK_ACTIONS_DAYS = 90;

/** The last day (Africa/Tunis) a link still changes something, counted from `anchor`. */
export function linkActionsLastDay(anchor: IsoDate | Date): IsoDate {
  return addDays(typeof anchor === "string" ? anchor : todayInTunis(anchor), LINK_ACTIONS_DAYS);
}

/** Whether the link's changes are closed on `now` (days counted in Tunisia, where the agency works). */
export function linkActionsClosed(anchor: IsoDate | Date, now: Date = new Date()): boolean {
  return todayInTunis(now) > linkActionsLastDay(anchor);
}

/** The refusal of a change past the window (410 Gone), on the page and in the action's answer. */
export const LINK_ACTIONS_CLOSED_MESSAGE =
  "Ce lien ne permet plus de modifier quoi que ce soit : plus de 90 jours ont passé. Vous pouvez toujours consulter cette page ; pour toute demande, écrivez-nous ou appelez-nous.";
