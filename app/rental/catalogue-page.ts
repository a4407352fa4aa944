// The catalogue shows its products a screenful at a time: with hundreds of products a category's
// whole list would weigh megabytes on a phone. « Voir plus » is a link (?voir=96#produits) that
// the server answers with more cards, so it works without JavaScript and the page cache keeps
// each length apart (server/page-cache-key.ts).

/**
 * Cards of the first screens, and how many more each « Voir plus » adds: 12 rows of the widest
 * grid (4 columns). A category of the seed (5 to 7 products) shows whole; one of hundreds weighs
 * about as much as 48 cards, some 100 KB of HTML.
 */
export const CATALOGUE_STEP = 48;

/** The most cards one page shows (a « Voir plus » past it shows this many). */
export const CATALOGUE_MAX = 960;

/** Whether `?voir=` holds a length the catalogue shows: a multiple of the step up to the maximum. */
export function isShownCount(value: string): boolean {
  // Written as the links write it (no leading zero): one cache entry per length.
  if (!/^[1-9]\d{0,3}$/.test(value)) return false;
  const n = Number(value);
  return n >= CATALOGUE_STEP && n <= CATALOGUE_MAX && n % CATALOGUE_STEP === 0;
}

/** How many cards to show for the URL's `?voir=`: the first screenful unless it is a valid length. */
export function readShown(url: URL): number {
  const value = url.searchParams.get("voir") ?? "";
  return isShownCount(value) ? Number(value) : CATALOGUE_STEP;
}

/** The URL of the catalogue with `shown` cards, keeping the category and the dates. */
export function moreProductsHref(basePath: string, search: { category: string; from?: string; to?: string }, shown: number): string {
  const params = new URLSearchParams();
  if (search.category !== "all") params.set("categorie", search.category);
  if (search.from && search.to) {
    params.set("du", search.from);
    params.set("au", search.to);
  }
  params.set("voir", String(Math.min(shown, CATALOGUE_MAX)));
  return `${basePath}?${params.toString()}#produits`;
}
