// The client's page of their request (issue 24), reached through the link of the agency's e-mails:
// what they asked, the whole conversation, and their answer with files. The token is the key
// (access.server.ts); a wrong token and a deleted message look the same: nothing; a token of an
// older link version gets the page saying how to get a new one (request-links.server.ts), and
// answers close 90 days after the conversation's last message (app/lib/link-window.ts). An answer is
// counted against a limit per request and address, stored with its files, and the request's
// owner (or the agency) is told by an e-mail queued in the same transaction.

import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { getDb, type Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, site_settings, user, user_roles } from "~/db/schema";
import { env } from "~/lib/env.server";
import { FormTooLargeError, readFormWithin } from "~/lib/form-body.server";
import { logger } from "~/lib/logger.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { LINK_ACTIONS_CLOSED_MESSAGE } from "~/lib/link-window";
import { localeOfRequest, localizedPath, type Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import type { ContactMessages } from "~/i18n/messages/contact/fr";
import { clientIp, hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { revokedLinkError } from "~/lib/revoked-link.server";
import type { LinkLookup } from "~/orders/client-links.server";
import { adminRequestPath, clientRequestPath } from "./access.server";
import { AttachmentError, checkAttachments, storeAttachments, type CheckedAttachment } from "./attachments.server";
import { clientAnswerSchema, CONVERSATION_LIMITS, CONVERSATION_POST_MAX_BYTES, conversationFormInput, typedValues } from "./conversation-schema";
import { answerNoticeMail } from "./request-mail.server";
import { addThreadMessage, ensureRequest, recordRequestEvent } from "./requests.server";
import { findRequestByLink, requestActionsClosed } from "./request-links.server";
import { loadThread } from "./thread.server";

export const REQUEST_NOT_FOUND = "Demande introuvable.";

/** Ten answers an hour from one address to one request: enough for a conversation, not for a flood. */
export const CLIENT_ANSWER_RATE_LIMIT: RateLimitRule = { name: "request-answer", limit: 10, windowSeconds: 3600 };
/** And thirty an hour to one request whatever the address, for a link that went round. */
export const CLIENT_ANSWER_REQUEST_LIMIT: RateLimitRule = { name: "request-answer-all", limit: 30, windowSeconds: 3600 };

export class ClientRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ClientRequestError";
  }
}

/** A refused answer: the message, the field it is about, and what was typed. */
export type ClientAnswerFailure = { ok: false; message: string; field?: "body" | "attachments"; values: { body: string } };

async function messageFor(db: DbExecutor, messageId: string) {
  const [message] = await db.select().from(contact_messages).where(eq(contact_messages.id, messageId));
  return message ?? null;
}

/** The client's page for a token (see LinkLookup: current, revoked, or unknown for a wrong token or a deleted request). */
export async function getClientRequest(db: DbExecutor, token: string, now = new Date(), locale: Locale = "fr"): Promise<LinkLookup<ClientRequestView>> {
  const found = await findRequestByLink(db, token);
  if (found.status !== "current") return found;
  return { status: "current", row: await clientRequestView(db, found.row.message, found.row.linkVersion, now, locale) };
}

async function clientRequestView(db: DbExecutor, message: typeof contact_messages.$inferSelect, linkVersion: number, now: Date, locale: Locale) {
  const [settings] = await db.select({ brand: site_settings.brand_name, phone: site_settings.phone, email: site_settings.email }).from(site_settings).limit(1);
  const brand = settings?.brand ?? "Imagine";
  const path = clientRequestPath(message.id, linkVersion);
  const thread = await loadThread(db, message, { side: "client", agencyName: messagesFor(locale).contact.request.agencyTeam(brand), hrefFor: (id) => `${path}/pieces/${id}` });
  return {
    path,
    client: { firstName: message.first_name },
    // What the client sent, as they sent it: the agency's corrections stay in the back office.
    request: { eventType: message.event_type, eventDate: message.event_date, guests: message.guest_count, services: message.services, sentAt: message.created_at },
    thread,
    /** 90 days after the last message: the page reads, the answer form is gone. */
    actionsClosed: await requestActionsClosed(db, message, now),
    agency: { brand, phone: settings?.phone ?? "", email: settings?.email ?? "" },
  };
}

export type ClientRequestView = Awaited<ReturnType<typeof clientRequestView>>;

/** The request's owner's address when the owner is still an administrator. */
async function ownerEmail(tx: DbExecutor, ownerId: string | null): Promise<string | null> {
  if (!ownerId) return null;
  const [owner] = await tx
    .select({ email: user.email })
    .from(user)
    .innerJoin(user_roles, and(eq(user_roles.user_id, user.id), eq(user_roles.role, "admin")))
    .where(eq(user.id, ownerId));
  return owner?.email ?? null;
}

/**
 * Stores the client's answer and its files, counts it unread, writes the timeline and queues the
 * notice to the request's owner (or the agency's notification address), all in one transaction.
 */
export async function answerAsClient(db: Db, messageId: string, answer: { body: string; attachments: CheckedAttachment[] }, now = new Date()) {
  return db.transaction(async (tx) => {
    const message = await messageFor(tx, messageId);
    const request = message ? await ensureRequest(tx, messageId) : null;
    if (!message || !request) throw new ClientRequestError(REQUEST_NOT_FOUND, 404);
    if (await requestActionsClosed(tx, message, now)) throw new ClientRequestError(LINK_ACTIONS_CLOSED_MESSAGE, 410);
    const client = `${message.first_name} ${message.last_name}`.trim();
    const row = await addThreadMessage(tx, { messageId, direction: "client", subject: null, body: answer.body, author: client, at: now });
    const files = await storeAttachments(tx, { threadId: row.id, messageId }, answer.attachments);
    await recordRequestEvent(tx, {
      messageId,
      kind: "client-answer",
      summary: "Réponse du client depuis sa page",
      details: files.map((file) => `Pièce jointe : ${file.file_name}`),
      actor: `Client : ${client}`,
      at: now,
    });
    const [settings] = await tx.select().from(site_settings).limit(1);
    const to = (await ownerEmail(tx, request.owner_id)) ?? settings?.notification_email;
    if (to) {
      const mail = await answerNoticeMail({
        to,
        client,
        eventType: message.event_type,
        body: answer.body,
        files: files.map((file) => ({ name: file.file_name, size: file.size })),
        adminLink: `${env().PUBLIC_URL}${adminRequestPath(messageId)}`,
        settings,
      });
      await enqueueMail(tx, { ...mail, kind: "request-answer-notification", messageId });
    } else {
      logger.warn("Réponse du client sans destinataire : ni responsable ni paramètres du site", { messageId });
    }
    return row;
  });
}

/** "Vous avez envoyé plusieurs réponses … Réessayez dans 40 minutes …", in the page's language. */
export function answerRateLimitMessage(retryAfterSeconds: number, words: ContactMessages["request"] = messagesFor("fr").contact.request): string {
  return words.rateLimited(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
}

/** A refused file, as the client's page says it. */
function attachmentRefusal(error: AttachmentError, words: ContactMessages["request"]): string {
  switch (error.reason) {
    case "too-many":
      return words.attachments.tooMany(CONVERSATION_LIMITS.attachmentsMax);
    case "too-big":
      return words.attachments.tooBig(error.fileName);
    case "empty":
      return words.attachments.empty(error.fileName);
    case "wrong-type":
      return words.attachments.wrongType(error.fileName);
  }
}

/**
 * The client page's action. A refusal answers the page with the message in its language and the typed
 * text (with JavaScript the form keeps its files too); an answer stored redirects to the page
 * (Post/Redirect/Get: a reload does not send it twice).
 */
export async function handleClientAnswer(request: Request, token: string) {
  const locale = localeOfRequest(request);
  const words = messagesFor(locale).contact.request;
  const found = await findRequestByLink(getDb(), token);
  if (found.status === "revoked") throw await revokedLinkError(getDb(), "request");
  if (found.status === "unknown") throw data({ error: words.notFound }, { status: 404 });
  const messageId = found.row.message.id;
  const path = clientRequestPath(messageId, found.row.linkVersion);
  const fail = (status: number, message: string, values: { body: string }, extra: { field?: ClientAnswerFailure["field"]; headers?: HeadersInit } = {}) =>
    data<ClientAnswerFailure>({ ok: false, message, values, ...(extra.field ? { field: extra.field } : {}) }, { status, headers: extra.headers });

  // Every post counts, read or refused; the form is still read so that a refusal gives the text back.
  const ip = clientIp(request);
  const limits = [await hitRateLimit(CLIENT_ANSWER_RATE_LIMIT, `${messageId}:${ip}`), await hitRateLimit(CLIENT_ANSWER_REQUEST_LIMIT, messageId)];
  let form: FormData;
  try {
    form = await readFormWithin(request, CONVERSATION_POST_MAX_BYTES);
  } catch (error) {
    if (error instanceof FormTooLargeError) return fail(413, words.attachments.postTooLarge(CONVERSATION_LIMITS.attachmentsMax), { body: "" }, { field: "attachments" });
    throw error;
  }
  const values = { body: typedValues(form).body };
  const refused = limits.find((limit) => !limit.allowed);
  if (refused && !refused.allowed) {
    return fail(429, answerRateLimitMessage(refused.retryAfterSeconds, words), values, { headers: { "Retry-After": String(refused.retryAfterSeconds) } });
  }
  if (await requestActionsClosed(getDb(), found.row.message)) return fail(410, words.actionsClosed, values);
  const parsed = clientAnswerSchema(words, locale).safeParse(conversationFormInput(form));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return fail(400, issue.message, values, { field: issue.path[0] === "attachments" ? "attachments" : "body" });
  }
  try {
    const attachments = await checkAttachments(parsed.data.attachments);
    await answerAsClient(getDb(), messageId, { body: parsed.data.body, attachments });
  } catch (error) {
    if (error instanceof AttachmentError) return fail(400, attachmentRefusal(error, words), values, { field: "attachments" });
    if (error instanceof ClientRequestError && error.status === 410) return fail(410, words.actionsClosed, values);
    if (error instanceof ClientRequestError) throw data({ error: error.message }, { status: error.status });
    throw error;
  }
  return redirect(`${localizedPath(locale, path)}?envoye=1#reponse`);
}
