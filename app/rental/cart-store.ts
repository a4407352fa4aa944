import { toast } from "~/lib/notify";
import { addItem, clearCart, removeItem, setQuantity, type CartChange, type NewCartItem } from "./cart";
import { read, write } from "./cart-storage";

// The one place the cart is changed in the browser: applies a rule from cart.ts, stores the lines
// (cart-storage.ts), shows the rule's toast.

export { useCart } from "./cart-storage";

function apply(change: CartChange) {
  write(change.items);
  if (change.toast) toast[change.toast.type](change.toast.title);
}

export const cart = {
  add: (item: NewCartItem, quantity = 1) => apply(addItem(read(), item, quantity)),
  remove: (key: string) => apply(removeItem(read(), key)),
  setQuantity: (key: string, quantity: number) => apply(setQuantity(read(), key, quantity)),
  clear: () => apply(clearCart()),
  /** After a successful order: empty the cart without the 'Panier vidé' toast. */
  reset: () => write([]),
};
