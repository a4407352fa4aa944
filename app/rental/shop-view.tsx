import { lazy, Suspense, useCallback, useState, type MouseEvent, type SyntheticEvent } from "react";
import { Link } from "react-router";
import { CartButton } from "./cart-button";
import { CATALOGUE_STEP, moreProductsHref } from "./catalogue-page";
import type { RentalCategoryId } from "~/lib/rental-categories";
import { RENT_LINK_ATTRIBUTE, type CatalogueProduct } from "./product";
import { CatalogueControls, CategoryCards, ProductGrid } from "./shop-islands";
import type { DateRange } from "~/lib/calendar-dates";
import { useLocale, useLocalizedPath, useMessages } from "~/i18n/messages";
import { formatNumber } from "~/i18n/format";

// The rental dialog (with its calendar), the cart panel and the checkout load on first use: the
// catalogue's own JavaScript is the cart button and the clicks on the grid (issue 14); the hero, the
// depot cards, the filter and the grid are islands (shop-islands.tsx).
const loadRentalDialog = () => import("./rental-dialog");
const RentalDialog = lazy(() => loadRentalDialog().then((m) => ({ default: m.RentalDialog })));
const CartSheet = lazy(() => import("./cart-panel").then((m) => ({ default: m.CartSheet })));
const CheckoutDialog = lazy(() => import("./checkout-dialog").then((m) => ({ default: m.CheckoutDialog })));

/** The cart's floating button, its panel and the checkout dialog, shared by the shop pages. */
export function CartAndCheckout() {
  const [cartOpen, setCartOpen] = useState(false);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  // Mounted from their first opening on, so that closing them still animates.
  const [cartUsed, setCartUsed] = useState(false);
  const [checkoutUsed, setCheckoutUsed] = useState(false);
  const openCart = useCallback(() => {
    setCartUsed(true);
    setCartOpen(true);
  }, []);
  const openCheckout = useCallback(() => {
    setCartOpen(false);
    setCheckoutUsed(true);
    setCheckoutOpen(true);
  }, []);
  return (
    <>
      <CartButton onOpen={openCart} />
      {cartUsed ? (
        <Suspense fallback={null}>
          <CartSheet open={cartOpen} onOpenChange={setCartOpen} onCheckout={openCheckout} />
        </Suspense>
      ) : null}
      {checkoutUsed ? (
        <Suspense fallback={null}>
          <CheckoutDialog open={checkoutOpen} onOpenChange={setCheckoutOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The rental shop (SPEC §2 "Rental catalogue"): the depot's categories, the filter, the grid of
 * available products, the rental dialog and the cart. The filter lives in the URL, so the
 * server renders the filtered grid and the page works before JavaScript loads.
 */
export function ShopView({
  basePath,
  category,
  products,
  total,
  period = null,
  free = null,
}: {
  basePath: string;
  category: RentalCategoryId;
  /** The first products of the category (catalogue-page.ts), of `total` in all. */
  products: CatalogueProduct[];
  total: number;
  period?: DateRange | null;
  /** Units free over `period` per product id, when dates are chosen. */
  free?: Record<string, number | null> | null;
}) {
  const m = useMessages().shop.catalogue;
  const locale = useLocale();
  const href = useLocalizedPath();
  const [renting, setRenting] = useState<CatalogueProduct | null>(null);
  const closeDialog = useCallback(() => setRenting(null), []);
  // The grid is an island without handlers: a plain click on a card's 'Ajouter au Panier' link
  // (not one that opens a new tab) opens the rental dialog instead of /panier's form.
  const rentFromLink = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest(`a[${RENT_LINK_ATTRIBUTE}]`);
    const product = link && products.find((p) => p.id === link.getAttribute(RENT_LINK_ATTRIBUTE));
    if (!product) return;
    event.preventDefault();
    setRenting(product);
  };
  // Fetch the dialog's module as soon as a visitor points at or tabs to a rent link.
  const preloadDialog = (event: SyntheticEvent) => {
    if ((event.target as Element).closest?.(`a[${RENT_LINK_ATTRIBUTE}]`)) void loadRentalDialog();
  };
  return (
    <>
      <CategoryCards basePath={basePath} />
      {/* Delegation only: the links themselves are the controls (Enter on a link is a click). */}
      <section
        id="produits"
        aria-labelledby="produits-title"
        className="scroll-mt-24 py-16"
        onClick={rentFromLink}
        onPointerOver={preloadDialog}
        onFocus={preloadDialog}
      >
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6">
          <CatalogueControls basePath={basePath} category={category} period={period} />
          {products.length === 0 ? (
            <p className="text-center text-muted-foreground">{m.noProducts}</p>
          ) : (
            <ProductGrid products={products} free={free} period={period} />
          )}
          {total > products.length ? (
            <div className="grid justify-items-center gap-3 text-center">
              <p className="text-sm text-muted-foreground">
                {m.shownOf(formatNumber(locale, products.length), formatNumber(locale, total))}
              </p>
              {/* A link the server answers with more cards: works before and without JavaScript. */}
              <Link
                to={href(moreProductsHref(basePath, { category, from: period?.from, to: period?.to }, products.length + CATALOGUE_STEP))}
                preventScrollReset
                className="inline-flex h-11 items-center justify-center rounded-md border border-primary/40 bg-card px-6 font-medium text-primary hover:bg-primary/10"
              >
                {m.moreProducts}
              </Link>
            </div>
          ) : null}
        </div>
      </section>
      {renting ? (
        <Suspense fallback={null}>
          <RentalDialog key={renting.id} product={renting} onClose={closeDialog} chosenPeriod={period} />
        </Suspense>
      ) : null}
      <CartAndCheckout />
    </>
  );
}
