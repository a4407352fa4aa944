// The back-office addresses of the equipment (issue 23): an order's depot page, which a packing
// list's code carries, the maintenance page and a product's history there, which a label's code
// carries, and the bounds of its lists.

import { formatOrderNumber } from "~/orders/status";

/** The depot page of an order: /admin/shop/commandes/CMD-000042/depot. */
export const depotPath = (orderNumber: number) => `/admin/shop/commandes/${formatOrderNumber(orderNumber)}/depot`;

export const MAINTENANCE_PATH = "/admin/shop/maintenance";
/** The query parameter of a product's history. */
export const HISTORY_PARAM = "produit";
/** A product's latest movements shown in its history. */
export const HISTORY_LIMIT = 50;
/** The open rows listed, the oldest first; the rest are counted (a depot rarely has this many). */
export const MAINTENANCE_LIST_LIMIT = 100;

/** A product's history on the maintenance page, scrolled to. */
export const historyPath = (productId: string) => `${MAINTENANCE_PATH}?${HISTORY_PARAM}=${productId}#historique`;
