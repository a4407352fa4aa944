import { data } from "react-router";
import { orderNumberFromParam } from "~/orders/order-number";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { findOrderIdByNumber } from "~/orders/order-lookup.server";
import { getDocumentPdf } from "~/orders/documents.server";
import { pdfResponse } from "~/orders/documents/pdf-response.server";
import type { Route } from "./+types/order-document";

/** A stored quote or invoice of an order, as issued, for admins. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request, { resource: true });
  const number = orderNumberFromParam(params.number);
  const orderId = await findOrderIdByNumber(getDb(), number);
  const doc = orderId ? await getDocumentPdf(getDb(), orderId, params.file) : null;
  if (!doc) throw data({ error: "Document introuvable." }, { status: 404 });
  return pdfResponse(doc.fileName, doc.pdf);
}
