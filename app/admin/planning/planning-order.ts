// An order as the planning shows it: only what the month, the week and their links need.

import { orderStatusLabel } from "~/orders/status";
import type { IsoDate } from "~/lib/calendar-dates";

export type PlanningOrder = {
  id: string;
  /** "CMD-000042". */
  number: string;
  /** The order page: /admin/shop/commandes/CMD-000042. */
  href: string;
  client: string;
  company: string | null;
  status: string;
  /** First and last rental day, inclusive. */
  from: IsoDate;
  to: IsoDate;
  fulfilment: string;
  departureSlot: string | null;
  returnSlot: string | null;
  items: { name: string; quantity: number }[];
  /** Units still out past its return date and slot (issue 23); absent when not. */
  late?: true;
};

/** "CMD-000042 · Amel Trabelsi · Confirmée": the accessible name of every link to the order. */
export function orderLabel(order: Pick<PlanningOrder, "number" | "client" | "status">): string {
  return `${order.number} · ${order.client} · ${orderStatusLabel(order.status)}`;
}

/** "2 × Enceinte JBL, 1 × Console": the items in one line. */
export function itemsSummary(items: PlanningOrder["items"]): string {
  return items.map((item) => `${item.quantity} × ${item.name}`).join(", ");
}
