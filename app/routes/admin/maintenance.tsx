import { MaintenancePage } from "~/admin/maintenance/maintenance-page";
import { handleMaintenanceAction, loadMaintenancePage } from "~/admin/maintenance/maintenance.server";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import type { Route } from "./+types/maintenance";

// /admin/shop/maintenance: the units out of service until repaired, found or written off, and a
// product's movements (?produit=<id>) (issue 23).
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadMaintenancePage(getDb(), new URL(request.url));
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireAdmin(request);
  return handleMaintenanceAction(getDb(), request, user.email);
}

export const meta: Route.MetaFunction = () => [
  { title: "Maintenance | Administration Imagine" },
  { name: "robots", content: "noindex" },
];

export default function AdminMaintenance({ loaderData, actionData }: Route.ComponentProps) {
  return <MaintenancePage data={loaderData} result={actionData} />;
}
