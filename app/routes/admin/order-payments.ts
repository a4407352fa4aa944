import { redirect } from "react-router";
import { answerOrderForm, recordOrderPayment } from "~/admin/orders/order-actions.server";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/order-payments";

// 'Enregistrer le paiement': a form of the order page, posted to …/commandes/CMD-000042/paiements.

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(`/admin/shop/commandes/${encodeURIComponent(params.number)}`);
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, { resource: true });
  return answerOrderForm(request, params.number, user.email, recordOrderPayment);
}
