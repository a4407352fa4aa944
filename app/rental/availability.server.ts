// How many units of each product are free over a date range, and the guard that keeps an order
// from being confirmed into an overbooking. The one place availability is computed: the rental
// dialog, the checkout and the back office's 'Confirmer' all come here.
//
// A product's stock_quantity is its number of units (null: not limited). Units are held by the
// orders in a holding status (confirmed, in progress) whose dates overlap the range. Dates are
// inclusive calendar days: an order returned on the 5th holds its units on the 5th, so an order
// starting on the 5th overlaps it, one starting on the 6th does not.

import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rental_orders, rental_products, type RentalOrderItem } from "~/db/schema";
import { recordOrderEvent, SYSTEM_ACTOR } from "./order-events.server";
import { canTransition, HOLDING_STATUSES, holdsUnits, orderStatusLabel, type OrderStatus } from "./order-status";
import { formatDate, type DateRange } from "./pricing";

/** The database or a transaction: every function here works inside the caller's transaction. */
export type DbExecutor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type ProductAvailability = {
  id: string;
  name: string;
  /** Units owned; null when not limited. */
  stock: number | null;
  /** Units held by overlapping confirmed or in-progress orders. */
  held: number;
  /** Units free over the range (never below 0); null when not limited. */
  free: number | null;
};

function heldUnitsSql(range: DateRange, excludeOrderId?: string) {
  const statuses = sql.join(
    HOLDING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  // The product's id is written out in full: drizzle renders a column of the selected table as a
  // bare "id", which inside this subquery would silently mean o.id.
  return sql<number>`coalesce((
    select sum((item->>'quantity')::int)
    from ${rental_orders} as o cross join lateral jsonb_array_elements(o.items) as item
    where item->>'id' = "rental_products"."id"::text
      and o.status in (${statuses})
      and o.rental_date <= ${range.to}::date
      and o.return_date >= ${range.from}::date
      ${excludeOrderId ? sql`and o.id <> ${excludeOrderId}::uuid` : sql``}
  ), 0)::int`;
}

/** Free units of each product over `range`, keyed by product id (unknown ids are absent). */
export async function getAvailability(
  db: DbExecutor,
  productIds: string[],
  range: DateRange,
  options: { excludeOrderId?: string } = {},
): Promise<Map<string, ProductAvailability>> {
  const result = new Map<string, ProductAvailability>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({
      id: rental_products.id,
      name: rental_products.name,
      stock: rental_products.stock_quantity,
      held: heldUnitsSql(range, options.excludeOrderId),
    })
    .from(rental_products)
    .where(inArray(rental_products.id, [...new Set(productIds)]));
  for (const row of rows) {
    const held = Number(row.held);
    const free = row.stock === null ? null : Math.max(0, row.stock - held);
    result.set(row.id, { id: row.id, name: row.name, stock: row.stock, held, free });
  }
  return result;
}

/** A product asked for more units than are free: the message names it and what is free. */
export class OverbookingError extends Error {
  constructor(
    message: string,
    readonly productId: string,
    readonly free: number,
  ) {
    super(message);
    this.name = "OverbookingError";
  }
}

export function overbookingMessage(name: string, free: number, range: DateRange): string {
  const units = free === 0 ? "aucune unité disponible" : `${free} unité${free > 1 ? "s" : ""} disponible${free > 1 ? "s" : ""}`;
  return `Stock insuffisant pour « ${name} » : ${units} du ${formatDate(range.from)} au ${formatDate(range.to)}.`;
}

/** Sums the quantities per product (an order may carry one product on several lines). */
export function unitsPerProduct(items: Pick<RentalOrderItem, "id" | "quantity">[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const item of items) units.set(item.id, (units.get(item.id) ?? 0) + item.quantity);
  return units;
}

/**
 * Locks the products' rows (`select … for update`, in id order so two transactions never
 * deadlock) and throws an OverbookingError when an item needs more units than are free over
 * `range`. Call it inside the transaction that then makes the units held: a second transaction
 * wanting the same product waits for the lock and then sees the first one's result.
 * Products that no longer exist are not checked (they cannot be overbooked).
 */
export async function lockAndAssertUnitsFree(
  tx: DbExecutor,
  items: Pick<RentalOrderItem, "id" | "quantity">[],
  range: DateRange,
  options: { excludeOrderId?: string } = {},
): Promise<void> {
  const units = unitsPerProduct(items);
  const ids = [...units.keys()].sort();
  if (ids.length === 0) return;
  await tx
    .select({ id: rental_products.id })
    .from(rental_products)
    .where(inArray(rental_products.id, ids))
    .orderBy(asc(rental_products.id))
    .for("update");
  const availability = await getAvailability(tx, ids, range, options);
  for (const id of ids) {
    const product = availability.get(id);
    const wanted = units.get(id)!;
    if (product && product.free !== null && wanted > product.free) {
      throw new OverbookingError(overbookingMessage(product.name, product.free, range), id, product.free);
    }
  }
}

/** A status change the workflow refuses, or an order that does not exist. */
export class OrderStatusError extends Error {
  constructor(
    message: string,
    readonly reason: "not-found" | "transition",
  ) {
    super(message);
    this.name = "OrderStatusError";
  }
}

/**
 * Moves an order along SPEC §4's workflow in one transaction: locks the order, checks the
 * transition, and when the new status holds units (Confirmer) locks the products and refuses an
 * overbooking. Throws OrderStatusError or OverbookingError; returns the updated order.
 */
export async function changeOrderStatus(db: Db, orderId: string, to: OrderStatus, actor: string = SYSTEM_ACTOR, details: string[] = []) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(rental_orders).where(eq(rental_orders.id, orderId)).for("update");
    if (!order) throw new OrderStatusError("Commande introuvable.", "not-found");
    if (!canTransition(order.status, to)) {
      throw new OrderStatusError(
        `Impossible de passer une commande « ${orderStatusLabel(order.status)} » à « ${orderStatusLabel(to)} ».`,
        "transition",
      );
    }
    if (holdsUnits(to) && !holdsUnits(order.status)) {
      await lockAndAssertUnitsFree(tx, order.items, { from: order.rental_date, to: order.return_date }, { excludeOrderId: order.id });
    }
    const [updated] = await tx
      .update(rental_orders)
      .set({ status: to })
      .where(and(eq(rental_orders.id, orderId), eq(rental_orders.status, order.status)))
      .returning();
    await recordOrderEvent(tx, {
      orderId,
      kind: "status",
      summary: `Statut : ${orderStatusLabel(order.status)} → ${orderStatusLabel(to)}`,
      actor,
      details,
    });
    return updated!;
  });
}

/** The back office's 'Confirmer'. */
export function confirmOrder(db: Db, orderId: string) {
  return changeOrderStatus(db, orderId, "confirmed");
}
