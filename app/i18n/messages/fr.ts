import { plural } from "../format";
import { siteFr } from "./site/fr";
import { shopFr } from "./shop/fr";
import { accountFr } from "./account/fr";
import { authFr } from "./auth/fr";
import { contactFr } from "./contact/fr";

// The interface strings of the public site, the shop, the client space, the e-mails and the
// documents, in French: the source catalogue. The English and Arabic ones must have the same keys
// and the same parameters (`Messages`), which `tsc` checks. The spec's French strings are here
// exactly as the spec writes them. A part of the site with many strings keeps them in its own
// folder (`messages/<part>/{fr,en,ar}.ts`), gathered here under one key.

export const fr = {
  layout: {
    skipToContent: "Aller au contenu",
    mainNavigation: "Navigation principale",
    mobileNavigation: "Navigation mobile",
    openMenu: "Ouvrir le menu",
    menu: "Menu",
    home: "Accueil",
    homeOf: (brand: string) => `${brand} — accueil`,
    rental: "Location Matériel",
    portfolio: "Portfolio",
    myAccount: "Mon compte",
    contact: "Contact",
    newBadge: "New",
    newTab: (label: string) => `${label} (nouvel onglet)`,
    rights: (brand: string) => `© 2024 ${brand}. Tous droits réservés.`,
  },
  nav: {
    groups: {
      "qui-sommes-nous": "Qui sommes nous",
      organisation: "Organisation",
      "digital-events": "Digital Events",
    },
    pages: {
      "/imagine-events": "Imagine Events",
      "/plateforme-inscription": "Plateforme d'inscription",
      "/imagine4digital": "Imagine4Digital",
      "/imagine-we-make-it-real": "We Make It Real",
      "/yourday": "YourDay – Mariages",
      "/planification-premium": "Planification premium",
      "/gestion-inscriptions": "Gestion des inscriptions",
      "/modelisation-3d": "Modélisation 3D des stands",
      "/hebergement-restauration": "Hébergement & restauration",
      "/diners-activites": "Dîners & activités",
      "/inscription-digitale": "Inscription digitale intelligente",
      "/paiement-securise": "Paiement en ligne sécurisé",
      "/dashboard-pro": "Dashboard professionnel",
      "/gestion-abstracts": "Gestion des abstracts & correction IA",
      "/e-posters": "E-posters",
      "/certification-digitale": "Certification digitale",
      "/campagnes-emailing": "Campagnes e-mailing",
    } as Record<string, string>,
  },
  language: {
    label: "Langue",
  },
  cta: {
    badge: "Offre Premium",
    headline: "Transformons votre vision en réalité",
    subline: "Nous donnons vie à vos événements les plus ambitieux, du premier croquis au dernier invité.",
    button: "Réserver une Consultation",
  },
  errors: {
    title: "Une erreur est survenue",
    details: "Nous n'avons pas pu afficher cette page. Veuillez réessayer dans un instant.",
    notFoundTitle: "Oops! Page not found",
    notFoundPage: "Page introuvable",
    returnHome: "Return to Home",
    notFoundDetails: "Cette page n'existe pas ou a été déplacée.",
    backHome: "Retour à l'accueil",
  },
  common: {
    close: "Fermer",
  },
  site: siteFr,
  shop: shopFr,
  contact: contactFr,
  auth: authFr,
  account: accountFr,
  units: {
    products: (count: number) => plural("fr", count, { one: "# produit", other: "# produits" }),
  },
};

export type Messages = typeof fr;
