// Payment receipts (reçus de paiement, issue 22): one per payment, issued on request, numbered
// REC-YYYY-NNNN per calendar year by the documents' counter (no gap, no duplicate across
// instances), stored as issued with the order's other documents, and served to the agency and
// through the client's link like them. A withholding is attested by its certificate, not a receipt;
// a cancelled payment gets none.

import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { order_documents, order_payments, rental_orders } from "~/db/schema";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { formatDate, todayInTunis } from "~/lib/calendar-dates";
import { documentNumber } from "~/orders/documents/document-builder";
import { buildReceiptData } from "~/orders/documents/receipt-data";
import { inOrderLanguage } from "~/orders/documents/document-english.server";
import { nudgeDocumentRenderer } from "~/lib/document-renderer.server";
import { DocumentError, documentSettings, nextSequence, standingInvoice, summaryColumns, toSummary, type OrderDocumentSummary } from "~/orders/documents.server";
import { storedPaymentSummary } from "./payment-status";
import { formatOrderNumber } from "~/orders/status";
import { recordOrderEvent } from "~/orders/timeline.server";

export async function issueReceipt(db: Db, orderId: string, paymentId: string, actor: string, now = new Date()): Promise<OrderDocumentSummary> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(rental_orders).where(eq(rental_orders.id, orderId)).for("update");
    if (!order) throw new DocumentError("Commande introuvable.", 404);
    const [payment] = await tx.select().from(order_payments).where(and(eq(order_payments.id, paymentId), eq(order_payments.order_id, orderId)));
    if (!payment) throw new DocumentError("Paiement introuvable pour cette commande.", 404);
    if (payment.cancelled_at) throw new DocumentError("Un paiement annulé n'a pas de reçu.", 409);
    if (payment.method === "withholding") throw new DocumentError("Une retenue à la source est attestée par son certificat : elle n'a pas de reçu.", 409);
    const [existing] = await tx.select(summaryColumns).from(order_documents).where(eq(order_documents.payment_id, paymentId));
    if (existing) throw new DocumentError(`Ce paiement a déjà son reçu : ${existing.number}.`, 409);

    const issuedOn = todayInTunis(now);
    const year = Number(issuedOn.slice(0, 4));
    const sequence = await nextSequence(tx, "receipt", year);
    const number = documentNumber("receipt", year, sequence);
    const balance = storedPaymentSummary(order);
    const settings = await documentSettings(tx);
    const receipt = buildReceiptData({
      number,
      issuedOn,
      orderNumber: formatOrderNumber(order.order_number),
      invoiceNumber: (await standingInvoice(tx, orderId))?.number ?? null,
      client: { name: `${order.first_name} ${order.last_name}`.trim(), company: order.company, email: order.email, phone: order.phone },
      payment,
      situation: { totalTtc: balance.totalTtc, paid: balance.paid, due: balance.due },
      settings,
    });
    const data = await inOrderLanguage(tx, order, settings, receipt);
    const [row] = await tx
      .insert(order_documents)
      .values({ order_id: orderId, kind: "receipt", number, version: 1, year, sequence, total_ttc: payment.amount, payment_id: paymentId, data, issued_by: actor, issued_at: now })
      .returning(summaryColumns);
    await recordOrderEvent(tx, {
      orderId,
      kind: "document-issued",
      summary: `Reçu de paiement ${number} émis (${formatPrice(decimalToCents(payment.amount) ?? 0n)} reçus le ${formatDate(payment.paid_on)})`,
      actor,
    });
    return toSummary(row!);
    // Its PDF is rendered after the commit (app/orders/documents/document-pdfs.server.ts).
  }).finally(nudgeDocumentRenderer);
}
