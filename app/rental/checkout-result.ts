// What the /panier action answers, shared by the action and the forms that read it.
import type { CheckoutFieldErrors, CheckoutValues } from "./checkout-schema";

// The toasts' words are the shop catalogue's (`checkout.successTitle`…), in the visitor's language.

/** Set to "1" by the browser when it sends the form itself and wants data back, not a redirect. */
export const ENHANCED_FIELD = "_enhanced";
export type CheckoutActionData =
  /** `orderPath`: the client's page of the order, with its confirmation (where the checkout ends). */
  | { status: "success"; orderNumber: string; totalAmount: string; orderPath: string }
  | { status: "error"; message: string; fieldErrors: CheckoutFieldErrors; values: CheckoutValues };
