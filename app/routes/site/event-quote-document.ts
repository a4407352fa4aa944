import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { pdfResponse } from "~/orders/documents/pdf-response.server";
import { messageIdFromAccessToken } from "~/requests/access.server";
import { getEventQuotePdf } from "~/requests/event-quotes/event-quotes.server";
import type { Route } from "./+types/event-quote-document";

/**
 * An event quote of a request for its client, through their request's link: no account, the token
 * is the key. A wrong token and a missing quote answer the same 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const messageId = messageIdFromAccessToken(params.token);
  const doc = messageId ? await getEventQuotePdf(getDb(), messageId, params.file) : null;
  if (!doc) throw data({ error: "Document introuvable." }, { status: 404 });
  return pdfResponse(doc.fileName, doc.pdf, { private: true });
}
