import { requireAdmin } from "~/auth/session.server";
import type { Route } from "./+types/shop-csv";

/** /admin/shop.csv: the rental orders of the current filter, for Excel. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { resource: true });
  return new Response("", { status: 404 });
}
