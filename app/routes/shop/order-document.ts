import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { orderIdFromAccessToken } from "~/orders/access.server";
import { getDocumentPdf } from "~/orders/documents.server";
import { pdfResponse } from "~/orders/documents/pdf-response.server";
import type { Route } from "./+types/order-document";

/**
 * A document of an order for its client, through the link of their e-mail: no account, the
 * token is the key. A wrong token and a missing document answer the same 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const orderId = orderIdFromAccessToken(params.token);
  const doc = orderId ? await getDocumentPdf(getDb(), orderId, params.file) : null;
  if (!doc) throw data({ error: "Document introuvable." }, { status: 404 });
  return pdfResponse(doc.fileName, doc.pdf, { private: true });
}
