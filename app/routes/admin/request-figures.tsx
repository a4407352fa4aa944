import { RequestFiguresPage } from "~/admin/request-figures/request-figures-page";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { loadRequestFigures } from "~/requests/request-figures.server";
import type { Route } from "./+types/request-figures";

// /admin/contact/chiffres: twelve months of event requests — received by event type, won and lost,
// the value won, the time to the first answer (issue 24).
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadRequestFigures(getDb());
}

export const meta: Route.MetaFunction = () => [
  { title: "Chiffres des demandes | Administration Imagine" },
  { name: "robots", content: "noindex" },
];

export default function AdminRequestFigures({ loaderData }: Route.ComponentProps) {
  return <RequestFiguresPage data={loaderData} />;
}
