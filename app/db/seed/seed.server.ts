import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import * as s from "~/db/schema";
import { seedContent } from "./data";

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
  });
  return { inserted };
}
