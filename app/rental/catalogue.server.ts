import { and, asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { rental_products } from "~/db/schema";
import { isProductCategory, type RentalCategoryId } from "./categories";
import type { CatalogueProduct } from "./product";

export type { CatalogueProduct };


/** The `?categorie=` of the catalogue's URL, or "all" for anything else. */
export function readCategory(url: URL): RentalCategoryId {
  const value = url.searchParams.get("categorie") ?? "all";
  return isProductCategory(value) ? value : "all";
}

/** SPEC §7: available products, of the chosen category unless 'all', by name. */
export async function getCatalogueProducts(category: RentalCategoryId): Promise<CatalogueProduct[]> {
  return getDb()
    .select({
      id: rental_products.id,
      name: rental_products.name,
      category: rental_products.category,
      description: rental_products.description,
      image_url: rental_products.image_url,
      price: rental_products.price,
      period: rental_products.period,
      stock_quantity: rental_products.stock_quantity,
    })
    .from(rental_products)
    .where(
      category === "all"
        ? eq(rental_products.is_available, true)
        : and(eq(rental_products.is_available, true), eq(rental_products.category, category)),
    )
    .orderBy(asc(rental_products.name));
}

/** One available product (the no-JavaScript order form of /panier). */
export async function getCatalogueProduct(id: string): Promise<CatalogueProduct | undefined> {
  const [product] = await getDb()
    .select({
      id: rental_products.id,
      name: rental_products.name,
      category: rental_products.category,
      description: rental_products.description,
      image_url: rental_products.image_url,
      price: rental_products.price,
      period: rental_products.period,
      stock_quantity: rental_products.stock_quantity,
    })
    .from(rental_products)
    .where(and(eq(rental_products.id, id), eq(rental_products.is_available, true)));
  return product;
}
