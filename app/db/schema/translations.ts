import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The English and Arabic text of the site's content (ADR 021, docs/decisions/025-content-translations.md):
 * one row per content row, language and field. French stays in the content tables themselves and is
 * the fallback of every field without a row here. No foreign key: a row names any content table;
 * content-rows.server.ts deletes a row's translations with it.
 */
export const content_translations = pgTable(
  "content_translations",
  {
    /** The content table's name (hero_sections, rental_products, site_settings…). */
    content_table: text("content_table").notNull(),
    /** The locale read first: a page reads one table's rows in one language. */
    locale: text("locale").$type<"en" | "ar">().notNull(),
    /** The row's id as text (a uuid, '1' for site_settings). */
    row_id: text("row_id").notNull(),
    field: text("field").notNull(),
    value: text("value").notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    primaryKey({ name: "content_translations_pk", columns: [t.content_table, t.locale, t.row_id, t.field] }),
    check("content_translations_locale", sql`${t.locale} in ('en', 'ar')`),
    // An empty translation means "use French": it is deleted, never stored.
    check("content_translations_value", sql`length(${t.value}) > 0`),
  ],
);

// The fields of each content table (and of the code-defined rental categories) that have an English
// and an Arabic text (ADR 025): the readers, the back office's forms and the seed all follow this list.

/** text and textarea: one string; lines: one item per line (a list column); keywords: comma-separated. */
export type TranslatableKind = "text" | "textarea" | "lines" | "keywords";

export const TRANSLATABLE_FIELDS = {
  hero_sections: {
    title: "text",
    subtitle: "text",
    description: "textarea",
    badge_text: "text",
    cta_primary_text: "text",
    cta_secondary_text: "text",
  },
  services: { title: "text", description: "textarea", features: "lines" },
  page_services: { title: "text", description: "textarea", features: "lines" },
  features: { title: "text", description: "textarea" },
  gallery: { title: "text", alt_text: "text" },
  portfolio: { title: "text", type: "text", description: "textarea" },
  testimonials: { author_position: "text", content: "textarea" },
  packages: { name: "text", description: "textarea", features: "lines" },
  stats: { label: "text" },
  contact_info: { label: "text" },
  seo_metadata: { title: "text", description: "textarea", keywords: "keywords" },
  rental_products: { name: "text", description: "textarea" },
  // The agency's texts; its phone, e-mail, address and links are the same in every language.
  site_settings: {
    tagline: "text",
    quote_terms: "textarea",
    invoice_terms: "textarea",
    credit_note_terms: "textarea",
    document_footer: "textarea",
  },
  // The fixed rental categories (SPEC §3) are not content: their words, in the three languages, are
  // the shop catalogue's (app/i18n/messages/shop/), which every screen, the cart and the e-mails read.
} as const satisfies Record<string, Record<string, TranslatableKind>>;
