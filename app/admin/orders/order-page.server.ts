// The order page's loader data and action (/admin/shop/commandes/CMD-000042). The route checks
// the admin role first, then comes here.

import { and, asc, eq, ilike } from "drizzle-orm";
import { data } from "react-router";
import { deskFailure, deskSuccess, type DeskActionResult } from "~/admin/desk-result";
import { likePattern } from "~/lib/search.server";
import { getDb } from "~/db/client.server";
import { rental_orders, rental_products } from "~/db/schema";
import { categoryLabel } from "~/lib/rental-categories";
import { DOCUMENT_STATUSES, DocumentError, getDocumentData, getOrderDocuments, issueDocument, sendDocument } from "~/orders/documents.server";
import { DOCUMENT_TITLES, type DocumentData } from "~/orders/documents/document-data";
import { CreditNoteError, issueCreditNote } from "~/money/credit-notes.server";
import { issueReceipt } from "~/money/receipts.server";
import { daysLate, getOrderReminders, isOverdue, ReminderError, sendPaymentReminder } from "~/money/reminders.server";
import { outstandingUnits } from "~/equipment/late-returns.server";
import { isReturnLate } from "~/equipment/late-return";
import { getQuoteAcceptances } from "~/orders/quote-acceptance.server";
import { isQuoteStale, quoteBadge } from "~/orders/quote-staleness";
import { creditNoteFormInput, CreditNoteSchema, creditNoteValues, type CreditNoteValues } from "~/money/credit-note-schema";
import { getOrderEvents } from "~/orders/timeline.server";
import { CancelPaymentSchema, paymentErrors, PaymentSchema, paymentValues, type PaymentErrors, type PaymentValues } from "~/money/payment-schema";
import { cancelPayment, getOrderPayments, orderPaymentSummary, PaymentError, recordPayment } from "~/money/payments.server";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "~/money/payment-status";
import { DEPOSIT_RETENTION_LABELS, DepositReceiptSchema, DepositSettlementSchema } from "~/money/deposit-schema";
import { DepositError, depositStatusLabel, getOrderDeposit, receiveDeposit, settleDeposit } from "~/money/deposits.server";
import { storedOrderFigures } from "~/orders/figures";
import { getOrderCharges } from "~/money/charges.server";
import { handleChargeAction, orderChargesView } from "./order-charges.server";
import { formatOrderNumber, transitionsFrom } from "~/orders/status";
import { centsToDecimal, decimalToCents, formatPrice } from "~/lib/pricing";
import { todayInTunis } from "~/lib/calendar-dates";
import { setStatus } from "./actions.server";
import { editOrder, isEditable, OrderEditError } from "~/orders/edit.server";
import {
  orderEditErrors,
  orderEditFormToInput,
  orderEditValues,
  OrderEditSchema,
  type OrderEditErrors,
  type OrderEditValues,
} from "~/orders/edit-schema";
import { orderNumberFromParam } from "~/orders/order-number";
import { ORDER_TOASTS } from "./url-filters";
import { z } from "zod";

const notFound = () => data({ error: "Commande introuvable." }, { status: 404 });

async function findOrder(param: string | undefined) {
  const number = orderNumberFromParam(param);
  if (number === null) return null;
  const [order] = await getDb().select().from(rental_orders).where(eq(rental_orders.order_number, number));
  return order ?? null;
}

export type ProductMatch = { id: string; name: string; category: string; price: string; stock: number | null; available: boolean };

/** Catalogue products whose name contains `q` (the order page's 'Ajouter un article'). */
export async function searchProducts(q: string): Promise<ProductMatch[]> {
  const rows = await getDb()
    .select({
      id: rental_products.id,
      name: rental_products.name,
      category: rental_products.category,
      price: rental_products.price,
      stock: rental_products.stock_quantity,
      available: rental_products.is_available,
    })
    .from(rental_products)
    .where(and(ilike(rental_products.name, likePattern(q))))
    .orderBy(asc(rental_products.name))
    .limit(12);
  return rows.map((row) => ({ ...row, category: categoryLabel(row.category) }));
}

export async function loadOrderPage(param: string | undefined, url: URL) {
  const order = await findOrder(param);
  if (!order) throw notFound();
  const search = z.string().trim().max(100).catch("").parse(url.searchParams.get("recherche") ?? "");
  const db = getDb();
  const [events, documents, matches, payments, deposit, acceptances, reminders, equipmentOut, charges] = await Promise.all([
    getOrderEvents(db, order.id),
    getOrderDocuments(db, order.id),
    search ? searchProducts(search) : Promise.resolve([]),
    getOrderPayments(db, order.id),
    getOrderDeposit(db, order.id),
    getQuoteAcceptances(db, order.id),
    getOrderReminders(db, order.id),
    outstandingUnits(db, order.id),
    getOrderCharges(db, order.id),
  ]);
  const paid = orderPaymentSummary(order);
  const today = todayInTunis();
  const figures = storedOrderFigures(order);
  const standingSummary = documents.find((doc) => doc.kind === "invoice" && !doc.credited_by);
  const standing = standingSummary ? { ...standingSummary, data: await getDocumentData(db, standingSummary.id) } : null;
  const latestQuote = documents.find((doc) => doc.kind === "quote");
  const latestQuoteStale = latestQuote ? isQuoteStale(latestQuote, order) : false;
  const { idempotency_key: _key, ...view } = order;
  void _key;
  return {
    order: view,
    number: formatOrderNumber(order.order_number),
    figures: Object.fromEntries(Object.entries(figures).map(([key, cents]) => [key, centsToDecimal(cents)])) as Record<keyof typeof figures, string>,
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
      methodLabel: PAYMENT_METHOD_LABELS[payment.method],
      receipt: documents.find((doc) => doc.payment_id === payment.id) ?? null,
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
          methodLabel: PAYMENT_METHOD_LABELS[deposit.method],
          reasonLabel: deposit.retention_reason ? DEPOSIT_RETENTION_LABELS[deposit.retention_reason] : null,
        }
      : null,
    depositStatus: depositStatusLabel(order.deposit, deposit),
    charges: orderChargesView(charges, documents, order),
    withholdingHint: withholdingHint(figures),
    today,
    events: [...events].reverse(),
    documents,
    /** 'Devis accepté (v2)' when the client accepted the latest quote version online; 'Périmé' once the order was edited after it. */
    quoteBadge: quoteBadge(latestQuote ? { version: latestQuote.version, stale: latestQuoteStale } : null, acceptances[0]?.version ?? null),
    /** The latest quote, when the order was edited after it: the agency issues a new version. */
    staleQuote: latestQuote && latestQuoteStale ? { id: latestQuote.id, accepted: acceptances.some((a) => a.document_id === latestQuote.id) } : null,
    acceptances: acceptances.map(({ document_id, accepted_name, accepted_at, version }) => ({ document_id, accepted_name, accepted_at, version })),
    search,
    matches,
  };
}

/** The standing invoice's lines as the credit note form lists them. */
function standingLines(invoice: { data: DocumentData | null }) {
  if (!invoice.data) return { lines: [], deliveryFee: "0.00" };
  return {
    lines: invoice.data.lines.map((line, index) => ({ index, name: line.name, quantity: line.quantity, days: line.days, total: line.total })),
    deliveryFee: invoice.data.figures.deliveryFee,
  };
}

/**
 * What a public payer of an invoice of 1 000 DT TTC or more withholds (retenue à la source):
 * 1,5 % of the TTC, and 50 % of the VAT where it withholds that too. A hint beside the
 * certificate's field; the admin types the amount the certificate states.
 */
function withholdingHint(figures: ReturnType<typeof storedOrderFigures>) {
  if (figures.totalTtc < 100_000n) return null;
  // Rounded to the nearest cent, half up.
  return { ttcShare: centsToDecimal((figures.totalTtc * 15n + 500n) / 1000n), vatShare: centsToDecimal((figures.vat + 1n) / 2n) };
}

/** A refused save: the message, the field errors, and what was typed. */
export type OrderSaveFailure = Extract<DeskActionResult, { ok: false }> & { intent: "save"; fieldErrors: OrderEditErrors; values: OrderEditValues };

function saveFailure(status: number, message: string, fieldErrors: OrderEditErrors, values: OrderEditValues) {
  return data<OrderSaveFailure>(
    { ok: false, status, error: message, intent: "save", fieldErrors, values, toast: { title: ORDER_TOASTS.updateFailed, description: message } },
    { status },
  );
}

/** A refused payment or deposit step: the message, the field errors, and what was typed. */
export type PaymentFailure = Extract<DeskActionResult, { ok: false }> & {
  intent: "record-payment" | "receive-deposit" | "settle-deposit";
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

const PAYMENT_REFUSED = "Paiement non enregistré";

function paymentFailure(status: number, message: string, fieldErrors: PaymentErrors, values: PaymentValues, intent: PaymentFailure["intent"] = "record-payment") {
  const title = intent === "record-payment" ? PAYMENT_REFUSED : "Caution non enregistrée";
  return data<PaymentFailure>(
    { ok: false, status, error: message, intent, fieldErrors: fieldErrors as Record<string, string>, values: values as Record<string, string>, toast: { title, description: message } },
    { status },
  );
}

/** What was typed in a deposit form, and the first message of each field. */
function formValues(form: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? "")]));
}
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** A refused credit note: the message, the field errors, and what was typed. */
export type CreditNoteFailure = Extract<DeskActionResult, { ok: false }> & {
  intent: "issue-credit-note";
  fieldErrors: Record<string, string>;
  values: CreditNoteValues;
};

const CREDIT_NOTE_REFUSED = "Facture d'avoir non émise";

function creditNoteFailure(status: number, message: string, errors: Record<string, string>, values: CreditNoteValues) {
  return data<CreditNoteFailure>(
    { ok: false, status, error: message, intent: "issue-credit-note", fieldErrors: errors, values, toast: { title: CREDIT_NOTE_REFUSED, description: message } },
    { status },
  );
}

const IntentSchema = z.enum(["save", "set-status", "issue-quote", "issue-invoice", "issue-credit-note", "issue-receipt", "send-document", "record-payment", "cancel-payment", "receive-deposit", "settle-deposit", "send-reminder", "decide-charge", "bill-charges"], {
  error: "Action inconnue.",
});

export async function handleOrderPageAction(param: string | undefined, request: Request, actor: string) {
  const form = await request.formData();
  const intent = IntentSchema.safeParse(form.get("intent"));
  if (!intent.success) return deskFailure(400, ORDER_TOASTS.updateFailed, intent.error.issues[0]!.message);
  const order = await findOrder(param);
  if (!order) return deskFailure(404, ORDER_TOASTS.updateFailed, "Commande introuvable.");
  const number = formatOrderNumber(order.order_number);

  switch (intent.data) {
    case "save": {
      const values = orderEditValues(form);
      const parsed = OrderEditSchema.safeParse(orderEditFormToInput(form));
      if (!parsed.success) return saveFailure(400, parsed.error.issues[0]!.message, orderEditErrors(parsed.error), values);
      try {
        const { changes } = await editOrder(getDb(), order.id, parsed.data, actor);
        if (changes.length === 0) return deskSuccess("Aucune modification", { description: `${number} est inchangée.` });
        return deskSuccess("Commande mise à jour", {
          description: `${number} : ${changes.length} modification${changes.length > 1 ? "s" : ""} enregistrée${changes.length > 1 ? "s" : ""}.`,
        });
      } catch (error) {
        if (error instanceof OrderEditError) {
          return saveFailure(error.status, error.message, error.field ? { [error.field]: error.message } : {}, values);
        }
        throw error;
      }
    }
    case "set-status": {
      const to = z.enum(["new", "confirmed", "in_progress", "completed", "cancelled"]).safeParse(form.get("to"));
      if (!to.success) return deskFailure(400, ORDER_TOASTS.updateFailed, "Statut de commande inconnu.");
      return setStatus(order.id, to.data, actor);
    }
    case "issue-quote":
    case "issue-invoice": {
      const kind = intent.data === "issue-quote" ? "quote" : "invoice";
      try {
        const doc = await issueDocument(getDb(), order.id, kind, actor);
        return deskSuccess(kind === "quote" ? "Devis émis" : "Facture émise", {
          description: kind === "quote" ? `${doc.number}, version ${doc.version}.` : `${doc.number}.`,
        });
      } catch (error) {
        if (error instanceof DocumentError) return deskFailure(error.status, kind === "quote" ? "Devis non émis" : "Facture non émise", error.message);
        throw error;
      }
    }
    case "issue-credit-note": {
      const values = creditNoteValues(form);
      const parsed = CreditNoteSchema.safeParse(creditNoteFormInput(form));
      if (!parsed.success) return creditNoteFailure(400, parsed.error.issues[0]!.message, fieldErrors(parsed.error), values);
      try {
        const note = await issueCreditNote(getDb(), order.id, parsed.data, actor);
        return deskSuccess("Facture d'avoir émise", {
          description: note.completes
            ? `${note.number} crédite entièrement la facture ${note.invoiceNumber} : la commande peut être modifiée et facturée à nouveau.`
            : `${note.number} sur la facture ${note.invoiceNumber}.`,
        });
      } catch (error) {
        if (error instanceof CreditNoteError) {
          return creditNoteFailure(error.status, error.message, error.field ? { [error.field]: error.message } : {}, values);
        }
        throw error;
      }
    }
    case "issue-receipt": {
      const payment = z.uuid().safeParse(form.get("payment"));
      if (!payment.success) return deskFailure(400, "Reçu non émis", "Paiement inconnu.");
      try {
        const receipt = await issueReceipt(getDb(), order.id, payment.data, actor);
        return deskSuccess("Reçu émis", { description: `${receipt.number} (${number}).` });
      } catch (error) {
        if (error instanceof DocumentError) return deskFailure(error.status, "Reçu non émis", error.message);
        throw error;
      }
    }
    case "record-payment": {
      const values = paymentValues(form);
      const parsed = PaymentSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return paymentFailure(400, parsed.error.issues[0]!.message, paymentErrors(parsed.error), values);
      try {
        const payment = await recordPayment(getDb(), order.id, parsed.data, actor);
        return deskSuccess("Paiement enregistré", {
          description: `${formatPrice(decimalToCents(payment.amount) ?? 0n)} (${PAYMENT_METHOD_LABELS[payment.method].toLowerCase()}) sur ${number}.`,
        });
      } catch (error) {
        if (error instanceof PaymentError) return paymentFailure(error.status, error.message, error.field ? { [error.field]: error.message } : {}, values);
        throw error;
      }
    }
    case "cancel-payment": {
      const parsed = CancelPaymentSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return deskFailure(400, "Paiement non annulé", parsed.error.issues[0]!.message);
      try {
        const payment = await cancelPayment(getDb(), order.id, parsed.data, actor);
        return deskSuccess("Paiement annulé", { description: `${formatPrice(decimalToCents(payment.amount) ?? 0n)} ne compte plus dans le solde de ${number}.` });
      } catch (error) {
        if (error instanceof PaymentError) return deskFailure(error.status, "Paiement non annulé", error.message);
        throw error;
      }
    }
    case "receive-deposit":
    case "settle-deposit": {
      const receiving = intent.data === "receive-deposit";
      const values = formValues(form, receiving ? ["received_on", "amount", "method", "reference"] : ["settled_on", "retained", "reason", "note"]);
      const parsed = (receiving ? DepositReceiptSchema : DepositSettlementSchema).safeParse(Object.fromEntries(form));
      if (!parsed.success) return paymentFailure(400, parsed.error.issues[0]!.message, fieldErrors(parsed.error), values, intent.data);
      try {
        if (receiving) {
          const deposit = await receiveDeposit(getDb(), order.id, parsed.data as z.infer<typeof DepositReceiptSchema>, actor);
          return deskSuccess("Caution reçue", { description: `${formatPrice(decimalToCents(deposit.received_amount) ?? 0n)} sur ${number}.` });
        }
        const deposit = await settleDeposit(getDb(), order.id, parsed.data as z.infer<typeof DepositSettlementSchema>, actor);
        const retained = decimalToCents(deposit.retained_amount ?? "0") ?? 0n;
        return deskSuccess(retained > 0n ? "Caution retenue" : "Caution restituée", {
          description:
            retained > 0n
              ? `${formatPrice(retained)} retenus, ${formatPrice(decimalToCents(deposit.returned_amount ?? "0") ?? 0n)} restitués (${number}). Facture complémentaire ${deposit.complementaryInvoice?.number ?? ""} émise.`
              : `${formatPrice(decimalToCents(deposit.returned_amount ?? "0") ?? 0n)} restitués (${number}).`,
        });
      } catch (error) {
        if (error instanceof DepositError) return paymentFailure(error.status, error.message, error.field ? { [error.field]: error.message } : {}, values, intent.data);
        throw error;
      }
    }
    case "send-reminder": {
      try {
        // Queued with the invoice attached: the timeline says when it is actually delivered.
        const reminder = await sendPaymentReminder(getDb(), order.id, actor);
        return deskSuccess("Relance envoyée", { description: `${number} : rappel de la facture ${reminder!.invoice_number} à ${reminder!.sent_to}.` });
      } catch (error) {
        if (error instanceof ReminderError) return deskFailure(error.status, "Relance non envoyée", error.message);
        throw error;
      }
    }
    case "decide-charge":
    case "bill-charges":
      return handleChargeAction(intent.data, form, order.id, number, actor);
    case "send-document": {
      const id = z.uuid().safeParse(form.get("document"));
      if (!id.success) return deskFailure(400, "Envoi impossible", "Document inconnu.");
      try {
        // Queued: the timeline says when it is actually delivered (or failed, then 'Renvoyer').
        const { document, to } = await sendDocument(getDb(), order.id, id.data, actor);
        const feminine = document.kind === "invoice" || document.kind === "complementary_invoice" || document.kind === "credit_note";
        return deskSuccess(`${DOCUMENT_TITLES[document.kind]} envoyé${feminine ? "e" : ""}`, { description: `${document.number} part par e-mail à ${to}.` });
      } catch (error) {
        if (error instanceof DocumentError) return deskFailure(error.status, "Envoi impossible", error.message);
        throw error;
      }
    }
  }
}

/** What the order's page shows (order-page.tsx and its panels). */
export type OrderPageData = Awaited<ReturnType<typeof loadOrderPage>>;
