import { formatOrderNumber } from "./status";

/** The order page's stable URL: /admin/shop/commandes/CMD-000042. */
export function orderPagePath(orderNumber: number): string {
  return `/admin/shop/commandes/${formatOrderNumber(orderNumber)}`;
}

/** "CMD-000042" (or "42") of the order page's URL → 42; null for anything else. */
export function orderNumberFromParam(param: string | undefined): number | null {
  if (!param || !/^(CMD-)?\d{1,9}$/i.test(param)) return null;
  return orderNumberFromSearch(param);
}

/** "CMD-000042", "cmd42" or "42" → 42: the search also finds an order by its number. */
export function orderNumberFromSearch(q: string): number | null {
  const match = /^(?:cmd\s*-?\s*)?0*(\d{1,9})$/i.exec(q.trim());
  return match ? Number(match[1]) : null;
}
