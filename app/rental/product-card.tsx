import { Icon } from "~/components/icon";
import { ContentImage } from "~/components/content-image";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import type { CatalogueProduct } from "./product";
import { Price } from "./price";
import { decimalToCents } from "./pricing";

/** SPEC §9: shown only when the product has a stock quantity; destructive at 0 or less. */
export function StockBadge({ stock }: { stock: number | null }) {
  if (stock === null) return null;
  return (
    <Badge variant={stock <= 0 ? "destructive" : "secondary"}>
      {stock <= 0 ? "Rupture de stock" : `${stock} en stock`}
    </Badge>
  );
}

/** What is free over the catalogue's chosen dates (only for products with a stock). */
export function FreeUnitsBadge({ free }: { free: number | null }) {
  if (free === null) return null;
  return (
    <Badge variant={free <= 0 ? "destructive" : "secondary"}>
      {free <= 0 ? "Indisponible sur ces dates" : `${free} disponible${free > 1 ? "s" : ""} sur ces dates`}
    </Badge>
  );
}

/**
 * A product of the grid. 'Ajouter au Panier' is a link to the no-JavaScript order form of
 * /panier; once the page is interactive it opens the rental dialog instead.
 */
export function ProductCard({
  product,
  priority,
  free,
  onRent,
}: {
  product: CatalogueProduct;
  priority?: boolean;
  /** Units free over the catalogue's chosen dates; undefined when no dates are chosen. */
  free?: number | null;
  onRent: (product: CatalogueProduct) => void;
}) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm" aria-labelledby={`produit-${product.id}`}>
      <ContentImage
        src={product.image_url}
        alt={product.name}
        width={600}
        height={450}
        priority={priority}
        sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3] w-full bg-muted"
        imgClassName="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <h3 id={`produit-${product.id}`} className="font-semibold leading-snug">
            {product.name}
          </h3>
          {free === undefined ? <StockBadge stock={product.stock_quantity} /> : <FreeUnitsBadge free={free} />}
        </div>
        <p className="text-sm text-muted-foreground">{product.description}</p>
        <p className="mt-auto text-lg font-bold text-primary">
          <Price cents={decimalToCents(product.price) ?? 0n} period={product.period} excludingTax />
        </p>
        <a
          href={`/panier?produit=${product.id}`}
          onClick={(event) => {
            event.preventDefault();
            onRent(product);
          }}
          className={buttonVariants({ variant: "brand", className: "w-full" })}
          aria-label={`Ajouter au Panier : ${product.name}`}
        >
          <Icon name="shopping-cart" />
          Ajouter au Panier
        </a>
      </div>
    </article>
  );
}
