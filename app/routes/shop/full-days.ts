import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { getFullDays } from "~/orders/availability.server";
import { FullDaysQuerySchema } from "~/rental/full-days-query.server";
import type { FullDaysAnswer } from "~/rental/product";
import type { Route } from "./+types/full-days";

/**
 * GET /location-materiel/jours-complets?produit=…&du=…&au=…&quantite=N: the days of the window
 * on which the product cannot be rented for N units (the rental dialog greys them out).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = FullDaysQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) {
    return data({ error: query.error.issues[0]?.message ?? "Paramètres invalides." }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const { produit, du, au, quantite } = query.data;
  const full = await getFullDays(getDb(), produit, { from: du, to: au }, quantite);
  if (full === null) return data({ error: "Produit introuvable." }, { status: 404, headers: { "Cache-Control": "no-store" } });
  return data<FullDaysAnswer>({ full }, { headers: { "Cache-Control": "no-store" } });
}
