import { z } from "zod";
import { whenValid } from "~/lib/when-valid";
import {
  DELIVERY_WITHOUT_ADDRESS_MESSAGE,
  FULFILMENT_MESSAGE,
  FULFILMENTS,
  PICKUP_WITH_ADDRESS_MESSAGE,
  SLOT_MESSAGE,
  TIME_SLOTS,
} from "./fulfilment";

// The rules of « Mode de remise », the address and the two time slots, written once: the
// checkout's schema (the client) and the order page's edit schema (the agency) are both made of
// these fields and this check. Apart from fulfilment.ts so that the pages that only show the
// labels do not load Zod.

/** The longest address a form accepts. */
export const ADDRESS_MAX = 500;
export const ADDRESS_TOO_LONG_MESSAGE = "L'adresse de livraison est trop longue (500 caractères au plus).";

const trimmedOrEmpty = (value: unknown) => (typeof value === "string" ? value.trim() : value === undefined || value === null ? "" : value);
const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** 'delivery' or 'pickup' (the radio buttons « Livraison » and « Retrait au dépôt »). */
export const fulfilmentField = z.enum(FULFILMENTS, { error: FULFILMENT_MESSAGE });

/** A slot of the list; the select's empty first option « Choisir un créneau » is refused. */
export const timeSlotField = z.preprocess(emptyToUndefined, z.enum(TIME_SLOTS, { error: SLOT_MESSAGE }));

/**
 * The address as typed, trimmed; "" when absent (the form does not send a hidden, disabled
 * address). Whether it may be empty depends on the mode: see refineFulfilmentAddress.
 */
export const deliveryAddressField = z.preprocess(trimmedOrEmpty, z.string().max(ADDRESS_MAX, ADDRESS_TOO_LONG_MESSAGE));

/** The four fields, spread into a form's z.object({...}). */
export const fulfilmentFields = {
  fulfilment: fulfilmentField,
  departure_slot: timeSlotField,
  return_slot: timeSlotField,
  delivery_address: deliveryAddressField,
};

type FulfilmentAddress = { fulfilment: string; delivery_address: string };

/**
 * A delivery needs an address; a pickup has none. An address typed with « Retrait au dépôt » is
 * refused rather than dropped: the client may have meant a delivery.
 */
export function fulfilmentAddressIssue(order: FulfilmentAddress): string | null {
  if (order.fulfilment === "delivery" && order.delivery_address === "") return DELIVERY_WITHOUT_ADDRESS_MESSAGE;
  if (order.fulfilment === "pickup" && order.delivery_address !== "") return PICKUP_WITH_ADDRESS_MESSAGE;
  return null;
}

/**
 * Adds the mode/address rule to a form's schema, its message on `delivery_address`. It runs as
 * soon as the mode and the address are valid in themselves, even when another field is wrong,
 * so that a form sent without JavaScript shows every problem in one answer.
 */
export function refineFulfilmentAddress<T extends z.ZodType<FulfilmentAddress>>(schema: T): T {
  return schema.superRefine(
    (order, ctx) => {
      const message = fulfilmentAddressIssue(order);
      if (message) ctx.addIssue({ code: "custom", path: ["delivery_address"], message });
    },
    whenValid("fulfilment", "delivery_address"),
  ) as T;
}
