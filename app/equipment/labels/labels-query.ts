// The QR label sheet's address and what it may be asked (issue 23): one product's labels, as many as
// chosen (?produit=<id>&nombre=14), or one label per product of the catalogue, or of one of its
// categories (?categorie=audio). One schema for the print forms' hints and the PDF route's check.

import { z } from "zod";
import { PRODUCT_CATEGORY_IDS, type ProductCategoryId } from "~/lib/rental-categories";

export const LABELS_PATH = "/admin/shop/etiquettes.pdf";
export const LABELS_PRODUCT_PARAM = "produit";
export const LABELS_COUNT_PARAM = "nombre";
export const LABELS_CATEGORY_PARAM = "categorie";

/** Labels on an A4 sheet: two columns of seven, the common 99.1 × 38.1 mm format (e.g. Avery L7163). */
export const LABELS_PER_SHEET = 14;
/** One product's labels at most: ten sheets, one per case of a large stock. */
export const LABELS_PER_PRODUCT_MAX = LABELS_PER_SHEET * 10;
/**
 * The catalogue's labels in one PDF at most: 30 sheets, rendered in about five seconds (1000 took
 * twelve, and 2.5 MB). A larger catalogue prints category by category.
 */
export const CATALOGUE_LABELS_MAX = LABELS_PER_SHEET * 30;

const count = `Indiquez un nombre d'étiquettes entre 1 et ${LABELS_PER_PRODUCT_MAX}.`;

export const LabelsQuerySchema = z.discriminatedUnion("scope", [
  z.object({
    scope: z.literal("catalogue"),
    category: z.enum(PRODUCT_CATEGORY_IDS as [ProductCategoryId, ...ProductCategoryId[]], { error: "Catégorie inconnue." }).optional(),
  }),
  z.object({
    scope: z.literal("product"),
    product: z.uuid({ error: "Article introuvable : l'adresse ne désigne aucun article." }),
    count: z.coerce.number({ error: count }).int({ error: count }).min(1, { error: count }).max(LABELS_PER_PRODUCT_MAX, { error: count }),
  }),
]);

export type LabelsQuery = z.infer<typeof LabelsQuerySchema>;

/** The query of a sheet's address, read: a missing count is one full sheet, an empty category the whole catalogue. */
export function parseLabelsQuery(params: URLSearchParams) {
  const product = params.get(LABELS_PRODUCT_PARAM);
  if (product === null) {
    const category = params.get(LABELS_CATEGORY_PARAM)?.trim();
    return LabelsQuerySchema.safeParse({ scope: "catalogue", ...(category ? { category } : {}) });
  }
  const typed = params.get(LABELS_COUNT_PARAM)?.trim();
  return LabelsQuerySchema.safeParse({ scope: "product", product: product.trim(), count: typed ? typed : LABELS_PER_SHEET });
}

/** One product's sheet: /admin/shop/etiquettes.pdf?produit=<id>&nombre=14. */
export const productLabelsPath = (productId: string, labels: number = LABELS_PER_SHEET) =>
  `${LABELS_PATH}?${LABELS_PRODUCT_PARAM}=${productId}&${LABELS_COUNT_PARAM}=${labels}`;

/** The scanner page's search for a product whose labels to print: /admin/shop/scanner?article=enceinte. */
export const ARTICLE_SEARCH_PARAM = "article";
export const ARTICLE_SEARCH_MAX = 100;
/** A search too long is no search (the page then lists nothing), not an error. */
export const ArticleSearchSchema = z.string().trim().max(ARTICLE_SEARCH_MAX).catch("");
