import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { pdfResponse } from "~/orders/documents/pdf-response.server";
import { revokedLinkDocument } from "~/components/revoked-link-document.server";
import { findRequestByLink } from "~/requests/request-links.server";
import { getEventQuotePdf } from "~/requests/event-quotes/event-quotes.server";
import type { Route } from "./+types/event-quote-document";

/**
 * An event quote of a request for its client, through their request's link: no account, the token
 * is the key. A wrong token, a missing quote and a version not sent yet (the agency's draft) answer
 * the same 404; a link of an older version, the page saying how to get a new one (ADR 010).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findRequestByLink(getDb(), params.token);
  if (found.status === "revoked") return revokedLinkDocument(getDb(), "request");
  const doc = found.status === "current" ? await getEventQuotePdf(getDb(), found.row.message.id, params.file, { sentOnly: true }) : null;
  if (!doc) throw data({ error: "Document introuvable." }, { status: 404 });
  return pdfResponse(doc.fileName, doc.pdf, { private: true });
}
