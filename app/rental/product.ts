/** A product as the catalogue, its cards and the rental dialog see it (nothing private). */
export type CatalogueProduct = {
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
