import { ShopSettingsPage } from "~/admin/settings/shop-settings-page";
import { handleShopSettingsAction, loadShopSettingsPage } from "~/admin/settings/settings-page.server";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/shop-settings";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadShopSettingsPage();
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return handleShopSettingsAction(request);
}

export const meta: Route.MetaFunction = () => [
  { title: "Paramètres de la boutique | Administration Imagine" },
  { name: "robots", content: "noindex" },
];

export default function AdminShopSettings({ loaderData, actionData }: Route.ComponentProps) {
  return <ShopSettingsPage data={loaderData} result={actionData} />;
}
