// The order's depot page (/admin/shop/commandes/CMD-000042/depot, issue 23): what leaves and what
// comes back, per product, as two plain forms. The route checks the admin role first.

import { data } from "react-router";
import { z } from "zod";
import { deskSuccess, type DeskActionResult } from "~/admin/desk-result";
import { getDb } from "~/db/client.server";
import { CheckInSchema, checkInFormInput, CheckOutSchema, checkOutFormInput, DEPOT_LIMITS, depotFormValues } from "~/equipment/depot-schema";
import { storeUpload } from "~/media/upload.server";
import { UploadError } from "~/media/validate.server";
import { checkIn, checkOut, DepotError, findDepotOrder, getDepotLines } from "~/equipment/depot.server";
import { checkInSummary, depotScheduleText, depotStanding } from "~/equipment/depot-text";
import { orderNumberFromParam } from "~/orders/order-number";
import { formatOrderNumber } from "~/orders/status";
import { addCharge, ChargeError, getOrderCharges, updateCharge } from "~/money/charges.server";
import {
  CHARGE_KIND_LABELS,
  chargeFormInput,
  chargeFormValues,
  chargePreview,
  chargeQuantityError,
  chargeQuantityField,
  ChargeSchema,
  defaultChargeQuantities,
  isChargeKind,
  type ChargeableProduct,
  type ChargeKind,
} from "~/money/charge-schema";
import { getChargeableProducts } from "~/equipment/chargeable-units.server";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { redirectWithToast } from "~/lib/toast.server";
import { orderPagePath } from "~/orders/path";
import { getTaxRates } from "~/orders/taxes.server";

async function findOrder(param: string | undefined) {
  const number = orderNumberFromParam(param);
  return number === null ? null : findDepotOrder(getDb(), number);
}

/** A charge opened for editing ('Modifier' on the order's page): what its form starts from. */
export type EditedCharge = { id: string; kind: ChargeKind; amount: string; vatRate: string; reason: string; days: number | null; proposed: boolean; quantities: Record<string, string> };

/** The charge `?frais=<id>` asks to edit, when the order has it and it is not billed nor dropped; else why not. */
function editedCharge(charges: Awaited<ReturnType<typeof getOrderCharges>>, id: string | null): { charge: EditedCharge | null; notice: string | null } {
  if (!id) return { charge: null, notice: null };
  const charge = charges.find((row) => row.id === id);
  if (!charge) return { charge: null, notice: "Ces frais n'existent pas sur cette commande : vous pouvez en ajouter de nouveaux." };
  if (charge.document_id) return { charge: null, notice: "Ces frais sont déjà facturés : corrigez la facture complémentaire par une facture d'avoir." };
  if (charge.status === "dropped") return { charge: null, notice: "Ces frais sont abandonnés : vous pouvez en ajouter de nouveaux." };
  return {
    charge: {
      id: charge.id,
      kind: charge.kind,
      amount: charge.amount.replace(".", ","),
      vatRate: charge.vat_rate,
      reason: charge.reason,
      days: charge.days,
      proposed: charge.status === "proposed",
      quantities: Object.fromEntries(charge.lines.map((line) => [line.product_id, String(line.quantity)])),
    },
    notice: null,
  };
}

export async function loadDepotPage(param: string | undefined, url?: URL) {
  const order = await findOrder(param);
  if (!order) throw data({ error: "Commande introuvable." }, { status: 404 });
  const [lines, chargeable, charges, taxes] = await Promise.all([
    getDepotLines(getDb(), order),
    getChargeableProducts(getDb(), order),
    getOrderCharges(getDb(), order.id),
    getTaxRates(getDb()),
  ]);
  const editing = editedCharge(charges, url?.searchParams.get("frais") ?? null);
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
      /** "Départ le 12 novembre 2026, matin (8 h – 12 h) · retour le …". */
      schedule: depotScheduleText({ rentalDate: order.rental_date, departureSlot: order.departure_slot, returnDate: order.return_date, returnSlot: order.return_slot }),
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
    charges: charges.filter((charge) => charge.status !== "dropped").length,
    /** What the return says a charge may bill, per product: its damaged, missing and late units. */
    chargeable,
    /** The charge being edited (`?frais=<id>`), or why it cannot be. */
    editing: editing.charge,
    editNotice: editing.notice,
    /** What is still out, or missing, or that everything came back (issue 38). */
    standing: depotStanding(lines),
    /** Everything that left is accounted for, and the order is still 'En cours'. */
    allBack: order.status === "in_progress" && lines.some((line) => line.out > 0) && lines.every((line) => line.outstanding === 0),
  };
}

export type DepotPageData = Awaited<ReturnType<typeof loadDepotPage>>;

/** A refused check-out, check-in or charge: the message, the field it is about, and what was typed. */
export type DepotFailure = Extract<DeskActionResult, { ok: false }> & { intent: "check-out" | "check-in" | "add-charge"; field?: string; values: Record<string, string> };

/** 'Aperçu' of a charge without JavaScript: what the invoice will carry, and what was typed (nothing saved). */
export type ChargePreviewResult = { intent: "preview-charge"; preview: { label: string; amount: string | null }; values: Record<string, string> };

const IntentSchema = z.enum(["check-out", "check-in", "add-charge", "preview-charge"], { error: "Action inconnue." });

const REFUSED_TITLES = { "check-out": "Départ non enregistré", "check-in": "Retour non enregistré", "add-charge": "Frais non enregistrés", "preview-charge": "Frais non enregistrés" } as const;

/**
 * The quantities typed were drawn for another kind than the one now chosen (the kind changed
 * without JavaScript, which redraws them): the values, with the new kind's quantities from the return.
 */
function redrawnForKind(values: Record<string, string>, products: ChargeableProduct[]): Record<string, string> | null {
  const kind = values.kind;
  if (!isChargeKind(kind) || !values.shown_kind || values.shown_kind === kind) return null;
  const redrawn: Record<string, string> = { ...values, shown_kind: kind };
  for (const [product, quantity] of Object.entries(defaultChargeQuantities(products, kind))) redrawn[chargeQuantityField(product)] = quantity;
  return redrawn;
}

export async function handleDepotAction(param: string | undefined, request: Request, actor: string) {
  const form = await request.formData();
  const values = depotFormValues(form);
  const intent = IntentSchema.safeParse(form.get("intent"));
  const fail = (status: number, message: string, field?: string, typed: Record<string, string> = values) =>
    data<DepotFailure>(
      {
        ok: false,
        status,
        error: message,
        intent: intent.success ? (intent.data === "preview-charge" ? "add-charge" : intent.data) : "check-out",
        ...(field ? { field } : {}),
        values: typed,
        toast: { title: REFUSED_TITLES[intent.success ? intent.data : "check-out"], description: message },
      },
      { status },
    );
  if (!intent.success) return fail(400, intent.error.issues[0]!.message);
  const order = await findOrder(param);
  if (!order) return fail(404, "Commande introuvable.");
  const number = formatOrderNumber(order.order_number);
  try {
    if (intent.data === "add-charge" || intent.data === "preview-charge") {
      const products = await getChargeableProducts(getDb(), order);
      const redrawn = redrawnForKind(values, products);
      if (intent.data === "preview-charge") {
        const shown = redrawn ?? { ...values, shown_kind: values.kind ?? "" };
        const charges = await getOrderCharges(getDb(), order.id);
        const days = charges.find((charge) => charge.id === shown.charge)?.days ?? null;
        return data<ChargePreviewResult>({ intent: "preview-charge", preview: chargePreview(chargeFormValuesOf(shown), products, days), values: shown });
      }
      if (redrawn) {
        return fail(400, `La nature des frais a changé : les quantités sont reprises du retour pour « ${isChargeKind(redrawn.kind) ? CHARGE_KIND_LABELS[redrawn.kind] : ""} ». Vérifiez-les, puis enregistrez.`, "kind", redrawn);
      }
      const typed = chargeFormValues(form);
      const parsed = ChargeSchema.safeParse(chargeFormInput(typed));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        // A quantity's issue is about its line: the field of that product.
        const field = issue.path[0] === "lines" && typeof issue.path[1] === "number" ? chargeQuantityField(chargeFormInput(typed).lines[issue.path[1]]?.product ?? "") : String(issue.path[0] ?? "");
        return fail(400, issue.message, field);
      }
      // Said before the transaction, with the field; the domain checks it again under the order's lock.
      const refused = chargeQuantityError(products, parsed.data);
      if (refused) return fail(400, refused.message, refused.field);
      if (parsed.data.charge) {
        const charge = await updateCharge(getDb(), order.id, parsed.data.charge, parsed.data, actor);
        return redirectWithToast(orderPagePath(order.order_number), {
          type: "success",
          title: "Frais modifiés",
          description: `${number} : ${CHARGE_KIND_LABELS[charge.kind].toLowerCase()}, ${formatPrice(decimalToCents(charge.amount) ?? 0n)} HT à facturer.`,
        });
      }
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
        // Shown as they are: their variants are made after the answer (issue 38).
        photos.push((await storeUpload(file, `Retour du matériel, commande ${number}`, { variants: "later" })).url);
      } catch (error) {
        if (error instanceof UploadError) return fail(400, `Photo « ${file.name} » refusée : ${error.message}`, "photos");
        throw error;
      }
    }
    const result = await checkIn(getDb(), order.id, parsed.data, actor, new Date(), photos);
    // Where the order stands after it: what is still out, or missing (never « tout est rentré » then).
    const after = depotStanding(await getDepotLines(getDb(), order));
    return deskSuccess("Retour enregistré", { description: checkInSummary(number, result, photos.length, after) });
  } catch (error) {
    if (error instanceof DepotError || error instanceof ChargeError) return fail(error.status, error.message, error.field);
    throw error;
  }
}

/** The charge's fields among a depot form's values (`quantity_<product>` for its quantities). */
function chargeFormValuesOf(values: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  return chargeFormValues(form);
}
