import { data, useSearchParams } from "react-router";
import { getDb } from "~/db/client.server";
import { ClientLinkErrorBoundary } from "~/components/revoked-link-page";
import { revokedLinkError } from "~/lib/revoked-link.server";
import { ClientRequestPage } from "~/requests/client-request-page";
import { readRequestAccessToken } from "~/requests/access.server";
import { ClientEventQuotes } from "~/requests/event-quotes/client-event-quotes";
import { getClientEventQuotes } from "~/requests/event-quotes/event-quote-acceptance.server";
import { getClientRequest, handleClientAnswer, REQUEST_NOT_FOUND } from "~/requests/client-request.server";
import type { Route } from "./+types/client-request";

// /demande/<token>: the client's request and its conversation, through the link of the agency's
// e-mails (no account). A wrong or truncated token and a deleted request answer the same 404; a
// link of an older version, a 404 saying how to get the new one (ADR 010).
export async function loader({ params }: Route.LoaderArgs) {
  const found = await getClientRequest(getDb(), params.token);
  if (found.status === "revoked") throw await revokedLinkError(getDb(), "request");
  const messageId = readRequestAccessToken(params.token)?.id;
  if (found.status === "unknown" || !messageId) throw data({ error: REQUEST_NOT_FOUND }, { status: 404 });
  const view = found.row;
  // The event quotes issued for the request, the latest one acceptable online (issue 24).
  return { view, token: params.token, quotes: await getClientEventQuotes(getDb(), messageId, { actionsClosed: view.actionsClosed }) };
}

export async function action({ request, params }: Route.ActionArgs) {
  return handleClientAnswer(request, params.token);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Votre demande : ${loaderData.view.request.eventType} | ${loaderData.view.agency.brand}` : "Votre demande | Imagine" },
  { name: "robots", content: "noindex, nofollow" },
];

export function headers() {
  // same-origin: the token never leaves in a Referer, and the page's own form still sends its Origin.
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };
}

export function ErrorBoundary() {
  // The text of REQUEST_NOT_FOUND, written here: the boundary runs in the browser too, and that
  // module is the server's.
  return <ClientLinkErrorBoundary notFound="Demande introuvable." />;
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
