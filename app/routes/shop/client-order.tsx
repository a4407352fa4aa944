import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { getDb } from "~/db/client.server";
import { acceptQuoteByClient, cancelOrderByClient, ClientCancelError, ClientCancelSchema, getClientOrder, newOrderConfirmation } from "~/orders/client/client-order.server";
import { QuoteAcceptanceSchema } from "~/orders/quote-acceptance-schema";
import { QuoteAcceptanceError } from "~/orders/quote-acceptance.server";
import { clientIp } from "~/lib/rate-limit.server";
import { ClientOrderPage, type ClientCancelResult } from "~/orders/client/client-order-page";
import { ClientLinkErrorBoundary } from "~/components/revoked-link-page";
import { findOrderByLink } from "~/orders/client-links.server";
import { revokedLinkError } from "~/lib/revoked-link.server";
import type { Route } from "./+types/client-order";

const NOT_FOUND = "Commande introuvable.";

export async function loader({ params, request }: Route.LoaderArgs) {
  const found = await getClientOrder(getDb(), params.token);
  // A link of an older version: a 404 that says how to get the new one (ADR 010).
  if (found.status === "revoked") throw await revokedLinkError(getDb(), "order");
  // The same answer for a wrong token and a missing order: nothing to learn from it.
  if (found.status === "unknown") throw data({ error: NOT_FOUND }, { status: 404 });
  // Where the checkout ends (?nouvelle=1): the confirmation above the page.
  return { order: found.row, confirmation: newOrderConfirmation(found.row, params.token, new URL(request.url)) };
}

export async function action({ request, params }: Route.ActionArgs) {
  // A revoked link changes nothing, and says so before reading the form.
  const link = await findOrderByLink(getDb(), params.token);
  if (link.status === "revoked") throw await revokedLinkError(getDb(), "order");
  if (link.status === "unknown") throw data({ error: NOT_FOUND }, { status: 404 });
  const form = await request.formData();
  if (form.get("intent") === "accept-quote") return acceptQuoteAction(request, form, params.token);
  const parsed = ClientCancelSchema.safeParse(Object.fromEntries(form));
  const reason = typeof form.get("reason") === "string" ? String(form.get("reason")).slice(0, 2000) : "";
  if (!parsed.success) {
    return data<ClientCancelResult>({ ok: false, message: parsed.error.issues[0]!.message, reason }, { status: 400 });
  }
  try {
    await cancelOrderByClient(getDb(), params.token, parsed.data.reason || undefined);
  } catch (error) {
    if (error instanceof ClientCancelError) return data<ClientCancelResult>({ ok: false, message: error.message, reason }, { status: error.status });
    throw error;
  }
  return data<ClientCancelResult>({ ok: true, message: "Votre commande est annulée. Notre équipe en est informée ; un e-mail de confirmation vous a été envoyé." });
}

/** 'Accepter le devis': the typed name comes back with a refusal. */
async function acceptQuoteAction(request: Request, form: FormData, token: string) {
  const name = String(form.get("name") ?? "").slice(0, 200);
  const parsed = QuoteAcceptanceSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data<ClientCancelResult>({ ok: false, intent: "accept-quote", message: parsed.error.issues[0]!.message, name }, { status: 400 });
  }
  try {
    const acceptance = await acceptQuoteByClient(getDb(), token, parsed.data, { ip: clientIp(request), userAgent: request.headers.get("user-agent") ?? "inconnu" });
    return data<ClientCancelResult>({
      ok: true,
      message: `Merci : le devis ${acceptance.quote_number} (version ${acceptance.version}) est accepté. Notre équipe en est informée.`,
    });
  } catch (error) {
    if (error instanceof QuoteAcceptanceError) {
      if (error.status === 404 && error.message === "Commande introuvable.") throw data({ error: error.message }, { status: 404 });
      return data<ClientCancelResult>({ ok: false, intent: "accept-quote", message: error.message, name }, { status: error.status });
    }
    throw error;
  }
}

/**
 * A refused acceptance (409: the quote was replaced or the order edited meanwhile) reads the order
 * again, so the page shows the quote as it now stands; other refusals keep the page as it was.
 */
export function shouldRevalidate({ actionStatus, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 409 && formData?.get("intent") === "accept-quote") return true;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Commande ${loaderData.order.number}${loaderData.confirmation ? " reçue" : ""} | Imagine` : "Commande | Imagine" },
  { name: "robots", content: "noindex, nofollow" },
];

export function headers() {
  // same-origin: the token never leaves in a Referer, and the page's own form still sends its Origin.
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };
}

export function ErrorBoundary() {
  return <ClientLinkErrorBoundary notFound={NOT_FOUND} />;
}

export default function ClientOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <ClientOrderPage order={loaderData.order} result={actionData} confirmation={loaderData.confirmation} />;
}
