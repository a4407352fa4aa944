// The depot (issue 23): what leaves with an order ('Départ'), what comes back ('Retour') in good
// order, damaged or missing, and the units out of service until they are repaired, written off or
// found. Each step locks the order (or the maintenance row), checks the form's revision against
// the order's, and writes the counts, the product's movements and the timeline in one transaction.

import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { equipment_movements, order_equipment, product_maintenance, rental_orders, rental_products, type MovementKind } from "~/db/schema";
import type { CheckInInput, CheckOutInput, MaintenanceResolutionInput } from "./depot-schema";
import { recordOrderEvent } from "./timeline.server";
import { bumpContentRevision, forgetContent } from "~/content/content-cache.server";
import { formatOrderNumber, orderStatusLabel } from "./status";
import { isReturnLate, passedReturnSlots } from "./late-return";
import { proposeLateFee } from "./charges.server";
import { todayInTunis } from "~/lib/pricing";

export class DepotError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = "DepotError";
  }
}

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

/**
 * The orders whose units are still out once their return date and slot have passed (issue 23):
 * the few order ids with units out (a partial index), then their dates.
 */
export function lateReturnCondition(now: Date = new Date()) {
  const today = todayInTunis(now);
  const passed = passedReturnSlots(now);
  const outstanding = sql`${rental_orders.id} in (select e.order_id from ${order_equipment} e where e.out > e.returned + e.damaged + e.missing)`;
  const late = passed.length
    ? sql`(${rental_orders.return_date} < ${today} or (${rental_orders.return_date} = ${today} and ${inArray(rental_orders.return_slot, passed)}))`
    : sql`${rental_orders.return_date} < ${today}`;
  return and(outstanding, late)!;
}

/** The orders late to come back, the longest overdue first (the departures sheet's red section). */
export async function getLateReturns(db: DbExecutor, now: Date = new Date(), limit = 50) {
  const rows = await db
    .select({
      id: rental_orders.id,
      orderNumber: rental_orders.order_number,
      firstName: rental_orders.first_name,
      lastName: rental_orders.last_name,
      company: rental_orders.company,
      phone: rental_orders.phone,
      returnDate: rental_orders.return_date,
      returnSlot: rental_orders.return_slot,
      outstanding: sql<number>`(select coalesce(sum(e.out - e.returned - e.damaged - e.missing), 0) from ${order_equipment} e where e.order_id = ${rental_orders.id})`.mapWith(Number),
    })
    .from(rental_orders)
    .where(lateReturnCondition(now))
    .orderBy(asc(rental_orders.return_date), asc(rental_orders.order_number))
    .limit(limit);
  return rows.map((row) => ({ ...row, number: formatOrderNumber(row.orderNumber) }));
}

/** Units of the order still out of the depot (0 when nothing left, or everything is back). */
export async function outstandingUnits(db: DbExecutor, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${order_equipment.out} - ${order_equipment.returned} - ${order_equipment.damaged} - ${order_equipment.missing}), 0)`.mapWith(Number) })
    .from(order_equipment)
    .where(eq(order_equipment.order_id, orderId));
  return row?.n ?? 0;
}

async function lockOrder(tx: DbExecutor, orderId: string, revision: number): Promise<OrderRow> {
  const [order] = await tx.select().from(rental_orders).where(eq(rental_orders.id, orderId)).for("update");
  if (!order) throw new DepotError("Commande introuvable.", 404);
  if (order.depot_revision !== revision) throw new DepotError(STALE_DEPOT_MESSAGE, 409);
  return order;
}

async function recordMovement(tx: DbExecutor, movement: { productId: string; orderId: string | null; kind: MovementKind; quantity: number; note: string | null; actor: string; at: Date }) {
  if (movement.quantity <= 0) return;
  await tx.insert(equipment_movements).values({
    product_id: movement.productId,
    order_id: movement.orderId,
    kind: movement.kind,
    quantity: movement.quantity,
    note: movement.note,
    actor: movement.actor,
    at: movement.at,
  });
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
            ? `Tout « ${line.name} » est déjà rentré.`
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

export type OpenMaintenance = {
  id: string;
  productId: string;
  productName: string;
  kind: "damaged" | "lost";
  quantity: number;
  reason: string;
  since: Date;
  reportedBy: string;
  orderNumber: string | null;
  /** Photos taken at the return (media library URLs). */
  photos: string[];
};

/** What is out of service now, the oldest first (the 'Maintenance' page). */
export async function getOpenMaintenance(db: DbExecutor, limit = 200): Promise<OpenMaintenance[]> {
  const rows = await db
    .select({
      id: product_maintenance.id,
      productId: product_maintenance.product_id,
      productName: rental_products.name,
      kind: product_maintenance.kind,
      quantity: product_maintenance.quantity,
      reason: product_maintenance.reason,
      since: product_maintenance.since,
      reportedBy: product_maintenance.reported_by,
      orderNumber: rental_orders.order_number,
      photos: product_maintenance.photos,
    })
    .from(product_maintenance)
    .leftJoin(rental_products, eq(rental_products.id, product_maintenance.product_id))
    .leftJoin(rental_orders, eq(rental_orders.id, product_maintenance.order_id))
    .where(isNull(product_maintenance.resolved_at))
    .orderBy(asc(product_maintenance.since), asc(rental_products.name), asc(product_maintenance.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, productName: row.productName ?? "Article supprimé", orderNumber: row.orderNumber === null ? null : formatOrderNumber(row.orderNumber) }));
}

const RESOLUTIONS: Record<"damaged" | "lost", readonly MaintenanceResolutionInput["resolution"][]> = {
  damaged: ["repaired", "written_off"],
  lost: ["found", "written_off"],
};
const RESOLUTION_LABELS: Record<MaintenanceResolutionInput["resolution"], string> = { repaired: "Réparé", written_off: "Hors service", found: "Retrouvé" };

/**
 * 'Réparé', 'Retrouvé' (back in stock) or 'Hors service' (written off: the product's stock goes
 * down by it) for part or all of a maintenance row's units.
 */
export async function resolveMaintenance(db: Db, input: MaintenanceResolutionInput, actor: string, now = new Date()) {
  const result = await resolveMaintenanceTransaction(db, input, actor, now);
  forgetContent();
  return result;
}

function resolveMaintenanceTransaction(db: Db, input: MaintenanceResolutionInput, actor: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(product_maintenance).where(eq(product_maintenance.id, input.maintenance)).for("update");
    if (!row) throw new DepotError("Unité en maintenance introuvable.", 404);
    if (row.resolved_at) throw new DepotError("Ces unités sont déjà sorties de maintenance.", 409);
    if (!RESOLUTIONS[row.kind].includes(input.resolution)) {
      throw new DepotError("Une unité endommagée est réparée ou mise hors service ; une unité perdue est retrouvée ou mise hors service.", 400, "resolution");
    }
    if (input.quantity > row.quantity) throw new DepotError(`Seulement ${units(row.quantity)} en maintenance ici : pas ${input.quantity}.`, 400, "quantity");
    const [product] = await tx.select().from(rental_products).where(eq(rental_products.id, row.product_id)).for("update");
    if (input.resolution === "written_off" && product && product.stock_quantity !== null) {
      if (product.stock_quantity < input.quantity) throw new DepotError(`Le stock de « ${product.name} » ne peut pas descendre sous zéro.`, 409, "quantity");
      await tx.update(rental_products).set({ stock_quantity: product.stock_quantity - input.quantity }).where(eq(rental_products.id, product.id));
    }
    const resolved = { resolved_at: now, resolution: input.resolution, resolution_note: input.note || null, resolved_by: actor };
    if (input.quantity < row.quantity) {
      // Part of the units: the rest stays open on the row, the resolved ones get a row of their own.
      await tx.update(product_maintenance).set({ quantity: row.quantity - input.quantity }).where(eq(product_maintenance.id, row.id));
      const { id: _id, ...copy } = row;
      void _id;
      await tx.insert(product_maintenance).values({ ...copy, quantity: input.quantity, ...resolved });
    } else {
      await tx.update(product_maintenance).set(resolved).where(eq(product_maintenance.id, row.id));
    }
    await recordMovement(tx, { productId: row.product_id, orderId: row.order_id, kind: input.resolution, quantity: input.quantity, note: input.note || null, actor, at: now });
    await bumpContentRevision(tx);
    const name = product?.name ?? "Article supprimé";
    if (row.order_id) {
      await recordOrderEvent(tx, {
        orderId: row.order_id,
        kind: "maintenance",
        summary: `${RESOLUTION_LABELS[input.resolution]} : ${name} × ${input.quantity}`,
        details: input.note ? [`Note : ${input.note}`] : [],
        actor,
      });
    }
    return { name, label: RESOLUTION_LABELS[input.resolution], quantity: input.quantity, stock: input.resolution === "written_off" && product?.stock_quantity != null ? product.stock_quantity - input.quantity : (product?.stock_quantity ?? null) };
  });
}

export type ProductMovement = typeof equipment_movements.$inferSelect & { orderNumber: string | null };

/** A product's latest movements (out, in, damaged, repaired, written off, lost, found). */
export async function getProductMovements(db: DbExecutor, productId: string, limit = 50): Promise<ProductMovement[]> {
  const rows = await db
    .select({ movement: equipment_movements, orderNumber: rental_orders.order_number })
    .from(equipment_movements)
    .leftJoin(rental_orders, eq(rental_orders.id, equipment_movements.order_id))
    .where(eq(equipment_movements.product_id, productId))
    // A return records 'in', 'damaged' and 'lost' at one moment: the outcome first, as it reads.
    .orderBy(
      desc(equipment_movements.at),
      sql`case ${equipment_movements.kind} when 'out' then 3 when 'in' then 2 when 'damaged' then 1 when 'lost' then 1 else 0 end`,
    )
    .limit(limit);
  return rows.map(({ movement, orderNumber }) => Object.assign(movement, { orderNumber: orderNumber === null ? null : formatOrderNumber(orderNumber) }));
}

export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  out: "Départ",
  in: "Retour",
  damaged: "Endommagé",
  lost: "Perdu",
  repaired: "Réparé",
  written_off: "Hors service",
  found: "Retrouvé",
};
