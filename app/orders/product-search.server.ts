// The catalogue products an administrator can add to an order (the order page's 'Ajouter un
// article'): a name search, twelve at most, with the category's label.

import { asc, ilike } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { rental_products } from "~/db/schema";
import { categoryLabel } from "~/lib/rental-categories";
import { likePattern } from "~/lib/search.server";

export type ProductMatch = { id: string; name: string; category: string; price: string; stock: number | null; available: boolean };

/** Catalogue products whose name contains `q`. */
export async function searchProductsToAdd(db: DbExecutor, q: string): Promise<ProductMatch[]> {
  const rows = await db
    .select({
      id: rental_products.id,
      name: rental_products.name,
      category: rental_products.category,
      price: rental_products.price,
      stock: rental_products.stock_quantity,
      available: rental_products.is_available,
    })
    .from(rental_products)
    .where(ilike(rental_products.name, likePattern(q)))
    .orderBy(asc(rental_products.name))
    .limit(12);
  return rows.map((row) => ({ ...row, category: categoryLabel(row.category) }));
}
