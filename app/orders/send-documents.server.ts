// 'Envoyer les documents' of the order page: the documents the agency ticks go to the client in one
// e-mail, each PDF attached by reference to the stored document (the mail worker reads it when
// sending). The timeline says it was sent, or that it failed, once the worker knows — as for the
// single 'Envoyer' of each document (documents.server.ts), which a single ticked document uses.

import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { order_documents, rental_orders, site_settings, type RentalOrder } from "~/db/schema";
import { emailAgency } from "~/emails/agency.server";
import type { SentDocumentFact } from "~/emails/documents-email";
import type { EmailAgency } from "~/emails/layout";
import { renderOrderDocuments } from "~/emails/render.server";
import { formatDate } from "~/lib/calendar-dates";
import { env } from "~/lib/env.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import type { MailMessage } from "~/lib/mail.server";
import { formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { orderStatementData, queuedStatement, statementFileName } from "~/money/statement/statement-pdf.server";
import type { StatementPdfData } from "~/money/statement/statement-pdf-data";
import { clientDocumentPath, clientOrderPath, clientStatementPath } from "./access.server";
import { DocumentError, sendDocument, summaryColumns, toSummary, type OrderDocumentSummary } from "./documents.server";
import { DOCUMENT_TITLES, type DocumentData, type StoredDocumentKind } from "./documents/document-data";
import type { ReceiptData } from "./documents/receipt-data";
import { isQuoteStale } from "./quote-staleness";
import { sendDocumentsSchema, SEND_DOCUMENTS_MESSAGES, type SendDocumentsChoices, type SendDocumentsInput } from "./send-documents-schema";
import { formatOrderNumber } from "./status";

const STATEMENT_TITLE = "Relevé de compte";

/** The order in which the form lists the documents and the e-mail names them. */
const KIND_ORDER: readonly StoredDocumentKind[] = ["quote", "invoice", "complementary_invoice", "credit_note", "receipt"];

/** A document the form offers: "Devis DEV-2026-0007 · v2", "Facture d'avoir AV-2026-0003". */
export type SendableDocument = Pick<OrderDocumentSummary, "id" | "kind" | "number" | "version" | "total_ttc" | "fileName"> & { label: string };

/**
 * What the order can send, from its documents (getOrderDocuments): the latest quote unless the order
 * was edited after it (the client would be refused its acceptance), every invoice, complementary
 * invoice, credit note and receipt; by kind, the oldest first.
 */
export function sendableDocuments(documents: readonly OrderDocumentSummary[], order: Pick<RentalOrder, "version">): SendableDocument[] {
  const latestQuote = documents.filter((doc) => doc.kind === "quote").sort((a, b) => b.version - a.version)[0];
  return documents
    .filter((doc) => (doc.kind === "quote" ? doc === latestQuote && !isQuoteStale(doc, order) : true))
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.issued_at.getTime() - b.issued_at.getTime() || a.number.localeCompare(b.number))
    .map(({ id, kind, number, version, total_ttc, fileName }) => ({ id, kind, number, version, total_ttc, fileName, label: documentLabel({ kind, number, version }) }));
}

function documentLabel(doc: { kind: StoredDocumentKind; number: string; version: number }): string {
  return doc.kind === "quote" ? `Devis ${doc.number} · v${doc.version}` : `${DOCUMENT_TITLES[doc.kind]} ${doc.number}`;
}

/** What the schema lets the form tick for this order: its documents, and its statement of account, which every order has. */
export function sendDocumentsChoices(sendable: readonly SendableDocument[]): SendDocumentsChoices {
  return { documents: sendable.map((doc) => doc.id), statement: true };
}

/** The order's documents and what it may send, read for the action (the page's loader has them already). */
async function orderChoices(db: DbExecutor, order: RentalOrder): Promise<SendDocumentsChoices> {
  const rows = await db.select(summaryColumns).from(order_documents).where(eq(order_documents.order_id, order.id));
  return sendDocumentsChoices(sendableDocuments(rows.map(toSummary), order));
}

/** The schema of this order's form, for the action: the ticks it accepts are the order's own. */
export async function sendDocumentsSchemaFor(db: DbExecutor, order: RentalOrder) {
  return sendDocumentsSchema(await orderChoices(db, order));
}

export type SentDocuments = { to: string; documents: Pick<OrderDocumentSummary, "id" | "kind" | "number" | "version">[]; statement: boolean };

/**
 * Queues one e-mail to the client with the chosen documents attached. The input comes checked by
 * the form's schema; it is checked again here against the order as it is now (a document issued
 * for another order, a quote gone stale, the e-mail removed), and nothing is queued on a refusal.
 */
export async function sendOrderDocuments(db: Db, orderId: string, input: SendDocumentsInput, actor: string): Promise<SentDocuments> {
  const [order] = await db.select().from(rental_orders).where(eq(rental_orders.id, orderId));
  if (!order) throw new DocumentError("Commande introuvable.", 404);
  const checked = sendDocumentsSchema(await orderChoices(db, order)).safeParse({ ...input, email: order.email });
  if (!checked.success) throw new DocumentError(checked.error.issues[0]!.message, 400);
  const { documents: ids, statement: withStatement } = checked.data;
  // One document alone is the e-mail of its own 'Envoyer' button.
  if (ids.length === 1 && !withStatement) {
    const { document, to } = await sendDocument(db, orderId, ids[0]!, actor);
    return { to, documents: [document], statement: false };
  }
  const rows = ids.length
    ? await db
        .select({ ...summaryColumns, data: order_documents.data })
        .from(order_documents)
        .where(and(eq(order_documents.order_id, orderId), inArray(order_documents.id, ids)))
    : [];
  if (rows.length !== ids.length) throw new DocumentError(SEND_DOCUMENTS_MESSAGES.notOfOrder, 404);
  const chosen = rows
    .map((row) => ({ ...toSummary(row), data: row.data as DocumentData | ReceiptData }))
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.issued_at.getTime() - b.issued_at.getTime() || a.number.localeCompare(b.number));
  // The statement is drawn up now, as the account stands, and travels with the e-mail (it is not
  // stored); its PDF is printed from that data when the e-mail is sent, not in this request.
  const statement = withStatement ? await orderStatementData(db, orderId) : null;
  if (withStatement && !statement) throw new DocumentError("Commande introuvable.", 404);
  const [settings] = await db.select().from(site_settings).limit(1);
  const mail = await documentsMail(chosen, order, emailAgency(settings), statement?.data);
  const labels = [
    ...chosen.map((doc) => (doc.kind === "quote" ? `Devis ${doc.number} version ${doc.version}` : `${DOCUMENT_TITLES[doc.kind]} ${doc.number}`)),
    ...(statement ? [STATEMENT_TITLE] : []),
  ].join(", ");
  await enqueueMail(db, {
    ...mail,
    replyTo: settings?.email,
    kind: "order-documents",
    orderId,
    attachments: [
      ...chosen.map((doc) => ({ filename: doc.fileName, contentType: "application/pdf", documentId: doc.id })),
      ...(statement ? [{ filename: statement.fileName, contentType: "application/pdf", statement: queuedStatement(statement.data) }] : []),
    ],
    timeline: {
      actor,
      sent: {
        kind: "document-sent",
        summary: chosen.length === 0 ? `${STATEMENT_TITLE} envoyé par e-mail à ${order.email}` : `Documents envoyés par e-mail à ${order.email} : ${labels}`,
      },
      failed: { kind: "email-failed", summary: `Échec de l'envoi de l'e-mail à ${order.email} : ${labels}` },
    },
  });
  return { to: order.email, documents: chosen.map(({ id, kind, number, version }) => ({ id, kind, number, version })), statement: Boolean(statement) };
}

const SMALL_NUMBERS = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"];

/** "trois documents", "12 documents": French writes the small counts in words. */
function countOf(count: number, noun: string): string {
  return `${SMALL_NUMBERS[count] ?? String(count)} ${noun}${count > 1 ? "s" : ""}`;
}

const price = (decimal: string) => formatPrice(signedDecimalToCents(decimal) ?? 0n);

/** What the e-mail says of one attached document, after its name. */
function documentDetail(doc: OrderDocumentSummary & { data: DocumentData | ReceiptData }): string {
  const data = doc.data;
  const amount = signedDecimalToCents(doc.total_ttc) ?? 0n;
  switch (doc.kind) {
    case "quote":
      return `${formatPrice(amount)} TTC`;
    case "invoice": {
      const dueOn = data.kind !== "receipt" ? data.dueOn : undefined;
      if (doc.credited_by) return `${formatPrice(amount)} TTC, entièrement créditée par une facture d'avoir`;
      return `${formatPrice(amount)} TTC${dueOn ? `, à régler avant le ${formatDate(dueOn)}` : ""}`;
    }
    case "complementary_invoice": {
      const invoice = data.kind !== "receipt" ? data : undefined;
      if (!invoice?.complement?.reasonTitle) return `la part retenue de votre caution, ${formatPrice(amount)} TTC, qu'elle a réglée`;
      // Charges after the rental: what the kept deposit settled, what is left and when.
      const paid = signedDecimalToCents(invoice.figures?.paid ?? "0") ?? 0n;
      const due = invoice.figures?.due !== undefined ? (signedDecimalToCents(invoice.figures.due) ?? 0n) : amount - paid;
      return [
        `les frais constatés après la location, ${formatPrice(amount)} TTC`,
        paid > 0n ? `, dont ${formatPrice(paid)} réglés par votre caution` : "",
        due > 0n ? ` ; reste à régler : ${formatPrice(due)}${invoice.dueOn ? `, avant le ${formatDate(invoice.dueOn)}` : ""}` : "",
      ].join("");
    }
    case "credit_note": {
      const invoice = data.kind !== "receipt" ? data.credit?.invoiceNumber : undefined;
      return `${invoice ? `corrige la facture ${invoice}, ` : ""}${formatPrice(-amount)} TTC en votre faveur`;
    }
    case "receipt": {
      const paidOn = data.kind === "receipt" ? data.payment.paidOn : undefined;
      return `votre paiement de ${price(doc.total_ttc)}${paidOn ? ` du ${formatDate(paidOn)}` : ""}`;
    }
  }
}

/** What the e-mail says of the statement: the day it is drawn up to, and what it closes on. */
function statementDetail(statement: StatementPdfData): string {
  const asOf = `arrêté au ${formatDate(statement.asOf)}`;
  if (statement.overpaid) return `${asOf}, trop-perçu de ${formatPrice(statement.closingAmount)} en votre faveur`;
  return statement.closingAmount > 0n ? `${asOf}, reste à payer ${formatPrice(statement.closingAmount)}` : `${asOf}, rien ne reste à payer`;
}

/**
 * The e-mail of several documents of an order, each attached (the PDFs by the caller), and of its
 * statement of account when it is sent (printed by the caller, `statement` its data).
 */
export async function documentsMail(
  documents: (OrderDocumentSummary & { data: DocumentData | ReceiptData })[],
  order: RentalOrder,
  agency: EmailAgency,
  statement?: StatementPdfData,
): Promise<MailMessage> {
  const { brand, phone } = agency;
  const number = formatOrderNumber(order.order_number);
  const followLink = `${env().PUBLIC_URL}${clientOrderPath(order)}`;
  const facts: SentDocumentFact[] = documents.map((doc) => ({
    name: doc.kind === "quote" && doc.version > 1 ? `Devis ${doc.number} (version ${doc.version})` : `${DOCUMENT_TITLES[doc.kind]} ${doc.number}`,
    detail: documentDetail(doc),
    fileName: doc.fileName,
    link: `${env().PUBLIC_URL}${clientDocumentPath(order, doc.fileName)}`,
  }));
  if (statement) {
    facts.push({ name: STATEMENT_TITLE, detail: statementDetail(statement), fileName: statementFileName(order.order_number), link: `${env().PUBLIC_URL}${clientStatementPath(order)}` });
  }
  const count = facts.length;
  // The statement alone ('Envoyer le relevé'): named as such.
  const alone = count === 1 && statement ? "votre relevé de compte" : null;
  const title = alone ? `Votre relevé de compte pour la commande ${number}` : `Vos documents pour la commande ${number}`;
  const intro = alone
    ? `Veuillez trouver ci-joint le relevé de compte de votre commande de location ${number} :`
    : count === 1
      ? `Veuillez trouver ci-joint le document suivant de votre commande de location ${number} :`
      : `Veuillez trouver ci-joints les ${countOf(count, "document")} suivants de votre commande de location ${number} :`;
  const follow =
    count === 1
      ? "Il s'ouvre aussi à tout moment par son lien personnel, et se retrouve sur le suivi de votre commande (ne partagez pas ces liens) :"
      : "Chaque document s'ouvre aussi à tout moment par son lien personnel, et tous se retrouvent sur le suivi de votre commande (ne partagez pas ces liens) :";
  const hasQuote = documents.some((doc) => doc.kind === "quote");
  const closing = hasQuote
    ? "Pour accepter le devis, ouvrez le suivi de votre commande et choisissez « Accepter le devis », ou répondez simplement à cet e-mail. Merci de votre confiance."
    : "Merci de votre confiance.";
  const signature = `L'équipe ${brand}${phone ? ` · ${phone}` : ""}`;
  return {
    to: order.email,
    subject: `${brand} : ${alone ?? "vos documents"} pour la commande ${number}`,
    text: [
      `Bonjour ${order.first_name},`,
      "",
      intro,
      ...facts.flatMap((fact) => [`- ${fact.name} : ${fact.detail} (${fact.fileName})`, `  ${fact.link}`]),
      "",
      follow,
      followLink,
      "",
      closing,
      "",
      signature,
    ].join("\n"),
    html: await renderOrderDocuments({ agency, title, firstName: order.first_name, intro, documents: facts, follow, followLink, closing, signature }),
  };
}
