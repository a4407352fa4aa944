import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import * as s from "~/db/schema";
import { TRANSLATABLE_FIELDS } from "~/db/schema/translations";
import { seedContent } from "./data";
import { SEED_TRANSLATIONS } from "./data/translations";

type SeedEntry = { name: string; table: PgTable; rows: Record<string, unknown>[] };

/** The seeded tables, in insertion order. */
export function seedPlan(): SeedEntry[] {
  const c = seedContent;
  return [
    { name: "site_settings", table: s.site_settings, rows: [c.siteSettings] },
    { name: "hero_sections", table: s.hero_sections, rows: c.heroSections },
    { name: "services", table: s.services, rows: c.services },
    { name: "page_services", table: s.page_services, rows: c.pageServices },
    { name: "features", table: s.features, rows: c.features },
    { name: "gallery", table: s.gallery, rows: c.gallery },
    { name: "clients", table: s.clients, rows: c.clients },
    { name: "portfolio", table: s.portfolio, rows: c.portfolio },
    { name: "testimonials", table: s.testimonials, rows: c.testimonials },
    { name: "packages", table: s.packages, rows: c.packages },
    { name: "stats", table: s.stats, rows: c.stats },
    { name: "contact_info", table: s.contact_info, rows: c.contactInfo },
    { name: "seo_metadata", table: s.seo_metadata, rows: c.seoMetadata },
    { name: "rental_products", table: s.rental_products, rows: c.rentalProducts },
  ];
}

/** The site is considered unseeded until the agency's settings row exists. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.site_settings);
  return (row?.n ?? 0) === 0;
}

/**
 * Fills every content table that is still empty. A table that already has rows is left alone,
 * so a second run changes nothing and an agency's edits are never overwritten.
 */
export async function seedDatabase(db: Db): Promise<{ inserted: Record<string, number> }> {
  const inserted: Record<string, number> = {};
  await db.transaction(async (tx) => {
    for (const entry of seedPlan()) {
      const [row] = await tx.select({ n: count() }).from(entry.table);
      if ((row?.n ?? 0) > 0 || entry.rows.length === 0) continue;
      await tx.insert(entry.table).values(entry.rows);
      inserted[entry.name] = entry.rows.length;
    }
    const translations = await seedTranslations(tx);
    if (translations > 0) inserted.content_translations = translations;
  });
  return { inserted };
}

/** The content tables whose rows the seed translates (ADR 025). */
type TranslatedTable = keyof typeof TRANSLATABLE_FIELDS;
const TRANSLATION_LOCALES = ["en", "ar"] as const;

const TRANSLATED_TABLES: Record<TranslatedTable, PgTable> = {
  hero_sections: s.hero_sections,
  services: s.services,
  page_services: s.page_services,
  features: s.features,
  gallery: s.gallery,
  portfolio: s.portfolio,
  testimonials: s.testimonials,
  packages: s.packages,
  stats: s.stats,
  contact_info: s.contact_info,
  seo_metadata: s.seo_metadata,
  rental_products: s.rental_products,
  site_settings: s.site_settings,
};

/** A French text of the seed in English and Arabic; a list is translated item by item. */
function seedTranslation(value: unknown, locale: "en" | "ar", kind: string): string | null {
  if (Array.isArray(value)) {
    const items = value.map((item) => SEED_TRANSLATIONS[String(item)]?.[locale]);
    if (items.length === 0 || items.some((item) => !item)) return null;
    return items.join(kind === "keywords" ? ", " : "\n");
  }
  if (typeof value !== "string" || value.trim() === "") return null;
  return SEED_TRANSLATIONS[value]?.[locale] ?? null;
}

/**
 * The English and Arabic of the seeded content: each field whose French is still the seed's gets
 * its translations. A table that already has translations is left alone, so an agency's own (or
 * one it emptied to show the French) is never overwritten, and a second run inserts nothing.
 */
export async function seedTranslations(tx: DbExecutor): Promise<number> {
  const t = s.content_translations;
  let inserted = 0;
  const sources = Object.entries(TRANSLATED_TABLES).map(
    ([name, table]): [TranslatedTable, () => Promise<Record<string, unknown>[]>] => [
      name as TranslatedTable,
      () => tx.select().from(table) as Promise<Record<string, unknown>[]>,
    ],
  );
  for (const [name, read] of sources) {
    const [existing] = await tx.select({ n: count() }).from(t).where(eq(t.content_table, name));
    if ((existing?.n ?? 0) > 0) continue;
    const values: (typeof t.$inferInsert)[] = [];
    for (const row of await read()) {
      const rowId = String(row.id);
      for (const [field, kind] of Object.entries(TRANSLATABLE_FIELDS[name])) {
        for (const locale of TRANSLATION_LOCALES) {
          const value = seedTranslation(row[field], locale, kind);
          if (value) values.push({ content_table: name, locale, row_id: rowId, field, value });
        }
      }
    }
    for (let i = 0; i < values.length; i += 500) await tx.insert(t).values(values.slice(i, i + 500)).onConflictDoNothing();
    inserted += values.length;
  }
  return inserted;
}
