import { handleOrderAction } from "~/admin/orders/actions.server";
import { OrdersDesk } from "~/admin/orders/orders-desk";
import { getOrderDashboard, getOrdersPage } from "~/orders/desk.server";
import { parseOrderFilter } from "~/orders/desk-filters";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/shop";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const requested = parseOrderFilter(new URL(request.url));
  const [{ orders, window }, dashboard] = await Promise.all([getOrdersPage(requested), getOrderDashboard()]);
  // A page past the last one shows the last one, and says so in its links.
  const filter = { ...requested, page: window.page };
  return { filter, orders, window, dashboard };
}

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireAdmin(request);
  return handleOrderAction(await request.formData(), user.email);
}

export const meta: Route.MetaFunction = () => [
  { title: "Commandes de location | Administration Imagine" },
  { name: "robots", content: "noindex" },
];

export default function AdminShop({ loaderData }: Route.ComponentProps) {
  return <OrdersDesk orders={loaderData.orders} window={loaderData.window} dashboard={loaderData.dashboard} filter={loaderData.filter} />;
}
