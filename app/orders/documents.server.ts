// Issuing, reading and sending an order's quotes and invoices (credit notes: credit-notes.server.ts). A document is numbered, built
// and stored in one transaction: the yearly counter row is taken with an upsert that every
// concurrent issuer queues on, and a failed issue rolls its number back, so numbers have no gap
// and no duplicate across instances. Its PDF is rendered after the commit, off the request
// (documents/document-pdfs.server.ts), once, and served as stored from then on.

import { emailMessages, type EmailMessages } from "~/i18n/messages/email";
import { formatDay } from "~/i18n/format";
import { localizedPath } from "~/i18n/locale";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { document_counters, order_documents, order_payments, rental_orders, site_settings } from "~/db/schema";
import { emailAgency } from "~/emails/agency.server";
import type { EmailAgency } from "~/emails/layout";
import { renderOrderDocument } from "~/emails/render.server";
import { env } from "~/lib/env.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { nudgeDocumentRenderer } from "~/lib/document-renderer.server";
import type { MailMessage } from "~/lib/mail.server";
import type { DbExecutor } from "~/db/executor";
import { buildDocumentData, documentFileName, documentNumber, type DocumentSettings } from "./documents/document-builder";
import { DOCUMENT_TITLES, type DocumentData, type DocumentKind, type StoredDocumentKind } from "./documents/document-data";
import { inOrderLanguage } from "./documents/document-english.server";
import { isDocumentLanguage, type DocumentLanguage } from "./documents/document-language";
import { documentPdf, renderStoredDocument } from "./documents/document-pdfs.server";
import type { ReceiptData } from "./documents/receipt-data";
import { clientDocumentPath, clientOrderPath } from "./access.server";
import { recordOrderEvent } from "./timeline.server";
import { isQuoteStale, STALE_QUOTE_NOT_SENT } from "./quote-staleness";
import { orderEmailProblem } from "./send-documents-schema";
import { formatOrderNumber, orderStatusLabel } from "./status";
import { decimalToCents, formatPrice, formatPriceIn, signedDecimalToCents, type Cents } from "~/lib/pricing";
import { formatDate, todayInTunis } from "~/lib/calendar-dates";
import { getOrderStatement } from "~/money/statement/statement.server";
import { statementFacts, statementText } from "~/money/statement/statement-facts";
import type { Statement } from "~/money/statement/statement-lines";
import { GATEWAY_LABELS } from "~/money/payment-status";
import type { PaymentGatewayId, PaymentMethod } from "~/db/schema/payments";

/** A refusal with its HTTP status, in French. */
export class DocumentError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "DocumentError";
  }
}

/** Which statuses may get which document (issue 11; credit notes, issue 22). */
export const DOCUMENT_STATUSES: Record<DocumentKind, readonly string[]> = {
  quote: ["new", "confirmed", "in_progress"],
  invoice: ["confirmed", "in_progress", "completed"],
  credit_note: ["confirmed", "in_progress", "completed"],
};

export type OrderDocumentSummary = {
  id: string;
  order_id: string;
  kind: StoredDocumentKind;
  number: string;
  version: number;
  /** A quote: the order's revision it was made from (quote-staleness.ts); null for other documents. */
  order_version: number | null;
  total_ttc: string;
  /** A credit note: the invoice it corrects. */
  corrects_id: string | null;
  /** An invoice: the credit note that completed its credit (it no longer stands). */
  credited_by: string | null;
  /** A receipt: the payment it acknowledges. */
  payment_id: string | null;
  issued_by: string;
  issued_at: Date;
  /** Its PDF is rendered and stored; until then the page says 'En préparation' (the download renders it). */
  pdf_ready: boolean;
  /** What it is printed in (issue 39): English for an order placed in English, else French. */
  language: DocumentLanguage;
  fileName: string;
};

const summaryColumns = {
  id: order_documents.id,
  order_id: order_documents.order_id,
  kind: order_documents.kind,
  number: order_documents.number,
  version: order_documents.version,
  order_version: order_documents.order_version,
  total_ttc: order_documents.total_ttc,
  corrects_id: order_documents.corrects_id,
  credited_by: order_documents.credited_by,
  payment_id: order_documents.payment_id,
  issued_by: order_documents.issued_by,
  issued_at: order_documents.issued_at,
  pdf_ready: sql<boolean>`(${order_documents.pdf} is not null)`,
  language: sql<string | null>`(${order_documents.data} ->> 'language')`,
};

const KINDS: readonly StoredDocumentKind[] = ["quote", "invoice", "complementary_invoice", "credit_note", "receipt"];

export function toSummary(row: Omit<OrderDocumentSummary, "fileName" | "kind" | "language"> & { kind: string; language: string | null }): OrderDocumentSummary {
  const kind = KINDS.find((known) => known === row.kind) ?? "quote";
  return { ...row, kind, language: isDocumentLanguage(row.language) ? row.language : "fr", fileName: documentFileName(row) };
}

export { summaryColumns };

export async function getOrderDocuments(db: DbExecutor, orderId: string): Promise<OrderDocumentSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(order_documents)
    .where(eq(order_documents.order_id, orderId))
    .orderBy(desc(order_documents.issued_at), desc(order_documents.version));
  return rows.map(toSummary);
}

/** The next number of `kind` for `year`, inside the caller's transaction. */
export async function nextSequence(tx: DbExecutor, kind: StoredDocumentKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(document_counters)
    .values({ kind, year, last_value: 1 })
    .onConflictDoUpdate({
      target: [document_counters.kind, document_counters.year],
      set: { last_value: sql`${document_counters.last_value} + 1` },
    })
    .returning({ value: document_counters.last_value });
  return row!.value;
}

export async function documentSettings(tx: DbExecutor): Promise<DocumentSettings & typeof site_settings.$inferSelect> {
  const [row] = await tx.select().from(site_settings).limit(1);
  if (!row) throw new DocumentError("Paramètres de l'agence absents : renseignez la facturation dans le back-office.", 500);
  return row;
}

export type IssuedDocument = OrderDocumentSummary & { data: DocumentData };

/** The order's invoice that stands (not credited in full), if any. */
export async function standingInvoice(db: DbExecutor, orderId: string): Promise<{ id: string; number: string } | null> {
  const [row] = await db
    .select({ id: order_documents.id, number: order_documents.number })
    .from(order_documents)
    .where(and(eq(order_documents.order_id, orderId), eq(order_documents.kind, "invoice"), isNull(order_documents.credited_by)));
  return row ?? null;
}

/**
 * Issues a quote (a new version each time) or the order's invoice, and records it in the
 * timeline. Throws DocumentError when the order's status does not allow it or an invoice of it
 * still stands (one credited in full by credit notes no longer does: a new one gets a new number).
 */
export async function issueDocument(db: Db, orderId: string, kind: "quote" | "invoice", actor: string, now = new Date()): Promise<IssuedDocument> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(rental_orders).where(eq(rental_orders.id, orderId)).for("update");
    if (!order) throw new DocumentError("Commande introuvable.", 404);
    if (!DOCUMENT_STATUSES[kind].includes(order.status)) {
      throw new DocumentError(
        kind === "invoice"
          ? `Une facture ne s'émet que pour une commande confirmée, en cours ou terminée (celle-ci est « ${orderStatusLabel(order.status)} »).`
          : `Un devis ne s'émet plus pour une commande « ${orderStatusLabel(order.status)} ».`,
        409,
      );
    }
    const issuedOn = todayInTunis(now);
    const year = Number(issuedOn.slice(0, 4));
    if (kind === "invoice") {
      const standing = await standingInvoice(tx, orderId);
      if (standing) {
        throw new DocumentError(
          `Cette commande a déjà une facture : ${standing.number}. Une facture émise ne se refait pas : corrigez-la par une facture d'avoir.`,
          409,
        );
      }
    }
    const [previous] =
      kind === "quote"
        ? await tx
            .select({ number: order_documents.number, version: order_documents.version, year: order_documents.year, sequence: order_documents.sequence })
            .from(order_documents)
            .where(and(eq(order_documents.order_id, orderId), eq(order_documents.kind, kind)))
            .orderBy(desc(order_documents.version))
            .limit(1)
        : [];
    // A new quote version keeps the order's quote number; a first quote or an invoice takes the next one.
    const numbered = previous
      ? { year: previous.year, sequence: previous.sequence, number: previous.number, version: previous.version + 1 }
      : await (async () => {
          const sequence = await nextSequence(tx, kind, year);
          return { year, sequence, number: documentNumber(kind, year, sequence), version: 1 };
        })();
    const settings = await documentSettings(tx);
    const data = await inOrderLanguage(tx, order, settings, buildDocumentData(order, settings, { kind, number: numbered.number, version: numbered.version, issuedOn }));
    const [row] = await tx
      .insert(order_documents)
      .values({
        order_id: orderId,
        kind,
        ...numbered,
        // The revision the quote shows, read under the order's lock: an edit after it makes the quote stale.
        order_version: kind === "quote" ? order.version : null,
        total_ht: data.figures.totalHt,
        total_ttc: data.figures.totalTtc,
        // The PDF is rendered after the commit (document-pdfs.server.ts), not under the order's lock.
        data,
        issued_by: actor,
        issued_at: now,
      })
      .returning(summaryColumns);
    if (kind === "invoice") {
      await tx.update(rental_orders).set({ invoice_due_on: data.dueOn ?? issuedOn }).where(eq(rental_orders.id, orderId));
    }
    await recordOrderEvent(tx, {
      orderId,
      kind: "document-issued",
      summary:
        kind === "invoice"
          ? `Facture ${numbered.number} émise (${formatPrice(decimalToCents(data.figures.totalTtc) ?? 0n)} TTC)`
          : `Devis ${numbered.number} version ${numbered.version} émis (${formatPrice(decimalToCents(data.figures.totalTtc) ?? 0n)} TTC)`,
      actor,
    });
    return { ...toSummary(row!), data };
  }).finally(nudgeDocumentRenderer);
}

/** The plain data a stored document was made from, for one document. */
export async function getDocumentData(db: DbExecutor, documentId: string): Promise<DocumentData | null> {
  const [row] = await db.select({ data: order_documents.data }).from(order_documents).where(eq(order_documents.id, documentId));
  return row ? (row.data as DocumentData) : null;
}

/**
 * A stored document's PDF by its file name ("DEV-2026-0001-v2.pdf"), for one order only; rendered now if it is not yet.
 * In `language` when the back office asks for the other one than the document's (issue 39): printed
 * from the same data then, and not stored (the stored PDF is the one the client received).
 */
export async function getDocumentPdf(db: DbExecutor, orderId: string, fileName: string, language?: DocumentLanguage): Promise<{ fileName: string; pdf: Buffer } | null> {
  const match = /^((?:DEV|FAC|AV|REC)-\d{4}-\d{4,})(?:-v(\d{1,6}))?\.pdf$/.exec(fileName);
  if (!match) return null;
  const number = match[1]!;
  const isQuote = number.startsWith("DEV");
  if (isQuote !== (match[2] !== undefined)) return null;
  const [row] = await db
    .select({ id: order_documents.id, pdf: order_documents.pdf, language: summaryColumns.language })
    .from(order_documents)
    .where(and(eq(order_documents.order_id, orderId), eq(order_documents.number, number), eq(order_documents.version, isQuote ? Number(match[2]) : 1)));
  if (!row) return null;
  if (language && language !== (isDocumentLanguage(row.language) ? row.language : "fr")) {
    const data = await getDocumentData(db, row.id);
    return data ? { fileName: fileName.replace(/\.pdf$/, `-${language}.pdf`), pdf: await renderStoredDocument({ ...(data as DocumentData | ReceiptData), language }) } : null;
  }
  const pdf = row.pdf ?? (await documentPdf(db, row.id));
  return pdf ? { fileName, pdf } : null;
}

/** A facture complémentaire that bills charges (its `complement` has a reason title): what was settled and what is due. */
async function chargesOf(db: DbExecutor, documentId: string): Promise<{ paid: Cents; due: Cents; dueOn: string | null } | undefined> {
  const data = await getDocumentData(db, documentId);
  if (!data?.complement?.reasonTitle) return undefined;
  const cents = (decimal: string | undefined) => decimalToCents(decimal ?? "0") ?? 0n;
  const paid = cents(data.figures.paid);
  return { paid, due: data.figures.due !== undefined ? cents(data.figures.due) : cents(data.figures.totalTtc) - paid, dueOn: data.dueOn ?? null };
}

/**
 * The e-mail of a stored document to the client (the PDF is attached by the caller), in the
 * language of their order (`order.locale`): a receipt's statement must then be worded in it too.
 */
export async function documentMail(
  doc: OrderDocumentSummary,
  order: typeof rental_orders.$inferSelect,
  agency: EmailAgency,
  /** A facture complémentaire of charges after the rental (issue 23): what the deposit settled, what is left and when due. */
  charges?: { paid: Cents; due: Cents; dueOn: string | null },
  /** A receipt (issue 37): the order's statement of account as it stands, printed under the intro. */
  statement?: Statement,
  /** A receipt: how the payment was made ('En ligne — Konnect') and its reference, as the receipt prints them. */
  payment?: ReceiptPaymentFacts,
): Promise<MailMessage> {
  const locale = order.locale;
  const t = emailMessages(locale);
  const say = t.document;
  const name = say.names[doc.kind];
  // The document's address has no language prefix: the order's language picks the PDF's.
  const link = `${env().PUBLIC_URL}${clientDocumentPath(order, doc.fileName)}`;
  const followLink = `${env().PUBLIC_URL}${localizedPath(locale, clientOrderPath(order))}`;
  const number = formatOrderNumber(order.order_number);
  const amount = signedDecimalToCents(doc.total_ttc) ?? 0n;
  const price = (cents: Cents) => formatPriceIn(locale, cents);
  const day = (date: string) => (locale === "fr" ? formatDate(date) : formatDay(locale, date));
  const intro =
    doc.kind === "quote"
      ? say.quoteIntro(doc.number, doc.version, number, price(amount))
      : doc.kind === "complementary_invoice" && charges
        ? say.chargesIntro(
            doc.number,
            number,
            price(amount),
            charges.paid > 0n ? price(charges.paid) : null,
            charges.due > 0n ? price(charges.due) : null,
            charges.dueOn ? day(charges.dueOn) : null,
          )
        : doc.kind === "complementary_invoice"
          ? say.keptDepositIntro(doc.number, number, price(amount))
          : doc.kind === "credit_note"
            ? say.creditNoteIntro(doc.number, number, price(-amount))
            : doc.kind === "receipt"
              ? [say.receiptIntro(doc.number, price(amount), number), ...(payment ? [receiptMethod(say, payment)] : []), ...(statement ? [receiptBalance(say, statement, price)] : [])].join(" ")
              : say.invoiceIntro(doc.number, number, price(amount));
  const facts = doc.kind === "receipt" && statement ? statementFacts(statement, locale) : undefined;
  const closing = doc.kind === "quote" ? say.closingQuote : say.closing;
  const signature = t.signature(agency.brand, agency.phone);
  return {
    to: order.email,
    subject: say.subject(agency.brand, name, doc.number, number),
    text: [
      t.greeting(order.first_name),
      "",
      intro,
      "",
      ...(facts ? [...statementText(facts, locale), ""] : []),
      say.open,
      link,
      "",
      t.fact(say.follow, "").trimEnd(),
      followLink,
      "",
      closing,
      "",
      signature,
    ].join("\n"),
    html: await renderOrderDocument({
      agency,
      locale,
      title: say.title(name, doc.number, doc.kind === "quote" ? doc.version : null),
      firstName: order.first_name,
      kind: doc.kind === "quote" ? "quote" : "invoice",
      intro,
      documentLink: link,
      documentButton: `${say.button[doc.kind]} ${doc.number}`,
      followLink,
      closing,
      signature,
      statement: facts,
    }),
  };
}

/** A receipt's payment as its e-mail names it: the payment's own columns, named in the e-mail's language. */
export type ReceiptPaymentFacts = { method: PaymentMethod; gateway: PaymentGatewayId | null; reference: string | null };

/** "Mode de paiement : En ligne — Konnect, référence …": the client finds the gateway's reference without opening the PDF. */
function receiptMethod(say: EmailMessages["document"], { method, gateway, reference }: ReceiptPaymentFacts): string {
  // The gateway's name is the same in every language, as paymentMethodLabel sets it after the method.
  const named = method === "online" && gateway ? `${say.paymentMethods.online} — ${GATEWAY_LABELS[gateway]}` : say.paymentMethods[method];
  return say.paymentMethod(named, reference);
}

/** The payment a receipt acknowledges, as its e-mail names it (payments are never changed: as when it was issued). */
async function receiptPaymentFacts(db: DbExecutor, paymentId: string | null): Promise<ReceiptPaymentFacts | undefined> {
  if (!paymentId) return undefined;
  const [payment] = await db
    .select({ method: order_payments.method, gateway: order_payments.gateway, reference: order_payments.reference })
    .from(order_payments)
    .where(eq(order_payments.id, paymentId));
  return payment;
}

/** What a receipt's e-mail says remains after the payment: the statement's closing balance. */
function receiptBalance(say: EmailMessages["document"], statement: Statement, price: (cents: Cents) => string): string {
  if (statement.closing < 0n) return say.balanceOverpaid(price(-statement.closing));
  return statement.closing === 0n ? say.balanceSettled : say.balanceDue(price(statement.closing));
}

/**
 * Queues the e-mail of a stored document to the client, its PDF attached by reference to the
 * stored document (the worker reads it when sending). The timeline says it was sent, or that it
 * failed, once the worker knows.
 */
export async function sendDocument(db: Db, orderId: string, documentId: string, actor: string): Promise<{ document: OrderDocumentSummary; to: string }> {
  const [order] = await db.select().from(rental_orders).where(eq(rental_orders.id, orderId));
  if (!order) throw new DocumentError("Commande introuvable.", 404);
  const [row] = await db
    .select(summaryColumns)
    .from(order_documents)
    .where(and(eq(order_documents.id, documentId), eq(order_documents.order_id, orderId)));
  if (!row) throw new DocumentError("Document introuvable pour cette commande.", 404);
  const emailProblem = orderEmailProblem(order.email);
  if (emailProblem) throw new DocumentError(emailProblem, 400);
  const doc = toSummary(row);
  // A quote the order was edited after would reach the client only to be refused at acceptance.
  if (doc.kind === "quote" && isQuoteStale(doc, order)) throw new DocumentError(STALE_QUOTE_NOT_SENT, 409);
  const [settings] = await db.select().from(site_settings).limit(1);
  const mail = await documentMail(
    doc,
    order,
    emailAgency(settings),
    doc.kind === "complementary_invoice" ? await chargesOf(db, doc.id) : undefined,
    // The statement's lines in the e-mail's language (Arabic ones too: statement-words.ts).
    doc.kind === "receipt" ? ((await getOrderStatement(db, orderId, order.locale)) ?? undefined) : undefined,
    doc.kind === "receipt" ? await receiptPaymentFacts(db, doc.payment_id) : undefined,
  );
  const label = doc.kind === "quote" ? `Devis ${doc.number} version ${doc.version}` : `${DOCUMENT_TITLES[doc.kind]} ${doc.number}`;
  await enqueueMail(db, {
    ...mail,
    replyTo: settings?.email,
    kind: doc.kind === "quote" ? "quote" : doc.kind === "receipt" ? "receipt" : "invoice",
    orderId,
    attachments: [{ filename: doc.fileName, contentType: "application/pdf", documentId: doc.id }],
    timeline: {
      actor,
      sent: { kind: "document-sent", summary: `${label} envoyé${doc.kind === "quote" || doc.kind === "receipt" ? "" : "e"} par e-mail à ${order.email}` },
      failed: { kind: "email-failed", summary: `Échec de l'envoi de l'e-mail à ${order.email} : ${label}` },
    },
  });
  return { document: doc, to: order.email };
}

/** The latest version of the order's quote, or its invoice. */
export async function latestDocument(db: DbExecutor, orderId: string, kind: DocumentKind): Promise<OrderDocumentSummary | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(order_documents)
    .where(and(eq(order_documents.order_id, orderId), eq(order_documents.kind, kind)))
    .orderBy(desc(order_documents.version))
    .limit(1);
  return row ? toSummary(row) : null;
}
