// What the return at the depot says a charge after the rental may bill (issue 37), per product
// that left with the order: the units that came back damaged, those missing, and those late — back
// after the return date and slot (each check-in's movements say when), or still out past them.
// The charges' form starts from it and the charges' module checks against it.

import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { equipment_movements, order_equipment, type rental_orders } from "~/db/schema";
import type { ChargeableProduct } from "~/money/charge-schema";
import { isReturnLate } from "./late-return";

type OrderDates = Pick<typeof rental_orders.$inferSelect, "id" | "return_date" | "return_slot">;

/** The products that left with the order, by name, with what a charge may bill of each. */
export async function getChargeableProducts(db: DbExecutor, order: OrderDates, now: Date = new Date()): Promise<ChargeableProduct[]> {
  const [rows, backs] = await Promise.all([
    db.select().from(order_equipment).where(eq(order_equipment.order_id, order.id)).orderBy(asc(order_equipment.name), asc(order_equipment.product_id)),
    // The order's movements back (equipment_movements_order_idx): a handful per order.
    db
      .select({ product_id: equipment_movements.product_id, quantity: equipment_movements.quantity, at: equipment_movements.at })
      .from(equipment_movements)
      .where(and(eq(equipment_movements.order_id, order.id), inArray(equipment_movements.kind, ["in", "damaged"]))),
  ]);
  const lateAt = (at: Date) => isReturnLate({ returnDate: order.return_date, returnSlot: order.return_slot, outstanding: 1 }, at);
  const lateBack = new Map<string, number>();
  for (const back of backs) if (back.quantity > 0 && lateAt(back.at)) lateBack.set(back.product_id, (lateBack.get(back.product_id) ?? 0) + back.quantity);
  const lateNow = lateAt(now);
  return rows
    .filter((row) => row.out > 0)
    .map((row) => {
      const outstanding = row.out - row.returned - row.damaged - row.missing;
      return {
        productId: row.product_id,
        name: row.name,
        damaged: row.damaged,
        missing: row.missing,
        late: Math.min(row.out, (lateBack.get(row.product_id) ?? 0) + (lateNow ? outstanding : 0)),
      };
    });
}
