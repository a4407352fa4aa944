import { DailySheetPage } from "~/admin/departures-returns/departures-returns-page";
import { loadDailySheetPage } from "~/admin/departures-returns/departures-returns.server";
import { formatSheetDay } from "~/admin/departures-returns/sheet-day";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import type { Route } from "./+types/departures-returns";

// /admin/shop/departs-retours?jour=2026-11-23: what leaves and what comes back that day.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadDailySheetPage(getDb(), new URL(request.url));
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Départs et retours${data?.ok ? ` du ${formatSheetDay(data.day)}` : ""} | Administration Imagine` },
  { name: "robots", content: "noindex" },
];

export default function AdminDeparturesReturns({ loaderData }: Route.ComponentProps) {
  return <DailySheetPage data={loaderData} />;
}
