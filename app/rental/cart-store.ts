import { toast } from "~/lib/notify";
import { localeOfPath } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";
import { addItem, clearCart, removeItem, setQuantity, type CartChange, type NewCartItem } from "./cart";
import { read, write } from "./cart-storage";

// The one place the cart is changed in the browser: applies a rule from cart.ts, stores the lines
// (cart-storage.ts), shows the rule's toast.

export { useCart } from "./cart-storage";

function apply(change: CartChange) {
  write(change.items);
  // The page's language: the store is called from the shop's handlers, on the page being shown.
  if (change.toast) toast[change.toast.type](messagesFor(localeOfPath(window.location.pathname)).shop.cart.toasts[change.toast.message]);
}

export const cart = {
  add: (item: NewCartItem, quantity = 1) => apply(addItem(read(), item, quantity)),
  remove: (key: string) => apply(removeItem(read(), key)),
  setQuantity: (key: string, quantity: number) => apply(setQuantity(read(), key, quantity)),
  clear: () => apply(clearCart()),
  /** After a successful order: empty the cart without the 'Panier vidé' toast. */
  reset: () => write([]),
};
