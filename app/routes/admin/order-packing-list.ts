import { data } from "react-router";
import { orderNumberFromParam } from "~/orders/order-number";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { pdfResponse } from "~/orders/documents/pdf-response.server";
import { orderPackingListPdf } from "~/orders/packing-lists.server";
import type { Route } from "./+types/order-packing-list";

/** /admin/shop/commandes/CMD-000042/bon-de-sortie.pdf: the order's packing list, printed as it is now. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request, { resource: true });
  const number = orderNumberFromParam(params.number);
  const pdf = number === null ? null : await orderPackingListPdf(getDb(), number);
  if (!pdf) throw data({ error: "Commande introuvable." }, { status: 404 });
  return pdfResponse(`bon-de-sortie-${params.number!.toUpperCase()}.pdf`, pdf);
}
