import { useSyncExternalStore } from "react";
import { parseStoredCart, type CartItem } from "./cart-item";

// The cart's lines in localStorage (they survive reloads and are shared by the tabs), and the hook
// that renders them. Changes go through cart-store.ts, which applies the rules of cart.ts.

const STORAGE_KEY = "imagine-cart";
const EMPTY: CartItem[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; items: CartItem[] } | undefined;

export function read(): CartItem[] {
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

export function write(items: CartItem[]) {
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

/** The cart's lines; empty during server rendering and until the browser has read storage. */
export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
