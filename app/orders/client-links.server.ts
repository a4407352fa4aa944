// Every link a client holds to their orders (/commande/<token>) and requests (/demande/<token>)
// carries the row's link version; bumping it turns every link given so far into a 404. This is
// what a password reset and an account takeover call: whoever held the account, or read the
// mailbox, may have kept the links, and they open without a cookie.

import { or, sql } from "drizzle-orm";
import { contact_messages, event_requests, order_events, rental_orders, request_events } from "~/db/schema";
import type { DbExecutor } from "~/db/executor";
import { SYSTEM_ACTOR } from "./timeline.server";

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
    .set({ link_version: sql`${rental_orders.link_version} + 1` })
    .where(orderOwner)
    .returning({ id: rental_orders.id });
  const messages = await db.select({ id: contact_messages.id }).from(contact_messages).where(messageOwner);
  // A message whose file was never made (older rows) gets one, already past version 1.
  const requests = messages.length
    ? await db
        .insert(event_requests)
        .values(messages.map((m) => ({ message_id: m.id, link_version: 2 })))
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
