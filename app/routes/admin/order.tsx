import { handleOrderPageAction, loadOrderPage } from "~/admin/orders/order-page.server";
import { OrderPage } from "~/admin/orders/order-page";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/order";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadOrderPage(params.number, new URL(request.url));
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request);
  return handleOrderPageAction(params.number, request, user.email);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.number ?? "Commande"} | Administration Imagine` },
  { name: "robots", content: "noindex" },
];

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderPage data={loaderData} result={actionData} />;
}
