import { data, Link } from "react-router";
import { getDb } from "~/db/client.server";
import { clientIp, hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { localeOfPath, localeOfRequest, localizedPath } from "~/i18n/locale";
import { messagesFor, useLocalizedPath, useMessages } from "~/i18n/messages";
import { redirectWithToast } from "~/lib/toast.server";
import { QuoteAcceptanceSchema } from "~/orders/quote-acceptance-schema";
import { ClientLinkErrorBoundary } from "~/components/revoked-link-page";
import { revokedLinkError } from "~/lib/revoked-link.server";
import { findRequestByLink, requestActionsClosed } from "~/requests/request-links.server";
import { ClientEventQuotes, type EventQuoteAcceptanceFailure } from "~/requests/event-quotes/client-event-quotes";
import { acceptEventQuote, EventQuoteAcceptanceError, getClientEventQuotes } from "~/requests/event-quotes/event-quote-acceptance.server";
import type { Route } from "./+types/event-quote-accept";

// 'Accepter le devis' of an event quote (issue 24), posted from the client's request page with its
// token as the only key. An acceptance goes back to that page with a toast; a refusal answers here
// with what was typed: the component shows it in place, and a browser without JavaScript gets this
// page, the quotes and the form again.

/** Per address: a few tries are a client correcting their name; more is someone guessing. */
const EVENT_QUOTE_ACCEPT_RATE_LIMIT: RateLimitRule = { name: "event-quote-accept", limit: 10, windowSeconds: 600 };

const notFound = (request: Request) => data({ error: messagesFor(localeOfRequest(request)).contact.request.notFound }, { status: 404 });

/** The request of a current link; a revoked one throws its page, a wrong one the plain 404. */
async function requestOfLink(token: string, request: Request) {
  const found = await findRequestByLink(getDb(), token);
  if (found.status === "revoked") throw await revokedLinkError(getDb(), "request");
  if (found.status === "unknown") throw notFound(request);
  return found.row.message;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const message = await requestOfLink(params.token, request);
  const actionsClosed = await requestActionsClosed(getDb(), message);
  return { token: params.token, quotes: await getClientEventQuotes(getDb(), message.id, { actionsClosed }) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const messageId = (await requestOfLink(params.token, request)).id;
  const locale = localeOfRequest(request);
  const { auth, contact } = messagesFor(locale);
  const form = await request.formData();
  const name = String(form.get("name") ?? "").slice(0, 200);
  const fail = (message: string, status: number, headers?: HeadersInit) => data<EventQuoteAcceptanceFailure>({ ok: false, message, name }, { status, headers });
  const limit = await hitRateLimit(EVENT_QUOTE_ACCEPT_RATE_LIMIT, clientIp(request));
  if (!limit.allowed) return fail(auth.failures.tooManyAttempts(limit.retryAfterSeconds), 429, { "Retry-After": String(limit.retryAfterSeconds) });
  const parsed = QuoteAcceptanceSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fail(parsed.error.issues[0]!.message, 400);
  try {
    const accepted = await acceptEventQuote(getDb(), messageId, parsed.data.document, parsed.data, { ip: clientIp(request), userAgent: request.headers.get("user-agent") ?? "inconnu" });
    return redirectWithToast(localizedPath(locale, `/demande/${params.token}`), {
      type: "success",
      title: contact.request.quotes.acceptedToast,
      description: contact.request.quotes.acceptedToastDetails(contact.request.quotes.version(accepted.number, accepted.version)),
    });
  } catch (error) {
    if (error instanceof EventQuoteAcceptanceError) {
      if (error.status === 404 && error.message === "Demande introuvable.") throw notFound(request);
      return fail(error.message, error.status);
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: messagesFor(localeOfPath(location.pathname)).contact.request.quotes.pageMetaTitle },
  { name: "robots", content: "noindex, nofollow" },
];

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" };
}

export function ErrorBoundary() {
  return <ClientLinkErrorBoundary notFound={(words) => words.request.notFound} />;
}

export default function EventQuoteAccept({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().contact.request.quotes;
  const href = useLocalizedPath();
  return (
    <main className="bg-background">
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 lg:py-14">
        <header className="grid gap-2">
          <p className="text-sm font-medium tracking-wide text-primary uppercase">{t.pageEyebrow}</p>
          <h1 className="font-display text-3xl font-bold sm:text-4xl">{t.pageTitle}</h1>
          <Link to={href(`/demande/${loaderData.token}`)} className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t.backToRequest}
          </Link>
        </header>
        {loaderData.quotes.length === 0 ? <p className="text-muted-foreground">{t.none}</p> : null}
        <ClientEventQuotes token={loaderData.token} quotes={loaderData.quotes} failure={actionData} />
      </div>
    </main>
  );
}
