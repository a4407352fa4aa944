// Payments of an order (issue 22): recorded and cancelled in a transaction that locks the order,
// keeps its paid_amount and payments_revision, and writes the timeline. A payment is never
// changed nor deleted; a mistake is cancelled with its reason.

import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { order_payments, rental_orders } from "~/db/schema";
import { centsToDecimal, decimalToCents, formatPrice } from "~/lib/pricing";
import { formatDate, todayInTunis } from "~/lib/calendar-dates";
import type { CancelPaymentSchema, PaymentInput } from "./payment-schema";
import { PAYMENT_METHOD_LABELS, storedPaymentSummary, type PaymentSummary, type StoredOwed } from "./payment-status";
import { recordOrderEvent } from "~/orders/timeline.server";
import type { z } from "zod";

export type OrderPayment = typeof order_payments.$inferSelect;

/** A refusal the admin can act on, in French, with the HTTP status of the answer. */
export class PaymentError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: "paid_on" | "amount",
  ) {
    super(message);
    this.name = "PaymentError";
  }
}

export const STALE_PAYMENTS =
  "Un autre paiement a été enregistré ou annulé sur cette commande depuis l'ouverture de la page : vérifiez le solde puis recommencez.";

/** The order's payments, oldest first (cancelled ones included: they stay, struck through). */
export function getOrderPayments(db: DbExecutor, orderId: string): Promise<OrderPayment[]> {
  return db.select().from(order_payments).where(eq(order_payments.order_id, orderId)).orderBy(asc(order_payments.paid_on), asc(order_payments.recorded_at));
}

/** Total TTC (less its credit notes), paid, still due and the payment status of a stored order. */
export function orderPaymentSummary(order: StoredOwed): PaymentSummary {
  return storedPaymentSummary(order);
}

async function lockOrder(tx: DbExecutor, orderId: string, revision: number) {
  const [order] = await tx
    .select({ id: rental_orders.id, created_at: rental_orders.created_at, revision: rental_orders.payments_revision })
    .from(rental_orders)
    .where(eq(rental_orders.id, orderId))
    .for("update");
  if (!order) throw new PaymentError("Commande introuvable.", 404);
  if (order.revision !== revision) throw new PaymentError(STALE_PAYMENTS, 409);
  return order;
}

function methodDetails(payment: Pick<OrderPayment, "method" | "reference" | "cheque_number" | "bank" | "certificate_number" | "note">): string[] {
  return [
    payment.cheque_number ? `Chèque n° ${payment.cheque_number}${payment.bank ? `, ${payment.bank}` : ""}` : null,
    payment.certificate_number ? `Certificat de retenue n° ${payment.certificate_number}` : null,
    payment.reference ? `Référence : ${payment.reference}` : null,
    payment.note ? `Note : ${payment.note}` : null,
  ].filter((line): line is string => line !== null);
}

/**
 * Records money received. Refused when the page was older than the last payment recorded or
 * cancelled (`revision`), or when the day is before the order was placed.
 */
export async function recordPayment(db: Db, orderId: string, input: PaymentInput, actor: string, now = new Date()): Promise<OrderPayment> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, input.revision);
    const placedOn = todayInTunis(order.created_at);
    if (input.paid_on < placedOn) {
      throw new PaymentError(`La date du paiement ne peut pas précéder la commande (passée le ${formatDate(placedOn)}).`, 400, "paid_on");
    }
    if (input.paid_on > todayInTunis(now)) throw new PaymentError("La date du paiement ne peut pas être dans le futur.", 400, "paid_on");
    const amount = decimalToCents(input.amount);
    if (amount === null || amount <= 0n) throw new PaymentError("Le montant doit être supérieur à 0.", 400, "amount");
    const [payment] = await tx
      .insert(order_payments)
      .values({
        order_id: orderId,
        paid_on: input.paid_on,
        amount: centsToDecimal(amount),
        method: input.method,
        reference: input.reference ?? null,
        cheque_number: input.method === "cheque" ? (input.cheque_number ?? null) : null,
        bank: input.method === "cheque" ? (input.bank ?? null) : null,
        certificate_number: input.method === "withholding" ? (input.certificate_number ?? null) : null,
        note: input.note ?? null,
        recorded_by: actor,
      })
      .returning();
    await tx
      .update(rental_orders)
      .set({ paid_amount: sql`${rental_orders.paid_amount} + ${centsToDecimal(amount)}::numeric`, payments_revision: sql`${rental_orders.payments_revision} + 1` })
      .where(eq(rental_orders.id, orderId));
    await recordOrderEvent(tx, {
      orderId,
      kind: "payment",
      summary: `Paiement enregistré : ${formatPrice(amount)} (${PAYMENT_METHOD_LABELS[input.method].toLowerCase()}) reçu le ${formatDate(input.paid_on)}`,
      details: methodDetails(payment!),
      actor,
    });
    return payment!;
  });
}

/** Cancels a payment with its reason: it stays, struck through, and no longer counts. */
export async function cancelPayment(db: Db, orderId: string, input: z.infer<typeof CancelPaymentSchema>, actor: string): Promise<OrderPayment> {
  return db.transaction(async (tx) => {
    await lockOrder(tx, orderId, input.revision);
    const [payment] = await tx
      .select()
      .from(order_payments)
      .where(and(eq(order_payments.id, input.payment), eq(order_payments.order_id, orderId)));
    if (!payment) throw new PaymentError("Paiement introuvable.", 404);
    if (payment.cancelled_at) throw new PaymentError("Ce paiement est déjà annulé.", 409);
    const [cancelled] = await tx
      .update(order_payments)
      .set({ cancelled_at: new Date(), cancelled_by: actor, cancel_reason: input.reason })
      .where(eq(order_payments.id, payment.id))
      .returning();
    await tx
      .update(rental_orders)
      .set({ paid_amount: sql`${rental_orders.paid_amount} - ${payment.amount}::numeric`, payments_revision: sql`${rental_orders.payments_revision} + 1` })
      .where(eq(rental_orders.id, orderId));
    const amount = decimalToCents(payment.amount) ?? 0n;
    await recordOrderEvent(tx, {
      orderId,
      kind: "payment-cancelled",
      summary: `Paiement annulé : ${formatPrice(amount)} (${PAYMENT_METHOD_LABELS[payment.method].toLowerCase()}) du ${formatDate(payment.paid_on)}`,
      details: [`Motif : ${input.reason}`],
      actor,
    });
    return cancelled!;
  });
}
