import { Icon } from "~/components/icon";
import { Link } from "react-router";
import { ContentImage } from "~/components/content-image";
import { DEPOT_CATEGORIES } from "~/lib/rental-categories";
import { useLocalizedPath, useMessages } from "~/i18n/messages";

/**
 * 'Découvrez Notre Dépôt': one card per category except 'all'. Each card is a link to the
 * filtered catalogue anchored on the grid, so it selects the category and scrolls there with
 * or without JavaScript.
 */
export function CategoryCards({ basePath }: { basePath: string }) {
  const m = useMessages().shop;
  const href = useLocalizedPath();
  return (
    <section aria-labelledby="depot-title" className="bg-muted/40 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="depot-title" className="text-center font-display text-3xl font-bold sm:text-4xl">
          {m.catalogue.depotTitleBefore}
          <span className="text-brand-gradient">{m.catalogue.depotTitleWord}</span>
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
          {m.catalogue.depotIntro}
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {DEPOT_CATEGORIES.map((category, index) => (
            <li key={category.id}>
              <Link
                to={href(`${basePath}?categorie=${category.id}#produits`)}
                className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <ContentImage
                  src={category.image}
                  alt={m.categories[category.id].label}
                  width={640}
                  height={400}
                  // The first card is where a phone's first screen ends: its image is the page's largest paint.
                  priority={index === 0}
                  sizes="(min-width: 1280px) 20vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[8/5] w-full"
                  imgClassName="aspect-[8/5] w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
                />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <h3 className="text-lg font-semibold">
                    <span aria-hidden="true">{category.emoji}</span> {m.categories[category.id].label}
                  </h3>
                  <p className="text-sm text-muted-foreground">{m.categories[category.id].story}</p>
                  <p className="text-sm font-medium text-gold-text">{m.categories[category.id].highlight}</p>
                  <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-primary">
                    {m.catalogue.exploreCategory}
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
