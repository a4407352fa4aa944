// When a client may hold the caution on their card, and for how long the hold lasts (issue 40,
// ADR 027): pure, for the server that decides and the pages that say it.
import type { rental_orders } from "~/db/schema";
import { addDays, type IsoDate } from "~/lib/calendar-dates";
import { decimalToCents, type Cents } from "~/lib/pricing";

/**
 * How long the card's bank keeps a hold. Flouci's documentation does not say; 7 days is the usual
 * limit of a card pre-authorisation without the card present, and the safe one to assume.
 */
export const HOLD_LIFETIME_DAYS = 7;
/** The button shows from this many days before the departure, so that the hold covers the rental. */
export const HOLD_OPENS_DAYS_BEFORE = 3;
/** 'Aujourd'hui' flags a hold this close to its end (or past it) that is still held. */
export const HOLD_WARNING_DAYS = 2;

/** A hold still held that ends within HOLD_WARNING_DAYS of `now`, or has ended. */
export const holdEnding = (expiresAt: Date, now: Date) => expiresAt.getTime() < now.getTime() + HOLD_WARNING_DAYS * 86_400_000;

export type CautionSettings = { online_caution: boolean };
export type CautionOrder = Pick<typeof rental_orders.$inferSelect, "status" | "deposit" | "rental_date" | "return_date">;

/**
 * What 'Déposer la caution' would hold now: the caution the order asks, while it is agreed to and
 * not yet back, from HOLD_OPENS_DAYS_BEFORE days before the departure; 0 otherwise. `opensOn`: the
 * day the button appears, when it is not there yet only because it is too early.
 */
export function cautionToHold(
  order: CautionOrder,
  settings: CautionSettings,
  { received, today }: { received: boolean; today: IsoDate },
): { amount: Cents; opensOn: IsoDate | null } {
  const none = { amount: 0n, opensOn: null };
  const asked = decimalToCents(order.deposit) ?? 0n;
  if (!settings.online_caution || received || asked <= 0n) return none;
  if (!["new", "confirmed", "in_progress"].includes(order.status) || today > order.return_date) return none;
  const opensOn = addDays(order.rental_date, -HOLD_OPENS_DAYS_BEFORE);
  if (today < opensOn) return { amount: 0n, opensOn };
  return { amount: asked, opensOn: null };
}

