import { NAV_GROUPS, SHOP_PATHS, type NavPage } from "./site-nav";

// The public site map: the navigation's pages (lib/site-nav.ts) with what each is about; one
// source for the content pages, the sitemap, the seed and the page_route choices of the back office.

export { NAV_GROUPS, SHOP_PATHS };

export type ContentPageKind = "standard" | "gallery" | "video" | "packages" | "method";

export type ContentPage = NavPage & {
  /** What the page is about (SPEC §2), used for defaults and the back office. */
  topic: string;
  kind: ContentPageKind;
};

/** Per content page, in the navigation's order. */
const PAGE_DETAILS: Readonly<Record<string, Pick<ContentPage, "topic" | "kind">>> = {
  "/imagine-events": { topic: "L'agence", kind: "standard" },
  "/plateforme-inscription": { topic: "Plateforme d'inscription", kind: "standard" },
  "/imagine4digital": { topic: "Événements digitaux hybrides", kind: "standard" },
  "/imagine-we-make-it-real": { topic: "La méthode We Make It Real", kind: "method" },
  "/yourday": { topic: "Mariages", kind: "packages" },
  "/planification-premium": { topic: "Planification premium", kind: "gallery" },
  "/gestion-inscriptions": { topic: "Gestion des inscriptions", kind: "standard" },
  "/modelisation-3d": { topic: "Modélisation 3D des stands", kind: "gallery" },
  "/hebergement-restauration": { topic: "Hébergement et restauration", kind: "standard" },
  "/diners-activites": { topic: "Dîners et activités", kind: "standard" },
  "/inscription-digitale": { topic: "Inscription digitale intelligente", kind: "video" },
  "/paiement-securise": { topic: "Paiement en ligne sécurisé", kind: "standard" },
  "/dashboard-pro": { topic: "Dashboard professionnel", kind: "video" },
  "/gestion-abstracts": { topic: "Gestion des abstracts et correction par IA", kind: "standard" },
  "/e-posters": { topic: "E-posters", kind: "standard" },
  "/certification-digitale": { topic: "Certification digitale", kind: "standard" },
  "/campagnes-emailing": { topic: "Campagnes e-mailing", kind: "standard" },
};

export const CONTENT_PAGES: ContentPage[] = NAV_GROUPS.flatMap((group) =>
  group.pages.map((page) => ({ ...page, ...PAGE_DETAILS[page.path]! })),
);

export function findContentPage(pathname: string): ContentPage | undefined {
  return CONTENT_PAGES.find((page) => page.path === pathname);
}

/** Every public, indexable route (sitemap, SEO rows, page_route choices). */
export const PUBLIC_ROUTES: string[] = [
  "/",
  "/contact",
  "/portfolio",
  SHOP_PATHS.catalogue,
  SHOP_PATHS.rentalSection,
  SHOP_PATHS.cart,
  ...CONTENT_PAGES.map((page) => page.path),
];

/** Routes listed in the sitemap: every public route but the cart, which is personal (noindex). */
export const INDEXABLE_ROUTES: string[] = PUBLIC_ROUTES.filter((route) => route !== SHOP_PATHS.cart);

/** The pseudo-route whose stats feed the call-to-action band (SPEC §7). */
export const CTA_STATS_ROUTE = "/cta-section";

/** Routes a page_route field may take in the back office. */
export const PAGE_ROUTE_CHOICES: string[] = [...PUBLIC_ROUTES, CTA_STATS_ROUTE];

export function isKnownPageRoute(route: string): boolean {
  return PAGE_ROUTE_CHOICES.includes(route);
}
