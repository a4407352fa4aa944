import { buttonVariants } from "~/components/ui/button-variants";
import { inputClass, labelClass } from "~/components/ui/form-styles";
import type { RentalCategoryId } from "~/lib/rental-categories";
import { useLocale, useLocalizedPath, useMessages } from "~/i18n/messages";
import { formatDay } from "~/i18n/format";
import { categoryName } from "./shop-labels";
import { catalogueHref, CategoryFilter } from "./category-filter";
import { todayInTunis, type DateRange } from "~/lib/calendar-dates";

// The catalogue's filter: categories as links, the period as a GET form, and the grid's heading.
// Plain links and a plain form (no router components): it is an island (ADR 008), and choosing
// a category or dates loads the filtered page from the server, with or without JavaScript.

/** A plain GET form: the chosen dates go into the URL and the server shows what is free. */
function PeriodForm({ basePath, category, period }: { basePath: string; category: RentalCategoryId; period: DateRange | null }) {
  const today = todayInTunis();
  const m = useMessages().shop.catalogue;
  const locale = useLocale();
  const href = useLocalizedPath();
  return (
    <form method="get" action={`${href(basePath)}#produits`} className="flex flex-wrap items-end justify-center gap-3" aria-label={m.periodForm}>
      {category !== "all" ? <input type="hidden" name="categorie" value={category} /> : null}
      {/* Native controls with the form looks: the catalogue ships no component library up front. */}
      <div className="grid w-44 gap-1">
        <label htmlFor="periode-du" className={labelClass}>
          {m.from}
        </label>
        <input id="periode-du" name="du" type="date" min={today} required defaultValue={period?.from ?? ""} className={inputClass} />
      </div>
      <div className="grid w-44 gap-1">
        <label htmlFor="periode-au" className={labelClass}>
          {m.to}
        </label>
        <input id="periode-au" name="au" type="date" min={today} required defaultValue={period?.to ?? ""} className={inputClass} />
      </div>
      <button type="submit" className={buttonVariants({ variant: "outline" })}>
        {m.showAvailability}
      </button>
      {period ? (
        <p className="basis-full text-center text-sm text-muted-foreground" role="status">
          {m.availabilityOn(formatDay(locale, period.from), formatDay(locale, period.to))}{" "}
          <a href={href(catalogueHref(basePath, category))} className="font-medium text-primary underline-offset-4 hover:underline">
            {m.clearDates}
          </a>
        </p>
      ) : null}
    </form>
  );
}

/** The category buttons, the period form and the heading of the grid they filter. */
export function CatalogueControls({ basePath, category, period }: { basePath: string; category: RentalCategoryId; period: DateRange | null }) {
  const m = useMessages().shop;
  return (
    <>
      <CategoryFilter basePath={basePath} current={category} period={period} />
      <PeriodForm basePath={basePath} category={category} period={period} />
      <h2 id="produits-title" className="text-center font-display text-2xl font-bold sm:text-3xl">
        {category === "all" ? m.catalogue.allProducts : categoryName(m, category)}
      </h2>
    </>
  );
}
