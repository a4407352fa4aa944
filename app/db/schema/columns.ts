import { boolean, customType, integer, numeric, timestamp, uuid } from "drizzle-orm/pg-core";

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

/**
 * A VAT rate in percent with two decimals ("19.00", "7.00"), one of the shop settings' list
 * (site_settings.vat_rates) when it was chosen; 19 % unless said otherwise (issue 37).
 */
export const vatRate = (name = "vat_rate") => numeric(name, { precision: 5, scale: 2 }).notNull().default("19");

/** Binary data (stored PDFs). PGlite hands back a Uint8Array, postgres.js a Buffer: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
