import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { ContentImage } from "~/components/content-image";
import { DEPOT_CATEGORIES } from "~/lib/rental-categories";

/**
 * 'Découvrez Notre Dépôt': one card per category except 'all'. Each card is a link to the
 * filtered catalogue anchored on the grid, so it selects the category and scrolls there with
 * or without JavaScript.
 */
export function CategoryCards({ basePath }: { basePath: string }) {
  return (
    <section aria-labelledby="depot-title" className="bg-muted/40 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="depot-title" className="text-center font-display text-3xl font-bold sm:text-4xl">
          Découvrez Notre <span className="text-brand-gradient">Dépôt</span>
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
          2000&nbsp;m² et plus de 5000 articles prêts à partir&nbsp;: choisissez un univers pour voir son matériel.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {DEPOT_CATEGORIES.map((category) => (
            <li key={category.id}>
              <Link
                to={`${basePath}?categorie=${category.id}#produits`}
                className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <ContentImage
                  src={category.image}
                  alt={category.label}
                  width={640}
                  height={400}
                  sizes="(min-width: 1280px) 20vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[8/5] w-full"
                  imgClassName="aspect-[8/5] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <h3 className="text-lg font-semibold">
                    <span aria-hidden="true">{category.emoji}</span> {category.label}
                  </h3>
                  <p className="text-sm text-muted-foreground">{category.story}</p>
                  <p className="text-sm font-medium text-gold-text">{category.highlight}</p>
                  <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-primary">
                    Explorer cette catégorie
                    <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1 rtl:-scale-x-100 rtl:group-hover:-translate-x-1" />
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
