// Finding an order by its number (CMD-000042 → 42), for the back office's order page, its forms'
// resource routes and its documents. The number is parsed by the caller (orders/order-number.ts).

import { eq } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { rental_orders, type RentalOrder } from "~/db/schema";

/** The whole order row of a number, or null. */
export async function findOrderByNumber(db: DbExecutor, number: number | null): Promise<RentalOrder | null> {
  if (number === null) return null;
  const [order] = await db.select().from(rental_orders).where(eq(rental_orders.order_number, number));
  return order ?? null;
}

/** Only the id of the order of a number, or null: what a document download needs. */
export async function findOrderIdByNumber(db: DbExecutor, number: number | null): Promise<string | null> {
  if (number === null) return null;
  const [order] = await db.select({ id: rental_orders.id }).from(rental_orders).where(eq(rental_orders.order_number, number));
  return order?.id ?? null;
}
