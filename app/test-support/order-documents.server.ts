import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rental_orders } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import { todayInTunis } from "~/lib/calendar-dates";
import { issueCreditNote } from "~/money/credit-notes.server";
import { PaymentSchema } from "~/money/payment-schema";
import { recordPayment } from "~/money/payments.server";
import { issueReceipt } from "~/money/receipts.server";
import { issueDocument } from "~/orders/documents.server";
import { formatOrderNumber } from "~/orders/status";
import { insertPricedOrder, insertProduct } from "./rental-data.server";

/**
 * A confirmed order with an address of its own (envoi-<n>@example.tn) and one document of each
 * kind a client receives: its quote, its invoice (2 × 120,50 × 3 days: 861,37 DT TTC), a payment
 * of 200,00 DT with its receipt, and a credit note of 50,00 DT HT on the invoice. Placed in
 * French unless `locale` says otherwise (its documents follow it, issue 39).
 */
export async function insertOrderWithDocuments(db: Db, actor = "admin@imagine.tn", options: { locale?: Locale } = {}) {
  const product = await insertProduct(db, { name: `Lyre ${Math.random().toString(36).slice(2, 7)}`, price: "120.50", stock_quantity: 10 });
  const inserted = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 2 }] });
  const email = `envoi-${inserted.order_number}@example.tn`;
  const [order] = await db
    .update(rental_orders)
    .set({ email, ...(options.locale ? { locale: options.locale } : {}) })
    .where(eq(rental_orders.id, inserted.id))
    .returning();
  const quote = await issueDocument(db, order!.id, "quote", actor);
  const invoice = await issueDocument(db, order!.id, "invoice", actor);
  const paymentInput = PaymentSchema.parse({ revision: String(order!.payments_revision), paid_on: todayInTunis(), amount: "200", method: "transfer", reference: "VIR-88" });
  const payment = await recordPayment(db, order!.id, paymentInput, actor);
  const receipt = await issueReceipt(db, order!.id, payment.id, actor);
  const credit = await issueCreditNote(db, order!.id, { invoice: invoice.id, mode: "amount", amount: "50.00", lines: [], delivery: false, reason: "Geste commercial" }, actor);
  return { order: order!, number: formatOrderNumber(order!.order_number), email, quote, invoice, receipt, credit };
}

/** A confirmed order and its invoice alone (the document of another order, in the tests of a refusal). */
export async function insertInvoicedOrder(db: Db, actor = "admin@imagine.tn") {
  const product = await insertProduct(db, { name: `Console ${Math.random().toString(36).slice(2, 7)}`, price: "90.00", stock_quantity: 4 });
  const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
  const invoice = await issueDocument(db, order.id, "invoice", actor);
  return { order, number: formatOrderNumber(order.order_number), invoice };
}
