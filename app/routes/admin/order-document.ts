import { data } from "react-router";
import { orderNumberFromParam } from "~/orders/order-number";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { findOrderIdByNumber } from "~/orders/order-lookup.server";
import { getDocumentPdf } from "~/orders/documents.server";
import { documentLanguageParam, UNKNOWN_DOCUMENT_LANGUAGE } from "~/orders/documents/document-language";
import { pdfResponse } from "~/orders/documents/pdf-response.server";
import type { Route } from "./+types/order-document";

/**
 * A stored quote or invoice of an order, as issued, for admins; `?lang=fr` or `?lang=en` prints it
 * in that language when it is not the document's own (issue 39: an English order's documents are
 * English, and the agency files the French).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request, { resource: true });
  const lang = documentLanguageParam(new URL(request.url));
  if (lang === null) throw data({ error: UNKNOWN_DOCUMENT_LANGUAGE }, { status: 400 });
  const number = orderNumberFromParam(params.number);
  const orderId = await findOrderIdByNumber(getDb(), number);
  const doc = orderId ? await getDocumentPdf(getDb(), orderId, params.file, lang) : null;
  if (!doc) throw data({ error: "Document introuvable." }, { status: 404 });
  return pdfResponse(doc.fileName, doc.pdf);
}
