import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { revokedLinkDocument } from "~/components/revoked-link-document.server";
import { findOrderByLink } from "~/orders/client-links.server";
import { getDocumentPdf } from "~/orders/documents.server";
import { pdfResponse } from "~/orders/documents/pdf-response.server";
import type { Route } from "./+types/order-document";

/**
 * A document of an order for its client, through the link of their e-mail: no account, the
 * token is the key. A wrong token and a missing document answer the same 404; a link of an older
 * version answers the page that says how to get a new one (ADR 010). Reading stays open past the
 * 90 days that close the page's changes.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findOrderByLink(getDb(), params.token);
  if (found.status === "revoked") return revokedLinkDocument(getDb(), "order");
  const doc = found.status === "current" ? await getDocumentPdf(getDb(), found.row.id, params.file) : null;
  if (!doc) throw data({ error: "Document introuvable." }, { status: 404 });
  return pdfResponse(doc.fileName, doc.pdf, { private: true });
}
