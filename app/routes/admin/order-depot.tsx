import { DepotPage } from "~/admin/depot/depot-page";
import { handleDepotAction, loadDepotPage } from "~/admin/depot/depot-page.server";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/order-depot";

// /admin/shop/commandes/CMD-000042/depot: what leaves and what comes back (issue 23), on a phone.
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadDepotPage(params.number, new URL(request.url));
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request);
  return handleDepotAction(params.number, request, user.email);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Dépôt ${data?.number ?? ""} | Administration Imagine` },
  { name: "robots", content: "noindex" },
];

export default function AdminOrderDepot({ loaderData, actionData }: Route.ComponentProps) {
  return <DepotPage data={loaderData} result={actionData} />;
}
