import { CONTENT_PAGES, CTA_STATS_ROUTE, SHOP_PATHS } from "~/lib/site-map";

// How the back office names a page_route: the path, and what the admin knows the page as.

const NAMES: Record<string, string> = {
  "/": "Accueil",
  "/contact": "Contact",
  "/portfolio": "Portfolio",
  [SHOP_PATHS.catalogue]: "Location Matériel",
  [SHOP_PATHS.rentalSection]: "Section location",
  [SHOP_PATHS.cart]: "Panier",
  [CTA_STATS_ROUTE]: "Bandeau d'appel à l'action",
  ...Object.fromEntries(CONTENT_PAGES.map((page) => [page.path, page.label])),
};

/** "/yourday · YourDay – Mariages"; an unknown path is shown as is. */
export function routeLabel(route: string): string {
  const name = NAMES[route];
  return name ? `${route} · ${name}` : route;
}
