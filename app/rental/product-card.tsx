import { Icon } from "~/components/icon";
import { ContentImage } from "~/components/content-image";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button-variants";
import { RENT_LINK_ATTRIBUTE, type CatalogueProduct } from "./product";
import { Price } from "./price";
import { decimalToCents } from "~/lib/pricing";
import { useLocalizedPath, useMessages } from "~/i18n/messages";
import type { DateRange } from "~/lib/calendar-dates";
import { fallbackLang, frenchFallback } from "~/content/translatable";

/** SPEC §9: shown only when the product has a stock quantity; destructive at 0 or less. */
export function StockBadge({ stock }: { stock: number | null }) {
  const m = useMessages().shop.card;
  if (stock === null) return null;
  return (
    <Badge variant={stock <= 0 ? "destructive" : "secondary"}>
      {stock <= 0 ? m.outOfStock : m.inStock(stock)}
    </Badge>
  );
}

/** What is free over the catalogue's chosen dates (only for products with a stock). */
export function FreeUnitsBadge({ free }: { free: number | null }) {
  const m = useMessages().shop.card;
  if (free === null) return null;
  return (
    <Badge variant={free <= 0 ? "destructive" : "secondary"}>
      {free <= 0 ? m.full : m.freeOnDates(free)}
    </Badge>
  );
}

/** The no-JavaScript order form of /panier for a product, on the catalogue's chosen dates if any. */
function orderFormHref(productId: string, period: DateRange | null): string {
  return `/panier?produit=${productId}${period ? `&du=${period.from}&au=${period.to}` : ""}`;
}

/**
 * A product of the grid. 'Ajouter au Panier' is a link to the no-JavaScript order form of
 * /panier (on the chosen dates); once the page is interactive, the shop view catches its click
 * (the link carries the product id in data-rent) and opens the rental dialog instead. The card
 * itself has no handler, so the grid can stay as the server sent it (an island, ADR 008). A
 * product 'Complet' on the chosen dates cannot be added for them (issue 38): the button gives way
 * to a message and to 'Choisir d'autres dates' (the dialog, or the form without dates).
 */
export function ProductCard({
  product,
  headingId,
  priority,
  free,
  period = null,
}: {
  product: CatalogueProduct;
  /** Unique in the page: the grid numbers its cards (shorter than the product's uuid). */
  headingId: string;
  priority?: boolean;
  /** Units free over the catalogue's chosen dates; undefined when no dates are chosen. */
  free?: number | null;
  period?: DateRange | null;
}) {
  const full = free !== undefined && free !== null && free <= 0;
  const m = useMessages().shop.card;
  const href = useLocalizedPath();
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm" aria-labelledby={headingId}>
      <ContentImage
        src={product.image_url}
        alt={product.name}
        lang={fallbackLang(product, "name")}
        width={600}
        height={450}
        priority={priority}
        sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3] w-full bg-muted"
        imgClassName="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <h3 id={headingId} className="font-semibold leading-snug" {...frenchFallback(product, "name")}>
            {product.name}
          </h3>
          {free === undefined ? <StockBadge stock={product.stock_quantity} /> : <FreeUnitsBadge free={free} />}
        </div>
        <p className="text-sm text-muted-foreground" {...frenchFallback(product, "description")}>
          {product.description}
        </p>
        <p className="mt-auto text-lg font-bold text-primary">
          <Price cents={decimalToCents(product.price) ?? 0n} period={product.period} excludingTax />
        </p>
        {full ? (
          <>
            <p className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-center text-sm font-medium text-destructive">
              {m.noUnitFree}
            </p>
            <a
              href={href(orderFormHref(product.id, null))}
              {...{ [RENT_LINK_ATTRIBUTE]: product.id }}
              data-replay-click=""
              className={buttonVariants({ variant: "outline", className: "w-full" })}
              aria-label={m.chooseOtherDatesFor(product.name)}
            >
              <Icon name="calendar" />
              {m.chooseOtherDates}
            </a>
          </>
        ) : (
          <a
            href={href(orderFormHref(product.id, period))}
            {...{ [RENT_LINK_ATTRIBUTE]: product.id }}
            // A tap before hydration waits for it and opens the rental dialog (hydration/early-taps.ts).
            data-replay-click=""
            className={buttonVariants({ variant: "brand", className: "w-full" })}
            aria-label={m.addToCartFor(product.name)}
          >
            <Icon name="shopping-cart" />
            {m.addToCart}
          </a>
        )}
      </div>
    </article>
  );
}
