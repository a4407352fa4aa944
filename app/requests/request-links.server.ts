// The client's link to their request (/demande/<token>) carries the request's link version
// (event_requests.link_version, ADR 010): the links are made with the current one, a token of an
// older version finds nothing but a page saying how to get a new one, and the back office bumps it
// ('Renvoyer un nouveau lien', 'Révoquer les liens'). Changes through the link (answer, accept a
// quote) close 90 days after the request's last message (app/lib/link-window.ts).

import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, event_requests, request_thread, site_settings } from "~/db/schema";
import { clientNewLinkSentences } from "~/emails/client-link-facts";
import { emailMessages } from "~/i18n/messages/email";
import { messagesFor } from "~/i18n/messages";
import { localizedPath } from "~/i18n/locale";
import { emailAgency } from "~/emails/agency.server";
import { renderClientNewLink } from "~/emails/render.server";
import { env } from "~/lib/env.server";
import { linkActionsClosed } from "~/lib/link-window";
import { enqueueMail } from "~/lib/mail-queue.server";
import type { MailMessage } from "~/lib/mail.server";
import { revocationSummary, type ClientLinkAction } from "~/orders/client-link-schema";
import { ClientLinkError, type LinkLookup } from "~/orders/client-links.server";
import { clientRequestPath, readRequestAccessToken } from "./access.server";
import { ensureRequest, recordRequestEvent, type ContactMessage } from "./requests.server";

/** The request's current link version: 1 while its file has none (nothing was ever bumped). */
export async function requestLinkVersion(db: DbExecutor, messageId: string): Promise<number> {
  const [row] = await db.select({ version: event_requests.link_version }).from(event_requests).where(eq(event_requests.message_id, messageId));
  return row?.version ?? 1;
}

/** The client's page of the request, under its current link version. */
export async function currentRequestPath(db: DbExecutor, messageId: string): Promise<string> {
  return clientRequestPath(messageId, await requestLinkVersion(db, messageId));
}

export type RequestLink = { message: ContactMessage; linkVersion: number };

/** The request a token opens (see LinkLookup): its message and the link version it was made for. */
export async function findRequestByLink(db: DbExecutor, token: string): Promise<LinkLookup<RequestLink>> {
  const link = readRequestAccessToken(token);
  if (!link) return { status: "unknown" };
  const [row] = await db
    .select({ message: contact_messages, version: event_requests.link_version })
    .from(contact_messages)
    .leftJoin(event_requests, eq(event_requests.message_id, contact_messages.id))
    .where(eq(contact_messages.id, link.id));
  if (!row) return { status: "unknown" };
  const current = row.version ?? 1;
  if (link.version === current) return { status: "current", row: { message: row.message, linkVersion: current } };
  return link.version < current ? { status: "revoked" } : { status: "unknown" };
}

/** When the request's conversation last moved: its last message, or the contact message itself. */
export async function requestLastMessageAt(db: DbExecutor, message: Pick<ContactMessage, "id" | "created_at">): Promise<Date> {
  const [last] = await db
    .select({ at: request_thread.created_at })
    .from(request_thread)
    .where(eq(request_thread.message_id, message.id))
    .orderBy(desc(request_thread.created_at))
    .limit(1);
  return last && last.at > message.created_at ? last.at : message.created_at;
}

/** Whether the request's link may still change something (answer, accept a quote) on `now`. */
export async function requestActionsClosed(db: DbExecutor, message: Pick<ContactMessage, "id" | "created_at">, now = new Date()): Promise<boolean> {
  return linkActionsClosed(await requestLastMessageAt(db, message), now);
}

/**
 * The e-mail that gives the client their request's new link, in the language of the message the
 * request comes from; `path` is the request page's French path.
 */
export async function newRequestLinkMail(message: ContactMessage, path: string, settings: typeof site_settings.$inferSelect | undefined): Promise<MailMessage> {
  const locale = message.locale;
  const t = emailMessages(locale);
  const link = `${env().PUBLIC_URL}${localizedPath(locale, path)}`;
  const brand = settings?.brand_name ?? "Imagine";
  const signature = t.signature(brand, settings?.phone);
  const eventTypes: Record<string, string> = messagesFor(locale).contact.form.eventTypes;
  const what = t.newLink.whatRequest(eventTypes[message.event_type] ?? message.event_type);
  const say = clientNewLinkSentences({ firstName: message.first_name, what, locale });
  return {
    to: message.email,
    replyTo: settings?.email,
    subject: t.newLink.subjectRequest(brand),
    text: [say.greeting, "", say.news, "", link, "", say.caution, "", signature].join("\n"),
    html: await renderClientNewLink({ agency: emailAgency(settings), locale, firstName: message.first_name, what, link, button: t.newLink.buttonRequest, signature }),
  };
}

/**
 * 'Renvoyer un nouveau lien' (the new link e-mailed to the message's address in the same
 * transaction) or 'Révoquer les liens' (nothing sent, the reason kept), on the request's file.
 */
export async function rotateRequestLink(db: Db, messageId: string, action: ClientLinkAction, actor: string): Promise<{ sentTo: string | null }> {
  return db.transaction(async (tx) => {
    const [message] = await tx.select().from(contact_messages).where(eq(contact_messages.id, messageId));
    if (!message || !(await ensureRequest(tx, messageId))) throw new ClientLinkError("Demande introuvable : son message a peut-être été supprimé.", 404);
    const [request] = await tx
      .update(event_requests)
      .set({ link_version: sql`${event_requests.link_version} + 1` })
      .where(eq(event_requests.message_id, messageId))
      .returning({ linkVersion: event_requests.link_version });
    if (action.intent === "revoke-links") {
      await recordRequestEvent(tx, { messageId, kind: "link-revoked", summary: revocationSummary(action.reason), details: action.note ? [action.note] : [], actor });
      return { sentTo: null };
    }
    const [settings] = await tx.select().from(site_settings).limit(1);
    const mail = await newRequestLinkMail(message, clientRequestPath(messageId, request!.linkVersion), settings);
    await enqueueMail(tx, { ...mail, kind: "request-new-link", messageId });
    await recordRequestEvent(tx, { messageId, kind: "link-sent", summary: `Nouveau lien envoyé à ${message.email} : les liens précédents ne s'ouvrent plus`, actor });
    return { sentTo: message.email };
  });
}
