import { plural } from "../format";
import { siteEn } from "./site/en";
import type { Messages } from "./fr";
import { shopEn } from "./shop/en";
import { accountEn } from "./account/en";
import { authEn } from "./auth/en";
import { contactEn } from "./contact/en";

export const en: Messages = {
  layout: {
    skipToContent: "Skip to content",
    mainNavigation: "Main navigation",
    mobileNavigation: "Mobile navigation",
    openMenu: "Open the menu",
    menu: "Menu",
    home: "Home",
    homeOf: (brand) => `${brand} — home`,
    rental: "Equipment rental",
    portfolio: "Portfolio",
    myAccount: "My account",
    contact: "Contact",
    newBadge: "New",
    newTab: (label) => `${label} (new tab)`,
    rights: (brand) => `© 2024 ${brand}. All rights reserved.`,
  },
  nav: {
    groups: {
      "qui-sommes-nous": "About us",
      organisation: "Event planning",
      "digital-events": "Digital events",
    },
    pages: {
      "/imagine-events": "Imagine Events",
      "/plateforme-inscription": "Registration platform",
      "/imagine4digital": "Imagine4Digital",
      "/imagine-we-make-it-real": "We Make It Real",
      "/yourday": "YourDay – Weddings",
      "/planification-premium": "Premium planning",
      "/gestion-inscriptions": "Registration management",
      "/modelisation-3d": "3D stand design",
      "/hebergement-restauration": "Accommodation & catering",
      "/diners-activites": "Dinners & activities",
      "/inscription-digitale": "Smart digital registration",
      "/paiement-securise": "Secure online payment",
      "/dashboard-pro": "Professional dashboard",
      "/gestion-abstracts": "Abstract management & AI review",
      "/e-posters": "E-posters",
      "/certification-digitale": "Digital certificates",
      "/campagnes-emailing": "E-mail campaigns",
    },
  },
  language: {
    label: "Language",
  },
  cta: {
    badge: "Premium offer",
    headline: "Let's turn your vision into reality",
    subline: "We bring your most ambitious events to life, from the first sketch to the last guest.",
    button: "Book a consultation",
  },
  errors: {
    title: "Something went wrong",
    details: "We could not show this page. Please try again in a moment.",
    notFoundTitle: "Oops! Page not found",
    notFoundPage: "Page not found",
    returnHome: "Return to Home",
    notFoundDetails: "This page does not exist or has moved.",
    backHome: "Back to the home page",
  },
  common: {
    close: "Close",
  },
  site: siteEn,
  shop: shopEn,
  contact: contactEn,
  auth: authEn,
  account: accountEn,
  units: {
    products: (count) => plural("en", count, { one: "# product", other: "# products" }),
  },
};
