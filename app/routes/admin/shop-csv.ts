import { csvStreamResponse } from "~/lib/csv-stream.server";
import { ordersCsvStream } from "~/admin/orders/csv.server";
import { parseOrderFilter } from "~/admin/orders/url-filters";
import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/shop-csv";

/** /admin/shop.csv: the rental orders of the current filter (every page), for Excel, streamed. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { resource: true });
  const stream = await ordersCsvStream(parseOrderFilter(new URL(request.url)));
  const day = new Date().toISOString().slice(0, 10);
  return csvStreamResponse(stream, `commandes-location-${day}.csv`);
}
