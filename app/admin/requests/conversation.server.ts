// A request's conversation in the back office (issue 24): the thread the panel shows, marking the
// client's answers read, and 'Répondre': the reply, its files, the timeline line and the e-mail to
// the client (files attached, link to the request's page) are written in one transaction, so a
// reply is either all there or not at all. The routes check the admin role first.

import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import { getDb, type Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, event_requests, reply_templates, request_thread, site_settings } from "~/db/schema";
import { env } from "~/lib/env.server";
import { FormTooLargeError, readFormWithin } from "~/lib/form-body.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { adminRequestPath, clientRequestPath } from "~/requests/access.server";
import { AttachmentError, checkAttachments, isUuid, storeAttachments, type CheckedAttachment } from "~/requests/attachments.server";
import { CONVERSATION_POST_MAX_BYTES, conversationFormInput, POST_TOO_LARGE_MESSAGE, ReplySchema, typedValues } from "~/requests/conversation-schema";
import { fillPlaceholders } from "~/requests/reply-placeholders";
import { filesToAttach, replyMail } from "~/requests/request-mail.server";
import { addThreadMessage, DELETED_REQUEST_MESSAGE, ensureRequest, recordRequestEvent, RequestError } from "~/requests/requests.server";
import { loadThread } from "~/requests/thread.server";
import { adminAttachmentPath, REPLY_ENHANCED_FIELD, REPLY_SENT_PARAM, type ReplyFailure, type ReplyResult } from "./reply-result";

/** At most this many templates in the composer's list. */
const TEMPLATES_MAX = 100;

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
    db.select().from(reply_templates).orderBy(asc(reply_templates.display_order), asc(reply_templates.name)).limit(TEMPLATES_MAX),
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
      link: `${env().PUBLIC_URL}${clientRequestPath(messageId, request.link_version)}`,
      settings,
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

const REFUSED = "Réponse non envoyée";

/**
 * The composer's action. With JavaScript (the composer's fetcher) it answers data: a toast, or a
 * refusal the composer shows beside what is still typed and chosen. A plain form post gets the
 * refusal on the composer's own page with the typed text, and a success redirects to the file.
 */
export async function handleReplyAction(request: Request, messageId: string, actor: string) {
  const fail = (status: number, error: string, values: ReplyFailure["values"], field?: ReplyFailure["field"]) =>
    data<ReplyResult>({ ok: false, status, error, toast: { title: REFUSED, description: error }, values, ...(field ? { field } : {}) }, { status });
  let form: FormData;
  try {
    form = await readFormWithin(request, CONVERSATION_POST_MAX_BYTES);
  } catch (error) {
    if (error instanceof FormTooLargeError) return fail(413, POST_TOO_LARGE_MESSAGE, { subject: "", body: "" }, "attachments");
    throw error;
  }
  const values = typedValues(form);
  const parsed = ReplySchema.safeParse(conversationFormInput(form));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0];
    return fail(400, issue.message, values, field === "subject" || field === "attachments" ? field : "body");
  }
  let sent: Awaited<ReturnType<typeof sendReply>>;
  try {
    const attachments = await checkAttachments(parsed.data.attachments);
    sent = await sendReply(getDb(), messageId, { ...parsed.data, attachments }, actor);
  } catch (error) {
    if (error instanceof AttachmentError) return fail(400, error.message, values, "attachments");
    if (error instanceof RequestError) return fail(error.status, error.message, values);
    throw error;
  }
  if (form.get(REPLY_ENHANCED_FIELD) !== "1") return redirect(`${adminRequestPath(messageId)}?${REPLY_SENT_PARAM}=1#conversation`);
  const files = sent.attachments.length;
  return data<ReplyResult>({
    ok: true,
    toast: { title: "Réponse envoyée", description: `À ${sent.to}${files ? `, avec ${files} pièce${files > 1 ? "s" : ""} jointe${files > 1 ? "s" : ""}` : ""}, et le lien de la conversation.` },
  });
}
