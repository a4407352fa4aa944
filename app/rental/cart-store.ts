import { useSyncExternalStore } from "react";
import { toast } from "~/lib/notify";
import {
  addItem,
  clearCart,
  parseStoredCart,
  removeItem,
  setQuantity,
  type CartChange,
  type CartItem,
  type NewCartItem,
} from "./cart";

// The one place the cart is changed in the browser: applies a rule from cart.ts, keeps the lines
// in localStorage (they survive reloads and are shared by the tabs), shows the rule's toast.

const STORAGE_KEY = "imagine-cart";
const EMPTY: CartItem[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; items: CartItem[] } | undefined;

function read(): CartItem[] {
  if (typeof window === "undefined") return EMPTY;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Private browsing or storage disabled: the cart lives for this page only.
  }
  if (!cache || cache.raw !== raw) cache = { raw, items: parseStoredCart(raw) };
  return cache.items;
}

function write(items: CartItem[]) {
  const raw = JSON.stringify(items);
  try {
    window.localStorage.setItem(STORAGE_KEY, raw);
  } catch {
    // See read(): nothing to persist to.
  }
  cache = { raw, items };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function apply(change: CartChange) {
  write(change.items);
  if (change.toast) toast[change.toast.type](change.toast.title);
}

/** The cart's lines; empty during server rendering and until the browser has read storage. */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

export const cart = {
  add: (item: NewCartItem, quantity = 1) => apply(addItem(read(), item, quantity)),
  remove: (key: string) => apply(removeItem(read(), key)),
  setQuantity: (key: string, quantity: number) => apply(setQuantity(read(), key, quantity)),
  clear: () => apply(clearCart()),
  /** After a successful order: empty the cart without the 'Panier vidé' toast. */
  reset: () => write([]),
};
