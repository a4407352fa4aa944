// Charges on an order after its rental (issue 23): 'Facturer les dommages' at a check-in (damage,
// loss or late return, confirmed as it is typed), and the late fee the software proposes when late
// units come back, which the agency confirms or drops. Each names the units it bills, at most what
// the return says of its kind (issue 37: the damaged units for damage, the missing for loss, the
// late for a late fee), and may be edited until it is billed. Confirmed charges are billed once,
// together, on a facture complémentaire: by 'Facturer les frais' (due after the payment terms), or
// by the deposit's retention, which settles them from the kept deposit (deposits.server.ts).

import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { order_charges, rental_orders, site_settings, type ChargeLine } from "~/db/schema";
import { centsToDecimal, decimalToCents, formatPrice, type Cents } from "~/lib/pricing";
import { acceptedVatRate, unknownVatRateMessage, vatRateLabel } from "~/lib/vat-rates";
import { totalVat, vatByRate } from "~/orders/figures";
import { getTaxRates } from "~/orders/taxes.server";
import { dayNumber, todayInTunis } from "~/lib/calendar-dates";
import { CHARGE_KIND_LABELS, chargeLabel, chargeLines, chargeQuantityError, type ChargeDecision, type ChargeInput } from "./charge-schema";
import { getChargeableProducts } from "~/equipment/chargeable-units.server";
import { ComplementaryInvoiceError, issueChargesInvoice } from "./complementary-invoice.server";
import type { BilledCharge } from "~/orders/documents/complementary-invoice-builder";
import type { IssuedDocument } from "~/orders/documents.server";
import { recordOrderEvent } from "~/orders/timeline.server";

export type OrderCharge = typeof order_charges.$inferSelect;

export class ChargeError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = "ChargeError";
  }
}

/** An order's charges, oldest first (dropped ones included: they stay, struck through). */
export function getOrderCharges(db: DbExecutor, orderId: string, limit = 100): Promise<OrderCharge[]> {
  return db.select().from(order_charges).where(eq(order_charges.order_id, orderId)).orderBy(asc(order_charges.created_at), asc(order_charges.id)).limit(limit);
}

/** The confirmed charges no invoice has billed yet. */
export function unbilledCharges(db: DbExecutor, orderId: string): Promise<OrderCharge[]> {
  return db
    .select()
    .from(order_charges)
    .where(and(eq(order_charges.order_id, orderId), eq(order_charges.status, "confirmed"), isNull(order_charges.document_id)))
    .orderBy(asc(order_charges.created_at), asc(order_charges.id));
}

export { chargeLabel };

export const billedCharge = (charge: OrderCharge): BilledCharge => ({ label: chargeLabel(charge), amount: decimalToCents(charge.amount) ?? 0n, vatRate: decimalToCents(charge.vat_rate) ?? 0n });

/** Σ HT of charges, their VAT per rate and the stamp duty of the invoice that bills them: what it will ask TTC. */
export function chargesTtc(charges: Pick<OrderCharge, "amount" | "vat_rate">[], stampDuty: Cents): Cents {
  if (charges.length === 0) return 0n;
  const amounts = charges.map((charge) => ({ rate: decimalToCents(charge.vat_rate) ?? 0n, amount: decimalToCents(charge.amount) ?? 0n }));
  const ht = amounts.reduce((sum, charge) => sum + charge.amount, 0n);
  return ht + totalVat(vatByRate(amounts)) + stampDuty;
}

/**
 * What billing the order's confirmed charges not yet billed would ask: Σ HT, then TTC with each
 * charge's VAT and the stamp duty of their invoice.
 */
export function chargesToBill(charges: Pick<OrderCharge, "amount" | "vat_rate" | "status" | "document_id">[], order: { stamp_duty: string }): { ht: Cents; ttc: Cents } {
  const toBill = charges.filter((charge) => charge.status === "confirmed" && !charge.document_id);
  const cents = (decimal: string) => decimalToCents(decimal) ?? 0n;
  return {
    ht: toBill.reduce((sum, charge) => sum + cents(charge.amount), 0n),
    ttc: chargesTtc(toBill, cents(order.stamp_duty)),
  };
}

async function lockOrder(tx: DbExecutor, orderId: string) {
  const [order] = await tx.select().from(rental_orders).where(eq(rental_orders.id, orderId)).for("update");
  if (!order) throw new ChargeError("Commande introuvable.", 404);
  return order;
}

/**
 * The order (locked) open to charges, and the units of each product a charge may bill (the
 * return's damaged, missing and late ones): what `input` asks is checked against them.
 */
async function checkedLines(tx: DbExecutor, orderId: string, input: ChargeInput, now: Date) {
  const order = await lockOrder(tx, orderId);
  if (order.status === "cancelled") throw new ChargeError("Une commande annulée ne reçoit pas de frais.", 409);
  const products = await getChargeableProducts(tx, order, now);
  if (products.length === 0) throw new ChargeError("Rien n'est encore sorti du dépôt pour cette commande : pas de frais après location.", 409);
  const refused = chargeQuantityError(products, input);
  if (refused) throw new ChargeError(refused.message, 400, refused.field);
  return { order, lines: chargeLines(products, input.lines) };
}

/** The VAT rate a charge takes: the one posted, from the settings' list (or the charge's own), else the default rate. */
async function checkedVatRate(tx: DbExecutor, input: ChargeInput, current?: string): Promise<string> {
  const taxes = await getTaxRates(tx);
  if (input.vat_rate === undefined) return current ?? taxes.vat_rate;
  const rate = acceptedVatRate(input.vat_rate, taxes.vat_rates, current);
  if (rate === null) throw new ChargeError(unknownVatRateMessage(taxes.vat_rates), 400, "vat_rate");
  return rate;
}

/**
 * 'Facturer les dommages': a confirmed charge on an order whose equipment has left the depot, for
 * units of its products (at least one for damage or loss), no more than the return says of its kind.
 */
export async function addCharge(db: Db, orderId: string, input: ChargeInput, actor: string, now = new Date()): Promise<OrderCharge> {
  return db.transaction(async (tx) => {
    const { lines } = await checkedLines(tx, orderId, input, now);
    const vatRate = await checkedVatRate(tx, input);
    const [charge] = await tx
      .insert(order_charges)
      .values({ order_id: orderId, kind: input.kind, status: "confirmed", amount: input.amount, vat_rate: vatRate, reason: input.reason, lines, created_by: actor, created_at: now, decided_by: actor, decided_at: now })
      .returning();
    await recordOrderEvent(tx, {
      orderId,
      kind: "charge",
      summary: `Frais ajoutés : ${CHARGE_KIND_LABELS[input.kind].toLowerCase()}, ${formatPrice(decimalToCents(input.amount) ?? 0n)} HT`,
      details: [chargeLabel(charge!)],
      actor,
    });
    return charge!;
  });
}

/**
 * 'Enregistrer les frais' on a charge not billed yet: its kind, amount, reason and units, checked
 * like a new one's. A proposed late fee the agency edits is confirmed by it (none is proposed
 * again). A charge of another kind than 'late' counts no days of delay.
 */
export async function updateCharge(db: Db, orderId: string, chargeId: string, input: ChargeInput, actor: string, now = new Date()): Promise<OrderCharge> {
  return db.transaction(async (tx) => {
    const { lines } = await checkedLines(tx, orderId, input, now);
    const [charge] = await tx.select().from(order_charges).where(and(eq(order_charges.id, chargeId), eq(order_charges.order_id, orderId)));
    if (!charge) throw new ChargeError("Frais introuvables sur cette commande.", 404);
    if (charge.document_id) throw new ChargeError("Ces frais sont déjà facturés : corrigez la facture complémentaire par une facture d'avoir.", 409);
    if (charge.status === "dropped") throw new ChargeError("Ces frais sont abandonnés : ajoutez-en de nouveaux.", 409);
    const confirming = charge.status === "proposed";
    const vatRate = await checkedVatRate(tx, input, charge.vat_rate);
    const [updated] = await tx
      .update(order_charges)
      .set({
        kind: input.kind,
        amount: input.amount,
        vat_rate: vatRate,
        reason: input.reason,
        lines,
        days: input.kind === "late" ? charge.days : null,
        ...(confirming ? { status: "confirmed" as const, decided_by: actor, decided_at: now } : {}),
      })
      .where(eq(order_charges.id, charge.id))
      .returning();
    const said = (row: OrderCharge) => `${chargeLabel(row)} (${formatPrice(decimalToCents(row.amount) ?? 0n)} HT, TVA ${vatRateLabel(row.vat_rate)})`;
    const before = said(charge);
    const after = said(updated!);
    await recordOrderEvent(tx, {
      orderId,
      kind: "charge",
      summary: `Frais modifiés${confirming ? " et confirmés" : ""} : ${CHARGE_KIND_LABELS[input.kind].toLowerCase()}, ${formatPrice(decimalToCents(input.amount) ?? 0n)} HT`,
      details: before === after ? [after] : [`Avant : ${before}`, `Après : ${after}`],
      actor,
    });
    return updated!;
  });
}

/** Whole days of delay: the return day's slot missed counts one, each day after it one more. */
export function lateDays(returnDate: string, today: string): number {
  const late = (dayNumber(today) ?? 0) - (dayNumber(returnDate) ?? 0);
  return Math.max(1, late);
}

/**
 * Inside a check-in's transaction, for an order late to come back: proposes the late fee (per day,
 * the setting; off at 0), or brings an open proposal up to date. Once the agency has confirmed or
 * dropped a late fee, none is proposed again.
 */
export async function proposeLateFee(tx: DbExecutor, order: { id: string; return_date: string; return_slot: string | null }, actor: string, now: Date): Promise<OrderCharge | null> {
  const [settings] = await tx.select({ fee: site_settings.late_fee_per_day, vatRate: site_settings.vat_rate }).from(site_settings).limit(1);
  const perDay = decimalToCents(settings?.fee ?? "0") ?? 0n;
  if (perDay <= 0n) return null;
  const days = lateDays(order.return_date, todayInTunis(now));
  const amount = centsToDecimal(perDay * BigInt(days));
  const reason = `Restitution tardive : ${days} jour${days > 1 ? "s" : ""} × ${formatPrice(perDay)} HT`;
  const [existing] = await tx.select().from(order_charges).where(and(eq(order_charges.order_id, order.id), eq(order_charges.kind, "late"))).limit(1);
  if (existing && existing.status !== "proposed") return null;
  // The units back late (this check-in's included) and those still out.
  const lines: ChargeLine[] = (await getChargeableProducts(tx, order, now)).flatMap((product) => (product.late > 0 ? [{ product_id: product.productId, name: product.name, quantity: product.late }] : []));
  if (existing) {
    const [updated] = await tx.update(order_charges).set({ days, amount, reason, lines }).where(eq(order_charges.id, existing.id)).returning();
    return updated!;
  }
  // At the settings' default rate.
  const [charge] = await tx
    .insert(order_charges)
    .values({ order_id: order.id, kind: "late", status: "proposed", amount, vat_rate: settings?.vatRate ?? "19.00", reason, days, lines, created_by: actor, created_at: now })
    .returning();
  await recordOrderEvent(tx, { orderId: order.id, kind: "charge", summary: `Frais de retard proposés : ${formatPrice(perDay * BigInt(days))} HT (${days} jour${days > 1 ? "s" : ""})`, details: [], actor });
  return charge!;
}

/** Confirms a proposed charge, or drops a charge no invoice has billed. */
export async function decideCharge(db: Db, orderId: string, input: ChargeDecision, actor: string, now = new Date()): Promise<OrderCharge> {
  return db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const [charge] = await tx.select().from(order_charges).where(and(eq(order_charges.id, input.charge), eq(order_charges.order_id, orderId)));
    if (!charge) throw new ChargeError("Frais introuvables sur cette commande.", 404);
    if (charge.document_id) throw new ChargeError("Ces frais sont déjà facturés : corrigez la facture complémentaire par une facture d'avoir.", 409);
    if (charge.status === "dropped") throw new ChargeError("Ces frais sont déjà abandonnés.", 409);
    if (input.decision === "confirm" && charge.status !== "proposed") throw new ChargeError("Ces frais sont déjà confirmés.", 409);
    const status = input.decision === "confirm" ? "confirmed" : "dropped";
    const [updated] = await tx.update(order_charges).set({ status, decided_by: actor, decided_at: now }).where(eq(order_charges.id, charge.id)).returning();
    await recordOrderEvent(tx, {
      orderId,
      kind: "charge",
      summary: `Frais ${status === "confirmed" ? "confirmés" : "abandonnés"} : ${CHARGE_KIND_LABELS[charge.kind].toLowerCase()}, ${formatPrice(decimalToCents(charge.amount) ?? 0n)} HT`,
      details: [chargeLabel(charge)],
      actor,
    });
    return updated!;
  });
}

/**
 * Bills `charges` on a facture complémentaire inside the caller's transaction (the order locked),
 * of which the kept deposit settles `settledByDeposit`: the rest is added to what the client owes.
 */
export async function billChargesIn(tx: DbExecutor, order: typeof rental_orders.$inferSelect, charges: OrderCharge[], settledByDeposit: Cents, actor: string, now: Date): Promise<IssuedDocument> {
  const document = await issueChargesInvoice(tx, order, charges.map(billedCharge), settledByDeposit, actor, now);
  const owed = (decimalToCents(document.data.figures.totalTtc) ?? 0n) - settledByDeposit;
  for (const charge of charges) await tx.update(order_charges).set({ document_id: document.id }).where(eq(order_charges.id, charge.id));
  if (owed > 0n) {
    await tx
      .update(rental_orders)
      // The due day of reminders and 'En retard' stays the rental invoice's: an order not invoiced
      // yet owes its charges on their invoice's own terms, shown on it and in the balance.
      .set({ charges_due_ttc: centsToDecimal((decimalToCents(order.charges_due_ttc) ?? 0n) + owed) })
      .where(eq(rental_orders.id, order.id));
  }
  return document;
}

/** 'Facturer les frais': the confirmed charges not yet billed, on a facture complémentaire due by the client. */
export async function billCharges(db: Db, orderId: string, actor: string, now = new Date()): Promise<IssuedDocument> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const charges = await unbilledCharges(tx, orderId);
    if (charges.length === 0) throw new ChargeError("Aucun frais confirmé à facturer.", 409);
    try {
      return await billChargesIn(tx, order, charges, 0n, actor, now);
    } catch (error) {
      if (error instanceof ComplementaryInvoiceError) throw new ChargeError(error.message, 400);
      throw error;
    }
  });
}
