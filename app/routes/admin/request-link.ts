import { redirect } from "react-router";
import { handleRequestLinkAction } from "~/admin/requests/request-link.server";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/request-link";

// 'Renvoyer un nouveau lien' and 'Révoquer les liens' of a request (plain forms of its file).

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(`/admin/contact/demandes/${encodeURIComponent(params.id)}`);
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request, { resource: true });
  return handleRequestLinkAction(params.id, request, user.email);
}
