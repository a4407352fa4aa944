import { data } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { renderStatementPdf } from "~/money/statement/statement-pdf.server";
import { documentLanguageParam, UNKNOWN_DOCUMENT_LANGUAGE } from "~/orders/documents/document-language";
import { pdfResponse } from "~/orders/documents/pdf-response.server";
import { findOrderIdByNumber } from "~/orders/order-lookup.server";
import { orderNumberFromParam } from "~/orders/order-number";
import type { Route } from "./+types/order-statement";

/**
 * /admin/shop/commandes/CMD-000042/releve.pdf: the order's statement of account, as it stands, for
 * admins: in the order's documents' language, or the one `?lang=fr|en` asks for (issue 39).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request, { resource: true });
  const lang = documentLanguageParam(new URL(request.url));
  if (lang === null) throw data({ error: UNKNOWN_DOCUMENT_LANGUAGE }, { status: 400 });
  const orderId = await findOrderIdByNumber(getDb(), orderNumberFromParam(params.number));
  const statement = orderId ? await renderStatementPdf(getDb(), orderId, new Date(), lang) : null;
  if (!statement) throw data({ error: "Commande introuvable." }, { status: 404 });
  return pdfResponse(statement.fileName, statement.pdf);
}
