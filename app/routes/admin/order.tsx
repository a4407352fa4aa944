import { data } from "react-router";
import { readOrderResult } from "~/admin/orders/order-result-flash.server";
import { loadOrderPage } from "~/admin/orders/order-page.server";
import { OrderPage } from "~/admin/orders/order-page";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/order";

// The order page reads; its forms post to their own resources under this address
// (…/modifier, …/statut, …/paiements…: app/routes.ts).

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = await loadOrderPage(params.number, new URL(request.url));
  const { result, headers } = await readOrderResult(request, page.order.order_number);
  return data({ ...page, flashed: result }, headers ? { headers } : undefined);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.number ?? "Commande"} | Administration Imagine` },
  { name: "robots", content: "noindex" },
];

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  return <OrderPage data={loaderData} flashed={loaderData.flashed} />;
}
