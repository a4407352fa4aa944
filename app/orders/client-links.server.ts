// Every link a client holds to their orders (/commande/<token>) and requests (/demande/<token>)
// carries the row's link version (app/lib/signed-id.server.ts); bumping it turns every link given
// so far into a 404 that says how to get a new one (ADR 010). This module reads an order's link,
// makes a new one from the back office ('Renvoyer un nouveau lien', 'Révoquer les liens'), and
// revokes every link of an account at once: what a password reset and an account takeover call,
// since whoever held the account, or read the mailbox, may have kept links that open without a
// cookie.

import { eq, or, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { contact_messages, event_requests, order_events, rental_orders, request_events, site_settings, type RentalOrder } from "~/db/schema";
import { clientNewLinkSentences } from "~/emails/client-link-facts";
import { emailMessages } from "~/i18n/messages/email";
import { localizedPath } from "~/i18n/locale";
import { emailAgency } from "~/emails/agency.server";
import { renderClientNewLink } from "~/emails/render.server";
import { env } from "~/lib/env.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import type { MailMessage } from "~/lib/mail.server";
import { clientOrderPath, readOrderAccessToken } from "./access.server";
import { revocationSummary, type ClientLinkAction } from "./client-link-schema";
import { formatOrderNumber } from "./status";
import { mailTimeline, recordOrderEvent, SYSTEM_ACTOR } from "./timeline.server";

/**
 * What a token finds: the row when the token is of its current version; "revoked" when it was
 * made by us for an older version (the page then says how to get a new link); "unknown" for a
 * wrong token or a row that no longer exists (the same 404 as ever, nothing to learn).
 */
export type LinkLookup<T> = { status: "current"; row: T } | { status: "revoked" } | { status: "unknown" };

export async function findOrderByLink(db: DbExecutor, token: string): Promise<LinkLookup<RentalOrder>> {
  const link = readOrderAccessToken(token);
  if (!link) return { status: "unknown" };
  const [order] = await db.select().from(rental_orders).where(eq(rental_orders.id, link.id));
  if (!order) return { status: "unknown" };
  if (link.version === order.link_version) return { status: "current", row: order };
  // A version above the row's was never given (only the server signs): a wrong token.
  return link.version < order.link_version ? { status: "revoked" } : { status: "unknown" };
}

export class ClientLinkError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ClientLinkError";
  }
}

/** The e-mail that gives the client their order's new link, in the language they ordered in. */
export async function newOrderLinkMail(order: RentalOrder, settings: typeof site_settings.$inferSelect | undefined): Promise<MailMessage> {
  const locale = order.locale;
  const t = emailMessages(locale);
  const number = formatOrderNumber(order.order_number);
  const link = `${env().PUBLIC_URL}${localizedPath(locale, clientOrderPath(order))}`;
  const brand = settings?.brand_name ?? "Imagine";
  const signature = t.signature(brand, settings?.phone);
  const what = t.newLink.whatOrder(number);
  const say = clientNewLinkSentences({ firstName: order.first_name, what, locale });
  return {
    to: order.email,
    replyTo: settings?.email,
    subject: t.newLink.subjectOrder(brand, number),
    text: [say.greeting, "", say.news, "", link, "", say.caution, "", signature].join("\n"),
    html: await renderClientNewLink({ agency: emailAgency(settings), locale, firstName: order.first_name, what, link, button: t.newLink.buttonOrder, signature }),
  };
}

// A new link is not a change of the order: both bumps below keep its updated_at as it was (the
// account deletion does the same), so that the order's exports and lists still say when it last
// changed.

/**
 * 'Renvoyer un nouveau lien' (the new link e-mailed to the order's address, in the same
 * transaction) or 'Révoquer les liens' (nothing sent, the reason kept): the order's link version
 * is bumped under its row lock, and the timeline says who did it and why.
 */
export async function rotateOrderLink(db: Db, orderId: string, action: ClientLinkAction, actor: string): Promise<{ order: RentalOrder; sentTo: string | null }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(rental_orders)
      .set({ link_version: sql`${rental_orders.link_version} + 1`, updated_at: sql`${rental_orders.updated_at}` })
      .where(eq(rental_orders.id, orderId))
      .returning();
    if (!order) throw new ClientLinkError("Commande introuvable.", 404);
    if (action.intent === "revoke-links") {
      await recordOrderEvent(tx, { orderId, kind: "link-revoked", summary: revocationSummary(action.reason), details: action.note ? [action.note] : [], actor });
      return { order, sentTo: null };
    }
    const [settings] = await tx.select().from(site_settings).limit(1);
    const mail = await newOrderLinkMail(order, settings);
    await recordOrderEvent(tx, { orderId, kind: "link-sent", summary: `Nouveau lien de suivi pour ${order.email} : les liens précédents ne s'ouvrent plus`, actor });
    await enqueueMail(tx, { ...mail, kind: "order-new-link", orderId, timeline: mailTimeline("nouveau lien de suivi", mail.to, actor) });
    return { order, sentTo: order.email };
  });
}

/**
 * Bumps the link version of every order placed by the account or with the e-mail (whatever its
 * case), and of every request sent by either, each with a line in its timeline. Answers how many
 * orders and requests it rotated. No e-mail is sent: the client asks for a new link, or opens the
 * order from 'Mon compte'.
 */
export async function revokeClientLinks(
  db: DbExecutor,
  { userId, email }: { userId: string | null; email: string },
  why = "Liens du client révoqués (compte sécurisé)",
): Promise<number> {
  const address = email.trim().toLowerCase();
  const orderOwner = userId
    ? or(sql`lower(${rental_orders.email}) = ${address}`, sql`${rental_orders.user_id} = ${userId}`)
    : sql`lower(${rental_orders.email}) = ${address}`;
  const messageOwner = userId
    ? or(sql`lower(${contact_messages.email}) = ${address}`, sql`${contact_messages.user_id} = ${userId}`)
    : sql`lower(${contact_messages.email}) = ${address}`;

  const orders = await db
    .update(rental_orders)
    .set({ link_version: sql`${rental_orders.link_version} + 1`, updated_at: sql`${rental_orders.updated_at}` })
    .where(orderOwner)
    .returning({ id: rental_orders.id });
  const messages = await db
    .select({
      id: contact_messages.id,
      event_date: contact_messages.event_date,
      guests: contact_messages.guest_count,
      created_at: contact_messages.created_at,
      locale: contact_messages.locale,
    })
    .from(contact_messages)
    .where(messageOwner);
  // A message whose file was never made (older rows) gets one as ensureRequest makes it, already past version 1.
  const requests = messages.length
    ? await db
        .insert(event_requests)
        .values(
          messages.map((m) => ({ message_id: m.id, event_date: m.event_date, guests: m.guests, locale: m.locale, created_at: m.created_at, updated_at: m.created_at, link_version: 2 })),
        )
        .onConflictDoUpdate({ target: event_requests.message_id, set: { link_version: sql`${event_requests.link_version} + 1` } })
        .returning({ id: event_requests.message_id })
    : [];

  if (orders.length) {
    await db.insert(order_events).values(orders.map((o) => ({ order_id: o.id, kind: "link-revoked", summary: why, actor: SYSTEM_ACTOR })));
  }
  if (requests.length) {
    await db.insert(request_events).values(requests.map((r) => ({ message_id: r.id, kind: "link-revoked", summary: why, actor: SYSTEM_ACTOR })));
  }
  return orders.length + requests.length;
}
