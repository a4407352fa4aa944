import { csvResponse } from "~/admin/csv";
import { ordersCsv } from "~/admin/orders/csv.server";
import { getOrders } from "~/admin/orders/queries.server";
import { parseOrderFilter } from "~/admin/orders/url-filters";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/shop-csv";

/** /admin/shop.csv: the rental orders of the current filter, for Excel. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { resource: true });
  const orders = await getOrders(parseOrderFilter(new URL(request.url)));
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(ordersCsv(orders), `commandes-location-${day}.csv`);
}
