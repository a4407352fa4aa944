import { handleOrderAction } from "~/admin/orders/actions.server";
import { OrdersDesk } from "~/admin/orders/orders-desk";
import { getOrderDashboard, getOrders } from "~/admin/orders/queries.server";
import { parseOrderFilter } from "~/admin/orders/url-filters";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/shop";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = parseOrderFilter(new URL(request.url));
  const [orders, dashboard] = await Promise.all([getOrders(filter), getOrderDashboard()]);
  return { filter, orders, dashboard };
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
  return <OrdersDesk orders={loaderData.orders} dashboard={loaderData.dashboard} filter={loaderData.filter} />;
}
