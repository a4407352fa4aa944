// What the /panier action answers, shared by the action and the forms that read it.
import type { CheckoutFieldErrors, CheckoutValues } from "./checkout-schema";

export const ORDER_SUCCESS_TITLE = "Commande envoyée avec succès!";
export const ORDER_SUCCESS_DESCRIPTION = "Notre équipe vous contactera sous peu.";
export const ORDER_FAILURE_TITLE = "Erreur lors de la commande";

/** Set to "1" by the browser when it sends the form itself and wants data back, not a redirect. */
export const ENHANCED_FIELD = "_enhanced";
/** The query parameter of /panier after a successful no-JavaScript order. */
export const ORDER_PLACED_PARAM = "commande";

export type CheckoutActionData =
  | { status: "success"; orderNumber: string; totalAmount: string }
  | { status: "error"; message: string; fieldErrors: CheckoutFieldErrors; values: CheckoutValues };
