// What the scanner page looks up (issue 23): an order by the number typed in its fallback field,
// and the products whose labels to print, by name.

import { asc, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { rental_orders, rental_products } from "~/db/schema";
import { likePattern } from "~/lib/search.server";

/** Whether an order of that number exists. */
export async function orderNumberExists(db: DbExecutor, orderNumber: number): Promise<boolean> {
  const [order] = await db.select({ number: rental_orders.order_number }).from(rental_orders).where(eq(rental_orders.order_number, orderNumber));
  return order !== undefined;
}

/** The first `limit` products whose name contains `q`, accents and case aside ('ecran' finds 'Écran LED'), by name. */
export function findProductsByName(db: DbExecutor, q: string, limit: number): Promise<{ id: string; name: string; category: string }[]> {
  return db
    .select({ id: rental_products.id, name: rental_products.name, category: rental_products.category })
    .from(rental_products)
    .where(sql`imagine_fold(${rental_products.name}) like imagine_fold(${likePattern(q)})`)
    .orderBy(asc(rental_products.name))
    .limit(limit);
}
