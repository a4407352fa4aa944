import { useCallback, useState } from "react";
import { CartButton, CartSheet } from "./cart-panel";
import { categoryLabel, type RentalCategoryId } from "./categories";
import { CategoryFilter } from "./category-filter";
import { CheckoutDialog } from "./checkout-dialog";
import { DepotCards } from "./depot-cards";
import type { CatalogueProduct } from "./product";
import { ProductCard } from "./product-card";
import { RentalDialog } from "./rental-dialog";

/** The cart's floating button, its panel and the checkout dialog, shared by the shop pages. */
export function CartAndCheckout() {
  const [cartOpen, setCartOpen] = useState(false);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const openCheckout = useCallback(() => {
    setCartOpen(false);
    setCheckoutOpen(true);
  }, []);
  return (
    <>
      <CartButton onOpen={() => setCartOpen(true)} />
      <CartSheet open={cartOpen} onOpenChange={setCartOpen} onCheckout={openCheckout} />
      <CheckoutDialog open={checkoutOpen} onOpenChange={setCheckoutOpen} />
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
}: {
  basePath: string;
  category: RentalCategoryId;
  products: CatalogueProduct[];
}) {
  const [renting, setRenting] = useState<CatalogueProduct | null>(null);
  const closeDialog = useCallback(() => setRenting(null), []);
  return (
    <>
      <DepotCards basePath={basePath} />
      <section id="produits" aria-labelledby="produits-title" className="scroll-mt-24 py-16">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6">
          <CategoryFilter basePath={basePath} current={category} />
          <h2 id="produits-title" className="text-center font-display text-2xl font-bold sm:text-3xl">
            {category === "all" ? "Tous nos produits" : categoryLabel(category)}
          </h2>
          {products.length === 0 ? (
            <p className="text-center text-muted-foreground">Aucun produit disponible dans cette catégorie pour le moment.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {products.map((product) => (
                <li key={product.id} className="flex">
                  <ProductCard product={product} onRent={setRenting} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <RentalDialog key={renting?.id ?? "none"} product={renting} onClose={closeDialog} />
      <CartAndCheckout />
    </>
  );
}
