import { useLocation, useRouteLoaderData } from "react-router";
import { adminSections } from "~/admin/admin-nav";
import { AdminMenuLinks, MenuFooter } from "~/admin/components/admin-menu";
import { requireAdmin } from "~/auth/session.server";
import type { loader as layoutLoader } from "./layout";
import type { Route } from "./+types/menu";

// The header's 'Menu' as a page: where the button leads on a phone whose browser runs no
// JavaScript (or before it runs); with it, the same links open in a side sheet.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Menu | Administration Imagine" }, { name: "robots", content: "noindex" }];

export default function AdminMenuPage() {
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout");
  const newOrders = layout?.newOrders ?? 0;
  const sections = adminSections(useLocation().pathname).map((section) => ({
    ...section,
    badge:
      section.id === "shop" && newOrders > 0 ? (
        <span className="rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground normal-case">
          {newOrders} nouvelle{newOrders > 1 ? "s" : ""}
        </span>
      ) : null,
  }));
  return (
    <div className="mx-auto grid max-w-md gap-4">
      <h1 className="font-display text-2xl font-bold">Menu</h1>
      <AdminMenuLinks sections={sections} />
      <MenuFooter />
    </div>
  );
}
