// Deleting an order (SPEC §4) within the accounts' rules, and putting a deleted one back (the
// desk's 'Annuler la suppression'), with the timeline's row for each.

import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "~/db/client.server";
import { lockAndAssertUnitsFree } from "./availability.server";
import { insertOrder } from "./create.server";
import { holdsUnits } from "./status";
import { recordOrderEvent } from "./timeline.server";

const { rental_orders } = schema;

type RentalOrder = typeof rental_orders.$inferSelect;

/** A delete the agency's accounting forbids. */
export class OrderDeleteError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OrderDeleteError";
  }
}

/**
 * Deletes an order (SPEC §4: any order can be deleted), and with `actor` says so on its timeline; except one that has an invoice or a
 * payment (even cancelled): the accounts keep them, and the order they concern; nor one whose
 * equipment left the depot (issue 23): its units out, and the products' history, refer to it.
 */
export async function deleteOrder(id: string, actor?: string): Promise<RentalOrder | null> {
  const deleted = await getDb().transaction(async (tx) => {
    const [invoice] = await tx
      .select({ number: schema.order_documents.number })
      .from(schema.order_documents)
      .where(and(eq(schema.order_documents.order_id, id), eq(schema.order_documents.kind, "invoice")));
    if (invoice) throw new OrderDeleteError(`Cette commande a une facture (${invoice.number}) : elle est conservée pour la comptabilité.`);
    const [payment] = await tx.select({ id: schema.order_payments.id }).from(schema.order_payments).where(eq(schema.order_payments.order_id, id)).limit(1);
    if (payment) throw new OrderDeleteError("Cette commande a des paiements enregistrés : elle est conservée pour la comptabilité.");
    const [deposit] = await tx.select({ id: schema.order_deposits.order_id }).from(schema.order_deposits).where(eq(schema.order_deposits.order_id, id));
    if (deposit) throw new OrderDeleteError("La caution de cette commande a été reçue : elle est conservée pour la comptabilité.");
    const [equipment] = await tx.select({ id: schema.order_equipment.order_id }).from(schema.order_equipment).where(eq(schema.order_equipment.order_id, id)).limit(1);
    if (equipment) throw new OrderDeleteError("Du matériel de cette commande est sorti du dépôt : elle est conservée avec l'historique du matériel.");
    const [row] = await tx.delete(rental_orders).where(eq(rental_orders.id, id)).returning();
    return row ?? null;
  });
  // The timeline outlives the order: 'Annuler la suppression' brings it back with its history.
  if (deleted && actor) await recordOrderEvent(getDb(), { orderId: deleted.id, kind: "deleted", summary: "Commande supprimée", actor });
  return deleted;
}

const ItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  image: z.string(),
  price: z.string(),
  quantity: z.number().int(),
  totalDays: z.number().int(),
  /** Optional: an undo token made just before the lines had rates restores them at the order's. */
  vatRate: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});

/** A deleted order as it travels in an undo token (dates become strings). */
const DeletedOrderSchema = z.object({
  id: z.uuid(),
  order_number: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string().nullable(),
  rental_date: z.string(),
  return_date: z.string(),
  // How the equipment travels, as every quote of the order shows it: left out, a restored pickup
  // came back as a delivery without its slots, its quotes no longer what they said yet not stale.
  // (Optional: an undo token made just before this field was kept still restores.)
  fulfilment: z.string().optional(),
  departure_slot: z.string().nullable().optional(),
  return_slot: z.string().nullable().optional(),
  delivery_address: z.string(),
  notes: z.string().nullable(),
  items: z.array(ItemSchema),
  total_amount: z.string(),
  delivery_fee: z.string(),
  /** Optional, as the lines' rates: the order's rate then. */
  delivery_fee_vat_rate: z.string().optional(),
  discount_kind: z.string(),
  discount_value: z.string(),
  deposit: z.string(),
  vat_rate: z.string(),
  stamp_duty: z.string(),
  total_ht: z.string(),
  vat_amount: z.string(),
  total_ttc: z.string(),
  version: z.number().int(),
  // Left out, a restored order came back at link version 1: the links revoked before the
  // deletion opened again. (Optional: an undo token made before this field was kept still restores.)
  link_version: z.number().int().optional(),
  user_id: z.string().nullable(),
  status: z.string(),
  idempotency_key: z.string().nullable(),
  created_at: z.coerce.date(),
  updated_at: z.coerce.date(),
});

/**
 * Puts a deleted order back exactly as it was, with its number (CMD-000042 stays CMD-000042), and
 * says so on its timeline; false if it is already there.
 * A confirmed or in-progress order takes its units back only if they are still free (throws the
 * shop's OverbookingError otherwise): another order may have been confirmed meanwhile.
 */
export async function restoreOrder(row: unknown, actor: string): Promise<boolean> {
  const parsed = DeletedOrderSchema.safeParse(row);
  if (!parsed.success) return false;
  const order = {
    ...parsed.data,
    items: parsed.data.items.map((item) => ({ ...item, vatRate: item.vatRate ?? parsed.data.vat_rate })),
    delivery_fee_vat_rate: parsed.data.delivery_fee_vat_rate ?? parsed.data.vat_rate,
  };
  return getDb().transaction(async (tx) => {
    if (holdsUnits(order.status)) {
      await lockAndAssertUnitsFree(tx, order.items, { from: order.rental_date, to: order.return_date });
    }
    const inserted = await insertOrder(tx, {
      values: order,
      event: () => ({ kind: "restored", summary: "Suppression annulée : commande restaurée", actor }),
      onConflict: "any",
    });
    return inserted !== null;
  });
}
