import { and, asc, count, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { rental_products } from "~/db/schema";
import { getAvailability } from "~/orders/availability.server";
import { isProductCategory, type RentalCategoryId } from "~/lib/rental-categories";
import { dayNumber, todayInTunis, type DateRange } from "~/lib/calendar-dates";
import type { Locale } from "~/i18n/locale";
import type { Localized } from "~/content/translatable";
import { localizeRows } from "~/content/translations.server";
import type { CatalogueProduct } from "./product";

/**
 * Units the catalogue shows as in stock: those owned, less those out of service (damaged or lost,
 * issue 23) until they are repaired, found or written off. Read through the partial index of the
 * open maintenance rows.
 */
const stockInService = sql<number | null>`case when ${rental_products.stock_quantity} is null then null
  else greatest(${rental_products.stock_quantity} - coalesce((select sum(m.quantity) from product_maintenance m
    where m.product_id = ${rental_products.id} and m.resolved_at is null), 0), 0)::int end`;

export type { CatalogueProduct };

/** The `?categorie=` of the catalogue's URL, or "all" for anything else. */
export function readCategory(url: URL): RentalCategoryId {
  const value = url.searchParams.get("categorie") ?? "all";
  return isProductCategory(value) ? value : "all";
}

/**
 * SPEC §7: available products, of the chosen category unless 'all', by name: the first `shown` of
 * them, and how many there are in all (catalogue-page.ts). Names and descriptions in `locale`,
 * French where not translated (ADR 025); sorted by the French name, the same order in every language.
 */
export async function getCatalogueProducts(
  category: RentalCategoryId,
  shown: number,
  locale: Locale = "fr",
): Promise<{ products: Localized<CatalogueProduct>[]; total: number }> {
  const where =
    category === "all"
      ? eq(rental_products.is_available, true)
      : and(eq(rental_products.is_available, true), eq(rental_products.category, category));
  const [products, [counted]] = await Promise.all([
    getDb()
    .select({
      id: rental_products.id,
      name: rental_products.name,
      category: rental_products.category,
      description: rental_products.description,
      image_url: rental_products.image_url,
      price: rental_products.price,
      period: rental_products.period,
      stock_quantity: stockInService,
    })
    .from(rental_products)
    .where(where)
    .orderBy(asc(rental_products.name), asc(rental_products.id))
      .limit(shown),
    getDb().select({ n: count() }).from(rental_products).where(where),
  ]);
  return { products: await localizeRows("rental_products", products, locale), total: counted?.n ?? 0 };
}

/** One available product (the no-JavaScript order form of /panier), in `locale`. */
export async function getCatalogueProduct(id: string, locale: Locale = "fr"): Promise<Localized<CatalogueProduct> | undefined> {
  const [product] = await getDb()
    .select({
      id: rental_products.id,
      name: rental_products.name,
      category: rental_products.category,
      description: rental_products.description,
      image_url: rental_products.image_url,
      price: rental_products.price,
      period: rental_products.period,
      stock_quantity: stockInService,
    })
    .from(rental_products)
    .where(and(eq(rental_products.id, id), eq(rental_products.is_available, true)));
  if (!product) return undefined;
  const [localized] = await localizeRows("rental_products", [product], locale);
  return localized;
}

/** Longest period the catalogue's date filter looks at (a year, as the checkout allows). */
const PERIOD_DAYS_MAX = 365;

/** The optional `?du=&au=` of the catalogue: a valid period from today on, a year at most, or null. */
export function readPeriod(url: URL): DateRange | null {
  const from = url.searchParams.get("du") ?? "";
  const to = url.searchParams.get("au") ?? "";
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === null || end === null || end < start || start < dayNumber(todayInTunis())!) return null;
  if (end - start + 1 > PERIOD_DAYS_MAX) return null;
  return { from, to };
}

/** Units free over `period` per product id (null: not limited), for the catalogue's badges. */
export async function getFreeUnits(products: CatalogueProduct[], period: DateRange): Promise<Record<string, number | null>> {
  const availability = await getAvailability(getDb(), products.map((p) => p.id), period);
  return Object.fromEntries([...availability.values()].map((a) => [a.id, a.free]));
}
