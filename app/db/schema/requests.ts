import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Locale } from "../../i18n/locale";
import { bytea, id } from "./columns";

// Event requests (issue 24): each contact message is a request the agency follows from its first
// message to a won project or a lost one. No foreign key to the message, like the orders'
// documents: a deleted message takes its request out of every list (they join on it), and the
// undo of the delete, which puts the message back under its id, finds the request as it was.

export const REQUEST_STAGES = ["new", "qualified", "proposal_sent", "won", "lost"] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];

export const LOST_REASONS = ["budget", "date", "competitor", "no_answer", "cancelled", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/** The request's file: one row per contact message, made with it (and by migration 0021 for the older ones). */
export const event_requests = pgTable(
  "event_requests",
  {
    /** contact_messages.id */
    message_id: uuid("message_id").primaryKey(),
    stage: text("stage").$type<RequestStage>().notNull().default("new"),
    /** The administrator who follows it (user.id of an admin), none at first. */
    owner_id: text("owner_id"),
    /** The next follow-up day (Africa/Tunis), while the request is open. */
    follow_up_on: date("follow_up_on"),
    /** The client's estimated budget, DT. */
    budget: numeric("budget", { precision: 14, scale: 2 }),
    /** The event's date and guests: the form's, then as the agency corrects them. */
    event_date: date("event_date"),
    guests: integer("guests"),
    /** 'Gagnée': the value of the project, DT HT. */
    won_value: numeric("won_value", { precision: 14, scale: 2 }),
    /** 'Perdue': the reason from the list, and free text. */
    lost_reason: text("lost_reason").$type<LostReason>(),
    lost_note: text("lost_note"),
    /** When it was won or lost. */
    decided_at: timestamp("decided_at", { withTimezone: true }),
    /** The agency's first reply from the back office (the figures' time to first answer). */
    first_answer_at: timestamp("first_answer_at", { withTimezone: true }),
    /** The client's answers not yet read in the back office. */
    unread: integer("unread").notNull().default(0),
    /** The rental order made from the request's quote when it was won. */
    rental_order_id: uuid("rental_order_id"),
    /** Bumped by every change of the file: an edit from an older page is refused. */
    version: integer("version").notNull().default(1),
    /** The version of the client's link (/demande/<token>) signed into it: bumped to revoke every link given so far. */
    link_version: integer("link_version").notNull().default(1),
    /** The language of the request's message (ADR 021): its client page and e-mails use it. */
    locale: text("locale").$type<Locale>().notNull().default("fr"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("event_requests_stage_created_idx").on(t.stage, t.created_at),
    index("event_requests_owner_idx").on(t.owner_id, t.created_at),
    // 'À relancer' and the owners' morning digest read the open requests due by a day.
    index("event_requests_follow_up_idx").on(t.follow_up_on).where(sql`${t.follow_up_on} is not null and ${t.stage} in ('new', 'qualified', 'proposal_sent')`),
    index("event_requests_unread_idx").on(t.created_at).where(sql`${t.unread} > 0`),
    check("event_requests_stage", sql`${t.stage} in ('new', 'qualified', 'proposal_sent', 'won', 'lost')`),
    check("event_requests_won", sql`${t.stage} <> 'won' or ${t.won_value} is not null`),
    check("event_requests_lost", sql`${t.stage} <> 'lost' or ${t.lost_reason} is not null`),
    check("event_requests_lost_reason", sql`${t.lost_reason} is null or ${t.lost_reason} in ('budget', 'date', 'competitor', 'no_answer', 'cancelled', 'other')`),
    check("event_requests_budget", sql`${t.budget} is null or ${t.budget} >= 0`),
    check("event_requests_guests", sql`${t.guests} is null or ${t.guests} > 0`),
    check("event_requests_unread", sql`${t.unread} >= 0`),
    check("event_requests_locale", sql`${t.locale} in ('fr', 'en', 'ar')`),
  ],
);

/** Internal notes of a request, dated and signed; never shown to the client. */
export const request_notes = pgTable(
  "request_notes",
  {
    id: id(),
    message_id: uuid("message_id").notNull(),
    body: text("body").notNull(),
    author: text("author").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("request_notes_message_idx").on(t.message_id, t.created_at)],
);

/** The request's timeline, like the order's: one row per thing that happened to it. */
export const request_events = pgTable(
  "request_events",
  {
    id: id(),
    message_id: uuid("message_id").notNull(),
    kind: text("kind").notNull(),
    summary: text("summary").notNull(),
    details: jsonb("details").$type<string[]>().notNull().default([]),
    actor: text("actor").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("request_events_message_idx").on(t.message_id, t.created_at)],
);

export const THREAD_DIRECTIONS = ["agency", "client"] as const;
export type ThreadDirection = (typeof THREAD_DIRECTIONS)[number];

/**
 * The conversation of a request: the agency's replies (sent through the mail queue, with the
 * link to the client's page) and the client's answers from that page. The first message of the
 * thread is the contact message itself.
 */
export const request_thread = pgTable(
  "request_thread",
  {
    id: id(),
    message_id: uuid("message_id").notNull(),
    direction: text("direction").$type<ThreadDirection>().notNull(),
    /** The agency's e-mail subject; null for the client's answers. */
    subject: text("subject"),
    body: text("body").notNull(),
    /** The admin's e-mail, or the client's name. */
    author: text("author").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** A client's answer: when the back office read it (null: unread). */
    read_at: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("request_thread_message_idx").on(t.message_id, t.created_at),
    check("request_thread_direction", sql`${t.direction} in ('agency', 'client')`),
  ],
);

/** A file joined to a message of the thread (PDF, JPEG, PNG, WebP, 10 MB at most), kept in the database. */
export const request_attachments = pgTable(
  "request_attachments",
  {
    id: id(),
    thread_id: uuid("thread_id").notNull(),
    message_id: uuid("message_id").notNull(),
    file_name: text("file_name").notNull(),
    /** Found from the bytes, not from what the sender said. */
    content_type: text("content_type").notNull(),
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("request_attachments_thread_idx").on(t.thread_id),
    index("request_attachments_message_idx").on(t.message_id),
    check("request_attachments_size", sql`${t.size} > 0 and ${t.size} <= 10485760`),
    check("request_attachments_type", sql`${t.content_type} in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')`),
  ],
);

/** The composer's templates, which the agency edits: accusé de réception, demande de précisions, proposition. */
export const reply_templates = pgTable("reply_templates", {
  id: id(),
  name: text("name").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  display_order: integer("display_order").notNull().default(0),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A line of an event quote: free, a preset from the site's content, or a rental product with its dates. */
export type EventQuoteLine = {
  kind: "free" | "package" | "service" | "rental";
  description: string;
  quantity: number;
  /** DT HT, decimal text. */
  unit_price: string;
  /**
   * The line's VAT rate, "7.00" (issue 37): its product's, package's or service's, the settings'
   * default for a free line, one of the settings' list when changed. Quotes issued before took
   * the settings' one rate (migration 0026).
   */
  vat_rate: string;
  /** A rental line: the product and its dates (availability checked when issued and when won). */
  product_id?: string;
  from?: string;
  to?: string;
};

/**
 * An event quote ('Devis événement') of a request: numbered DEV-YYYY-NNNN from the same counter
 * as the rental quotes, a new version of the same number each time it is issued again; the PDF
 * is kept as issued.
 */
export const event_quotes = pgTable(
  "event_quotes",
  {
    id: id(),
    message_id: uuid("message_id").notNull(),
    number: text("number").notNull(),
    version: integer("version").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    lines: jsonb("lines").$type<EventQuoteLine[]>().notNull(),
    total_ht: numeric("total_ht", { precision: 14, scale: 2 }).notNull(),
    total_ttc: numeric("total_ttc", { precision: 14, scale: 2 }).notNull(),
    data: jsonb("data").notNull(),
    /** Null until rendered off the request (issue 38): read through eventQuotePdf, which renders a missing one. */
    pdf: bytea("pdf"),
    issued_by: text("issued_by").notNull(),
    issued_at: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** When 'Envoyer au client' sent it: only a sent version can be accepted. */
    sent_at: timestamp("sent_at", { withTimezone: true }),
    /** Accepted online by the client from the request's page. */
    accepted_name: text("accepted_name"),
    accepted_at: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [
    index("event_quotes_message_idx").on(t.message_id, t.issued_at),
    // 'Aujourd'hui' reads the quotes accepted in the last days.
    index("event_quotes_accepted_idx").on(t.accepted_at).where(sql`${t.accepted_at} is not null`),
    uniqueIndex("event_quotes_number_version_idx").on(t.number, t.version),
    // The renderer's queue: the quotes whose PDF is still to be made.
    index("event_quotes_pdf_pending_idx").on(t.issued_at).where(sql`${t.pdf} is null`),
  ],
);

/** One follow-up digest per owner and Tunis day, whatever the instances: the row is taken before the e-mail is queued. */
export const follow_up_digests = pgTable(
  "follow_up_digests",
  {
    owner_id: text("owner_id").notNull(),
    day: date("day").notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner_id, t.day] })],
);

/** What a saved draft keeps of a line: its fields as far as they were filled in, each valid or absent. */
export type EventQuoteDraftLine = {
  kind: EventQuoteLine["kind"];
  description: string;
  quantity: number | null;
  /** DT HT, decimal text. */
  unit_price: string | null;
  vat_rate: string | null;
  product_id: string | null;
  from: string | null;
  to: string | null;
};

/** A draft's quote: the editor's fields, as far as they were filled in. */
export type EventQuoteDraftValues = {
  /** The latest quote when the draft was written (null for none): issuing it checks it, as the editor's page does. */
  based_on: string | null;
  title: string;
  notes: string;
  lines: EventQuoteDraftLine[];
};

/**
 * An event quote being written and not yet issued (issue 38): one per request, saved as the
 * editor is typed in and opened again from it, gone once a quote is issued or the agency deletes
 * it. Its own table rather than a status on event_quotes: a draft has no number, version, totals
 * or PDF, and every reader of the issued quotes (the client's page, the acceptance, the won order,
 * the figures) stays as it is. No foreign key, as the request's other rows.
 */
export const event_quote_drafts = pgTable("event_quote_drafts", {
  /** contact_messages.id: the request's one draft. */
  message_id: uuid("message_id").primaryKey(),
  values: jsonb("values").$type<EventQuoteDraftValues>().notNull(),
  /** The admin's e-mail who saved it last. */
  updated_by: text("updated_by").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
