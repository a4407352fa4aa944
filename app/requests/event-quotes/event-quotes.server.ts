// A request's event quotes (issue 24): issued, read and sent. A quote is numbered, built and stored
// in one transaction (its PDF rendered after the commit, event-quote-pdfs.server.ts), like the rental documents (documents.server.ts, ADR 009): the
// first one of a request takes the next DEV number from the same yearly counter row as the rental
// quotes, so the two never skip nor share a number; each later one is a new version of that number.
// The request's row is locked first: two admins issuing at once make two versions in turn, and a
// page drawn before the latest quote is refused (its `based_on`) rather than issued over it.

import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, event_quote_drafts, event_quotes, event_requests, site_settings, type EventQuoteLine } from "~/db/schema";
import { emailAgency } from "~/emails/agency.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { nudgeDocumentRenderer } from "~/lib/document-renderer.server";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { todayInTunis } from "~/lib/calendar-dates";
import { documentSettings, DocumentError, nextSequence } from "~/orders/documents.server";
import { documentNumber } from "~/orders/documents/document-builder";
import { getTaxRates } from "~/orders/taxes.server";
import { unknownVatRateMessage } from "~/lib/vat-rates";
import { storeAttachments } from "../attachments.server";
import { addThreadMessage, DELETED_REQUEST_MESSAGE, ensureRequest, recordRequestEvent } from "../requests.server";
import { stageLabel } from "../stages";
import { buildEventQuoteData, type EventQuoteData } from "./event-quote-data";
import { eventQuoteFileName, parseEventQuoteFileName, rentalLines } from "./event-quote-lines";
import { eventQuoteMail, quoteLabel } from "./event-quote-mail.server";
import type { EventQuoteInput } from "./event-quote-schema";
import { assertRentalLinesFree, loadRentalProducts } from "./rental-lines.server";
import { eventQuotePdf } from "./event-quote-pdfs.server";

/** A refusal in French, with its HTTP status; `field` says where the form shows it. */
export class EventQuoteError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    /** A stale page: the latest quote it did not know of. */
    readonly latestId?: string,
  ) {
    super(message);
    this.name = "EventQuoteError";
  }
}

export type EventQuoteSummary = {
  id: string;
  number: string;
  version: number;
  total_ht: string;
  total_ttc: string;
  issued_by: string;
  issued_at: Date;
  /** When 'Envoyer au client' first sent it; null: the client neither sees nor accepts it yet. */
  sent_at: Date | null;
  accepted_name: string | null;
  accepted_at: Date | null;
  /** Its PDF is rendered and stored; until then the page says 'En préparation' (the download renders it). */
  pdf_ready: boolean;
  fileName: string;
  /** Some of its lines are rental products: winning the request makes them an order. */
  hasRental: boolean;
};

const summaryColumns = {
  id: event_quotes.id,
  number: event_quotes.number,
  version: event_quotes.version,
  total_ht: event_quotes.total_ht,
  total_ttc: event_quotes.total_ttc,
  issued_by: event_quotes.issued_by,
  issued_at: event_quotes.issued_at,
  sent_at: event_quotes.sent_at,
  accepted_name: event_quotes.accepted_name,
  accepted_at: event_quotes.accepted_at,
  lines: event_quotes.lines,
  pdf_ready: sql<boolean>`(${event_quotes.pdf} is not null)`,
};

type SummaryRow = { [K in Exclude<keyof typeof summaryColumns, "pdf_ready">]: (typeof event_quotes.$inferSelect)[K] } & { pdf_ready: boolean };

function toSummary({ lines, ...row }: SummaryRow): EventQuoteSummary {
  return { ...row, fileName: eventQuoteFileName(row), hasRental: rentalLines(lines).length > 0 };
}

/** The request's quotes, newest version first (a request has one number, in versions). */
export async function listEventQuotes(db: DbExecutor, messageId: string): Promise<EventQuoteSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(event_quotes)
    .where(eq(event_quotes.message_id, messageId))
    .orderBy(desc(event_quotes.version), desc(event_quotes.issued_at))
    .limit(100);
  return rows.map(toSummary);
}

/** The request's latest quote with its lines and data (not its PDF), or null. */
export async function latestEventQuote(db: DbExecutor, messageId: string) {
  const [row] = await db
    .select({ ...summaryColumns, year: event_quotes.year, sequence: event_quotes.sequence, data: event_quotes.data })
    .from(event_quotes)
    .where(eq(event_quotes.message_id, messageId))
    .orderBy(desc(event_quotes.version), desc(event_quotes.issued_at))
    .limit(1);
  return row ? { ...toSummary(row), lines: row.lines, year: row.year, sequence: row.sequence, data: row.data as EventQuoteData } : null;
}

export type AcceptedEventQuote = { number: string; version: number; total_ht: string; accepted_name: string; accepted_at: Date };

/**
 * The request's latest quote when the client has accepted it online, or null: the request's file
 * then proposes 'Gagnée' at its total HT in one click (issue 38).
 */
export async function acceptedLatestQuote(db: DbExecutor, messageId: string): Promise<AcceptedEventQuote | null> {
  const [row] = await db
    .select({ number: event_quotes.number, version: event_quotes.version, total_ht: event_quotes.total_ht, accepted_name: event_quotes.accepted_name, accepted_at: event_quotes.accepted_at })
    .from(event_quotes)
    .where(eq(event_quotes.message_id, messageId))
    .orderBy(desc(event_quotes.version), desc(event_quotes.issued_at))
    .limit(1);
  return row?.accepted_name && row.accepted_at ? { ...row, accepted_name: row.accepted_name, accepted_at: row.accepted_at } : null;
}

/** The request's row, locked for the rest of the transaction; the request is made for an older message. */
async function lockRequest(tx: DbExecutor, messageId: string) {
  const request = await ensureRequest(tx, messageId);
  if (!request) throw new EventQuoteError(DELETED_REQUEST_MESSAGE, 404);
  const [locked] = await tx.select().from(event_requests).where(eq(event_requests.message_id, messageId)).for("update");
  if (!locked) throw new EventQuoteError(DELETED_REQUEST_MESSAGE, 404);
  return locked;
}

export function staleQuoteMessage(latest: { number: string; version: number }): string {
  return `Un autre devis a été émis pour cette demande depuis l'ouverture de la page (${quoteLabel(latest)}) : vérifiez-le. Ce que vous avez saisi est conservé ; « Émettre » en fera la version ${latest.version + 1}.`;
}

/**
 * Refuses rental lines whose product is gone or withdrawn from the catalogue, or whose units are
 * not free over their dates (OverbookingError, naming the product and the dates).
 */
async function checkRentalLines(tx: DbExecutor, lines: EventQuoteLine[]): Promise<void> {
  const products = await loadRentalProducts(tx, lines);
  for (const [index, line] of lines.entries()) {
    if (line.kind !== "rental" || !line.product_id) continue;
    const product = products.get(line.product_id);
    const name = line.description.split("\n")[0];
    if (!product) throw new EventQuoteError(`« ${name} » n'existe plus dans le catalogue : retirez cette ligne.`, 409, `lines.${index}.product_id`);
    if (!product.is_available) throw new EventQuoteError(`« ${product.name} » n'est plus proposé à la location : retirez cette ligne.`, 409, `lines.${index}.product_id`);
  }
  await assertRentalLinesFree(tx, lines);
}

/**
 * Issues the request's quote from the editor's lines: its first quote takes the next DEV number,
 * a later one a new version of it; the request's saved draft goes. Throws EventQuoteError (stale
 * page, decided request, gone product, missing settings) or OverbookingError.
 */
export async function issueEventQuote(db: Db, messageId: string, input: EventQuoteInput, actor: string, now = new Date()): Promise<EventQuoteSummary> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, messageId);
    if (request.stage === "won" || request.stage === "lost") {
      throw new EventQuoteError(`Cette demande est « ${stageLabel(request.stage)} » : rouvrez-la avant d'émettre un devis.`, 409);
    }
    const latest = await latestEventQuote(tx, messageId);
    if ((latest?.id ?? undefined) !== input.based_on) {
      throw latest
        ? new EventQuoteError(staleQuoteMessage(latest), 409, "based_on", latest.id)
        : new EventQuoteError("Le devis sur lequel cette page s'appuyait n'existe plus : rechargez la page.", 409, "based_on");
    }
    const [message] = await tx.select().from(contact_messages).where(eq(contact_messages.id, messageId));
    if (!message) throw new EventQuoteError(DELETED_REQUEST_MESSAGE, 404);
    await checkRentalLines(tx, input.lines);
    // Each line's rate is one of the settings' list, or the one it had on the latest version.
    const previousRates = new Set((latest?.lines ?? []).map((line) => line.vat_rate));
    const taxes = await getTaxRates(tx);
    for (const [index, line] of input.lines.entries()) {
      if (!taxes.vat_rates.includes(line.vat_rate) && !previousRates.has(line.vat_rate)) {
        throw new EventQuoteError(unknownVatRateMessage(taxes.vat_rates), 400, `lines.${index}.vat_rate`);
      }
    }
    const settings = await documentSettings(tx).catch((error: unknown) => {
      if (error instanceof DocumentError) throw new EventQuoteError(error.message, error.status);
      throw error;
    });

    const issuedOn = todayInTunis(now);
    const year = Number(issuedOn.slice(0, 4));
    // A new version keeps the request's number; a first quote takes the next one of the year.
    const numbered = latest
      ? { year: latest.year, sequence: latest.sequence, number: latest.number, version: latest.version + 1 }
      : await (async () => {
          const sequence = await nextSequence(tx, "quote", year);
          return { year, sequence, number: documentNumber("quote", year, sequence), version: 1 };
        })();
    const data = buildEventQuoteData({
      ...numbered,
      issuedOn,
      title: input.title,
      notes: input.notes,
      lines: input.lines,
      client: message,
      event: { date: request.event_date, guests: request.guests },
      settings,
      taxes: { stampDuty: decimalToCents(settings.stamp_duty) ?? 0n },
    });
    const [row] = await tx
      .insert(event_quotes)
      .values({
        message_id: messageId,
        ...numbered,
        lines: input.lines,
        total_ht: data.figures.totalHt,
        total_ttc: data.figures.totalTtc,
        data,
        issued_by: actor,
        issued_at: now,
      })
      .returning(summaryColumns);
    // The draft it was written from is this quote now (issue 38).
    await tx.delete(event_quote_drafts).where(eq(event_quote_drafts.message_id, messageId));
    await recordRequestEvent(tx, {
      messageId,
      kind: "quote-issued",
      summary: `Devis ${numbered.number} version ${numbered.version} émis (${formatPrice(decimalToCents(data.figures.totalTtc) ?? 0n)} TTC)`,
      details: data.lines.map((line) => `${line.name} × ${line.quantity}${line.days ? ` (${line.days} j)` : ""}`).slice(0, 20),
      actor,
      at: now,
    });
    return toSummary(row!);
  }).finally(nudgeDocumentRenderer);
}

/**
 * A stored quote's PDF by its file name ("DEV-2026-0001-v2.pdf"), for one request only; for the
 * client (`sentOnly`), only a version the agency sent: an issued one is still the agency's draft.
 */
export async function getEventQuotePdf(db: DbExecutor, messageId: string, fileName: string, { sentOnly = false }: { sentOnly?: boolean } = {}): Promise<{ fileName: string; pdf: Buffer } | null> {
  const wanted = parseEventQuoteFileName(fileName);
  if (!wanted) return null;
  const [row] = await db
    .select({ id: event_quotes.id, pdf: event_quotes.pdf })
    .from(event_quotes)
    .where(
      and(
        eq(event_quotes.message_id, messageId),
        eq(event_quotes.number, wanted.number),
        eq(event_quotes.version, wanted.version),
        sentOnly ? isNotNull(event_quotes.sent_at) : undefined,
      ),
    );
  if (!row) return null;
  const pdf = row.pdf ?? (await eventQuotePdf(db, row.id));
  return pdf ? { fileName, pdf } : null;
}

/**
 * 'Envoyer au client': writes the agency's message in the thread with the PDF joined to it, queues
 * the client's e-mail with that PDF and their request's link, and the timeline line, in one
 * transaction. Only the latest version is sent.
 */
export async function sendEventQuote(db: Db, messageId: string, quoteId: string, actor: string, now = new Date()): Promise<{ quote: EventQuoteSummary; to: string }> {
  // Its PDF, if the renderer has not made it yet, is made before the request's lock is taken.
  await eventQuotePdf(db, quoteId);
  return db.transaction(async (tx) => {
    await lockRequest(tx, messageId);
    const [row] = await tx
      .select(summaryColumns)
      .from(event_quotes)
      .where(and(eq(event_quotes.id, quoteId), eq(event_quotes.message_id, messageId)));
    if (!row) throw new EventQuoteError("Devis introuvable pour cette demande.", 404);
    const quote = toSummary(row);
    const latest = await latestEventQuote(tx, messageId);
    if (latest && latest.id !== quote.id) {
      throw new EventQuoteError(`Ce devis a été remplacé par la version ${latest.version} : envoyez la plus récente.`, 409);
    }
    const [message] = await tx.select().from(contact_messages).where(eq(contact_messages.id, messageId));
    if (!message) throw new EventQuoteError(DELETED_REQUEST_MESSAGE, 404);
    const [request] = await tx.select({ event_date: event_requests.event_date, stage: event_requests.stage, link_version: event_requests.link_version }).from(event_requests).where(eq(event_requests.message_id, messageId));
    const [settings] = await tx.select().from(site_settings).limit(1);
    const mail = await eventQuoteMail(messageId, request?.link_version ?? 1, quote, { ...message, event_date: request?.event_date ?? message.event_date }, emailAgency(settings));
    const total = formatPrice(decimalToCents(quote.total_ttc) ?? 0n);
    const thread = await addThreadMessage(tx, {
      messageId,
      direction: "agency",
      subject: `Devis ${quoteLabel(quote)}`,
      body: `Bonjour ${message.first_name},\n\nVeuillez trouver ci-joint notre devis ${quoteLabel(quote)}, d'un montant de ${total} TTC. Vous pouvez l'accepter en ligne depuis cette page, ou nous répondre pour toute question.`,
      author: actor,
      at: now,
    });
    // The PDF joins the agency's message as any file of the conversation does; the e-mail reads it
    // from there when it is sent, rather than keeping another copy of the bytes.
    const pdf = await eventQuotePdf(tx, quote.id);
    if (!pdf) throw new EventQuoteError("Devis introuvable pour cette demande.", 404);
    const [file] = await storeAttachments(tx, { threadId: thread.id, messageId }, [{ fileName: quote.fileName, contentType: "application/pdf", content: pdf }]);
    await enqueueMail(tx, {
      ...mail,
      replyTo: settings?.email,
      kind: "quote",
      messageId,
      attachments: [{ filename: quote.fileName, contentType: "application/pdf", requestAttachmentId: file!.id }],
    });
    // From now on the client sees it and may accept it; a second send keeps the first time.
    await tx.update(event_quotes).set({ sent_at: sql`coalesce(${event_quotes.sent_at}, ${now.toISOString()}::timestamptz)` }).where(eq(event_quotes.id, quote.id));
    await recordRequestEvent(tx, { messageId, kind: "quote-sent", summary: `Devis ${quote.number} version ${quote.version} envoyé par e-mail à ${message.email}`, actor, at: now });
    // A proposal sent: a new or qualified request moves on by itself (a decided one stays as it is).
    if (request && (request.stage === "new" || request.stage === "qualified")) {
      await tx.update(event_requests).set({ stage: "proposal_sent", version: sql`${event_requests.version} + 1`, updated_at: now }).where(eq(event_requests.message_id, messageId));
      await recordRequestEvent(tx, { messageId, kind: "stage", summary: `Étape : ${stageLabel(request.stage)} → ${stageLabel("proposal_sent")}`, details: [`Le devis ${quote.number} est envoyé au client.`], actor, at: now });
    }
    return { quote: { ...quote, sent_at: quote.sent_at ?? now }, to: message.email };
  });
}
