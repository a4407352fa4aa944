import type { rental_orders } from "~/db/schema";
import { orderPagePath } from "~/orders/path";
import { fulfilmentLabel, isFulfilment, isTimeSlot, TIME_SLOTS, type Fulfilment, type TimeSlot } from "~/orders/fulfilment";
import { formatOrderNumber } from "~/orders/status";

// What the people who load the van need to know about an order: who, how to reach them, where,
// when, what. One shape for the daily sheet and the calendar feed, so both say the same thing.

/** The columns the daily sheet and the feed read. */
export type LogisticsRow = Pick<
  typeof rental_orders.$inferSelect,
  | "id"
  | "order_number"
  | "first_name"
  | "last_name"
  | "company"
  | "phone"
  | "fulfilment"
  | "delivery_address"
  | "departure_slot"
  | "return_slot"
  | "rental_date"
  | "return_date"
  | "notes"
  | "items"
  | "status"
  | "version"
  | "updated_at"
>;

export type LogisticsItem = { name: string; quantity: number; from?: string; to?: string };

export type OrderLogistics = {
  id: string;
  /** "CMD-000042". */
  number: string;
  /** The order page in the back office. */
  path: string;
  status: string;
  clientName: string;
  company: string | null;
  phone: string;
  /** tel: link target: the number without spaces. */
  phoneHref: string;
  fulfilment: Fulfilment;
  /** « Livraison » or « Retrait au dépôt ». */
  fulfilmentLabel: string;
  /** The delivery address; "" for a pickup. */
  address: string;
  /** « Livraison — <adresse> » or « Retrait au dépôt ». */
  where: string;
  departureSlot: TimeSlot | null;
  returnSlot: TimeSlot | null;
  rentalDate: string;
  returnDate: string;
  items: LogisticsItem[];
  notes: string;
};

export function orderLogistics(row: LogisticsRow): OrderLogistics {
  const fulfilment: Fulfilment = isFulfilment(row.fulfilment) ? row.fulfilment : "delivery";
  const address = fulfilment === "delivery" ? row.delivery_address.trim() : "";
  const label = fulfilmentLabel(fulfilment);
  return {
    id: row.id,
    number: formatOrderNumber(row.order_number),
    path: orderPagePath(row.order_number),
    status: row.status,
    clientName: `${row.first_name} ${row.last_name}`.trim(),
    company: row.company?.trim() || null,
    phone: row.phone,
    phoneHref: `tel:${row.phone.replace(/[^\d+]/g, "")}`,
    fulfilment,
    fulfilmentLabel: label,
    address,
    where: address ? `${label} — ${address.replace(/\s*\n\s*/g, ", ")}` : label,
    departureSlot: isTimeSlot(row.departure_slot) ? row.departure_slot : null,
    returnSlot: isTimeSlot(row.return_slot) ? row.return_slot : null,
    rentalDate: row.rental_date,
    returnDate: row.return_date,
    items: row.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      ...(item.from && item.from !== row.rental_date ? { from: item.from } : {}),
      ...(item.to && item.to !== row.return_date ? { to: item.to } : {}),
    })),
    notes: row.notes?.trim() ?? "",
  };
}

/** "2 × Enceinte JBL" lines. */
export function itemLines(items: LogisticsItem[]): string[] {
  return items.map((item) => `${item.quantity} × ${item.name}`);
}

/** Morning, afternoon, evening, then the orders without a slot; by order number within a slot. */
export function compareBySlot(slotOf: (order: OrderLogistics) => TimeSlot | null) {
  const rank = (slot: TimeSlot | null) => (slot === null ? TIME_SLOTS.length : TIME_SLOTS.indexOf(slot));
  return (a: OrderLogistics, b: OrderLogistics) => rank(slotOf(a)) - rank(slotOf(b)) || a.number.localeCompare(b.number);
}
