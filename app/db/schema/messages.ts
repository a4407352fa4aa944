import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import type { Locale } from "../../i18n/locale";
import { id, timestamps } from "./columns";

export const contact_messages = pgTable(
  "contact_messages",
  {
    id: id(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    event_type: text("event_type").notNull(),
    services: text("services").array().notNull().default(sql`'{}'::text[]`),
    event_date: date("event_date"),
    guest_count: integer("guest_count"),
    message: text("message").notNull(),
    status: text("status").notNull().default("new"),
    /** The signed-in account that sent it ('Mon compte', 'Mes messages'); null for visitors. */
    user_id: text("user_id"),
    /**
     * Made by the form in the browser: a double submit or a retry of one message stores one row
     * and sends one pair of e-mails. Null for plain HTML posts (Post/Redirect/Get guards those).
     */
    idempotency_key: text("idempotency_key").unique(),
    /** The language the message was written in (ADR 021): the answers and e-mails use it. */
    locale: text("locale").$type<Locale>().notNull().default("fr"),
    ...timestamps,
  },
  // A generated, folded `search_text` with a trigram index is added by migration 0007 (not declared
  // here: no query selects it).
  (t) => [
    index("contact_messages_created_at_idx").on(t.created_at),
    index("contact_messages_status_created_idx").on(t.status, t.created_at),
    index("contact_messages_user_idx").on(t.user_id),
    check("contact_messages_locale", sql`${t.locale} in ('fr', 'en', 'ar')`),
  ],
);
