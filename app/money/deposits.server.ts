// The deposit (caution) of an order (issue 22): received, then given back whole or partly or
// wholly kept with its reason. Each step locks the order, checks the step before it and writes the
// timeline in the same transaction.

import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { order_deposits, rental_orders } from "~/db/schema";
import { centsToDecimal, decimalToCents, formatPrice } from "~/lib/pricing";
import { formatDate, todayInTunis } from "~/lib/calendar-dates";
import { DEPOSIT_RETENTION_LABELS, type DepositReceipt, type DepositSettlement } from "./deposit-schema";
import { PAYMENT_METHOD_LABELS } from "./payment-status";
import { recordOrderEvent } from "~/orders/timeline.server";
import { ComplementaryInvoiceError, issueComplementaryInvoice } from "./complementary-invoice.server";
import type { IssuedDocument } from "~/orders/documents.server";
import { billChargesIn, unbilledCharges } from "./charges.server";

export type OrderDeposit = typeof order_deposits.$inferSelect;

export class DepositError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = "DepositError";
  }
}

export async function getOrderDeposit(db: DbExecutor, orderId: string): Promise<OrderDeposit | null> {
  const [row] = await db.select().from(order_deposits).where(eq(order_deposits.order_id, orderId));
  return row ?? null;
}

/**
 * 'Caution à recevoir', 'Caution reçue' ('Caution bloquée en ligne': held on the client's card),
 * 'Caution restituée' or 'Caution retenue', for an order asking `asked`.
 */
export function depositStatusLabel(asked: string, deposit: OrderDeposit | null): string | null {
  if (!deposit) return (decimalToCents(asked) ?? 0n) > 0n ? "Caution à recevoir" : null;
  if (!deposit.settled_on) return deposit.method === "online" ? "Caution bloquée en ligne" : "Caution reçue";
  return (decimalToCents(deposit.retained_amount ?? "0") ?? 0n) > 0n ? "Caution retenue" : "Caution restituée";
}

async function lockOrder(tx: DbExecutor, orderId: string) {
  const [order] = await tx
    .select({ id: rental_orders.id, created_at: rental_orders.created_at })
    .from(rental_orders)
    .where(eq(rental_orders.id, orderId))
    .for("update");
  if (!order) throw new DepositError("Commande introuvable.", 404);
  return order;
}

/** 'Caution reçue': once per order, on a day between the order and today. */
export async function receiveDeposit(db: Db, orderId: string, input: DepositReceipt, actor: string): Promise<OrderDeposit> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (await getOrderDeposit(tx, orderId)) throw new DepositError("La caution de cette commande est déjà enregistrée comme reçue.", 409);
    const placedOn = todayInTunis(order.created_at);
    if (input.received_on < placedOn) {
      throw new DepositError(`La caution ne peut pas être reçue avant la commande (passée le ${formatDate(placedOn)}).`, 400, "received_on");
    }
    const amount = decimalToCents(input.amount) ?? 0n;
    const [row] = await tx
      .insert(order_deposits)
      .values({
        order_id: orderId,
        received_on: input.received_on,
        received_amount: centsToDecimal(amount),
        method: input.method,
        reference: input.reference ?? null,
        received_by: actor,
      })
      .returning();
    await recordOrderEvent(tx, {
      orderId,
      kind: "deposit-received",
      summary: `Caution reçue : ${formatPrice(amount)} (${PAYMENT_METHOD_LABELS[input.method].toLowerCase()}) le ${formatDate(input.received_on)}`,
      details: input.reference ? [`Référence : ${input.reference}`] : [],
      actor,
    });
    return row!;
  });
}

/**
 * Gives the deposit back, keeping `retained` of it (0: all given back) for the reason given. A
 * retained amount is billed on a facture complémentaire in the same transaction, which the kept
 * deposit settles (complementary-invoice.server.ts): the order's confirmed charges not yet billed
 * when it has some (at most their total TTC is kept), else a line of the kept amount. `details`:
 * what the timeline adds (for a caution held online, what the gateway did).
 */
export async function settleDeposit(
  db: Db,
  orderId: string,
  input: DepositSettlement,
  actor: string,
  now = new Date(),
  details: string[] = [],
): Promise<OrderDeposit & { complementaryInvoice: IssuedDocument | null }> {
  return db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const deposit = await getOrderDeposit(tx, orderId);
    if (!deposit) throw new DepositError("La caution n'a pas encore été reçue.", 409);
    if (deposit.settled_on) throw new DepositError("La caution de cette commande est déjà restituée ou retenue.", 409);
    const received = decimalToCents(deposit.received_amount) ?? 0n;
    const retained = decimalToCents(input.retained) ?? 0n;
    if (retained > received) {
      throw new DepositError(`Vous ne pouvez pas retenir plus que la caution reçue (${formatPrice(received)}).`, 400, "retained");
    }
    if (input.settled_on < deposit.received_on) {
      throw new DepositError(`La restitution ne peut pas précéder la réception de la caution (le ${formatDate(deposit.received_on)}).`, 400, "settled_on");
    }
    const returned = received - retained;
    let complementaryInvoice: IssuedDocument | null = null;
    if (retained > 0n) {
      const [order] = await tx.select().from(rental_orders).where(eq(rental_orders.id, orderId));
      // The order's confirmed charges (issue 23) are what the deposit is kept for: their invoice,
      // settled by it; without charges, the kept amount is billed on a line of its own.
      const charges = await unbilledCharges(tx, orderId);
      try {
        complementaryInvoice = charges.length
          ? await billChargesIn(tx, order!, charges, retained, actor, now)
          : await issueComplementaryInvoice(tx, order!, { retained, reasonLabel: DEPOSIT_RETENTION_LABELS[input.reason!], note: input.note ?? null }, actor, now);
      } catch (error) {
        if (error instanceof ComplementaryInvoiceError) throw new DepositError(error.message, 400, "retained");
        throw error;
      }
    }
    const [row] = await tx
      .update(order_deposits)
      .set({
        settled_on: input.settled_on,
        returned_amount: centsToDecimal(returned),
        retained_amount: centsToDecimal(retained),
        retention_reason: retained > 0n ? input.reason! : null,
        note: input.note ?? null,
        settled_by: actor,
        settled_at: new Date(),
      })
      .where(eq(order_deposits.order_id, orderId))
      .returning();
    await recordOrderEvent(tx, {
      orderId,
      kind: retained > 0n ? "deposit-retained" : "deposit-returned",
      summary:
        retained > 0n
          ? `Caution retenue : ${formatPrice(retained)} (${DEPOSIT_RETENTION_LABELS[input.reason!].toLowerCase()})${returned > 0n ? `, ${formatPrice(returned)} restitués` : ""}`
          : `Caution restituée : ${formatPrice(returned)} le ${formatDate(input.settled_on)}`,
      details: [...details, ...(input.note ? [`Note : ${input.note}`] : [])],
      actor,
    });
    return { ...row!, complementaryInvoice };
  });
}
