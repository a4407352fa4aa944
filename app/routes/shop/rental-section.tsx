import { getCatalogueProducts, getFreeUnits, readCategory, readPeriod } from "~/rental/catalogue.server";
import { ShopView } from "~/rental/shop-view";
import type { Route } from "./+types/rental-section";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = readCategory(url);
  const period = readPeriod(url);
  const products = await getCatalogueProducts(category);
  return { category, products, period, free: period ? await getFreeUnits(products, period) : null };
}

export const meta: Route.MetaFunction = () => [
  { title: "Location d'équipements | Imagine" },
];

/** The home page's rental section as a page of its own: the same shop as /location-materiel. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="pt-8">
      <h1 className="sr-only">Location d&apos;équipements</h1>
      <ShopView basePath="/location" category={loaderData.category} products={loaderData.products} period={loaderData.period} free={loaderData.free} />
    </div>
  );
}
