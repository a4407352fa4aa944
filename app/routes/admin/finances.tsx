import { FinancesPage } from "~/admin/finances/finances-page";
import { loadFinancesPage } from "~/money/finances.server";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { configuredGateways } from "~/payments/online-payments.server";
import type { Route } from "./+types/finances";

// /admin/shop/finances: invoiced and received per month, receivables by age, deposits held, the
// online payments per gateway, and the form of the accountant's payments journal.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadFinancesPage(getDb(), { gatewaysConfigured: configuredGateways().size > 0 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Finances | Administration Imagine" },
  { name: "robots", content: "noindex" },
];

export default function AdminFinances({ loaderData }: Route.ComponentProps) {
  return <FinancesPage data={loaderData} />;
}
