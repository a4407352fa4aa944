// The one place an order is written into rental_orders: a checkout on the site, a won event
// request's rental lines, an undone deletion. Its number comes from the table's identity (the next
// one), or is kept when a deleted order is put back; the timeline's first row is written in the
// same transaction, so an order never exists without saying how it came.

import { rental_orders, type RentalOrder, type RentalOrderItem } from "~/db/schema";
import type { DbExecutor } from "~/db/executor";
import { storedOrderFigures, storedTotals } from "./figures";
import { getTaxRates } from "./taxes.server";
import { recordOrderEvent, type OrderEventKind } from "./timeline.server";

/** A new order's columns; `order_number` only for an order put back (the identity gives the others theirs). */
export type NewOrderRow = typeof rental_orders.$inferInsert & { order_number?: number };

/** What the timeline says of the new order (its first row), once its row and number exist. */
export type FirstOrderEvent = (order: RentalOrder) => { kind: OrderEventKind; summary: string; actor: string; details?: string[] };

export type OrderInsert = {
  /** The order's columns. With `order_number` (a restored order), that number is kept. */
  values: NewOrderRow;
  event: FirstOrderEvent;
  /**
   * What makes the insert a no-op that answers null: another order under the same idempotency
   * key (a checkout sent twice), or any conflict (the restored order is already there).
   */
  onConflict?: "idempotency-key" | "any";
};

/**
 * Inserts an order and its first timeline row; null when `onConflict` made it a no-op. The caller
 * runs it inside its transaction, after checking the units it needs are free.
 */
export async function insertOrder(tx: DbExecutor, { values, event, onConflict }: OrderInsert): Promise<RentalOrder | null> {
  // The number column is an identity: keeping a restored order's number needs OVERRIDING SYSTEM VALUE.
  const insert = values.order_number === undefined ? tx.insert(rental_orders).values(values) : tx.insert(rental_orders).overridingSystemValue().values(values);
  const query =
    onConflict === "idempotency-key"
      ? insert.onConflictDoNothing({ target: rental_orders.idempotency_key })
      : onConflict === "any"
        ? insert.onConflictDoNothing()
        : insert;
  const [order] = await query.returning();
  if (!order) return null;
  await recordOrderEvent(tx, { orderId: order.id, ...event(order) });
  return order;
}

/**
 * A new order's money columns for these lines (each with its VAT rate): no delivery fee, discount
 * nor deposit yet (the agency sets them on the order's page), today's default VAT rate (the
 * delivery fee's) and stamp duty from the legal settings, and the totals they make.
 */
export async function newOrderCharges(db: DbExecutor, items: RentalOrderItem[]) {
  const taxes = await getTaxRates(db);
  const charges = {
    delivery_fee: "0",
    discount_kind: "amount",
    discount_value: "0",
    deposit: "0",
    vat_rate: taxes.vat_rate,
    delivery_fee_vat_rate: taxes.vat_rate,
    stamp_duty: taxes.stamp_duty,
  };
  return { ...charges, ...storedTotals(storedOrderFigures({ items, ...charges })) };
}
