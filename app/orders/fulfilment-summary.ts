// How an order reaches the client and comes back, as the lines the e-mails and pages print:
// the mode, the address (or the depot's), the two time slots. Pure, shared by the client's
// e-mails, the agency's notification and the status-change e-mails.

import { fulfilmentLabel, timeSlotLabel } from "./fulfilment";

export type FulfilmentDetails = {
  fulfilment: string;
  delivery_address: string;
  departure_slot: string | null;
  return_slot: string | null;
};

export function isPickup(order: Pick<FulfilmentDetails, "fulfilment">): boolean {
  return order.fulfilment === "pickup";
}

/**
 * "Mode de remise : Livraison", "Adresse de livraison : …" (or the depot for a pickup),
 * "Créneau de départ : Matin (8 h – 12 h)", "Créneau de retour : …" ("Non précisé" on orders
 * placed before the slots existed).
 */
export function fulfilmentLines(order: FulfilmentDetails, depot?: string | null): string[] {
  const mode = `Mode de remise : ${fulfilmentLabel(order.fulfilment)}`;
  const place = isPickup(order) ? [depot ? `${mode} (${depot})` : mode] : [mode, `Adresse de livraison : ${order.delivery_address}`];
  return [...place, `Créneau de départ : ${timeSlotLabel(order.departure_slot)}`, `Créneau de retour : ${timeSlotLabel(order.return_slot)}`];
}
