import { data } from "react-router";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { getAvailability } from "~/orders/availability.server";
import { CHECKOUT_LIMITS } from "~/rental/checkout-schema";
import { inclusiveDays, isIsoDate } from "~/lib/calendar-dates";
import type { AvailabilityAnswer } from "~/rental/product";
import type { Route } from "./+types/availability";

const QuerySchema = z
  .object({
    produit: z.uuid(),
    du: z.string().refine(isIsoDate),
    au: z.string().refine(isIsoDate),
  })
  // A rental lasts a year at most (the checkout's limit): a longer window is not a question.
  .refine((q) => q.du <= q.au && inclusiveDays({ from: q.du, to: q.au }) <= CHECKOUT_LIMITS.daysMax);


/**
 * GET /location-materiel/disponibilite?produit=…&du=AAAA-MM-JJ&au=AAAA-MM-JJ: the units of a
 * product free over the dates, for the rental dialog (null: not limited).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = QuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return data({ error: "Paramètres invalides." }, { status: 400 });
  const availability = await getAvailability(getDb(), [query.data.produit], { from: query.data.du, to: query.data.au });
  const product = availability.get(query.data.produit);
  if (!product) return data({ error: "Produit introuvable." }, { status: 404 });
  return data<AvailabilityAnswer>({ free: product.free }, { headers: { "Cache-Control": "no-store" } });
}
