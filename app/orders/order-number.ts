// An order's number as the back office's addresses carry it: /admin/shop/commandes/CMD-000042.

/** "CMD-000042" (or "42") → 42; null for anything else. */
export function orderNumberFromParam(param: string | undefined): number | null {
  const match = param ? /^(?:CMD-)?(\d{1,9})$/i.exec(param) : null;
  return match ? Number(match[1]) : null;
}

/** "CMD-000042", "cmd42" or "42" → 42: the search also finds an order by its number. */
export function orderNumberFromSearch(q: string): number | null {
  const match = /^(?:cmd\s*-?\s*)?0*(\d{1,9})$/i.exec(q.trim());
  return match ? Number(match[1]) : null;
}
