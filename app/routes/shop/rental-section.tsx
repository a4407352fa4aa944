import { getCatalogueProducts, readCategory } from "~/rental/catalogue.server";
import { ShopView } from "~/rental/shop-view";
import type { Route } from "./+types/rental-section";

export async function loader({ request }: Route.LoaderArgs) {
  const category = readCategory(new URL(request.url));
  return { category, products: await getCatalogueProducts(category) };
}

export const meta: Route.MetaFunction = () => [
  { title: "Location d'équipements | Imagine" },
];

/** The home page's rental section as a page of its own: the same shop as /location-materiel. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="pt-8">
      <h1 className="sr-only">Location d&apos;équipements</h1>
      <ShopView basePath="/location" category={loaderData.category} products={loaderData.products} />
    </div>
  );
}
