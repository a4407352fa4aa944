import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * An attachment kept with a queued e-mail: a stored document whose PDF it is, or a file of a
 * request's conversation (both read when sending, so the bytes are not stored twice), or small
 * bytes in base64, or the data of an order's statement of account as it stood when the e-mail was
 * queued, printed when it is sent (issue 38: not in the request).
 */
export type QueuedAttachment = { filename: string; contentType: string; documentId?: string; requestAttachmentId?: string; base64?: string; statement?: unknown };

/**
 * What the order's timeline says once the e-mail is sent or has finally failed (written by the
 * worker, so the timeline never claims a delivery that did not happen).
 */
export type QueuedMailTimeline = {
  actor: string;
  sent: { kind: string; summary: string };
  failed: { kind: string; summary: string };
};

export const MAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The transactional outbox (docs: issue 15): an e-mail is a row written in the same transaction
 * as the order or message it is about, and a worker in each instance sends it, retrying with
 * backoff. Rows are picked with `for update skip locked`, so several instances never send one twice.
 */
export const mail_queue = pgTable(
  "mail_queue",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    reply_to: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<QueuedAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    /** What the e-mail is ('order-acknowledgement', 'contact-notification'…), for the back office. */
    kind: text("kind").notNull(),
    order_id: uuid("order_id"),
    message_id: uuid("message_id"),
    timeline: jsonb("timeline").$type<QueuedMailTimeline>(),
    status: text("status").$type<MailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp("locked_until", { withTimezone: true }),
    last_error: text("last_error"),
    // The clock, not the transaction's start: two e-mails queued together keep their order.
    created_at: timestamp("created_at", { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    sent_at: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    // The worker's pick: due pending rows, and sending rows whose lock has expired.
    index("mail_queue_due_idx").on(t.status, t.next_attempt_at),
    index("mail_queue_order_idx").on(t.order_id),
  ],
);
