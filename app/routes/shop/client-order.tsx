import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { RentalOrder } from "~/db/schema";
import { AMOUNT_CHANGED, NOT_OFFERED, NOTHING_TO_PAY, OnlinePaymentError, TOO_MANY_ATTEMPTS } from "~/payments/attempts.server";
import { GatewayUnavailableError } from "~/payments/gateway-client";
import { payOnline } from "~/payments/online-payments.server";
import { PayOnlineSchema } from "~/payments/pay-online-schema";
import { getDb } from "~/db/client.server";
import { acceptQuoteByClient, cancelOrderByClient, ClientCancelError, ClientCancelSchema, getClientOrder, newOrderConfirmation, NOT_CANCELLABLE_MESSAGE } from "~/orders/client/client-order.server";
import { CANCEL_REASON_MAX } from "~/orders/client/client-order-limits";
import { LINK_ACTIONS_CLOSED_MESSAGE } from "~/lib/link-window";
import { localeOfPath, localeOfRequest } from "~/i18n/locale";
import { messagesFor, useMessages } from "~/i18n/messages";
import { quoteAcceptanceSchemaIn } from "~/orders/quote-acceptance-schema";
import { STALE_QUOTE_REFUSAL } from "~/orders/quote-staleness";
import { QuoteAcceptanceError } from "~/orders/quote-acceptance.server";
import { clientIp } from "~/lib/rate-limit.server";
import { ClientOrderPage, type ClientCancelResult } from "~/orders/client/client-order-page";
import { ClientLinkErrorBoundary } from "~/components/revoked-link-page";
import { findOrderByLink } from "~/orders/client-links.server";
import { revokedLinkError } from "~/lib/revoked-link.server";
import type { Route } from "./+types/client-order";

const NOT_FOUND = "Commande introuvable.";

/** The refusals of a cancel, from the domain's French to the page's language. */
function cancelRefusal(request: Request, message: string): string {
  const m = messagesFor(localeOfRequest(request)).shop.order;
  const known: Record<string, string> = { [NOT_CANCELLABLE_MESSAGE]: m.notCancellable, [LINK_ACTIONS_CLOSED_MESSAGE]: m.linkClosed, [NOT_FOUND]: m.notFound };
  return known[message] ?? message;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const found = await getClientOrder(getDb(), params.token, localeOfRequest(request));
  // A link of an older version: a 404 that says how to get the new one (ADR 010).
  if (found.status === "revoked") throw await revokedLinkError(getDb(), "order");
  // The same answer for a wrong token and a missing order: nothing to learn from it.
  if (found.status === "unknown") throw data({ error: messagesFor(localeOfRequest(request)).shop.order.notFound }, { status: 404 });
  // Where the checkout ends (?nouvelle=1): the confirmation above the page.
  return { order: found.row, confirmation: newOrderConfirmation(found.row, params.token, new URL(request.url)) };
}

export async function action({ request, params }: Route.ActionArgs) {
  // A revoked link changes nothing, and says so before reading the form.
  const link = await findOrderByLink(getDb(), params.token);
  if (link.status === "revoked") throw await revokedLinkError(getDb(), "order");
  if (link.status === "unknown") throw data({ error: messagesFor(localeOfRequest(request)).shop.order.notFound }, { status: 404 });
  const m = messagesFor(localeOfRequest(request)).shop.order;
  const form = await request.formData();
  if (form.get("intent") === "accept-quote") return acceptQuoteAction(request, form, params.token);
  if (form.get("intent") === "pay") return payOnlineAction(request, form, link.row);
  const parsed = ClientCancelSchema.safeParse(Object.fromEntries(form));
  const reason = typeof form.get("reason") === "string" ? String(form.get("reason")).slice(0, 2000) : "";
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const message = issue.path[0] === "intent" ? m.unknownAction : issue.path[0] === "reason" ? m.reasonTooLong(CANCEL_REASON_MAX) : issue.message;
    return data<ClientCancelResult>({ ok: false, message, reason }, { status: 400 });
  }
  try {
    await cancelOrderByClient(getDb(), params.token, parsed.data.reason || undefined);
  } catch (error) {
    if (error instanceof ClientCancelError) return data<ClientCancelResult>({ ok: false, message: cancelRefusal(request, error.message), reason }, { status: error.status });
    throw error;
  }
  return data<ClientCancelResult>({ ok: true, message: m.cancelled_ok });
}

/** 'Accepter le devis': the typed name comes back with a refusal. */
async function acceptQuoteAction(request: Request, form: FormData, token: string) {
  const name = String(form.get("name") ?? "").slice(0, 200);
  const m = messagesFor(localeOfRequest(request)).shop.order;
  const parsed = quoteAcceptanceSchemaIn(m.quote.errors).safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<ClientCancelResult>({ ok: false, intent: "accept-quote", message: parsed.error.issues[0]!.message, name }, { status: 400 });
  }
  try {
    const acceptance = await acceptQuoteByClient(getDb(), token, parsed.data, { ip: clientIp(request), userAgent: request.headers.get("user-agent") ?? "inconnu" });
    return data<ClientCancelResult>({
      ok: true,
      message: messagesFor(localeOfRequest(request)).shop.order.quoteAccepted(acceptance.quote_number, acceptance.version),
    });
  } catch (error) {
    if (error instanceof QuoteAcceptanceError) {
      if (error.status === 404 && error.message === "Commande introuvable.") throw data({ error: error.message }, { status: 404 });
      return data<ClientCancelResult>({ ok: false, intent: "accept-quote", message: acceptRefusal(m, error.message), name }, { status: error.status });
    }
    throw error;
  }
}

/** The refusals of an acceptance, from the domain's French to the page's language. */
function acceptRefusal(m: ReturnType<typeof messagesFor>["shop"]["order"], message: string): string {
  const r = m.quote.refusals;
  // The domain says them in French, as the catalogue's French does (shop-messages.test.ts).
  const fr = messagesFor("fr").shop.order.quote.refusals;
  const known: Record<string, string> = {
    [LINK_ACTIONS_CLOSED_MESSAGE]: m.linkClosed,
    [STALE_QUOTE_REFUSAL]: r.stale,
    [fr.cancelled]: r.cancelled,
    [fr.completed]: r.completed,
    [fr.none]: r.none,
    [fr.notFound]: r.notFound,
  };
  const version = /\(version (\d+)\)/.exec(message)?.[1];
  if (version && message === fr.replaced(Number(version))) return r.replaced(Number(version));
  const name = /\(par (.+)\)\.$/.exec(message)?.[1];
  if (name && message === fr.already(name)) return r.already(name);
  return known[message] ?? message;
}

/**
 * A refused acceptance (409: the quote was replaced or the order edited meanwhile) reads the order
 * again, so the page shows the quote as it now stands; other refusals keep the page as it was.
 */
export function shouldRevalidate({ actionStatus, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 409 && formData?.get("intent") === "accept-quote") return true;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => [
  {
    title: loaderData
      ? messagesFor(localeOfPath(location.pathname)).shop.order.metaTitle(loaderData.order.number, Boolean(loaderData.confirmation))
      : messagesFor(localeOfPath(location.pathname)).shop.order.metaTitleUnknown,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export function headers() {
  // same-origin: the token never leaves in a Referer, and the page's own form still sends its Origin.
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };
}

export function ErrorBoundary() {
  return <ClientLinkErrorBoundary notFound={useMessages().shop.order.notFound} />;
}

export default function ClientOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <ClientOrderPage order={loaderData.order} result={actionData} confirmation={loaderData.confirmation} />;
}

/** 'Payer l'acompte en ligne', 'Payer le solde': a 303 to the gateway's page; the amount is the server's. */
async function payOnlineAction(request: Request, form: FormData, order: RentalOrder) {
  const locale = localeOfRequest(request);
  const m = messagesFor(locale).shop.order.online;
  const parsed = PayOnlineSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data<ClientCancelResult>({ ok: false, intent: "pay", message: m.notOffered }, { status: 400 });
  try {
    const attempt = await payOnline(getDb(), order, parsed.data.purpose, parsed.data.gateway, locale);
    return redirect(attempt.pay_url, 303);
  } catch (error) {
    const refusals: Record<string, string> = {
      [NOTHING_TO_PAY]: m.nothingToPay,
      [NOT_OFFERED]: m.notOffered,
      [AMOUNT_CHANGED]: m.amountChanged,
      [TOO_MANY_ATTEMPTS]: m.tooMany,
    };
    if (error instanceof GatewayUnavailableError) return data<ClientCancelResult>({ ok: false, intent: "pay", message: m.unavailable }, { status: 503 });
    if (error instanceof OnlinePaymentError) return data<ClientCancelResult>({ ok: false, intent: "pay", message: refusals[error.message] ?? error.message }, { status: error.status });
    throw error;
  }
}
