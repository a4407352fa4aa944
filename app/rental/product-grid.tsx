import type { CatalogueProduct } from "./product";
import type { DateRange } from "~/lib/calendar-dates";
import { ProductCard } from "./product-card";

/** The catalogue's grid of products, with what is free over the chosen dates when there are some. */
export function ProductGrid({
  products,
  free,
  period = null,
}: {
  products: CatalogueProduct[];
  free?: Record<string, number | null> | null;
  /** The catalogue's chosen dates, which `free` is about. */
  period?: DateRange | null;
}) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} headingId={`produit-${index + 1}`} free={free ? (free[product.id] ?? null) : undefined} period={period} />
        </li>
      ))}
    </ul>
  );
}
