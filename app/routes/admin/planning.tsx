import { PlanningPage } from "~/admin/planning/planning-page";
import { loadPlanning } from "~/admin/planning/planning.server";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import type { Route } from "./+types/planning";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadPlanning(getDb(), new URL(request.url));
}

export const meta: Route.MetaFunction = () => [
  { title: "Planning | Administration Imagine" },
  { name: "robots", content: "noindex" },
];

export default function AdminPlanning({ loaderData }: Route.ComponentProps) {
  return <PlanningPage data={loaderData} />;
}
