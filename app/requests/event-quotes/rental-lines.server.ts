// An event quote's rental lines against the catalogue and the planning (issue 24): the products
// must exist, and their units must be free over each line's own dates, counted by the one place
// that counts held units (app/orders/availability.server.ts, ADR 011). Issuing a quote checks
// without a lock (a quote holds nothing); winning the request checks under the lock 'Confirmer' and
// the checkout take, in the transaction that makes the order. Kept apart from requests.server.ts,
// which calls it from changeStage.

import { eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { rental_products, type EventQuoteLine } from "~/db/schema";
import { assertUnitsFree, lockAndAssertUnitsFree, OverbookingError, overbookingMessage } from "~/orders/availability.server";
import { rentalLines } from "./event-quote-lines";

export type RentalProduct = typeof rental_products.$inferSelect;

/** The products of the rental lines, by id (missing ones are absent). */
export async function loadRentalProducts(db: DbExecutor, lines: EventQuoteLine[]): Promise<Map<string, RentalProduct>> {
  const ids = [...new Set(rentalLines(lines).map((line) => line.product_id))];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(rental_products).where(inArray(rental_products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Throws an OverbookingError naming the product and the dates of its lines when the rental lines
 * need more units than are free on some day; with `lock`, the products' rows are locked first.
 */
export async function assertRentalLinesFree(db: DbExecutor, lines: EventQuoteLine[], options: { lock?: boolean } = {}): Promise<void> {
  const rentals = rentalLines(lines);
  if (rentals.length === 0) return;
  const items = rentals.map((line) => ({ id: line.product_id, quantity: line.quantity, from: line.from, to: line.to }));
  const range = { from: rentals.map((line) => line.from).sort()[0]!, to: rentals.map((line) => line.to).sort().at(-1)! };
  try {
    await (options.lock ? lockAndAssertUnitsFree : assertUnitsFree)(db, items, range);
  } catch (error) {
    if (!(error instanceof OverbookingError)) throw error;
    // The guard names the span of every line; the admin needs the dates of this product's lines.
    const own = rentals.filter((line) => line.product_id === error.productId);
    const span = own.length > 0 ? { from: own.map((line) => line.from).sort()[0]!, to: own.map((line) => line.to).sort().at(-1)! } : range;
    const [product] = await db.select({ name: rental_products.name }).from(rental_products).where(eq(rental_products.id, error.productId));
    const name = product?.name ?? own[0]?.description.split("\n")[0] ?? "ce produit";
    throw new OverbookingError(overbookingMessage(name, error.free, span), error.productId, error.free);
  }
}
