import { data } from "react-router";
import { parseLabelsQuery } from "~/equipment/labels/labels-query";
import { productLabelsPdf } from "~/equipment/labels/product-labels.server";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { env } from "~/lib/env.server";
import { pdfResponse } from "~/orders/documents/pdf-response.server";
import type { Route } from "./+types/product-labels";

/**
 * /admin/shop/etiquettes.pdf?produit=<id>&nombre=14: a sheet of one product's QR labels; without
 * ?produit=, one label per product of the catalogue, or of a category (?categorie=audio).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { resource: true });
  const query = parseLabelsQuery(new URL(request.url).searchParams);
  if (!query.success) throw data({ error: query.error.issues[0]!.message }, { status: 400 });
  const result = await productLabelsPdf(getDb(), query.data, env().PUBLIC_URL);
  if (!result.ok) throw data({ error: result.error }, { status: result.status });
  const { data: asked } = query;
  const name = asked.scope === "product" ? `etiquettes-article-${asked.product.slice(0, 8)}` : `etiquettes-${asked.category ?? "catalogue"}`;
  return pdfResponse(`${name}.pdf`, result.pdf);
}
