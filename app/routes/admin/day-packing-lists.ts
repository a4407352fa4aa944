import { data } from "react-router";
import { parseSheetDay, SHEET_DAY_PARAM } from "~/admin/departures-returns/sheet-day";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { todayInTunis } from "~/lib/calendar-dates";
import { pdfResponse } from "~/orders/documents/pdf-response.server";
import { dayPackingListsPdf, orderPackingListPdf } from "~/orders/packing-lists.server";
import { orderNumberFromParam } from "~/orders/order-number";
import type { Route } from "./+types/day-packing-lists";

/**
 * /admin/shop/departs-retours/bons-de-sortie.pdf?jour=2026-12-05: every packing list of the day's
 * departures in one PDF; with `&commande=CMD-000042` (or 42), that order's alone.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request, { resource: true });
  const url = new URL(request.url);
  const typed = url.searchParams.get("commande");
  if (typed !== null) {
    const number = orderNumberFromParam(typed.trim().toUpperCase());
    const pdf = number === null ? null : await orderPackingListPdf(getDb(), number);
    if (!pdf) throw data({ error: `Commande introuvable : « ${typed.slice(0, 40)} ». Indiquez un numéro comme CMD-000042 ou 42.` }, { status: 404 });
    return pdfResponse(`bon-de-sortie-CMD-${String(number).padStart(6, "0")}.pdf`, pdf);
  }
  const parsed = parseSheetDay(url.searchParams.get(SHEET_DAY_PARAM), todayInTunis());
  if (!parsed.ok) throw data({ error: parsed.error }, { status: 400 });
  const pdf = await dayPackingListsPdf(getDb(), parsed.day);
  if (!pdf) throw data({ error: "Aucun départ ce jour-là : pas de bon de sortie à imprimer." }, { status: 404 });
  return pdfResponse(`bons-de-sortie-${parsed.day}.pdf`, pdf);
}
