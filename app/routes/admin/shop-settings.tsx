import { ShopNav } from "~/admin/orders/shop-nav";
import { LegalSettingsForm } from "~/admin/settings/legal-settings-form";
import { getLegalSettingsPage, handleLegalSettingsAction } from "~/admin/settings/legal-settings.server";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/shop-settings";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return getLegalSettingsPage();
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return handleLegalSettingsAction(request);
}

export const meta: Route.MetaFunction = () => [
  { title: "Facturation | Administration Imagine" },
  { name: "robots", content: "noindex" },
];

export default function AdminShopSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-6">
      <ShopNav />
      <LegalSettingsForm
        values={loaderData.values}
        savedAt={loaderData.savedAt}
        missing={loaderData.missing}
        documentResult={actionData}
      />
    </div>
  );
}
