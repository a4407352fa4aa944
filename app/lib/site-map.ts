// The public site map: one source for the navigation, the content pages, the sitemap,
// the seed and the page_route choices of the back office.

export type ContentPageKind = "standard" | "gallery" | "video" | "packages" | "method";

export type ContentPage = {
  path: string;
  /** Label in the navigation. */
  label: string;
  /** What the page is about (SPEC §2), used for defaults and the back office. */
  topic: string;
  kind: ContentPageKind;
};

export type NavGroup = {
  id: "qui-sommes-nous" | "organisation" | "digital-events";
  label: string;
  pages: ContentPage[];
};

export const NAV_GROUPS: NavGroup[] = [
  {
    id: "qui-sommes-nous",
    label: "Qui sommes nous",
    pages: [
      { path: "/imagine-events", label: "Imagine Events", topic: "L'agence", kind: "standard" },
      { path: "/plateforme-inscription", label: "Plateforme d'inscription", topic: "Plateforme d'inscription", kind: "standard" },
      { path: "/imagine4digital", label: "Imagine4Digital", topic: "Événements digitaux hybrides", kind: "standard" },
      { path: "/imagine-we-make-it-real", label: "We Make It Real", topic: "La méthode We Make It Real", kind: "method" },
      { path: "/yourday", label: "YourDay – Mariages", topic: "Mariages", kind: "packages" },
    ],
  },
  {
    id: "organisation",
    label: "Organisation",
    pages: [
      { path: "/planification-premium", label: "Planification premium", topic: "Planification premium", kind: "gallery" },
      { path: "/gestion-inscriptions", label: "Gestion des inscriptions", topic: "Gestion des inscriptions", kind: "standard" },
      { path: "/modelisation-3d", label: "Modélisation 3D des stands", topic: "Modélisation 3D des stands", kind: "gallery" },
      { path: "/hebergement-restauration", label: "Hébergement & restauration", topic: "Hébergement et restauration", kind: "standard" },
      { path: "/diners-activites", label: "Dîners & activités", topic: "Dîners et activités", kind: "standard" },
    ],
  },
  {
    id: "digital-events",
    label: "Digital Events",
    pages: [
      { path: "/inscription-digitale", label: "Inscription digitale intelligente", topic: "Inscription digitale intelligente", kind: "video" },
      { path: "/paiement-securise", label: "Paiement en ligne sécurisé", topic: "Paiement en ligne sécurisé", kind: "standard" },
      { path: "/dashboard-pro", label: "Dashboard professionnel", topic: "Dashboard professionnel", kind: "video" },
      { path: "/gestion-abstracts", label: "Gestion des abstracts & correction IA", topic: "Gestion des abstracts et correction par IA", kind: "standard" },
      { path: "/e-posters", label: "E-posters", topic: "E-posters", kind: "standard" },
      { path: "/certification-digitale", label: "Certification digitale", topic: "Certification digitale", kind: "standard" },
      { path: "/campagnes-emailing", label: "Campagnes e-mailing", topic: "Campagnes e-mailing", kind: "standard" },
    ],
  },
];

export const CONTENT_PAGES: ContentPage[] = NAV_GROUPS.flatMap((group) => group.pages);

export function findContentPage(pathname: string): ContentPage | undefined {
  return CONTENT_PAGES.find((page) => page.path === pathname);
}

/** Standalone shop pages (SPEC §2: "their paths are not shown"). */
export const SHOP_PATHS = { catalogue: "/location-materiel", rentalSection: "/location", cart: "/panier" } as const;

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
