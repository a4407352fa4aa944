// Units out of service and each product's history (issue 23): the movements a check-out, a check-in
// or a resolution writes (out, in, damaged, lost, repaired, written off, found), what is in
// maintenance now and how many units in all, a product's record, and 'Réparé', 'Retrouvé' or
// 'Hors service' for part or all of a row's units.

import { asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import { equipment_movements, order_equipment, product_maintenance, rental_orders, rental_products, type MaintenanceKind, type MaintenanceResolution, type MovementKind } from "~/db/schema";
import { bumpContentRevision, forgetContent } from "~/content/content-cache.server";
import type { MaintenanceResolutionInput } from "./depot-schema";
import { DepotError } from "./depot-error";
import { formatOrderNumber } from "~/orders/status";
import { recordOrderEvent } from "~/orders/timeline.server";

const units = (n: number) => `${n} unité${n > 1 ? "s" : ""}`;

/** One line of a product's history, inside the caller's transaction (nothing for 0 units). */
export async function recordMovement(tx: DbExecutor, movement: { productId: string; orderId: string | null; kind: MovementKind; quantity: number; note: string | null; actor: string; at: Date }) {
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

export type MaintenanceTotals = { rows: number; units: number; damaged: number; lost: number };

/** Units out of service now, all rows counted (the list itself is bounded). */
export async function countOpenMaintenance(db: DbExecutor): Promise<MaintenanceTotals> {
  const [row] = await db
    .select({
      rows: sql<number>`count(*)`.mapWith(Number),
      units: sql<number>`coalesce(sum(${product_maintenance.quantity}), 0)`.mapWith(Number),
      damaged: sql<number>`coalesce(sum(${product_maintenance.quantity}) filter (where ${product_maintenance.kind} = 'damaged'), 0)`.mapWith(Number),
      lost: sql<number>`coalesce(sum(${product_maintenance.quantity}) filter (where ${product_maintenance.kind} = 'lost'), 0)`.mapWith(Number),
    })
    .from(product_maintenance)
    .where(isNull(product_maintenance.resolved_at));
  return row ?? { rows: 0, units: 0, damaged: 0, lost: 0 };
}

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

/** What each kind of unit may become: the maintenance page offers only these, resolveMaintenance refuses the others. */
export const RESOLUTIONS_BY_KIND: Record<MaintenanceKind, readonly MaintenanceResolution[]> = {
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
    if (!RESOLUTIONS_BY_KIND[row.kind].includes(input.resolution)) {
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

/**
 * A product's record: its name, its stock now (null: not counted) and its latest `limit`
 * movements; null when the product is unknown and has none. A product deleted since keeps its
 * movements, and the name it left the depot under.
 */
export async function getProductRecord(db: DbExecutor, productId: string, limit: number): Promise<{ name: string; stock: number | null; movements: ProductMovement[] } | null> {
  const [[product], movements] = await Promise.all([
    db.select({ name: rental_products.name, stock: rental_products.stock_quantity }).from(rental_products).where(eq(rental_products.id, productId)),
    getProductMovements(db, productId, limit),
  ]);
  if (!product && movements.length === 0) return null;
  const name =
    product?.name ??
    (await db.select({ name: order_equipment.name }).from(order_equipment).where(eq(order_equipment.product_id, productId)).limit(1))[0]?.name ??
    "Article supprimé";
  return { name, stock: product?.stock ?? null, movements };
}
