// The order page's forms, each posted to its own resource under the order's address
// (/admin/shop/commandes/CMD-000042/paiements, …/avoirs, …/caution…; app/routes.ts): one function
// per form, which reads the form with its schema and calls one domain function. The route checks
// the admin role first, then hands its function to answerOrderForm.
//
// With JavaScript the page posts through a fetcher and reads the answer (the toast, or a refused
// form's errors and what was typed). A plain form post (no JavaScript yet) is answered by a
// redirect back to the order page, the answer flashed in a cookie that its loader reads once.

import { data, redirect } from "react-router";
import { z } from "zod";
import { deskFailure, deskSuccess } from "~/admin/desk-result";
import { getDb } from "~/db/client.server";
import type { RentalOrder } from "~/db/schema";
import { findOrderByNumber } from "~/orders/order-lookup.server";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { redirectWithToast } from "~/lib/toast.server";
import { creditNoteFormInput, CreditNoteSchema, creditNoteValues, type CreditNoteValues } from "~/money/credit-note-schema";
import { CreditNoteError, issueCreditNote } from "~/money/credit-notes.server";
import { DepositReceiptSchema, DepositSettlementSchema } from "~/money/deposit-schema";
import { DepositError, getOrderDeposit, receiveDeposit, settleDeposit } from "~/money/deposits.server";
import { settleHeldCaution } from "~/payments/caution-holds.server";
import { configuredGateways } from "~/payments/online-payments.server";
import { CancelPaymentSchema, paymentErrors, PaymentSchema, paymentValues, type PaymentErrors, type PaymentValues } from "~/money/payment-schema";
import { PAYMENT_METHOD_LABELS } from "~/money/payment-status";
import { cancelPayment, PaymentError, recordPayment } from "~/money/payments.server";
import { issueReceipt } from "~/money/receipts.server";
import { ReminderError, sendPaymentReminder } from "~/money/reminders.server";
import { ORDER_TOASTS } from "~/orders/desk-filters";
import { DocumentError, issueDocument, sendDocument } from "~/orders/documents.server";
import { DOCUMENT_TITLES, type StoredDocumentKind } from "~/orders/documents/document-data";
import { sendDocumentsSchemaFor, sendOrderDocuments } from "~/orders/send-documents.server";
import { sendDocumentsFormInput } from "~/orders/send-documents-schema";
import { editOrder, OrderEditError } from "~/orders/edit.server";
import { orderEditErrors, orderEditFormToInput, orderEditValues, OrderEditSchema, type OrderEditErrors, type OrderEditValues } from "~/orders/edit-schema";
import { orderNumberFromParam } from "~/orders/order-number";
import { orderPagePath } from "~/orders/path";
import { formatOrderNumber } from "~/orders/status";
import { setStatus } from "./actions.server";
import { handleChargeAction } from "./order-charges.server";
import { flashOrderResult } from "./order-result-flash.server";
import type { CreditNoteFailure, OrderPageResult, OrderSaveFailure, PaymentFailure, SendDocumentsFailure } from "./order-results";

/** What a form's function receives: the order, its number as shown, the posted form and who posts. */
export type OrderForm = { order: RentalOrder; number: string; form: FormData; actor: string };

type OrderFormAnswer = Awaited<ReturnType<typeof deskSuccess>> | ReturnType<typeof deskFailure>;

/**
 * Runs one form's function on the order of the address and answers: the result itself to the
 * page's fetcher, or, to a plain form post, a redirect back to the order page (with its query,
 * the product search) carrying the result.
 */
export async function answerOrderForm(request: Request, param: string | undefined, actor: string, handle: (input: OrderForm) => Promise<OrderFormAnswer>) {
  const form = await request.formData();
  const number = orderNumberFromParam(param);
  const order = await findOrderByNumber(getDb(), number);
  const result = order ? await handle({ order, number: formatOrderNumber(order.order_number), form, actor }) : deskFailure(404, ORDER_TOASTS.updateFailed, "Commande introuvable.");
  if (!isPlainFormPost(request)) return result;
  if (!order) return redirectWithToast("/admin/shop", { type: "error", ...result.data.toast, description: "Commande introuvable." }, { status: 303 });
  const back = `${orderPagePath(order.order_number)}${new URL(request.url).search}`;
  return redirect(back, { status: 303, headers: { "Set-Cookie": await flashOrderResult(order.order_number, result.data as OrderPageResult) } });
}

/**
 * A form posted by the browser itself (before or without JavaScript) rather than by the page's
 * fetcher: the browser says it navigates (Sec-Fetch-Mode), or, where it does not say, asks for HTML.
 */
function isPlainFormPost(request: Request): boolean {
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

function saveFailure(status: number, message: string, fieldErrors: OrderEditErrors, values: OrderEditValues) {
  return data<OrderSaveFailure>(
    { ok: false, status, error: message, intent: "save", fieldErrors, values, toast: { title: ORDER_TOASTS.updateFailed, description: message } },
    { status },
  );
}


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


const CREDIT_NOTE_REFUSED = "Facture d'avoir non émise";

function creditNoteFailure(status: number, message: string, errors: Record<string, string>, values: CreditNoteValues) {
  return data<CreditNoteFailure>(
    { ok: false, status, error: message, intent: "issue-credit-note", fieldErrors: errors, values, toast: { title: CREDIT_NOTE_REFUSED, description: message } },
    { status },
  );
}

/** 'Enregistrer les modifications' (…/modifier). */
export async function saveOrderEdit({ order, number, form, actor }: OrderForm) {
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

/** A status button (…/statut). */
export async function changeOrderStatus({ order, form, actor }: OrderForm) {
  const to = z.enum(["new", "confirmed", "in_progress", "completed", "cancelled"]).safeParse(form.get("to"));
  if (!to.success) return deskFailure(400, ORDER_TOASTS.updateFailed, "Statut de commande inconnu.");
  return setStatus(order.id, to.data, actor);
}

const IssueIntentSchema = z.enum(["issue-quote", "issue-invoice"], { error: "Action inconnue." });

/** 'Émettre le devis' or 'Émettre la facture' (…/documents). */
export async function issueOrderDocument({ order, form, actor }: OrderForm) {
  const intent = IssueIntentSchema.safeParse(form.get("intent"));
  if (!intent.success) return deskFailure(400, ORDER_TOASTS.updateFailed, intent.error.issues[0]!.message);
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

/** The credit note form (…/avoirs). */
export async function issueOrderCreditNote({ order, form, actor }: OrderForm) {
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

/** 'Émettre le reçu' of a payment (…/recus). */
export async function issueOrderReceipt({ order, number, form, actor }: OrderForm) {
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

/** 'Enregistrer le paiement' (…/paiements). */
export async function recordOrderPayment({ order, number, form, actor }: OrderForm) {
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

/** 'Annuler ce paiement' (…/paiements/annulation). */
export async function cancelOrderPayment({ order, number, form, actor }: OrderForm) {
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

/** 'Envoyer une relance' (…/relances). */
export async function sendOrderReminder({ order, number, actor }: OrderForm) {
  try {
    // Queued with the invoice attached: the timeline says when it is actually delivered.
    const reminder = await sendPaymentReminder(getDb(), order.id, actor);
    return deskSuccess("Relance envoyée", { description: `${number} : rappel de la facture ${reminder!.invoice_number} à ${reminder!.sent_to}.` });
  } catch (error) {
    if (error instanceof ReminderError) return deskFailure(error.status, "Relance non envoyée", error.message);
    throw error;
  }
}

/** "Facture d'avoir envoyée": the toast of one document sent. */
function documentSentTitle(kind: StoredDocumentKind): string {
  const feminine = kind === "invoice" || kind === "complementary_invoice" || kind === "credit_note";
  return `${DOCUMENT_TITLES[kind]} envoyé${feminine ? "e" : ""}`;
}

/** 'Envoyer' a document by e-mail (…/envoi). */
export async function sendOrderDocument({ order, form, actor }: OrderForm) {
  const id = z.uuid().safeParse(form.get("document"));
  if (!id.success) return deskFailure(400, "Envoi impossible", "Document inconnu.");
  try {
    // Queued: the timeline says when it is actually delivered (or failed, then 'Renvoyer').
    const { document, to } = await sendDocument(getDb(), order.id, id.data, actor);
    return deskSuccess(documentSentTitle(document.kind), { description: `${document.number} part par e-mail à ${to}.` });
  } catch (error) {
    if (error instanceof DocumentError) return deskFailure(error.status, "Envoi impossible", error.message);
    throw error;
  }
}

const DOCUMENTS_NOT_SENT = "Documents non envoyés";

function sendDocumentsFailure(status: number, message: string, errors: Record<string, string>, values: SendDocumentsFailure["values"]) {
  return data<SendDocumentsFailure>(
    { ok: false, status, error: message, intent: "send-documents", fieldErrors: errors, values, toast: { title: DOCUMENTS_NOT_SENT, description: message } },
    { status },
  );
}

/** 'Envoyer les documents' (…/envoi-documents): the ticked documents in one e-mail to the client. */
export async function sendOrderDocumentsTogether({ order, number, form, actor }: OrderForm) {
  const db = getDb();
  const input = sendDocumentsFormInput(form, order.email);
  const values = { documents: input.documents, statement: input.statement };
  const parsed = (await sendDocumentsSchemaFor(db, order)).safeParse(input);
  if (!parsed.success) return sendDocumentsFailure(400, parsed.error.issues[0]!.message, fieldErrors(parsed.error), values);
  try {
    // Queued: the timeline says when it is actually delivered (or failed, then 'Renvoyer').
    const sent = await sendOrderDocuments(db, order.id, parsed.data, actor);
    const names = sent.documents.map((doc) => doc.number);
    if (sent.statement) names.push("relevé de compte");
    if (sent.statement && sent.documents.length === 0) return deskSuccess("Relevé de compte envoyé", { description: `Le relevé de ${number} part par e-mail à ${sent.to}.` });
    if (names.length === 1) return deskSuccess(documentSentTitle(sent.documents[0]!.kind), { description: `${names[0]} part par e-mail à ${sent.to}.` });
    return deskSuccess("Documents envoyés", { description: `${names.length} documents partent en un e-mail à ${sent.to} : ${names.join(", ")}.` });
  } catch (error) {
    if (error instanceof DocumentError) return sendDocumentsFailure(error.status, error.message, {}, values);
    throw error;
  }
}

/** 'Enregistrer la caution reçue' (…/caution). */
export async function receiveOrderDeposit({ order, number, form, actor }: OrderForm) {
  const values = formValues(form, ["received_on", "amount", "method", "reference"]);
  const parsed = DepositReceiptSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return paymentFailure(400, parsed.error.issues[0]!.message, fieldErrors(parsed.error), values, "receive-deposit");
  try {
    const deposit = await receiveDeposit(getDb(), order.id, parsed.data, actor);
    return deskSuccess("Caution reçue", { description: `${formatPrice(decimalToCents(deposit.received_amount) ?? 0n)} sur ${number}.` });
  } catch (error) {
    if (error instanceof DepositError) return paymentFailure(error.status, error.message, error.field ? { [error.field]: error.message } : {}, values, "receive-deposit");
    throw error;
  }
}

/** 'Restituer ou retenir la caution' (…/caution/reglement). */
export async function settleOrderDeposit({ order, number, form, actor }: OrderForm) {
  const values = formValues(form, ["settled_on", "retained", "reason", "note"]);
  const parsed = DepositSettlementSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return paymentFailure(400, parsed.error.issues[0]!.message, fieldErrors(parsed.error), values, "settle-deposit");
  try {
    // A caution held on the client's card is released or taken at the gateway first.
    const held = await getOrderDeposit(getDb(), order.id);
    const deposit =
      held?.method === "online"
        ? await settleHeldCaution(getDb(), configuredGateways(), order.id, parsed.data, actor)
        : await settleDeposit(getDb(), order.id, parsed.data, actor);
    const retained = decimalToCents(deposit.retained_amount ?? "0") ?? 0n;
    return deskSuccess(retained > 0n ? "Caution retenue" : "Caution restituée", {
      description:
        retained > 0n
          ? `${formatPrice(retained)} retenus, ${formatPrice(decimalToCents(deposit.returned_amount ?? "0") ?? 0n)} restitués (${number}). Facture complémentaire ${deposit.complementaryInvoice?.number ?? ""} émise.`
          : `${formatPrice(decimalToCents(deposit.returned_amount ?? "0") ?? 0n)} restitués (${number}).`,
    });
  } catch (error) {
    if (error instanceof DepositError) return paymentFailure(error.status, error.message, error.field ? { [error.field]: error.message } : {}, values, "settle-deposit");
    throw error;
  }
}

const ChargeIntentSchema = z.enum(["decide-charge", "bill-charges"], { error: "Action inconnue." });

/** 'Confirmer' or 'Abandonner' a charge, 'Facturer les frais' (…/frais). */
export async function decideOrBillCharges({ order, number, form, actor }: OrderForm) {
  const intent = ChargeIntentSchema.safeParse(form.get("intent"));
  if (!intent.success) return deskFailure(400, ORDER_TOASTS.updateFailed, intent.error.issues[0]!.message);
  return handleChargeAction(intent.data, form, order.id, number, actor);
}
