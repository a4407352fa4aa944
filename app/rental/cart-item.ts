import type { DateRange } from "~/lib/calendar-dates";

// A cart line as the browser keeps it, read back from storage, and the count on the cart button:
// what the catalogue needs from its first paint (the rules of cart.ts load with the dialogs).

/** A cart line (SPEC §3): the price is text with DT ("1250.00 DT"), parsed by the pricing module. */
export type CartItem = {
  id: string;
  name: string;
  category: string;
  image: string;
  price: string;
  period: string;
  quantity: number;
  dateRange?: DateRange;
  totalDays: number;
};

/** The badge on the floating button: the number of units in the cart. */
export function itemCount(items: CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

const TEXT_FIELDS = ["id", "name", "category", "image", "price", "period"] as const;

function isPositiveInteger(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}

/** A stored line as a CartItem with only its known fields, or null when it is not one. */
function readCartItem(value: unknown): CartItem | null {
  if (typeof value !== "object" || value === null) return null;
  const line = value as Record<string, unknown>;
  if (!TEXT_FIELDS.every((field) => typeof line[field] === "string")) return null;
  if (!isPositiveInteger(line.quantity) || !isPositiveInteger(line.totalDays)) return null;
  const range = line.dateRange as Record<string, unknown> | undefined;
  if (range !== undefined && (typeof range !== "object" || range === null || typeof range.from !== "string" || typeof range.to !== "string")) {
    return null;
  }
  const item: CartItem = {
    id: line.id as string,
    name: line.name as string,
    category: line.category as string,
    image: line.image as string,
    price: line.price as string,
    period: line.period as string,
    quantity: line.quantity,
    totalDays: line.totalDays,
  };
  if (range) item.dateRange = { from: range.from as string, to: range.to as string };
  return item;
}

/**
 * Reads stored lines, dropping anything that is not a valid cart (old format, tampering). Checked
 * by hand rather than with Zod: the cart button is on the catalogue from the start, and Zod would
 * add 25 KB to its JavaScript.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const items = parsed.map(readCartItem);
    return items.every((item) => item !== null) ? (items as CartItem[]) : [];
  } catch {
    return [];
  }
}
