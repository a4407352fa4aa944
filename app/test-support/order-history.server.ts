// The history of an order's money, made with the domain's own functions (record and cancel a
// payment, issue an invoice and credit notes, take the equipment out and back, add and bill
// charges, receive and settle the deposit), for the tests that check every page says the same
// amount owed. A step the domain refuses (a credit beyond the invoice, a retention beyond the
// charges) is skipped and said so: the history stays one the agency could have made.

import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { order_payments, rental_orders, type rental_products, type PaymentMethod } from "~/db/schema";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { ChargeError, addCharge, billCharges } from "~/money/charges.server";
import { ChargeSchema } from "~/money/charge-schema";
import { CreditNoteError, issueCreditNote } from "~/money/credit-notes.server";
import { CreditNoteSchema } from "~/money/credit-note-schema";
import { DepositError, receiveDeposit, settleDeposit } from "~/money/deposits.server";
import { DepositReceiptSchema, DepositSettlementSchema } from "~/money/deposit-schema";
import { CancelPaymentSchema, PaymentSchema } from "~/money/payment-schema";
import { PaymentError, cancelPayment, recordPayment } from "~/money/payments.server";
import { CheckInSchema, CheckOutSchema } from "~/equipment/depot-schema";
import { DepotError, checkIn, checkOut } from "~/equipment/depot.server";
import { DocumentError, issueDocument, standingInvoice } from "~/orders/documents.server";
import { insertPricedOrder } from "./rental-data.server";

export const HISTORY_ACTOR = "compta@imagine-events.tn";

/** Days are counted from the day the order was placed. */
export type HistoryStep =
  | { do: "pay"; day: number; amount: string; method: PaymentMethod }
  | { do: "cancel-payment"; day: number; nth: number }
  | { do: "invoice"; day: number }
  | { do: "credit"; day: number; amountHt: string }
  | { do: "credit-whole"; day: number }
  | { do: "deposit"; day: number; amount: string }
  | { do: "out"; day: number }
  | { do: "charge"; day: number; kind: "damage" | "loss"; amountHt: string }
  | { do: "bill-charges"; day: number }
  | { do: "settle-deposit"; day: number; retained: string };

export type History = { orderId: string; placedOn: string; applied: HistoryStep[]; refused: { step: HistoryStep; message: string }[] };

/** Noon in Tunis of a day: the clock a step runs at. */
export const noonOf = (day: string) => new Date(`${day}T11:00:00Z`);

/**
 * A confirmed order of `quantity` × `product` over its rental days, placed `ago` days before today
 * (its placing day moved back, as the payments' days must not precede it).
 */
export async function placeOrderForHistory(db: Db, product: typeof rental_products.$inferSelect, options: { quantity: number; ago: number; deposit?: string }) {
  const placedOn = addDays(todayInTunis(), -options.ago);
  const order = await insertPricedOrder(db, { status: "confirmed", from: addDays(placedOn, 3), to: addDays(placedOn, 5), lines: [{ product, quantity: options.quantity }] });
  await db.update(rental_orders).set({ created_at: noonOf(placedOn), deposit: options.deposit ?? "0" }).where(eq(rental_orders.id, order.id));
  return { ...order, placedOn };
}

const REFUSALS = [PaymentError, DocumentError, CreditNoteError, DepositError, ChargeError, DepotError];

async function revision(db: Db, orderId: string): Promise<number> {
  const [row] = await db.select({ revision: rental_orders.payments_revision }).from(rental_orders).where(eq(rental_orders.id, orderId));
  return row!.revision;
}

async function apply(db: Db, orderId: string, productId: string, placedOn: string, step: HistoryStep): Promise<void> {
  const day = addDays(placedOn, step.day);
  const now = noonOf(day);
  switch (step.do) {
    case "pay": {
      const extra = step.method === "cheque" ? { cheque_number: `00${step.day}42`, bank: "BIAT" } : step.method === "withholding" ? { certificate_number: `RS-${step.day}` } : {};
      await recordPayment(db, orderId, PaymentSchema.parse({ revision: String(await revision(db, orderId)), paid_on: day, amount: step.amount, method: step.method, ...extra }), HISTORY_ACTOR, now);
      return;
    }
    case "cancel-payment": {
      const live = (await db.select().from(order_payments).where(eq(order_payments.order_id, orderId)).orderBy(order_payments.recorded_at)).filter((p) => !p.cancelled_at);
      const payment = live[step.nth % Math.max(1, live.length)];
      if (!payment) throw new PaymentError("Aucun paiement à annuler.", 409);
      await cancelPayment(db, orderId, CancelPaymentSchema.parse({ revision: String(await revision(db, orderId)), payment: payment.id, reason: "Chèque impayé" }), HISTORY_ACTOR);
      return;
    }
    case "invoice":
      await issueDocument(db, orderId, "invoice", HISTORY_ACTOR, now);
      return;
    case "credit":
    case "credit-whole": {
      const invoice = await standingInvoice(db, orderId);
      if (!invoice) throw new CreditNoteError("Aucune facture à créditer.", 409);
      const input = step.do === "credit" ? { invoice: invoice.id, mode: "amount", amount: step.amountHt, reason: "Geste commercial" } : { invoice: invoice.id, mode: "whole", reason: "Facture à refaire" };
      await issueCreditNote(db, orderId, CreditNoteSchema.parse(input), HISTORY_ACTOR, now);
      return;
    }
    case "deposit":
      await receiveDeposit(db, orderId, DepositReceiptSchema.parse({ received_on: day, amount: step.amount, method: "cheque", reference: "Chèque de caution" }), HISTORY_ACTOR);
      return;
    case "out":
      await checkOut(db, orderId, CheckOutSchema.parse({ revision: "0", note: "Une unité part, le reste reste au dépôt", lines: [{ product: productId, out: "1" }] }), HISTORY_ACTOR, now);
      await checkIn(db, orderId, CheckInSchema.parse({ revision: "1", note: "Une unité revient rayée", lines: [{ product: productId, returned: "0", damaged: "1", missing: "0" }] }), HISTORY_ACTOR, now);
      return;
    case "charge":
      await addCharge(db, orderId, ChargeSchema.parse({ kind: step.kind, amount: step.amountHt, reason: "Constaté au retour", lines: step.kind === "damage" ? [{ product: productId, quantity: "1" }] : [] }), HISTORY_ACTOR, now);
      return;
    case "bill-charges":
      await billCharges(db, orderId, HISTORY_ACTOR, now);
      return;
    case "settle-deposit":
      await settleDeposit(db, orderId, DepositSettlementSchema.parse({ settled_on: day, retained: step.retained, reason: "damage", note: "Matériel abîmé" }), HISTORY_ACTOR, now);
      return;
  }
}

/** Plays the steps in order; the domain's refusals are kept aside, anything else fails the test. */
export async function playHistory(db: Db, order: { id: string; placedOn: string }, productId: string, steps: HistoryStep[]): Promise<History> {
  const history: History = { orderId: order.id, placedOn: order.placedOn, applied: [], refused: [] };
  for (const step of steps) {
    try {
      await apply(db, order.id, productId, order.placedOn, step);
      history.applied.push(step);
    } catch (error) {
      if (!REFUSALS.some((kind) => error instanceof kind)) throw error;
      history.refused.push({ step, message: (error as Error).message });
    }
  }
  return history;
}
