import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { revokedLinkDocument } from "~/components/revoked-link-document.server";
import { renderStatementPdf } from "~/money/statement/statement-pdf.server";
import { findOrderByLink } from "~/orders/client-links.server";
import { pdfResponse } from "~/orders/documents/pdf-response.server";
import type { Route } from "./+types/order-statement";

/**
 * The statement of account of an order for its client, through the link of their e-mails: the
 * token is the key. A wrong token answers 404 like a missing order; a link of an older version
 * answers the page that says how to get a new one (ADR 010).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findOrderByLink(getDb(), params.token);
  if (found.status === "revoked") return revokedLinkDocument(getDb(), "order");
  const statement = found.status === "current" ? await renderStatementPdf(getDb(), found.row.id) : null;
  if (!statement) throw data({ error: "Commande introuvable." }, { status: 404 });
  return pdfResponse(statement.fileName, statement.pdf, { private: true });
}
