import type { CartItem } from "./cart-item";
import { lineTotal, orderTotal, parsePrice, perDaySum, type Cents } from "~/lib/pricing";
import { inclusiveDays, type DateRange } from "~/lib/calendar-dates";

export { itemCount, parseStoredCart, type CartItem } from "./cart-item";

// The cart's rules (SPEC §4), as pure functions: every mutation takes the lines and returns the
// new lines with the toast to show. The browser store (cart-store.ts) only persists and notifies.

/** A toast by its key in the shop's catalogue (`cart.toasts`): the store shows it in the page's language. */
export type CartToast = { type: "success" | "info"; message: "updated" | "added" | "removed" | "cleared" };
export type CartChange = { items: CartItem[]; toast?: CartToast };

export const CART_TOASTS = {
  updated: { type: "success", message: "updated" },
  added: { type: "success", message: "added" },
  removed: { type: "info", message: "removed" },
  cleared: { type: "success", message: "cleared" },
} as const satisfies Record<string, CartToast>;

export type NewCartItem = Omit<CartItem, "quantity" | "totalDays">;

function sameRange(a?: DateRange, b?: DateRange): boolean {
  return a?.from === b?.from && a?.to === b?.to;
}

/** A line is one product over one date range: the key used by the quantity controls. */
export function lineKey(item: Pick<CartItem, "id" | "dateRange">): string {
  return item.dateRange ? `${item.id}:${item.dateRange.from}:${item.dateRange.to}` : item.id;
}

/**
 * SPEC §4: the same id with the identical date range raises that line's quantity, otherwise a
 * new line is added. `quantity` is what the rental dialog chose (1 by default: SPEC's "+1").
 */
export function addItem(items: CartItem[], item: NewCartItem, quantity = 1): CartChange {
  const existing = items.find((line) => line.id === item.id && sameRange(line.dateRange, item.dateRange));
  if (existing) {
    return {
      items: items.map((line) => (line === existing ? { ...line, quantity: line.quantity + quantity } : line)),
      toast: CART_TOASTS.updated,
    };
  }
  return {
    items: [...items, { ...item, quantity, totalDays: inclusiveDays(item.dateRange) }],
    toast: CART_TOASTS.added,
  };
}

export function removeItem(items: CartItem[], key: string): CartChange {
  return { items: items.filter((line) => lineKey(line) !== key), toast: CART_TOASTS.removed };
}

/** Setting a quantity to 0 or less removes the line (with the removal toast). */
export function setQuantity(items: CartItem[], key: string, quantity: number): CartChange {
  if (quantity <= 0) return removeItem(items, key);
  return { items: items.map((line) => (lineKey(line) === key ? { ...line, quantity: Math.floor(quantity) } : line)) };
}

export function clearCart(): CartChange {
  return { items: [], toast: CART_TOASTS.cleared };
}

function priced(line: CartItem) {
  return { unitPrice: parsePrice(line.price), quantity: line.quantity, totalDays: line.totalDays || 1 };
}

export function cartLineTotal(line: CartItem): Cents {
  return lineTotal(priced(line));
}

/** SPEC §9's cart panel total: Σ unit × quantity × totalDays. */
export function cartTotal(items: CartItem[]): Cents {
  return orderTotal(items.map(priced));
}

/** SPEC §9's checkout figure: Σ price × quantity, without days ('DT/jour'). */
export function cartPerDaySum(items: CartItem[]): Cents {
  return perDaySum(items.map(priced));
}

/** The period the checkout proposes: the earliest start and latest end among the lines. */
export function cartPeriod(items: CartItem[]): Partial<DateRange> {
  const ranges = items.flatMap((line) => (line.dateRange ? [line.dateRange] : []));
  if (ranges.length === 0) return {};
  return {
    from: ranges.map((r) => r.from).sort()[0],
    to: ranges.map((r) => r.to).sort().at(-1),
  };
}

/**
 * The cart's rental period (issue 38), the one a further product's rental dialog starts on: the
 * dates chosen in the catalogue ('Du / Au'), else those of the cart's first line. None once its
 * first day has passed: the visitor picks again.
 */
export function sharedPeriod(chosen: DateRange | null | undefined, items: CartItem[], today: string): DateRange | null {
  const period = chosen ?? items.find((line) => line.dateRange)?.dateRange ?? null;
  return period && period.from >= today && period.to >= period.from ? period : null;
}
