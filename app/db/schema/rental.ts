import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";

export const rental_products = pgTable(
  "rental_products",
  {
    id: id(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    image_url: text("image_url").notNull(),
    /** Exact decimal, read as a string by the driver and handled by app/lib/money.ts. */
    price: numeric("price", { precision: 10, scale: 2 }).notNull().default("0"),
    period: text("period").notNull().default("jour"),
    /** Number of units owned; null means not limited. */
    stock_quantity: integer("stock_quantity").default(0),
    is_available: boolean("is_available").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("rental_products_category_idx").on(t.category),
    check("rental_products_price_not_negative", sql`${t.price} >= 0`),
  ],
);

/** The items snapshot stored with an order (SPEC §3): what was rented, at the price of the day. */
export type RentalOrderItem = {
  id: string;
  name: string;
  category: string;
  image: string;
  /** Unit price per day, exact decimal string such as "120.00". */
  price: string;
  quantity: number;
  totalDays: number;
};

export const rental_orders = pgTable(
  "rental_orders",
  {
    id: id(),
    /** Human-readable number given to the client (CMD-000042). */
    order_number: integer("order_number").notNull().generatedAlwaysAsIdentity(),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company"),
    rental_date: date("rental_date").notNull(),
    return_date: date("return_date").notNull(),
    delivery_address: text("delivery_address").notNull(),
    notes: text("notes"),
    items: jsonb("items").$type<RentalOrderItem[]>().notNull(),
    total_amount: numeric("total_amount", { precision: 12, scale: 2 }).notNull(),
    status: text("status").notNull().default("new"),
    /** Generated with the checkout form so that a resent submission never makes a second order. */
    idempotency_key: text("idempotency_key").unique(),
    ...timestamps,
  },
  (t) => [
    index("rental_orders_status_idx").on(t.status),
    index("rental_orders_created_at_idx").on(t.created_at),
  ],
);
