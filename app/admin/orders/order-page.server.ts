// The order page's loader data (/admin/shop/commandes/CMD-000042). The route checks the admin
// role first, then comes here; the page's forms post to their own resources (order-actions.server.ts).

import { data } from "react-router";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { findOrderByNumber } from "~/orders/order-lookup.server";
import { searchProductsToAdd, type ProductMatch } from "~/orders/product-search.server";
import { DOCUMENT_STATUSES, getDocumentData, getOrderDocuments } from "~/orders/documents.server";
import { documentLineVatRate, documentVatTable, type DocumentData } from "~/orders/documents/document-data";
import { daysLate, getOrderReminders, isOverdue } from "~/money/reminders.server";
import { outstandingUnits } from "~/equipment/late-returns.server";
import { isReturnLate } from "~/equipment/late-return";
import { getQuoteAcceptances } from "~/orders/quote-acceptance.server";
import { isQuoteStale, quoteBadge } from "~/orders/quote-staleness";
import { getOrderEvents } from "~/orders/timeline.server";
import { getOrderPayments, orderPaymentSummary } from "~/money/payments.server";
import { GATEWAY_LABELS, PAYMENT_STATUS_LABELS, paymentMethodLabel } from "~/money/payment-status";
import { getOrderAttempts } from "~/payments/attempts.server";
import { DEPOSIT_RETENTION_LABELS } from "~/money/deposit-schema";
import { depositStatusLabel, getOrderDeposit } from "~/money/deposits.server";
import { holdEnding } from "~/payments/caution-hold-terms";
import { storedOrderFigures, storedVatTable } from "~/orders/figures";
import { getTaxRates } from "~/orders/taxes.server";
import { getOrderCharges } from "~/money/charges.server";
import { orderChargesView } from "./order-charges.server";
import { formatOrderNumber, transitionsFrom } from "~/orders/status";
import { centsToDecimal } from "~/lib/pricing";
import { todayInTunis } from "~/lib/calendar-dates";
import { isEditable } from "~/orders/edit.server";
import { sendableDocuments, sendDocumentsChoices } from "~/orders/send-documents.server";
import { orderEmailProblem } from "~/orders/send-documents-schema";
import { orderNumberFromParam } from "~/orders/order-number";
import { getOrderStatement } from "~/money/statement/statement.server";
import { statementView } from "~/money/statement/statement-view";

const notFound = () => data({ error: "Commande introuvable." }, { status: 404 });

async function findOrder(param: string | undefined) {
  return findOrderByNumber(getDb(), orderNumberFromParam(param));
}

export type { ProductMatch };

export async function loadOrderPage(param: string | undefined, url: URL) {
  const order = await findOrder(param);
  if (!order) throw notFound();
  const search = z.string().trim().max(100).catch("").parse(url.searchParams.get("recherche") ?? "");
  const db = getDb();
  const [events, documents, matches, payments, deposit, acceptances, reminders, equipmentOut, charges, statement, taxes, attempts] = await Promise.all([
    getOrderEvents(db, order.id),
    getOrderDocuments(db, order.id),
    search ? searchProductsToAdd(db, search) : Promise.resolve([]),
    getOrderPayments(db, order.id),
    getOrderDeposit(db, order.id),
    getQuoteAcceptances(db, order.id),
    getOrderReminders(db, order.id),
    outstandingUnits(db, order.id),
    getOrderCharges(db, order.id),
    getOrderStatement(db, order.id),
    getTaxRates(db),
    getOrderAttempts(db, order.id),
  ]);
  if (!statement) throw notFound();
  const paid = orderPaymentSummary(order);
  const today = todayInTunis();
  const { vatByRate, ...figures } = storedOrderFigures(order);
  const standingSummary = documents.find((doc) => doc.kind === "invoice" && !doc.credited_by);
  const standing = standingSummary ? { ...standingSummary, data: await getDocumentData(db, standingSummary.id) } : null;
  const latestQuote = documents.find((doc) => doc.kind === "quote");
  const latestQuoteStale = latestQuote ? isQuoteStale(latestQuote, order) : false;
  const { idempotency_key: _key, ...view } = order;
  void _key;
  return {
    order: view,
    number: formatOrderNumber(order.order_number),
    figures: {
      ...(Object.fromEntries(Object.entries(figures).map(([key, cents]) => [key, centsToDecimal(cents)])) as Record<keyof typeof figures, string>),
      vatByRate: storedVatTable(vatByRate),
    },
    /** The settings' VAT rates a line or the delivery fee may take (issue 37). */
    vatRates: taxes.vat_rates,
    editable: isEditable(order.status) && !standing,
    /** The invoice that stands (not credited in full): it blocks edits until credited. */
    standingInvoice: standing ? { id: standing.id, number: standing.number, lines: standingLines(standing) } : null,
    transitions: transitionsFrom(order.status),
    canIssue: {
      quote: DOCUMENT_STATUSES.quote.includes(order.status),
      invoice: DOCUMENT_STATUSES.invoice.includes(order.status) && !standing,
      creditNote: DOCUMENT_STATUSES.credit_note.includes(order.status) && Boolean(standing),
    },
    payments: payments.map((payment) => ({
      ...payment,
      methodLabel: paymentMethodLabel(payment.method, payment.gateway),
      receipt: documents.find((doc) => doc.payment_id === payment.id) ?? null,
    })),
    /** The client's online payment attempts (issue 40), newest first, with their states. */
    onlineAttempts: attempts.map((attempt) => ({
      id: attempt.id,
      gateway: GATEWAY_LABELS[attempt.gateway],
      purpose: attempt.purpose,
      amount: attempt.amount,
      receivedAmount: attempt.received_amount,
      reference: attempt.reference,
      state: attempt.state,
      mismatch: attempt.amount_mismatch,
      createdAt: attempt.created_at,
    })),
    paymentSummary: {
      totalTtc: centsToDecimal(paid.totalTtc),
      paid: centsToDecimal(paid.paid),
      due: centsToDecimal(paid.due),
      overpaid: centsToDecimal(paid.overpaid),
      status: paid.status,
      statusLabel: PAYMENT_STATUS_LABELS[paid.status],
    },
    paymentsRevision: order.payments_revision,
    /** The statement of account: every line that moved what the client owes, closing on what the payments panel says is due. */
    statement: statementView(statement),
    /** The standing invoice's due day, 'En retard' past it with a balance, and the reminders sent (newest first). */
    dueOn: order.invoice_due_on,
    overdue: isOverdue(order, today) ? { days: daysLate(order.invoice_due_on!, today) } : null,
    /** Units out of the depot and not back, and whether they are late to come back (issue 23). */
    equipmentOut,
    lateReturn: isReturnLate({ returnDate: order.return_date, returnSlot: order.return_slot, outstanding: equipmentOut }),
    canRemind: Boolean(standing) && paid.due > 0n && order.status !== "cancelled",
    reminders: reminders.map(({ id, kind, invoice_number, amount_due, sent_to, sent_by, sent_at }) => ({ id, kind, invoice_number, amount_due, sent_to, sent_by, sent_at })),
    deposit: deposit
      ? {
          ...deposit,
          methodLabel: paymentMethodLabel(deposit.method, deposit.gateway),
          reasonLabel: deposit.retention_reason ? DEPOSIT_RETENTION_LABELS[deposit.retention_reason] : null,
          /** Held online, and the bank lets the hold go within HOLD_WARNING_DAYS (or has). */
          holdEnding: deposit.hold_state === "held" && holdEnding(deposit.hold_expires_at!, new Date()),
        }
      : null,
    depositStatus: depositStatusLabel(order.deposit, deposit),
    charges: orderChargesView(charges, documents, order),
    withholdingHint: withholdingHint(figures),
    today,
    events: [...events].reverse(),
    documents,
    /** What 'Envoyer les documents' offers, and why it cannot send (no e-mail on the order). */
    sendable: sendableForm(documents, order),
    /** 'Devis accepté (v2)' when the client accepted the latest quote version online; 'Périmé' once the order was edited after it. */
    quoteBadge: quoteBadge(latestQuote ? { version: latestQuote.version, stale: latestQuoteStale } : null, acceptances[0]?.version ?? null),
    /** The latest quote, when the order was edited after it: the agency issues a new version. */
    staleQuote: latestQuote && latestQuoteStale ? { id: latestQuote.id, accepted: acceptances.some((a) => a.document_id === latestQuote.id) } : null,
    acceptances: acceptances.map(({ document_id, accepted_name, accepted_at, version }) => ({ document_id, accepted_name, accepted_at, version })),
    search,
    matches,
  };
}

function sendableForm(documents: Awaited<ReturnType<typeof getOrderDocuments>>, order: NonNullable<Awaited<ReturnType<typeof findOrder>>>) {
  const sendable = sendableDocuments(documents, order);
  const choices = sendDocumentsChoices(sendable);
  return { documents: sendable, statement: choices.statement, emailProblem: orderEmailProblem(order.email) };
}

/** The standing invoice's lines as the credit note form lists them, with their rates and the invoice's (issue 37). */
function standingLines(invoice: { data: DocumentData | null }) {
  if (!invoice.data) return { lines: [], deliveryFee: "0.00", vatRates: [] };
  const figures = invoice.data.figures;
  return {
    lines: invoice.data.lines.map((line, index) => ({ index, name: line.name, quantity: line.quantity, days: line.days, total: line.total, vatRate: documentLineVatRate(line, figures) })),
    deliveryFee: figures.deliveryFee,
    vatRates: documentVatTable(figures).map((line) => line.rate),
  };
}

/**
 * What a public payer of an invoice of 1 000 DT TTC or more withholds (retenue à la source):
 * 1,5 % of the TTC, and 50 % of the VAT where it withholds that too. A hint beside the
 * certificate's field; the admin types the amount the certificate states.
 */
function withholdingHint(figures: Pick<ReturnType<typeof storedOrderFigures>, "totalTtc" | "vat">) {
  if (figures.totalTtc < 100_000n) return null;
  // Rounded to the nearest cent, half up.
  return { ttcShare: centsToDecimal((figures.totalTtc * 15n + 500n) / 1000n), vatShare: centsToDecimal((figures.vat + 1n) / 2n) };
}

/** What the order's page shows (order-page.tsx and its panels). */
export type OrderPageData = Awaited<ReturnType<typeof loadOrderPage>>;
