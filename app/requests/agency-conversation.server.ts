// A request's conversation, the agency's side (issue 24): the thread the back office shows,
// marking the client's answers read, and 'Répondre': the reply, its files, the timeline line and
// the e-mail to the client (files attached, link to the request's page) are written in one
// transaction, so a reply is either all there or not at all. The back office's routes check the
// admin role first.

import { localizedPath } from "~/i18n/locale";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, event_requests, request_thread, site_settings } from "~/db/schema";
import { env } from "~/lib/env.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { adminAttachmentPath, clientRequestPath } from "./access.server";
import { checkAttachments, isUuid, storeAttachments, type CheckedAttachment } from "./attachments.server";
import { fillPlaceholders } from "./reply-placeholders";
import { listReplyTemplates } from "./reply-templates.server";
import { filesToAttach, replyMail } from "./request-mail.server";
import { addThreadMessage, DELETED_REQUEST_MESSAGE, ensureRequest, recordRequestEvent, RequestError } from "./requests.server";
import { loadThread } from "./thread.server";

/**
 * What the conversation panel shows: the thread (the contact message, then the latest 200
 * messages, oldest first, the client's unread answers marked), the templates filled for this
 * client, and who the client is. Null when the message no longer exists.
 */
export async function loadConversation(db: DbExecutor, messageId: string) {
  if (!isUuid(messageId)) return null;
  const [message] = await db.select().from(contact_messages).where(eq(contact_messages.id, messageId));
  if (!message) return null;
  const [[request], [settings], templates] = await Promise.all([
    db.select({ unread: event_requests.unread }).from(event_requests).where(eq(event_requests.message_id, messageId)),
    db.select({ brand: site_settings.brand_name }).from(site_settings).limit(1),
    listReplyTemplates(db),
  ]);
  const thread = await loadThread(db, message, { side: "agency", agencyName: settings?.brand ?? "Imagine", hrefFor: (id) => adminAttachmentPath(messageId, id) });
  const person = { firstName: message.first_name, eventType: message.event_type };
  return {
    client: { name: `${message.first_name} ${message.last_name}`.trim(), email: message.email },
    eventType: message.event_type,
    unread: request?.unread ?? 0,
    thread,
    templates: templates.map((template) => ({
      id: template.id,
      name: template.name,
      subject: fillPlaceholders(template.subject, person),
      body: fillPlaceholders(template.body, person),
    })),
  };
}

export type ConversationData = NonNullable<Awaited<ReturnType<typeof loadConversation>>>;

/**
 * The back office has read the client's answers: each is marked read and the request's count goes
 * back to 0. Call it after loadConversation, which still shows them as 'Nouveau' this once.
 */
export async function markThreadRead(db: Db, messageId: string, at = new Date()): Promise<number> {
  if (!isUuid(messageId)) return 0;
  return db.transaction(async (tx) => {
    const read = await tx
      .update(request_thread)
      .set({ read_at: at })
      .where(and(eq(request_thread.message_id, messageId), eq(request_thread.direction, "client"), isNull(request_thread.read_at)))
      .returning({ id: request_thread.id });
    await tx.update(event_requests).set({ unread: 0 }).where(and(eq(event_requests.message_id, messageId), sql`${event_requests.unread} <> 0`));
    return read.length;
  });
}

/**
 * 'Répondre': the reply in the thread with its files, the timeline line, and the e-mail to the
 * client queued in the same transaction. The files go with the e-mail while it stays under
 * EMAIL_ATTACHMENTS_MAX_BYTES; all of them are on the request's page. A request whose message was
 * deleted is refused.
 */
export async function sendReply(db: Db, messageId: string, reply: { subject: string; body: string; attachments: CheckedAttachment[] }, actor: string) {
  return db.transaction(async (tx) => {
    const [message] = isUuid(messageId) ? await tx.select().from(contact_messages).where(eq(contact_messages.id, messageId)) : [];
    const request = message ? await ensureRequest(tx, messageId) : null;
    if (!message || !request) throw new RequestError(DELETED_REQUEST_MESSAGE, 404);
    const person = { firstName: message.first_name, eventType: message.event_type };
    const subject = fillPlaceholders(reply.subject, person);
    const body = fillPlaceholders(reply.body, person);
    const row = await addThreadMessage(tx, { messageId, direction: "agency", subject, body, author: actor });
    const files = await storeAttachments(tx, { threadId: row.id, messageId }, reply.attachments);
    const attached = filesToAttach(files.map((file) => file.size));
    const [settings] = await tx.select().from(site_settings).limit(1);
    const mail = await replyMail({
      to: message.email,
      subject,
      body,
      files: files.map((file, i) => ({ name: file.file_name, size: file.size, attached: attached[i] })),
      // The request's page and the e-mail's own words in the client's language; the reply is as the agency wrote it.
      link: `${env().PUBLIC_URL}${localizedPath(message.locale, clientRequestPath(messageId, request.link_version))}`,
      settings,
      locale: message.locale,
    });
    await enqueueMail(tx, {
      ...mail,
      kind: "request-reply",
      messageId,
      attachments: files.filter((_, i) => attached[i]).map((file) => ({ filename: file.file_name, contentType: file.content_type, requestAttachmentId: file.id })),
    });
    await recordRequestEvent(tx, {
      messageId,
      kind: "reply",
      summary: `Réponse envoyée à ${message.email} : « ${subject} »`,
      details: files.map((file) => `Pièce jointe : ${file.file_name}`),
      actor,
    });
    return { to: message.email, thread: row, attachments: files };
  });
}

/**
 * 'Répondre' as the composer posts it: the files are read from their bytes first (AttachmentError
 * names the one refused), then the reply is sent as sendReply does.
 */
export async function replyWithFiles(db: Db, messageId: string, reply: { subject: string; body: string; attachments: File[] }, actor: string) {
  const attachments = await checkAttachments(reply.attachments);
  return sendReply(db, messageId, { subject: reply.subject, body: reply.body, attachments }, actor);
}
