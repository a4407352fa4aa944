// The client accepts an event quote online (issue 24), by the rental quote's rules (ADR 017,
// quote-acceptance.server.ts) and with its form's schema: the latest version only, once the agency
// has sent it ('Envoyer au client'), their name typed and 'Bon pour accord' ticked, once. A version
// issued and not sent is the agency's draft: the client neither sees nor accepts it, and the
// version sent before it is not offered either (the agency is replacing it). The quote keeps who
// and when; the request's timeline keeps the address, the browser and the SHA-256 of the PDF that
// was offered, so that what was agreed to can be proved later. Written under the request's lock
// with the agency's e-mail. A request marked lost no longer takes an acceptance.

import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, event_quotes, event_requests, site_settings } from "~/db/schema";
import { emailAgency } from "~/emails/agency.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import type { QuoteAcceptanceInput } from "~/orders/quote-acceptance-schema";
import { QuoteAcceptanceError } from "~/orders/quote-acceptance.server";
import { LINK_ACTIONS_CLOSED_MESSAGE } from "~/lib/link-window";
import { requestAccessToken } from "../access.server";
import { requestActionsClosed } from "../request-links.server";
import { ensureRequest, recordRequestEvent } from "../requests.server";
import { clientEventQuoteFilePath } from "./event-quote-paths";
import { eventQuoteAcceptedMail } from "./event-quote-mail.server";
import { NEW_VERSION_COMING, NOT_SENT_MESSAGE } from "./event-quote-messages";
import { latestEventQuote, listEventQuotes } from "./event-quotes.server";
import { eventQuotePdf } from "./event-quote-pdfs.server";

export { QuoteAcceptanceError as EventQuoteAcceptanceError };

export type EventQuoteAcceptance = { number: string; version: number; accepted_name: string; accepted_at: Date };

export async function acceptEventQuote(
  db: Db,
  messageId: string,
  quoteId: string,
  input: Pick<QuoteAcceptanceInput, "name">,
  client: { ip: string; userAgent: string } = { ip: "inconnue", userAgent: "inconnu" },
  now = new Date(),
): Promise<EventQuoteAcceptance> {
  return db.transaction(async (tx) => {
    if (!(await ensureRequest(tx, messageId))) throw new QuoteAcceptanceError("Demande introuvable.", 404);
    const [request] = await tx.select().from(event_requests).where(eq(event_requests.message_id, messageId)).for("update");
    if (!request) throw new QuoteAcceptanceError("Demande introuvable.", 404);
    // 90 days after the conversation's last message, the link reads but no longer agrees to anything.
    const [opened] = await tx.select({ id: contact_messages.id, created_at: contact_messages.created_at }).from(contact_messages).where(eq(contact_messages.id, messageId));
    if (opened && (await requestActionsClosed(tx, opened, now))) throw new QuoteAcceptanceError(LINK_ACTIONS_CLOSED_MESSAGE, 410);
    if (request.stage === "lost") throw new QuoteAcceptanceError("Cette demande est close : son devis ne peut plus être accepté. Écrivez-nous pour la reprendre.", 409);
    const latest = await latestEventQuote(tx, messageId);
    if (!latest) throw new QuoteAcceptanceError("Aucun devis à accepter pour cette demande.", 404);
    if (latest.id !== quoteId) {
      const [offered] = await tx
        .select({ id: event_quotes.id, sent_at: event_quotes.sent_at })
        .from(event_quotes)
        .where(and(eq(event_quotes.id, quoteId), eq(event_quotes.message_id, messageId)));
      // A version never sent is unknown to the client: the same answer as a wrong id.
      if (!offered?.sent_at) throw new QuoteAcceptanceError("Devis introuvable pour cette demande.", 404);
      if (!latest.sent_at) throw new QuoteAcceptanceError(NEW_VERSION_COMING, 409);
      throw new QuoteAcceptanceError(`Ce devis a été remplacé par une version plus récente (version ${latest.version}) : lisez-la, puis acceptez-la si elle vous convient.`, 409);
    }
    if (!latest.sent_at) throw new QuoteAcceptanceError(NOT_SENT_MESSAGE, 409);
    if (latest.accepted_name) throw new QuoteAcceptanceError(`Ce devis est déjà accepté (par ${latest.accepted_name}).`, 409);

    const [updated] = await tx
      .update(event_quotes)
      .set({ accepted_name: input.name, accepted_at: now })
      .where(and(eq(event_quotes.id, latest.id), isNull(event_quotes.accepted_at)))
      .returning({ pdf: event_quotes.pdf });
    if (!updated) throw new QuoteAcceptanceError("Ce devis est déjà accepté.", 409);
    // A sent quote has its PDF (sending stores it); rendered here only if it somehow has not.
    const pdf = updated.pdf ?? (await eventQuotePdf(tx, latest.id));
    if (!pdf) throw new QuoteAcceptanceError("Devis introuvable pour cette demande.", 404);
    const [message] = await tx.select().from(contact_messages).where(eq(contact_messages.id, messageId));
    const clientName = message ? `${message.first_name} ${message.last_name}`.trim() : input.name;
    await recordRequestEvent(tx, {
      messageId,
      kind: "quote-accepted",
      summary: `Devis ${latest.number} version ${latest.version} accepté en ligne par ${input.name}`,
      details: [`Adresse : ${client.ip.slice(0, 100)}`, `Navigateur : ${client.userAgent.slice(0, 500)}`, `SHA-256 du PDF : ${createHash("sha256").update(pdf).digest("hex")}`],
      actor: `Client : ${clientName}`,
      at: now,
    });
    const [settings] = await tx.select().from(site_settings).limit(1);
    if (settings && message) {
      const mail = await eventQuoteAcceptedMail(
        messageId,
        latest,
        { ...message, event_date: request.event_date },
        input.name,
        now,
        emailAgency(settings),
        settings.notification_email,
      );
      await enqueueMail(tx, { ...mail, kind: "quote-accepted", messageId });
    }
    return { number: latest.number, version: latest.version, accepted_name: input.name, accepted_at: now };
  });
}

export type ClientEventQuote = {
  id: string;
  number: string;
  version: number;
  totalTtc: string;
  issuedAt: string;
  href: string;
  fileName: string;
  accepted: { name: string; at: string } | null;
  /** The latest version, sent and not yet accepted, of a request still open to it: the form is offered. */
  canAccept: boolean;
  /** The newest version sent, while the agency has issued a newer one not sent yet (NEW_VERSION_COMING). */
  newVersionComing: boolean;
};

/**
 * The quotes the client's page lists (newest version first): the versions the agency sent, with
 * their links under the request's current token; none acceptable once the link's changes are
 * closed (`actionsClosed`), nor while a newer version waits to be sent.
 */
export async function getClientEventQuotes(db: DbExecutor, messageId: string, { actionsClosed = false }: { actionsClosed?: boolean } = {}): Promise<ClientEventQuote[]> {
  const [quotes, [request]] = await Promise.all([
    listEventQuotes(db, messageId),
    db.select({ stage: event_requests.stage, link_version: event_requests.link_version }).from(event_requests).where(eq(event_requests.message_id, messageId)),
  ]);
  const token = requestAccessToken(messageId, request?.link_version ?? 1);
  // Newest first: a draft on top means the newest version sent is being replaced.
  const draftOnTop = quotes[0] !== undefined && quotes[0].sent_at === null;
  return quotes.filter((quote) => quote.sent_at !== null).map((quote, index) => ({
    id: quote.id,
    number: quote.number,
    version: quote.version,
    totalTtc: quote.total_ttc,
    issuedAt: quote.issued_at.toISOString(),
    href: clientEventQuoteFilePath(token, quote.fileName),
    fileName: quote.fileName,
    accepted: quote.accepted_name && quote.accepted_at ? { name: quote.accepted_name, at: quote.accepted_at.toISOString() } : null,
    canAccept: index === 0 && !draftOnTop && !quote.accepted_name && request?.stage !== "lost" && !actionsClosed,
    newVersionComing: index === 0 && draftOnTop && request?.stage !== "lost" && request?.stage !== "won" && !actionsClosed,
  }));
}
