// Placing an order: the server decides. It reads each product's price from the database,
// computes the days, the line totals and the full total with the pricing module, checks what is
// free, and stores the order once per idempotency key.

import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rental_orders, rental_products, type RentalOrder, type RentalOrderItem } from "~/db/schema";
import { countNewOrder } from "~/lib/metrics.server";
import { assertUnitsFree } from "~/orders/availability.server";
import type { CheckoutInput } from "./checkout-schema";
import { insertOrder, newOrderCharges } from "~/orders/create.server";
import type { Locale } from "~/i18n/locale";
import { acknowledgeOrder, enqueueOrderNotification } from "~/orders/mail.server";
import { centsToDecimal, decimalToCents } from "~/lib/pricing";
import { inclusiveDays, type DateRange } from "~/lib/calendar-dates";


/** A refusal the customer can act on, in French (unknown product, not enough units…); `missing`: products no longer offered. */
export class CheckoutError extends Error {
  constructor(
    message: string,
    readonly missing = 0,
  ) {
    super(message);
    this.name = "CheckoutError";
  }
}

export type PlacedOrder = { order: RentalOrder; created: boolean };

async function orderByKey(db: Db, key: string): Promise<RentalOrder | undefined> {
  const [order] = await db.select().from(rental_orders).where(eq(rental_orders.idempotency_key, key));
  return order;
}

/**
 * Stores the order of a validated checkout, or returns the order already stored under its
 * idempotency key (`created: false`): a double click, a retry or a resent form never makes a
 * second order. Throws CheckoutError when a product is unknown or unavailable, or when more
 * units are asked than are free over the order's dates. The agency's notification is queued in
 * the same transaction, the client's acknowledgement once it is stored.
 */
export async function placeOrder(db: Db, input: CheckoutInput, options: { userId?: string; locale?: Locale } = {}): Promise<PlacedOrder> {
  const existing = await orderByKey(db, input.idempotency_key);
  if (existing) return { order: existing, created: false };

  const orderRange: DateRange = { from: input.rental_date, to: input.return_date };
  const ids = [...new Set(input.items.map((line) => line.id))];
  const products = await db
    .select()
    .from(rental_products)
    .where(and(inArray(rental_products.id, ids), eq(rental_products.is_available, true)));
  const byId = new Map(products.map((p) => [p.id, p]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new CheckoutError(
      missing.length === 1
        ? "Un article de votre panier n'est plus proposé à la location : retirez-le puis renvoyez la commande."
        : `${missing.length} articles de votre panier ne sont plus proposés à la location : retirez-les puis renvoyez la commande.`,
      missing.length,
    );
  }

  // The items snapshot of SPEC §3, at today's database price.
  const items: RentalOrderItem[] = input.items.map((line) => {
    const product = byId.get(line.id)!;
    const ownDates = line.from && line.to && (line.from !== orderRange.from || line.to !== orderRange.to);
    return {
      id: product.id,
      name: product.name,
      category: product.category,
      image: product.image_url,
      price: centsToDecimal(decimalToCents(product.price) ?? 0n),
      quantity: line.quantity,
      // Catalogue prices are HT; each line takes its product's VAT rate (issue 37).
      vatRate: centsToDecimal(decimalToCents(product.vat_rate) ?? 0n),
      totalDays: inclusiveDays(line.from && line.to ? { from: line.from, to: line.to } : orderRange),
      ...(ownDates ? { from: line.from, to: line.to } : {}),
    };
  });
  // The order takes today's default VAT rate (its delivery fee's) and stamp duty from the legal settings.
  const charges = await newOrderCharges(db, items);

  const placed = await db.transaction(async (tx) => {
    // A new order holds no units yet (SPEC §4: only confirmed ones do), so no row lock here: the
    // check tells the customer now, and 'Confirmer' checks again under lock.
    await assertUnitsFree(tx, items, orderRange);
    const inserted = await insertOrder(tx, {
      values: {
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        phone: input.phone,
        company: input.company ?? null,
        rental_date: input.rental_date,
        return_date: input.return_date,
        fulfilment: input.fulfilment,
        // "" for a pickup: the schema refuses an address with it.
        delivery_address: input.delivery_address,
        departure_slot: input.departure_slot,
        return_slot: input.return_slot,
        notes: input.notes ?? null,
        items,
        ...charges,
        status: "new",
        idempotency_key: input.idempotency_key,
        user_id: options.userId ?? null,
        // The language the order was made in: the client's e-mails and pages speak it (ADR 021).
        locale: options.locale ?? "fr",
      },
      event: (order) => ({ kind: "placed", summary: "Commande passée sur le site", actor: `${order.first_name} ${order.last_name}` }),
      onConflict: "idempotency-key",
    });
    if (inserted) {
      await enqueueOrderNotification(tx, inserted);
      return { order: inserted, created: true };
    }
    // Another submission with the same key won the race; its order is this one's answer.
    const winner = await tx.select().from(rental_orders).where(eq(rental_orders.idempotency_key, input.idempotency_key));
    return { order: winner[0]!, created: false };
  }).then(countNewOrder);
  // The client's acknowledgement once the order is safe (three an hour at most to one address).
  if (placed.created) await acknowledgeOrder(db, placed.order);
  return placed;
}

/** The order stored under a checkout form's idempotency key, if any (its number, total and link). */
export async function findOrderByIdempotencyKey(db: Db, key: string) {
  const [order] = await db
    .select({ id: rental_orders.id, link_version: rental_orders.link_version, order_number: rental_orders.order_number, total_amount: rental_orders.total_amount })
    .from(rental_orders)
    .where(eq(rental_orders.idempotency_key, key));
  return order;
}
