// An order's number as the back office's addresses carry it: /admin/shop/commandes/CMD-000042.

/** "CMD-000042" (or "42") → 42; null for anything else. */
export function orderNumberFromParam(param: string | undefined): number | null {
  const match = param ? /^(?:CMD-)?(\d{1,9})$/i.exec(param) : null;
  return match ? Number(match[1]) : null;
}
