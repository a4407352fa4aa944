// Saving the order page's edit form: the server rebuilds the lines, recomputes every figure with
// the pricing module, re-checks availability under the products' lock when the order holds
// units (as 'Confirmer' does), refuses a save made from a stale copy, and writes what changed
// to the timeline, all in one transaction.

import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { rental_orders, rental_products, type RentalOrderItem } from "~/db/schema";
import { lockAndAssertUnitsFree, OverbookingError } from "./availability.server";
import { recordOrderEvent } from "./timeline.server";
import { storedOrderFigures, storedTotals } from "./figures";
import { holdsUnits } from "./status";
import { centsToDecimal, decimalToCents, formatPrice } from "~/lib/pricing";
import { dayNumber, inclusiveDays } from "~/lib/calendar-dates";
import { describeOrderChanges } from "./changes";
import { standingInvoice } from "./documents.server";
import { invoicedOrderMessage, type OrderEditInput } from "./edit-schema";
import { getTaxRates } from "./taxes.server";
import { acceptedVatRate, unknownVatRateMessage } from "~/lib/vat-rates";

export type RentalOrder = typeof rental_orders.$inferSelect;

/** Statuses in which the order file can be edited. */
export const EDITABLE_STATUSES: readonly string[] = ["new", "confirmed"];

export function isEditable(status: string): boolean {
  return EDITABLE_STATUSES.includes(status);
}

export const STALE_ORDER_MESSAGE =
  "Cette commande a été modifiée par quelqu'un d'autre pendant votre saisie. Vos valeurs sont conservées ci-dessous : rechargez la page pour voir la dernière version, puis reportez-les.";

/** A refusal of the edit: the HTTP status, the French message, and the field it is about. */
export class OrderEditError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = "OrderEditError";
  }
}

export type OrderEditOutcome = { order: RentalOrder; changes: string[] };

function withinPeriod(line: { from: string; to: string }, period: { from: string; to: string }) {
  return dayNumber(line.from)! >= dayNumber(period.from)! && dayNumber(line.to)! <= dayNumber(period.to)!;
}

export async function editOrder(db: Db, orderId: string, input: OrderEditInput, actor: string): Promise<OrderEditOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(rental_orders).where(eq(rental_orders.id, orderId)).for("update");
    if (!order) throw new OrderEditError("Commande introuvable.", 404);
    if (!isEditable(order.status)) {
      throw new OrderEditError("Une commande terminée, en cours ou annulée ne se modifie plus.", 409);
    }
    const invoice = await standingInvoice(tx, orderId);
    if (invoice) throw new OrderEditError(invoicedOrderMessage(invoice.number), 409);
    if (order.version !== input.version || order.items.length !== input.lines.length) {
      throw new OrderEditError(STALE_ORDER_MESSAGE, 409);
    }

    // Each rate is one of the settings' list, or the one the line (the fee) already had.
    const taxes = await getTaxRates(tx);
    const refusedRate = (field: string) => new OrderEditError(unknownVatRateMessage(taxes.vat_rates), 400, field);
    const rates = input.lines.map((line, index) => {
      const own = order.items[index]!.vatRate;
      const rate = line.vat_rate === undefined ? own : acceptedVatRate(line.vat_rate, taxes.vat_rates, own);
      if (rate === null) throw refusedRate(`lines.${index}.vat_rate`);
      return rate;
    });
    const deliveryFeeVatRate =
      input.delivery_fee_vat_rate === undefined ? order.delivery_fee_vat_rate : acceptedVatRate(input.delivery_fee_vat_rate, taxes.vat_rates, order.delivery_fee_vat_rate);
    if (deliveryFeeVatRate === null) throw refusedRate("delivery_fee_vat_rate");

    const period = { from: input.rental_date, to: input.return_date };
    const previousPeriod = { from: order.rental_date, to: order.return_date };
    // A line on the order's period follows it when the period moves; other lines keep their own
    // dates, which must stay inside the period.
    let items: RentalOrderItem[] = order.items.map((item, index) => {
      const line = input.lines[index]!;
      const follows = line.from === previousPeriod.from && line.to === previousPeriod.to;
      const own = follows || (line.from === period.from && line.to === period.to) ? null : { from: line.from, to: line.to };
      if (own && !withinPeriod(own, period)) {
        throw new OrderEditError(`Les dates de « ${item.name} » doivent être comprises dans la période de la commande.`, 400, `lines.${index}.from`);
      }
      const { from: _from, to: _to, ...rest } = item;
      void _from;
      void _to;
      return { ...rest, quantity: line.quantity, vatRate: rates[index]!, totalDays: inclusiveDays(own ?? period), ...(own ?? {}) };
    });

    if (input.remove !== undefined) {
      if (input.remove >= items.length) throw new OrderEditError(STALE_ORDER_MESSAGE, 409);
      if (items.length === 1) throw new OrderEditError("Une commande garde au moins une ligne : ajoutez un article avant de retirer celui-ci.", 400);
      items = items.filter((_, index) => index !== input.remove);
    }

    if (input.add) {
      const [product] = await tx.select().from(rental_products).where(eq(rental_products.id, input.add));
      if (!product) throw new OrderEditError("Ce produit n'existe plus dans le catalogue.", 400, "add");
      const same = items.findIndex((item) => item.id === product.id && !item.from);
      if (same >= 0) {
        items[same] = { ...items[same]!, quantity: items[same]!.quantity + 1 };
      } else {
        items.push({
          id: product.id,
          name: product.name,
          category: product.category,
          image: product.image_url,
          price: centsToDecimal(decimalToCents(product.price) ?? 0n),
          quantity: 1,
          vatRate: centsToDecimal(decimalToCents(product.vat_rate) ?? 0n),
          totalDays: inclusiveDays(period),
        });
      }
    }

    const charges = {
      delivery_fee: input.delivery_fee,
      delivery_fee_vat_rate: deliveryFeeVatRate,
      discount_kind: input.discount_kind,
      discount_value: input.discount_value,
      deposit: input.deposit,
    };
    const figures = storedOrderFigures({ items, ...charges, stamp_duty: order.stamp_duty });
    if (input.discount_kind === "amount" && figures.discount > figures.subtotal) {
      throw new OrderEditError(`La remise ne peut pas dépasser le sous-total de la location (${formatPrice(figures.subtotal)}).`, 400, "discount_value");
    }

    if (holdsUnits(order.status)) {
      try {
        await lockAndAssertUnitsFree(tx, items, period, { excludeOrderId: order.id });
      } catch (error) {
        if (error instanceof OverbookingError) throw new OrderEditError(error.message, 409);
        throw error;
      }
    }

    const next = {
      first_name: input.first_name,
      last_name: input.last_name,
      email: input.email,
      phone: input.phone,
      company: input.company ?? null,
      fulfilment: input.fulfilment,
      delivery_address: input.delivery_address,
      departure_slot: input.departure_slot,
      return_slot: input.return_slot,
      notes: input.notes ?? null,
      rental_date: period.from,
      return_date: period.to,
      items,
      ...charges,
      ...storedTotals(figures),
    };
    const changes = describeOrderChanges(order, { ...next, stamp_duty: order.stamp_duty });
    if (changes.length === 0) return { order, changes };

    const [updated] = await tx
      .update(rental_orders)
      .set({ ...next, version: order.version + 1 })
      .where(and(eq(rental_orders.id, orderId), eq(rental_orders.version, input.version)))
      .returning();
    if (!updated) throw new OrderEditError(STALE_ORDER_MESSAGE, 409);
    await recordOrderEvent(tx, { orderId, kind: "edited", summary: "Commande modifiée", details: changes, actor });
    return { order: updated, changes };
  });
}
