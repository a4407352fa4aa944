import { bigint, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * How many rows of a list ("orders", "messages") have each status, and for orders the sum of
 * their total HT: the back office's figures (SPEC §9) read these few rows instead of counting
 * years of history on every page. Kept by statement triggers on rental_orders and contact_messages
 * (migration 0010), in the transaction that changes the rows, so they are always exact.
 */
export const status_figures = pgTable(
  "status_figures",
  {
    list: text("list").notNull(),
    status: text("status").notNull(),
    rows: bigint("rows", { mode: "number" }).notNull().default(0),
    total_ht: numeric("total_ht", { precision: 14, scale: 2 }).notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.list, t.status] })],
);
