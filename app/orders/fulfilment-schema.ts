import { z } from "zod";
import { whenValid } from "~/lib/when-valid";
import { checkoutErrorsFr, type CheckoutErrorMessages } from "~/i18n/messages/shop/checkout-errors-fr";
import { FULFILMENTS, TIME_SLOTS } from "./fulfilment";

// The rules of « Mode de remise », the address and the two time slots, written once: the
// checkout's schema (the client) and the order page's edit schema (the agency) are both made of
// these fields and this check. Apart from fulfilment.ts so that the pages that only show the
// labels do not load Zod.

/** The longest address a form accepts. */
export const ADDRESS_MAX = 500;
export const ADDRESS_TOO_LONG_MESSAGE = checkoutErrorsFr.addressTooLong;

/** The messages these rules say, in a language (the checkout's catalogue); French by default. */
type FulfilmentMessages = Pick<CheckoutErrorMessages, "slot" | "fulfilment" | "pickupWithAddress" | "deliveryWithoutAddress" | "addressTooLong">;

const trimmedOrEmpty = (value: unknown) => (typeof value === "string" ? value.trim() : value === undefined || value === null ? "" : value);
const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * The four fields, spread into a form's z.object({...}), with their messages in a language:
 * 'delivery' or 'pickup' (the radio buttons « Livraison » and « Retrait au dépôt »); a slot of the
 * list (the select's empty first option « Choisir un créneau » is refused); the address as typed,
 * trimmed, "" when absent (the form does not send a hidden, disabled address). Whether the address
 * may be empty depends on the mode: see refineFulfilmentAddress.
 */
export function fulfilmentFieldsIn(messages: FulfilmentMessages) {
  const timeSlot = z.preprocess(emptyToUndefined, z.enum(TIME_SLOTS, { error: messages.slot }));
  return {
    fulfilment: z.enum(FULFILMENTS, { error: messages.fulfilment }),
    departure_slot: timeSlot,
    return_slot: timeSlot,
    delivery_address: z.preprocess(trimmedOrEmpty, z.string().max(ADDRESS_MAX, messages.addressTooLong)),
  };
}

/** The four fields with their French messages (the agency's order form). */
export const fulfilmentFields = fulfilmentFieldsIn(checkoutErrorsFr);

type FulfilmentAddress = { fulfilment: string; delivery_address: string };

/**
 * A delivery needs an address; a pickup has none. An address typed with « Retrait au dépôt » is
 * refused rather than dropped: the client may have meant a delivery.
 */
export function fulfilmentAddressIssue(order: FulfilmentAddress, messages: FulfilmentMessages = checkoutErrorsFr): string | null {
  if (order.fulfilment === "delivery" && order.delivery_address === "") return messages.deliveryWithoutAddress;
  if (order.fulfilment === "pickup" && order.delivery_address !== "") return messages.pickupWithAddress;
  return null;
}

/**
 * Adds the mode/address rule to a form's schema, its message on `delivery_address`. It runs as
 * soon as the mode and the address are valid in themselves, even when another field is wrong,
 * so that a form sent without JavaScript shows every problem in one answer.
 */
export function refineFulfilmentAddress<T extends z.ZodType<FulfilmentAddress>>(schema: T, messages: FulfilmentMessages = checkoutErrorsFr): T {
  return schema.superRefine(
    (order, ctx) => {
      const message = fulfilmentAddressIssue(order, messages);
      if (message) ctx.addIssue({ code: "custom", path: ["delivery_address"], message });
    },
    whenValid("fulfilment", "delivery_address"),
  ) as T;
}
