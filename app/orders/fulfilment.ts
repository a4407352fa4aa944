import { checkoutErrorsFr } from "~/i18n/messages/shop/checkout-errors-fr";

// How the equipment reaches the client and comes back (issue 12): delivered to an address or
// collected at the depot, and the time slot of the departure and of the return. Shared by the
// checkout, the order page, the planning, the daily sheet, the e-mails and the calendar feed.

export const FULFILMENTS = ["delivery", "pickup"] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export const FULFILMENT_LABELS: Record<Fulfilment, string> = {
  delivery: "Livraison",
  pickup: "Retrait au dépôt",
};

export const TIME_SLOTS = ["morning", "afternoon", "evening"] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

/**
 * The slots, with their hours in Tunis time (UTC+1 all year: Tunisia keeps no summer time).
 * The hours are what the agency announces; the calendar feed uses them for its events.
 */
export const TIME_SLOT_DETAILS: Record<TimeSlot, { label: string; start: string; end: string }> = {
  morning: { label: "Matin", start: "08:00", end: "12:00" },
  afternoon: { label: "Après-midi", start: "14:00", end: "18:00" },
  evening: { label: "Soir", start: "18:00", end: "21:00" },
};

export function isFulfilment(value: unknown): value is Fulfilment {
  return typeof value === "string" && (FULFILMENTS as readonly string[]).includes(value);
}

export function isTimeSlot(value: unknown): value is TimeSlot {
  return typeof value === "string" && (TIME_SLOTS as readonly string[]).includes(value);
}

export function fulfilmentLabel(value: string | null | undefined): string {
  return isFulfilment(value) ? FULFILMENT_LABELS[value] : FULFILMENT_LABELS.delivery;
}

/** "Matin (8 h – 12 h)"; "Non précisé" for older orders placed before slots existed. */
export function timeSlotLabel(value: string | null | undefined): string {
  if (!isTimeSlot(value)) return "Non précisé";
  const slot = TIME_SLOT_DETAILS[value];
  return `${slot.label} (${hourText(slot.start)} – ${hourText(slot.end)})`;
}

/**
 * "12 novembre 2026, matin (8 h – 12 h)": a day and its slot inside a sentence, so that the slot's
 * hours are the only brackets (never « (Matin (8 h – 12 h)) »); the day alone for an order placed
 * before slots existed.
 */
export function dayWithSlot(day: string, value: string | null | undefined): string {
  return isTimeSlot(value) ? `${day}, ${timeSlotLabel(value).toLocaleLowerCase("fr-FR")}` : day;
}

/** "08:00" → "8 h", "14:30" → "14 h 30". */
function hourText(time: string): string {
  const [hours, minutes] = time.split(":");
  return minutes === "00" ? `${Number(hours)} h` : `${Number(hours)} h ${minutes}`;
}

// The French messages of the fields' rules: the checkout's catalogue holds them in every language.
export const SLOT_MESSAGE = checkoutErrorsFr.slot;
export const FULFILMENT_MESSAGE = checkoutErrorsFr.fulfilment;
export const PICKUP_WITH_ADDRESS_MESSAGE = checkoutErrorsFr.pickupWithAddress;
export const DELIVERY_WITHOUT_ADDRESS_MESSAGE = checkoutErrorsFr.deliveryWithoutAddress;
