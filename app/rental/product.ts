import type { WithFallbacks } from "~/content/translatable";

/**
 * A product as the catalogue, its cards and the rental dialog see it (nothing private);
 * `fallbackFields`: its name or description shown in French on a page of another language.
 */
export type CatalogueProduct = WithFallbacks & {
  id: string;
  name: string;
  category: string;
  description: string;
  image_url: string;
  /** Exact decimal text from the database, e.g. "1250.00". */
  price: string;
  period: string;
  stock_quantity: number | null;
};

/** The answer of /location-materiel/disponibilite: units free over the dates (null: not limited). */
export type AvailabilityAnswer = { free: number | null };

/** The answer of /location-materiel/jours-complets: days that cannot be picked for the quantity. */
export type FullDaysAnswer = { full: string[] };

/** The attribute that marks a card's 'Ajouter au Panier' link with its product id (product-card.tsx). */
export const RENT_LINK_ATTRIBUTE = "data-rent";
