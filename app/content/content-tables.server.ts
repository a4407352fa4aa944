import { asc, type AnyColumn } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import * as s from "~/db/schema";

// Which table each list of the site's content is kept in (a content panel of the back office edits
// one), and how the list is sorted (SPEC §7: display_order, rental products by category, SEO by
// route).

export type ContentTable = PgTable & { id: PgColumn; display_order?: PgColumn };

type TableEntry = { table: ContentTable; orderBy: AnyColumn[] };

// id last: rows with the same display_order and created_at (a seed inserts many at once) keep a
// stable place instead of the one the database happens to return after an update.
const ordered = (table: ContentTable & { display_order: PgColumn; created_at: PgColumn }): TableEntry => ({
  table,
  orderBy: [table.display_order, table.created_at, table.id],
});

/** Rows that belong to a page are listed page by page; display_order only matters within a page. */
const orderedByPage = (
  table: ContentTable & { display_order: PgColumn; created_at: PgColumn; page_route: PgColumn },
): TableEntry => ({
  table,
  orderBy: [table.page_route, table.display_order, table.created_at, table.id],
});

const tables = {
  hero: orderedByPage(s.hero_sections),
  services: ordered(s.services),
  "page-services": orderedByPage(s.page_services),
  features: orderedByPage(s.features),
  stats: orderedByPage(s.stats),
  portfolio: ordered(s.portfolio),
  gallery: orderedByPage(s.gallery),
  clients: ordered(s.clients),
  testimonials: orderedByPage(s.testimonials),
  packages: orderedByPage(s.packages),
  rental: { table: s.rental_products, orderBy: [s.rental_products.category, s.rental_products.name, s.rental_products.id] },
  "contact-info": ordered(s.contact_info),
  seo: { table: s.seo_metadata, orderBy: [s.seo_metadata.route] },
} satisfies Record<string, TableEntry>;

/** A list of the site's content; every content panel of the back office names one. */
export type ContentTableId = keyof typeof tables;

export const CONTENT_TABLES: Record<ContentTableId, TableEntry> = tables;

export const orderByOf = (entry: TableEntry) => entry.orderBy.map((column) => asc(column));
