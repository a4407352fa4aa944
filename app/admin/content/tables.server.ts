import { asc, type AnyColumn } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import * as s from "~/db/schema";
import type { PanelId } from "./panels";

// Which table each panel edits, and how the admin list is sorted (SPEC §7: display_order, rental
// products by category, SEO by route).

export type ContentTable = PgTable & { id: PgColumn; display_order?: PgColumn };

type TableEntry = { table: ContentTable; orderBy: AnyColumn[] };

const ordered = (table: ContentTable & { display_order: PgColumn; created_at: PgColumn }): TableEntry => ({
  table,
  orderBy: [table.display_order, table.created_at],
});

export const PANEL_TABLES: Record<PanelId, TableEntry> = {
  hero: ordered(s.hero_sections),
  services: ordered(s.services),
  "page-services": ordered(s.page_services),
  features: ordered(s.features),
  stats: ordered(s.stats),
  portfolio: ordered(s.portfolio),
  gallery: ordered(s.gallery),
  clients: ordered(s.clients),
  testimonials: ordered(s.testimonials),
  packages: ordered(s.packages),
  rental: { table: s.rental_products, orderBy: [s.rental_products.category, s.rental_products.name] },
  "contact-info": ordered(s.contact_info),
  seo: { table: s.seo_metadata, orderBy: [s.seo_metadata.route] },
};

export const orderByOf = (entry: TableEntry) => entry.orderBy.map((column) => asc(column));
