import { data } from "react-router";
import { orderNumberFromParam } from "~/orders/order-number";
import { requireAdmin } from "~/auth/session.server";
import { getDb, schema } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { getDocumentPdf } from "~/orders/documents.server";
import { pdfResponse } from "~/orders/documents/pdf-response.server";
import type { Route } from "./+types/order-document";

/** A stored quote or invoice of an order, as issued, for admins. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request, { resource: true });
  const number = orderNumberFromParam(params.number);
  const [order] =
    number === null
      ? []
      : await getDb().select({ id: schema.rental_orders.id }).from(schema.rental_orders).where(eq(schema.rental_orders.order_number, number));
  const doc = order ? await getDocumentPdf(getDb(), order.id, params.file) : null;
  if (!doc) throw data({ error: "Document introuvable." }, { status: 404 });
  return pdfResponse(doc.fileName, doc.pdf);
}
