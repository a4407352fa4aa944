// The rental order workflow of SPEC §4, defined once: the back office's buttons and its action
// both read TRANSITIONS, and availability reads HOLDING_STATUSES.

export const ORDER_STATUSES = ["new", "confirmed", "in_progress", "completed", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  new: "Nouvelle",
  confirmed: "Confirmée",
  in_progress: "En cours",
  completed: "Terminée",
  cancelled: "Annulée",
};

/** Badge colours (SPEC §4): new blue, confirmed green, in_progress yellow, completed purple, cancelled red. */
export const ORDER_STATUS_BADGE_CLASSES: Record<OrderStatus, string> = {
  new: "bg-blue-100 text-blue-800 border-blue-200",
  confirmed: "bg-green-100 text-green-800 border-green-200",
  in_progress: "bg-yellow-100 text-yellow-900 border-yellow-200",
  completed: "bg-purple-100 text-purple-800 border-purple-200",
  cancelled: "bg-red-100 text-red-800 border-red-200",
};
/** "other grey": a status outside the five (e.g. from older data). */
export const OTHER_STATUS_BADGE_CLASS = "bg-gray-100 text-gray-800 border-gray-200";

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}

export function orderStatusBadgeClass(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_BADGE_CLASSES[status] : OTHER_STATUS_BADGE_CLASS;
}

export type OrderTransition = { from: OrderStatus; label: string; to: OrderStatus };

/** SPEC §4's table. Completed and cancelled have no further transition. */
export const TRANSITIONS: readonly OrderTransition[] = [
  { from: "new", label: "Confirmer", to: "confirmed" },
  { from: "new", label: "Annuler", to: "cancelled" },
  { from: "confirmed", label: "Marquer en cours", to: "in_progress" },
  { from: "in_progress", label: "Marquer comme terminée", to: "completed" },
];

/** The actions offered on an order in `status`. */
export function transitionsFrom(status: string): OrderTransition[] {
  return TRANSITIONS.filter((t) => t.from === status);
}

export function canTransition(from: string, to: string): boolean {
  return TRANSITIONS.some((t) => t.from === from && t.to === to);
}

/** Orders in these statuses keep their units out of the depot over their dates. */
export const HOLDING_STATUSES: readonly OrderStatus[] = ["confirmed", "in_progress"];

export function holdsUnits(status: string): boolean {
  return (HOLDING_STATUSES as readonly string[]).includes(status);
}

/** "CMD-000042": the order number given to the client. */
export function formatOrderNumber(orderNumber: number): string {
  return `CMD-${String(orderNumber).padStart(6, "0")}`;
}
