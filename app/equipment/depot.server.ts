// The depot (issue 23): what leaves with an order ('Départ') and what comes back ('Retour') in
// good order, damaged or missing (the units out of service: maintenance.server.ts; the orders late
// to come back: late-returns.server.ts). Each step locks the order, checks the form's revision
// against the order's, and writes the counts, the product's movements and the timeline in one
// transaction.

import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { order_equipment, product_maintenance, rental_orders } from "~/db/schema";
import type { CheckInInput, CheckOutInput } from "./depot-schema";
import { recordOrderEvent } from "~/orders/timeline.server";
import { bumpContentRevision, forgetContent } from "~/content/content-cache.server";
import { orderStatusLabel } from "~/orders/status";
import { isReturnLate } from "./late-return";
import { proposeLateFee } from "~/money/charges.server";
import { recordMovement } from "./maintenance.server";
import { DepotError } from "./depot-error";
import { nothingAwaitedMessage } from "./depot-text";

export { DepotError };

/** One product of an order at the depot: what was ordered, what left, what came back. */
export type DepotLine = {
  productId: string;
  name: string;
  category: string;
  ordered: number;
  out: number;
  returned: number;
  damaged: number;
  missing: number;
  /** Left and not yet accounted for. */
  outstanding: number;
  /** Ordered and not yet left. */
  toLeave: number;
};

type OrderRow = typeof rental_orders.$inferSelect;

const units = (n: number) => `${n} unité${n > 1 ? "s" : ""}`;

export const STALE_DEPOT_MESSAGE =
  "Cette commande a changé depuis l'ouverture de la page (un autre départ ou retour a été enregistré) : vérifiez les quantités et enregistrez à nouveau.";

/** The order of that number, as the depot page reads it (null: none). */
export async function findDepotOrder(db: DbExecutor, orderNumber: number): Promise<OrderRow | null> {
  const [order] = await db.select().from(rental_orders).where(eq(rental_orders.order_number, orderNumber));
  return order ?? null;
}

/** The order's products at the depot, in the order of its lines (a product on several lines is one). */
export async function getDepotLines(db: DbExecutor, order: Pick<OrderRow, "id" | "items">): Promise<DepotLine[]> {
  const rows = await db.select().from(order_equipment).where(eq(order_equipment.order_id, order.id));
  const byProduct = new Map(rows.map((row) => [row.product_id, row]));
  const lines = new Map<string, DepotLine>();
  for (const item of order.items) {
    const line = lines.get(item.id);
    if (line) {
      line.ordered += item.quantity;
      continue;
    }
    const row = byProduct.get(item.id);
    lines.set(item.id, {
      productId: item.id,
      name: item.name,
      category: item.category,
      ordered: item.quantity,
      out: row?.out ?? 0,
      returned: row?.returned ?? 0,
      damaged: row?.damaged ?? 0,
      missing: row?.missing ?? 0,
      outstanding: 0,
      toLeave: 0,
    });
  }
  // A product taken off the order after it left is still accounted for until it comes back.
  for (const row of rows) {
    if (!lines.has(row.product_id)) {
      lines.set(row.product_id, { productId: row.product_id, name: row.name, category: "", ordered: 0, out: row.out, returned: row.returned, damaged: row.damaged, missing: row.missing, outstanding: 0, toLeave: 0 });
    }
  }
  return [...lines.values()].map((line) => ({
    ...line,
    outstanding: line.out - line.returned - line.damaged - line.missing,
    toLeave: Math.max(0, line.ordered - line.out),
  }));
}

async function lockOrder(tx: DbExecutor, orderId: string, revision: number): Promise<OrderRow> {
  const [order] = await tx.select().from(rental_orders).where(eq(rental_orders.id, orderId)).for("update");
  if (!order) throw new DepotError("Commande introuvable.", 404);
  if (order.depot_revision !== revision) throw new DepotError(STALE_DEPOT_MESSAGE, 409);
  return order;
}

/**
 * 'Départ': the units of each product that leave now (less than ordered with a note: the rest
 * leaves later or not at all). A confirmed order becomes 'En cours' with its first departure.
 */
export async function checkOut(db: Db, orderId: string, input: CheckOutInput, actor: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, input.revision);
    if (order.status !== "confirmed" && order.status !== "in_progress") {
      throw new DepotError(`Seule une commande confirmée ou en cours part du dépôt (celle-ci est « ${orderStatusLabel(order.status)} »).`, 409);
    }
    const lines = new Map((await getDepotLines(tx, order)).map((line) => [line.productId, line]));
    let total = 0;
    let short = false;
    for (const wanted of input.lines) {
      const line = lines.get(wanted.product);
      if (!line || line.ordered === 0) throw new DepotError("Cet article ne fait pas partie de la commande.", 400, `out_${wanted.product}`);
      if (wanted.out > line.toLeave) {
        throw new DepotError(
          line.toLeave === 0
            ? `Tout « ${line.name} » est déjà parti.`
            : `Pour « ${line.name} », ${units(line.toLeave)} reste${line.toLeave > 1 ? "nt" : ""} à partir : pas ${wanted.out}.`,
          400,
          `out_${wanted.product}`,
        );
      }
      if (wanted.out < line.toLeave) short = true;
      total += wanted.out;
    }
    if (total === 0) throw new DepotError("Indiquez au moins une unité qui part.", 400);
    if (short && !input.note) throw new DepotError("Tout ne part pas : dites dans la note pourquoi (le reste part plus tard ou pas du tout).", 400, "note");

    const details: string[] = [];
    for (const wanted of input.lines) {
      if (wanted.out === 0) continue;
      const line = lines.get(wanted.product)!;
      await tx
        .insert(order_equipment)
        .values({ order_id: order.id, product_id: line.productId, name: line.name, out: wanted.out })
        .onConflictDoUpdate({ target: [order_equipment.order_id, order_equipment.product_id], set: { out: sql`${order_equipment.out} + ${wanted.out}` } });
      await recordMovement(tx, { productId: line.productId, orderId: order.id, kind: "out", quantity: wanted.out, note: input.note || null, actor, at: now });
      details.push(`${line.name} × ${wanted.out}${wanted.out < line.toLeave ? ` (sur ${line.toLeave})` : ""}`);
    }
    await tx.update(rental_orders).set({ depot_revision: order.depot_revision + 1, ...(order.status === "confirmed" ? { status: "in_progress" } : {}) }).where(eq(rental_orders.id, order.id));
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: "equipment-out",
      summary: `Départ du matériel : ${units(total)}${short ? ", le reste plus tard ou pas du tout" : ""}`,
      details: [...details, ...(input.note ? [`Note : ${input.note}`] : [])],
      actor,
    });
    if (order.status === "confirmed") {
      await recordOrderEvent(tx, { orderId: order.id, kind: "status", summary: `Statut : ${orderStatusLabel("confirmed")} → ${orderStatusLabel("in_progress")}`, details: ["Le matériel a quitté le dépôt."], actor });
    }
    return { total, short, started: order.status === "confirmed" };
  });
}

/**
 * 'Retour': per product, the units back in good order, damaged and missing, at most what is out
 * (a partial return leaves the rest out). Damaged units go into maintenance, missing ones are
 * 'Perdu' until found: unavailable from now on.
 */
export async function checkIn(db: Db, orderId: string, input: CheckInInput, actor: string, now = new Date(), photos: string[] = []) {
  const result = await checkInTransaction(db, orderId, input, actor, now, photos);
  if (result.damaged + result.missing > 0) forgetContent();
  return result;
}

function checkInTransaction(db: Db, orderId: string, input: CheckInInput, actor: string, now: Date, photos: string[]) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, input.revision);
    const lines = new Map((await getDepotLines(tx, order)).map((line) => [line.productId, line]));
    if (![...lines.values()].some((line) => line.out > 0)) throw new DepotError("Rien n'est encore sorti du dépôt pour cette commande.", 409);
    const counted = { returned: 0, damaged: 0, missing: 0 };
    for (const back of input.lines) {
      const line = lines.get(back.product);
      const field = `returned_${back.product}`;
      if (!line) throw new DepotError("Cet article ne fait pas partie de la commande.", 400, field);
      const sum = back.returned + back.damaged + back.missing;
      if (sum > line.outstanding) {
        throw new DepotError(
          line.outstanding === 0
            ? nothingAwaitedMessage(line)
            : `Pour « ${line.name} », ${units(line.outstanding)} ${line.outstanding > 1 ? "sont" : "est"} dehors : rendu, endommagé et manquant ensemble ne peuvent pas dépasser ce nombre (${sum}).`,
          400,
          field,
        );
      }
      counted.returned += back.returned;
      counted.damaged += back.damaged;
      counted.missing += back.missing;
    }
    const total = counted.returned + counted.damaged + counted.missing;
    if (total === 0) throw new DepotError("Indiquez au moins une unité rendue, endommagée ou manquante.", 400);
    if (counted.damaged + counted.missing > 0 && !input.note) throw new DepotError("Décrivez dans la note les dommages ou ce qui manque.", 400, "note");

    const details: string[] = [];
    for (const back of input.lines) {
      if (back.returned + back.damaged + back.missing === 0) continue;
      const line = lines.get(back.product)!;
      await tx
        .update(order_equipment)
        .set({
          returned: sql`${order_equipment.returned} + ${back.returned}`,
          damaged: sql`${order_equipment.damaged} + ${back.damaged}`,
          missing: sql`${order_equipment.missing} + ${back.missing}`,
        })
        .where(and(eq(order_equipment.order_id, order.id), eq(order_equipment.product_id, back.product)));
      const movement = { productId: back.product, orderId: order.id, note: input.note || null, actor, at: now };
      await recordMovement(tx, { ...movement, kind: "in", quantity: back.returned });
      await recordMovement(tx, { ...movement, kind: "damaged", quantity: back.damaged });
      await recordMovement(tx, { ...movement, kind: "lost", quantity: back.missing });
      for (const [kind, quantity] of [["damaged", back.damaged], ["lost", back.missing]] as const) {
        if (quantity > 0) {
          await tx.insert(product_maintenance).values({ product_id: back.product, order_id: order.id, kind, quantity, reason: input.note, photos, since: now, reported_by: actor });
        }
      }
      const parts = [
        back.returned ? `${back.returned} rendu${back.returned > 1 ? "s" : ""}` : null,
        back.damaged ? `${back.damaged} endommagé${back.damaged > 1 ? "s" : ""}` : null,
        back.missing ? `${back.missing} manquant${back.missing > 1 ? "s" : ""}` : null,
      ].filter(Boolean);
      details.push(`${line.name} : ${parts.join(", ")}`);
    }
    await tx.update(rental_orders).set({ depot_revision: order.depot_revision + 1 }).where(eq(rental_orders.id, order.id));
    const outBefore = [...lines.values()].reduce((sum, line) => sum + line.outstanding, 0);
    // The catalogue's pages show the units in service: the public page cache must read them again.
    if (counted.damaged + counted.missing > 0) await bumpContentRevision(tx);
    const stillOut = outBefore - total;
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: "equipment-in",
      summary: `Retour du matériel : ${units(total)}${counted.damaged ? `, dont ${counted.damaged} endommagée${counted.damaged > 1 ? "s" : ""}` : ""}${counted.missing ? `, ${counted.missing} manquante${counted.missing > 1 ? "s" : ""}` : ""}${stillOut > 0 ? ` ; ${units(stillOut)} encore dehors` : ""}`,
      details: [...details, ...(input.note ? [`Note : ${input.note}`] : []), ...photos.map((url) => `Photo : ${url}`)],
      actor,
    });
    // Late units back: the late fee, when the agency charges one, is proposed on the order.
    if (isReturnLate({ returnDate: order.return_date, returnSlot: order.return_slot, outstanding: outBefore }, now)) await proposeLateFee(tx, order, actor, now);
    return { ...counted, stillOut };
  });
}
