// The public navigation (header menus, footer, home "groupe" links): labels and paths only, so
// the page's JavaScript carries no more than the menus show. lib/site-map.ts adds what each
// content page is about for the server and the back office.

export type NavPage = { path: string; label: string };

export type NavGroup = {
  id: "qui-sommes-nous" | "organisation" | "digital-events";
  label: string;
  pages: NavPage[];
};

export const NAV_GROUPS: NavGroup[] = [
  {
    id: "qui-sommes-nous",
    label: "Qui sommes nous",
    pages: [
      { path: "/imagine-events", label: "Imagine Events" },
      { path: "/plateforme-inscription", label: "Plateforme d'inscription" },
      { path: "/imagine4digital", label: "Imagine4Digital" },
      { path: "/imagine-we-make-it-real", label: "We Make It Real" },
      { path: "/yourday", label: "YourDay – Mariages" },
    ],
  },
  {
    id: "organisation",
    label: "Organisation",
    pages: [
      { path: "/planification-premium", label: "Planification premium" },
      { path: "/gestion-inscriptions", label: "Gestion des inscriptions" },
      { path: "/modelisation-3d", label: "Modélisation 3D des stands" },
      { path: "/hebergement-restauration", label: "Hébergement & restauration" },
      { path: "/diners-activites", label: "Dîners & activités" },
    ],
  },
  {
    id: "digital-events",
    label: "Digital Events",
    pages: [
      { path: "/inscription-digitale", label: "Inscription digitale intelligente" },
      { path: "/paiement-securise", label: "Paiement en ligne sécurisé" },
      { path: "/dashboard-pro", label: "Dashboard professionnel" },
      { path: "/gestion-abstracts", label: "Gestion des abstracts & correction IA" },
      { path: "/e-posters", label: "E-posters" },
      { path: "/certification-digitale", label: "Certification digitale" },
      { path: "/campagnes-emailing", label: "Campagnes e-mailing" },
    ],
  },
];

/** Standalone shop pages (SPEC §2: "their paths are not shown"). */
export const SHOP_PATHS = { catalogue: "/location-materiel", rentalSection: "/location", cart: "/panier" } as const;
