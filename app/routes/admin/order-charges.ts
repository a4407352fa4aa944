import { redirect } from "react-router";
import { answerOrderForm, decideOrBillCharges } from "~/admin/orders/order-actions.server";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/order-charges";

// 'Confirmer', 'Abandonner' a charge and 'Facturer les frais': a form of the order page, posted to …/commandes/CMD-000042/frais.

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(`/admin/shop/commandes/${encodeURIComponent(params.number)}`);
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, { resource: true });
  return answerOrderForm(request, params.number, user.email, decideOrBillCharges);
}
