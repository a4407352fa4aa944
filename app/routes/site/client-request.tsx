import { data, useSearchParams } from "react-router";
import { getDb } from "~/db/client.server";
import { ClientLinkErrorBoundary } from "~/components/revoked-link-page";
import { revokedLinkError } from "~/lib/revoked-link.server";
import { ClientRequestPage } from "~/requests/client-request-page";
import { readRequestAccessToken } from "~/requests/access.server";
import { ClientEventQuotes } from "~/requests/event-quotes/client-event-quotes";
import { getClientEventQuotes } from "~/requests/event-quotes/event-quote-acceptance.server";
import { getClientRequest, handleClientAnswer } from "~/requests/client-request.server";
import { localeOfPath, localeOfRequest } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";
import type { Route } from "./+types/client-request";

// /demande/<token>: the client's request and its conversation, through the link of the agency's
// e-mails (no account). A wrong or truncated token and a deleted request answer the same 404; a
// link of an older version, a 404 saying how to get the new one (ADR 010).
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const found = await getClientRequest(getDb(), params.token, new Date(), locale);
  if (found.status === "revoked") throw await revokedLinkError(getDb(), "request");
  const messageId = readRequestAccessToken(params.token)?.id;
  if (found.status === "unknown" || !messageId) throw data({ error: messagesFor(locale).contact.request.notFound }, { status: 404 });
  const view = found.row;
  // The event quotes issued for the request, the latest one acceptable online (issue 24).
  return { view, token: params.token, quotes: await getClientEventQuotes(getDb(), messageId, { actionsClosed: view.actionsClosed }) };
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleClientAnswer(request, params.token);
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const words = messagesFor(localeOfPath(location.pathname)).contact;
  const eventType = loaderData?.view.request.eventType ?? "";
  const eventTypes: Record<string, string> = words.form.eventTypes;
  return [
    {
      title: loaderData
        ? words.request.metaTitle(Object.hasOwn(eventTypes, eventType) ? eventTypes[eventType]! : eventType, loaderData.view.agency.brand)
        : words.request.fallbackTitle,
    },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

export function headers() {
  // same-origin: the token never leaves in a Referer, and the page's own form still sends its Origin.
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };
}

export function ErrorBoundary() {
  return <ClientLinkErrorBoundary notFound={(words) => words.request.notFound} />;
}

export default function ClientRequest({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return (
    <ClientRequestPage
      view={loaderData.view}
      failure={actionData}
      sent={search.get("envoye") === "1" && !actionData}
      quotes={loaderData.quotes.length ? <ClientEventQuotes token={loaderData.token} quotes={loaderData.quotes} /> : null}
    />
  );
}
