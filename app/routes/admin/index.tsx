import { TodayPage } from "~/admin/today/today-page";
import { loadTodayPage } from "~/admin/today/today.server";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import type { Route } from "./+types/index";

// /admin: 'Aujourd'hui' (issue 38), where the staff land after signing in — the day's departures
// and returns, what waits for them, each with its next step. The content editor's panels are at
// /admin/customize/:panel ('Personnalisation').
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadTodayPage(getDb());
}

export const meta: Route.MetaFunction = () => [{ title: "Aujourd'hui | Administration Imagine" }, { name: "robots", content: "noindex" }];

export default function AdminToday({ loaderData }: Route.ComponentProps) {
  return <TodayPage data={loaderData} />;
}
