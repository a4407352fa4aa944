import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns";

// Equipment out of the depot and back (issue 23). No foreign keys, like the orders' documents and
// payments: a product's history outlives the order it went out with.

/**
 * Per order and product: what left the depot (check-out, 'Départ') and what came back (check-in,
 * 'Retour'): returned in good order, damaged, missing. What left and is not yet accounted for is
 * still out: it keeps the units held past the return date until it comes back.
 */
export const order_equipment = pgTable(
  "order_equipment",
  {
    order_id: uuid("order_id").notNull(),
    product_id: uuid("product_id").notNull(),
    /** The product's name when it first left, for the history of a product deleted since. */
    name: text("name").notNull(),
    out: integer("out").notNull().default(0),
    returned: integer("returned").notNull().default(0),
    damaged: integer("damaged").notNull().default(0),
    missing: integer("missing").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.order_id, t.product_id] }),
    // Availability reads the units still out, of any order: few rows at any time.
    index("order_equipment_outstanding_idx").on(t.product_id).where(sql`${t.out} > ${t.returned} + ${t.damaged} + ${t.missing}`),
    // The desk's 'Retour en retard' and the departures sheet read the orders with units still out.
    index("order_equipment_outstanding_order_idx").on(t.order_id).where(sql`${t.out} > ${t.returned} + ${t.damaged} + ${t.missing}`),
    check("order_equipment_counts", sql`${t.out} >= 0 and ${t.returned} >= 0 and ${t.damaged} >= 0 and ${t.missing} >= 0`),
    check("order_equipment_accounted", sql`${t.returned} + ${t.damaged} + ${t.missing} <= ${t.out}`),
  ],
);

/** A product's movements, as its history lists them. */
export const MOVEMENT_KINDS = ["out", "in", "damaged", "lost", "repaired", "written_off", "found"] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const equipment_movements = pgTable(
  "equipment_movements",
  {
    id: id(),
    product_id: uuid("product_id").notNull(),
    order_id: uuid("order_id"),
    kind: text("kind").$type<MovementKind>().notNull(),
    quantity: integer("quantity").notNull(),
    note: text("note"),
    actor: text("actor").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("equipment_movements_product_idx").on(t.product_id, t.at),
    index("equipment_movements_order_idx").on(t.order_id).where(sql`${t.order_id} is not null`),
    check("equipment_movements_quantity", sql`${t.quantity} > 0`),
    check("equipment_movements_kind", sql`${t.kind} in ('out', 'in', 'damaged', 'lost', 'repaired', 'written_off', 'found')`),
  ],
);

/** Why units are out of service: damaged at a return, or missing ('Perdu'). */
export const MAINTENANCE_KINDS = ["damaged", "lost"] as const;
export type MaintenanceKind = (typeof MAINTENANCE_KINDS)[number];
/** How a unit comes out of maintenance: 'Réparé', 'Hors service' (written off), 'Retrouvé'. */
export const MAINTENANCE_RESOLUTIONS = ["repaired", "written_off", "found"] as const;
export type MaintenanceResolution = (typeof MAINTENANCE_RESOLUTIONS)[number];

/**
 * Units of a product out of service since they were reported, until resolved: unavailable to
 * every rental meanwhile. A resolution of part of the units splits the row (the rest stays open).
 */
export const product_maintenance = pgTable(
  "product_maintenance",
  {
    id: id(),
    product_id: uuid("product_id").notNull(),
    order_id: uuid("order_id"),
    kind: text("kind").$type<MaintenanceKind>().notNull(),
    quantity: integer("quantity").notNull(),
    reason: text("reason").notNull(),
    /** Uploaded photos (media library URLs). */
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
    reported_by: text("reported_by").notNull(),
    resolved_at: timestamp("resolved_at", { withTimezone: true }),
    resolution: text("resolution").$type<MaintenanceResolution>(),
    resolution_note: text("resolution_note"),
    resolved_by: text("resolved_by"),
  },
  (t) => [
    index("product_maintenance_open_idx").on(t.product_id).where(sql`${t.resolved_at} is null`),
    check("product_maintenance_quantity", sql`${t.quantity} > 0`),
    check("product_maintenance_kind", sql`${t.kind} in ('damaged', 'lost')`),
    check(
      "product_maintenance_resolution",
      sql`(${t.resolved_at} is null and ${t.resolution} is null) or (${t.resolved_at} is not null and ${t.resolution} in ('repaired', 'written_off', 'found'))`,
    ),
  ],
);
