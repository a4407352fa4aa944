import { buttonVariants } from "~/components/ui/button-variants";
import { RENTAL_CATEGORIES, type RentalCategoryId } from "~/lib/rental-categories";
import type { DateRange } from "~/lib/calendar-dates";
import { useLocalizedPath, useMessages } from "~/i18n/messages";

/** The catalogue URL for a category, keeping the chosen period. */
export function catalogueHref(basePath: string, category: RentalCategoryId, period?: DateRange | null): string {
  const query = new URLSearchParams();
  if (category !== "all") query.set("categorie", category);
  if (period) {
    query.set("du", period.from);
    query.set("au", period.to);
  }
  const search = query.toString();
  return `${basePath}${search ? `?${search}` : ""}#produits`;
}

/** The category buttons: links that put the choice in the URL (?categorie=audio). */
export function CategoryFilter({ basePath, current, period }: { basePath: string; current: RentalCategoryId; period?: DateRange | null }) {
  const m = useMessages().shop;
  const href = useLocalizedPath();
  return (
    <nav aria-label={m.catalogue.categoriesNav}>
      <ul className="flex flex-wrap justify-center gap-2">
        {RENTAL_CATEGORIES.map((category) => {
          const active = category.id === current;
          return (
            <li key={category.id}>
              <a
                href={href(catalogueHref(basePath, category.id, period))}
                aria-current={active ? "page" : undefined}
                className={buttonVariants({ variant: active ? "brand" : "outline", size: "pill-sm" })}
              >
                <span aria-hidden="true">{category.emoji}</span> {m.categories[category.id].label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
