import { useCallback, useState } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { CartButton, CartSheet } from "./cart-panel";
import { categoryLabel, type RentalCategoryId } from "./categories";
import { catalogueHref, CategoryFilter } from "./category-filter";
import { CheckoutDialog } from "./checkout-dialog";
import { DepotCards } from "./depot-cards";
import type { CatalogueProduct } from "./product";
import { ProductCard } from "./product-card";
import { formatDate, todayInTunis, type DateRange } from "./pricing";
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

/** A plain GET form: the chosen dates go into the URL and the server shows what is free. */
function PeriodForm({ basePath, category, period }: { basePath: string; category: RentalCategoryId; period: DateRange | null }) {
  const today = todayInTunis();
  return (
    <Form method="get" action={`${basePath}#produits`} preventScrollReset className="flex flex-wrap items-end justify-center gap-3" aria-label="Disponibilités par dates">
      {category !== "all" ? <input type="hidden" name="categorie" value={category} /> : null}
      <div className="grid gap-1">
        <Label htmlFor="periode-du">Du</Label>
        <Input id="periode-du" name="du" type="date" min={today} required defaultValue={period?.from ?? ""} className="w-44" />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="periode-au">Au</Label>
        <Input id="periode-au" name="au" type="date" min={today} required defaultValue={period?.to ?? ""} className="w-44" />
      </div>
      <Button type="submit" variant="outline">
        Voir les disponibilités
      </Button>
      {period ? (
        <p className="basis-full text-center text-sm text-muted-foreground" role="status">
          Disponibilités du {formatDate(period.from)} au {formatDate(period.to)} ·{" "}
          <Link to={catalogueHref(basePath, category)} preventScrollReset className="font-medium text-primary underline-offset-4 hover:underline">
            Effacer les dates
          </Link>
        </p>
      ) : null}
    </Form>
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
  period = null,
  free = null,
}: {
  basePath: string;
  category: RentalCategoryId;
  products: CatalogueProduct[];
  period?: DateRange | null;
  /** Units free over `period` per product id, when dates are chosen. */
  free?: Record<string, number | null> | null;
}) {
  const [renting, setRenting] = useState<CatalogueProduct | null>(null);
  const closeDialog = useCallback(() => setRenting(null), []);
  return (
    <>
      <DepotCards basePath={basePath} />
      <section id="produits" aria-labelledby="produits-title" className="scroll-mt-24 py-16">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6">
          <CategoryFilter basePath={basePath} current={category} period={period} />
          <PeriodForm basePath={basePath} category={category} period={period} />
          <h2 id="produits-title" className="text-center font-display text-2xl font-bold sm:text-3xl">
            {category === "all" ? "Tous nos produits" : categoryLabel(category)}
          </h2>
          {products.length === 0 ? (
            <p className="text-center text-muted-foreground">Aucun produit disponible dans cette catégorie pour le moment.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {products.map((product) => (
                <li key={product.id} className="flex">
                  <ProductCard product={product} free={free ? (free[product.id] ?? null) : undefined} onRent={setRenting} />
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
