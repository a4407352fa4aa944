// The order's depot page (/admin/shop/commandes/CMD-000042/depot, issue 23): what leaves and what
// comes back, per product, as two plain forms. The route checks the admin role first.

import { data } from "react-router";
import { z } from "zod";
import { deskSuccess, type DeskActionResult } from "~/admin/desk-result";
import { getDb } from "~/db/client.server";
import { timeSlotLabel } from "~/orders/fulfilment";
import { CheckInSchema, checkInFormInput, CheckOutSchema, checkOutFormInput, DEPOT_LIMITS, depotFormValues } from "~/equipment/depot-schema";
import { storeUpload } from "~/media/upload.server";
import { UploadError } from "~/media/validate.server";
import { checkIn, checkOut, DepotError, findDepotOrder, getDepotLines } from "~/equipment/depot.server";
import { orderNumberFromParam } from "~/orders/order-number";
import { formatOrderNumber } from "~/orders/status";
import { addCharge, ChargeError, getOrderCharges } from "~/money/charges.server";
import { CHARGE_KIND_LABELS, chargeFormInput, ChargeSchema } from "~/money/charge-schema";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { getTaxRates } from "~/orders/taxes.server";

async function findOrder(param: string | undefined) {
  const number = orderNumberFromParam(param);
  return number === null ? null : findDepotOrder(getDb(), number);
}

export async function loadDepotPage(param: string | undefined) {
  const order = await findOrder(param);
  if (!order) throw data({ error: "Commande introuvable." }, { status: 404 });
  const [lines, taxes] = await Promise.all([getDepotLines(getDb(), order), getTaxRates(getDb())]);
  const leaving = order.status === "confirmed" || order.status === "in_progress";
  return {
    number: formatOrderNumber(order.order_number),
    order: {
      status: order.status,
      clientName: `${order.first_name} ${order.last_name}`.trim(),
      company: order.company,
      phone: order.phone,
      fulfilment: order.fulfilment,
      address: order.delivery_address,
      rentalDate: order.rental_date,
      returnDate: order.return_date,
      departureSlot: timeSlotLabel(order.departure_slot),
      returnSlot: timeSlotLabel(order.return_slot),
      notes: order.notes,
    },
    revision: order.depot_revision,
    lines,
    /** 'Départ' is offered while something of a confirmed or in-progress order is still to leave. */
    canCheckOut: leaving && lines.some((line) => line.toLeave > 0),
    canCheckIn: lines.some((line) => line.outstanding > 0),
    /** 'Facturer les dommages' once something has left (issue 23): the charge goes on the order. */
    canCharge: order.status !== "cancelled" && lines.some((line) => line.out > 0),
    /** The VAT rates a charge may take, and the one it starts at (issue 37). */
    vatRates: taxes.vat_rates,
    defaultVatRate: taxes.vat_rate,
    /** Charges already on the order (damage, loss, late fee), to say so beside the form. */
    charges: (await getOrderCharges(getDb(), order.id)).filter((charge) => charge.status !== "dropped").length,
    /** Everything that left is accounted for, and the order is still 'En cours'. */
    allBack: order.status === "in_progress" && lines.some((line) => line.out > 0) && lines.every((line) => line.outstanding === 0),
  };
}

export type DepotPageData = Awaited<ReturnType<typeof loadDepotPage>>;

/** A refused check-out or check-in: the message, the field it is about, and what was typed. */
export type DepotFailure = Extract<DeskActionResult, { ok: false }> & { intent: "check-out" | "check-in" | "add-charge"; field?: string; values: Record<string, string> };

const IntentSchema = z.enum(["check-out", "check-in", "add-charge"], { error: "Action inconnue." });

const REFUSED_TITLES = { "check-out": "Départ non enregistré", "check-in": "Retour non enregistré", "add-charge": "Frais non ajoutés" } as const;

export async function handleDepotAction(param: string | undefined, request: Request, actor: string) {
  const form = await request.formData();
  const values = depotFormValues(form);
  // The ticked products of a charge, all of them (a field posted several times).
  values.products = form.getAll("product").filter((value) => typeof value === "string").join(",");
  const intent = IntentSchema.safeParse(form.get("intent"));
  const fail = (status: number, message: string, field?: string) =>
    data<DepotFailure>(
      {
        ok: false,
        status,
        error: message,
        intent: intent.success ? intent.data : "check-out",
        ...(field ? { field } : {}),
        values,
        toast: { title: REFUSED_TITLES[intent.success ? intent.data : "check-out"], description: message },
      },
      { status },
    );
  if (!intent.success) return fail(400, intent.error.issues[0]!.message);
  const order = await findOrder(param);
  if (!order) return fail(404, "Commande introuvable.");
  const number = formatOrderNumber(order.order_number);
  try {
    if (intent.data === "add-charge") {
      const parsed = ChargeSchema.safeParse(chargeFormInput(form));
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message, String(parsed.error.issues[0]!.path[0] ?? ""));
      const charge = await addCharge(getDb(), order.id, parsed.data, actor);
      return deskSuccess("Frais ajoutés", {
        description: `${number} : ${CHARGE_KIND_LABELS[charge.kind].toLowerCase()}, ${formatPrice(decimalToCents(charge.amount) ?? 0n)} HT à facturer (page de la commande).`,
      });
    }
    if (intent.data === "check-out") {
      const parsed = CheckOutSchema.safeParse(checkOutFormInput(form));
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      const result = await checkOut(getDb(), order.id, parsed.data, actor);
      return deskSuccess("Départ enregistré", {
        description: `${number} : ${result.total} unité${result.total > 1 ? "s" : ""} sortie${result.total > 1 ? "s" : ""} du dépôt${result.started ? ", la commande est en cours" : ""}.`,
      });
    }
    const parsed = CheckInSchema.safeParse(checkInFormInput(form));
    if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
    const files = form.getAll("photos").filter((value): value is File => value instanceof File && value.size > 0);
    if (files.length > DEPOT_LIMITS.photosMax) return fail(400, `${DEPOT_LIMITS.photosMax} photos au plus par retour.`, "photos");
    // Checked by their bytes and stored in the media library before the return is written: a
    // refused photo refuses the return, with nothing recorded.
    const photos: string[] = [];
    for (const file of files) {
      try {
        photos.push((await storeUpload(file, `Retour du matériel, commande ${number}`)).url);
      } catch (error) {
        if (error instanceof UploadError) return fail(400, `Photo « ${file.name} » refusée : ${error.message}`, "photos");
        throw error;
      }
    }
    const result = await checkIn(getDb(), order.id, parsed.data, actor, new Date(), photos);
    const total = result.returned + result.damaged + result.missing;
    return deskSuccess("Retour enregistré", {
      description: `${number} : ${total} unité${total > 1 ? "s" : ""} rentrée${total > 1 ? "s" : ""}${photos.length ? `, ${photos.length} photo${photos.length > 1 ? "s" : ""}` : ""}${result.damaged + result.missing > 0 ? ` (${result.damaged} endommagée${result.damaged > 1 ? "s" : ""}, ${result.missing} manquante${result.missing > 1 ? "s" : ""}, en maintenance)` : ""}${result.stillOut > 0 ? ` ; ${result.stillOut} encore dehors` : " ; tout est rentré"}.`,
    });
  } catch (error) {
    if (error instanceof DepotError || error instanceof ChargeError) return fail(error.status, error.message, error.field);
    throw error;
  }
}
