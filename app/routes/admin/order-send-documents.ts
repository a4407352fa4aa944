import { redirect } from "react-router";
import { answerOrderForm, sendOrderDocumentsTogether } from "~/admin/orders/order-actions.server";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/order-send-documents";

// 'Envoyer les documents': the ticked documents of the order in one e-mail, a form of the order page posted to …/commandes/CMD-000042/envoi-documents.

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(`/admin/shop/commandes/${encodeURIComponent(params.number)}`);
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, { resource: true });
  return answerOrderForm(request, params.number, user.email, sendOrderDocumentsTogether);
}
