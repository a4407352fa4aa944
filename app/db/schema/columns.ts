import { boolean, customType, integer, timestamp, uuid } from "drizzle-orm/pg-core";

// Columns every table shares. Spreading them keeps the spec's defaults in one place.
export const id = () => uuid("id").primaryKey().defaultRandom();

export const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** SPEC §3: "Ordered lists use display_order (integer, default 0) and is_active (boolean, default true)." */
export const orderedList = {
  is_active: boolean("is_active").notNull().default(true),
  display_order: integer("display_order").notNull().default(0),
};

/** Binary data (stored PDFs). PGlite hands back a Uint8Array, postgres.js a Buffer: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
