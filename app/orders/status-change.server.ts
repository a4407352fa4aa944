import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { rental_orders } from "~/db/schema";
import { lockAndAssertUnitsFree } from "./availability.server";
import { outstandingUnits } from "~/equipment/late-returns.server";
import { recordOrderEvent, SYSTEM_ACTOR } from "./timeline.server";
import { canTransition, holdsUnits, orderStatusLabel, type OrderStatus } from "./status";

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
 * `within` runs in the same transaction once the status is changed (the e-mails it queues).
 */
export async function changeOrderStatus(
  db: Db,
  orderId: string,
  to: OrderStatus,
  actor: string = SYSTEM_ACTOR,
  details: string[] = [],
  within?: (tx: DbExecutor, updated: typeof rental_orders.$inferSelect) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(rental_orders).where(eq(rental_orders.id, orderId)).for("update");
    if (!order) throw new OrderStatusError("Commande introuvable.", "not-found");
    if (!canTransition(order.status, to)) {
      throw new OrderStatusError(
        `Impossible de passer une commande « ${orderStatusLabel(order.status)} » à « ${orderStatusLabel(to)} ».`,
        "transition",
      );
    }
    // Issue 23: an order is done once what left the depot is back (or reported damaged or missing).
    if (to === "completed") {
      const out = await outstandingUnits(tx, orderId);
      if (out > 0) {
        throw new OrderStatusError(
          `${out} unité${out > 1 ? "s" : ""} de cette commande ${out > 1 ? "ne sont" : "n'est"} pas encore rentrée${out > 1 ? "s" : ""} : enregistrez leur retour au dépôt avant de la terminer.`,
          "transition",
        );
      }
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
    await within?.(tx, updated!);
    return updated!;
  });
}

/** The back office's 'Confirmer'. */
export function confirmOrder(db: Db, orderId: string) {
  return changeOrderStatus(db, orderId, "confirmed");
}
