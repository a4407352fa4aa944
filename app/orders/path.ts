import { formatOrderNumber } from "./status";

/** The order page's stable URL: /admin/shop/commandes/CMD-000042. */
export function orderPagePath(orderNumber: number): string {
  return `/admin/shop/commandes/${formatOrderNumber(orderNumber)}`;
}
