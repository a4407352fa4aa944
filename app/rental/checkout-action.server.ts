import { data } from "react-router";
import { getSessionInfo } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "~/db/unavailable.server";
import { logger } from "~/lib/logger.server";
import { clientIp, hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { localeOfRequest, localizedPath } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";
import { formatDay } from "~/i18n/format";
import { redirectWithToast } from "~/lib/toast.server";
import { OverbookingError } from "~/orders/availability.server";
import { ENHANCED_FIELD, type CheckoutActionData } from "./checkout-result";
import { type CheckoutFieldErrors, checkoutFieldErrors, checkoutFormToInput, checkoutValues, checkoutSchemaFor } from "./checkout-schema";
import { CheckoutError, findOrderByIdempotencyKey, placeOrder } from "./checkout.server";
import { formatOrderNumber } from "~/orders/status";
import { newOrderPath, type OrderLinkRef } from "~/orders/access.server";

export const ORDER_RATE_LIMIT: RateLimitRule = { name: "order", limit: 10, windowSeconds: 600 };

/**
 * The checkout action (POST /panier, /en/panier, /ar/panier). The shared schema decides what is
 * valid, in the language of the page that posts (its messages, the refusals, the order's page and
 * the toast are in that language); the server then
 * prices, checks and stores the order with its queued e-mails (placeOrder), and answers without
 * waiting for SMTP.
 * Both end on the client's page of the order with its confirmation (/commande/<token>?nouvelle=1):
 * with JavaScript the dialog sends the form itself, gets the page's path back, empties the cart
 * kept in the browser and goes there; a plain form post (no JavaScript: one product, no stored
 * cart) is redirected there (303, Post/Redirect/Get) with a flash toast.
 */
export async function handleCheckoutPost(request: Request) {
  const form = await request.formData();
  try {
    return await placeCheckout(request, form);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // Nothing was stored (the order's transaction is all or nothing): the client sends the same
    // form again, with the same key, and gets one order.
    logger.warn("Commande refusée : base de données injoignable");
    return data<CheckoutActionData>(
      { status: "error", message: messagesFor(localeOfRequest(request)).shop.checkout.refusals.unavailable, fieldErrors: {}, values: checkoutValues(form) },
      { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } },
    );
  }
}

async function placeCheckout(request: Request, form: FormData) {
  const enhanced = form.get(ENHANCED_FIELD) === "1";
  const locale = localeOfRequest(request);
  const m = messagesFor(locale).shop.checkout;
  const values = checkoutValues(form);
  const fail = (message: string, status: number, fieldErrors: CheckoutFieldErrors = {}, headers?: HeadersInit) =>
    data<CheckoutActionData>({ status: "error", message, fieldErrors, values }, { status, headers });

  const parsed = checkoutSchemaFor(locale).safeParse(checkoutFormToInput(form));
  if (!parsed.success) {
    const fieldErrors = checkoutFieldErrors(parsed.error);
    return fail(parsed.error.issues[0]!.message, 400, fieldErrors);
  }

  // A resubmission of an order already stored (same key: a double click, a retry after a lost
  // answer) gets that order's answer before any rate limit is counted.
  const stored = await findOrderByIdempotencyKey(getDb(), parsed.data.idempotency_key);
  if (stored) return answerPlaced(request, stored, false, enhanced);

  // One form counts once, even when its posts arrive together before the order is stored: they
  // all get the first post's decision, then placeOrder gives them its one order.
  const limit = await hitRateLimit(ORDER_RATE_LIMIT, clientIp(request), { token: parsed.data.idempotency_key });
  if (!limit.allowed) return fail(m.refusals.tooManyAttempts(limit.retryAfterSeconds), 429, {}, { "Retry-After": String(limit.retryAfterSeconds) });

  let placed;
  try {
    // A signed-in client finds the order in 'Mon compte'.
    const session = await getSessionInfo(request);
    placed = await placeOrder(getDb(), parsed.data, { userId: session?.user.id, locale });
  } catch (error) {
    if (error instanceof CheckoutError || error instanceof OverbookingError) {
      const message =
        error instanceof CheckoutError
          ? error.missing > 0
            ? m.refusals.productsGone(error.missing)
            : error.message
          : error.details
            ? m.refusals.overbooking(error.details.name, error.free, formatDay(locale, error.details.range.from), formatDay(locale, error.details.range.to))
            : error.message;
      return fail(message, 409, { items: [message] });
    }
    if (isDatabaseUnavailable(error)) throw error;
    logger.error("Échec de l'enregistrement d'une commande", { error });
    return fail(m.refusals.notSaved, 500);
  }
  const { order, created } = placed;
  return answerPlaced(request, order, created, enhanced);
}

/** The checkout's success: data for the dialog, or a 303 to the order's page with a toast for a plain post. */
function answerPlaced(request: Request, order: OrderLinkRef & { order_number: number; total_amount: string }, created: boolean, enhanced: boolean) {
  const locale = localeOfRequest(request);
  const m = messagesFor(locale).shop.checkout;
  const orderNumber = formatOrderNumber(order.order_number);
  logger.info(created ? "Commande enregistrée" : "Commande déjà enregistrée (même clé)", { order: orderNumber });
  // The order's page in the language the order was placed in.
  const orderPath = localizedPath(locale, newOrderPath(order));
  if (enhanced) return data<CheckoutActionData>({ status: "success", orderNumber, totalAmount: order.total_amount, orderPath });
  return redirectWithToast(orderPath, { type: "success", title: m.successTitle, description: m.successDescription }, { status: 303 });
}
