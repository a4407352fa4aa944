import type { Locale } from "~/i18n/locale";
import { DEPOT_CATEGORIES, type DepotCategory } from "~/lib/rental-categories";
import { safeRead } from "~/content/safe-read.server";
import type { Localized } from "~/content/translatable";
import { localizeRows } from "~/content/translations.server";

/**
 * The rental categories in `locale` (ADR 025): their French is in code (app/lib/rental-categories.ts),
 * their English and Arabic are content translations keyed by the category's id; a text without
 * one stays in French (named in `fallbackFields`). Kept per content revision like every content read.
 */
export function getRentalCategories(locale: Locale = "fr"): Promise<Localized<DepotCategory>[]> {
  const french = DEPOT_CATEGORIES.map((category) => ({ ...category, fallbackFields: [] as string[] }));
  if (locale === "fr") return Promise.resolve(french);
  return safeRead(`rental_categories ${locale}`, french, () => localizeRows("rental_categories", DEPOT_CATEGORIES, locale, (c) => c.id));
}
