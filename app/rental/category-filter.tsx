import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { buttonVariants } from "~/components/ui/button";
import { RENTAL_CATEGORIES, type RentalCategoryId } from "./categories";

/** The category buttons: links that put the choice in the URL (?categorie=audio). */
export function CategoryFilter({ basePath, current }: { basePath: string; current: RentalCategoryId }) {
  return (
    <nav aria-label="Catégories de matériel">
      <ul className="flex flex-wrap justify-center gap-2">
        {RENTAL_CATEGORIES.map((category) => {
          const active = category.id === current;
          return (
            <li key={category.id}>
              <Link
                to={category.id === "all" ? `${basePath}#produits` : `${basePath}?categorie=${category.id}#produits`}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={cn(buttonVariants({ variant: active ? "brand" : "outline", size: "sm" }), "rounded-full")}
              >
                <span aria-hidden="true">{category.emoji}</span> {category.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
