import { redirect } from "react-router";
import { handleOrderLinkAction } from "~/orders/client-link-form.server";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/order-link";

// 'Renvoyer un nouveau lien' and 'Révoquer les liens' of an order (plain forms of the order page).

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(`/admin/shop/commandes/${encodeURIComponent(params.number)}`);
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, { resource: true });
  return handleOrderLinkAction(params.number, request, user.email);
}
