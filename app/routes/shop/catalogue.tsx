import { getCatalogueProducts, getFreeUnits, readCategory, readPeriod } from "~/rental/catalogue.server";
import { categoryLabel } from "~/rental/categories";
import { ShopView } from "~/rental/shop-view";
import type { Route } from "./+types/catalogue";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = readCategory(url);
  const period = readPeriod(url);
  const products = await getCatalogueProducts(category);
  return { category, products, period, free: period ? await getFreeUnits(products, period) : null };
}

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title:
      data && data.category !== "all"
        ? `Location ${categoryLabel(data.category)} | Location Matériel | Imagine`
        : "Location Matériel | Imagine",
  },
  {
    name: "description",
    content: "Louez sonorisation, éclairage, vidéo, mobilier et scènes pour vos événements en Tunisie : prix par jour, disponibilité et commande en ligne.",
  },
];

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <header className="bg-night py-20 text-center text-night-foreground">
        <div className="mx-auto max-w-3xl px-4">
          <p className="text-sm font-semibold tracking-widest text-gold uppercase">Location Matériel</p>
          <h1 className="mt-3 font-display text-4xl font-bold sm:text-5xl">
            Le matériel de vos <span className="text-brand-gradient">événements</span>
          </h1>
          <p className="mt-4 text-night-muted">
            Sonorisation, éclairage, vidéo, mobilier et scène : choisissez vos dates, nous livrons, installons et reprenons.
          </p>
        </div>
      </header>
      <ShopView basePath="/location-materiel" category={loaderData.category} products={loaderData.products} period={loaderData.period} free={loaderData.free} />
    </div>
  );
}
