// The order's timeline: one row per thing that happened to it, written in the same transaction
// as the change when there is one, so the timeline never claims what did not happen.

import { asc, eq } from "drizzle-orm";
import { order_events, type QueuedMailTimeline } from "~/db/schema";
import type { SentMail } from "~/lib/mail.server";
import type { DbExecutor } from "~/db/executor";

export const ORDER_EVENT_KINDS = [
  "placed",
  "edited",
  "status",
  "document-issued",
  "document-sent",
  "email-sent",
  "email-failed",
  "deleted",
  "restored",
  "payment",
  "payment-cancelled",
  "deposit-received",
  "deposit-returned",
  "deposit-retained",
  "credit-note-issued",
  "quote-accepted",
  "equipment-out",
  "equipment-in",
  "maintenance",
  "charge",
  "link-sent",
  "link-revoked",
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Who did it, as the timeline shows it. */
export const SYSTEM_ACTOR = "Système";

export type OrderEvent = typeof order_events.$inferSelect;

export async function recordOrderEvent(
  db: DbExecutor,
  event: { orderId: string; kind: OrderEventKind; summary: string; actor: string; details?: string[] },
): Promise<void> {
  await db.insert(order_events).values({
    order_id: event.orderId,
    kind: event.kind,
    summary: event.summary,
    actor: event.actor,
    details: event.details ?? [],
  });
}

/** The outcome of an e-mail about an order, for its timeline ('what' says which e-mail). */
export function recordMailOutcome(
  db: DbExecutor,
  orderId: string,
  what: string,
  to: string,
  sent: SentMail | null,
  actor: string = SYSTEM_ACTOR,
): Promise<void> {
  return recordOrderEvent(db, {
    orderId,
    kind: sent ? "email-sent" : "email-failed",
    summary: sent ? `E-mail envoyé à ${to} : ${what}` : `Échec de l'envoi de l'e-mail à ${to} : ${what}`,
    actor,
  });
}

/** The timeline lines a queued e-mail about an order writes once sent or finally failed. */
export function mailTimeline(what: string, to: string, actor: string = SYSTEM_ACTOR): QueuedMailTimeline {
  return {
    actor,
    sent: { kind: "email-sent", summary: `E-mail envoyé à ${to} : ${what}` },
    failed: { kind: "email-failed", summary: `Échec de l'envoi de l'e-mail à ${to} : ${what}` },
  };
}

export function getOrderEvents(db: DbExecutor, orderId: string): Promise<OrderEvent[]> {
  return db.select().from(order_events).where(eq(order_events.order_id, orderId)).orderBy(asc(order_events.created_at));
}
