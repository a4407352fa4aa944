import { contactInfo, ctaStats, siteSettings } from "./agency";
import { pageRows } from "./build";
import { corePages } from "./pages-core";
import { digitalEventsPages } from "./pages-digital-events";
import { organisationPages } from "./pages-organisation";
import { quiSommesNousPages } from "./pages-qui-sommes-nous";
import { rentalProducts } from "./rental";
import { clients, portfolio, services, sharedGallery } from "./showcase";
import type { PageSeed, SeedContent } from "./types";

export type { SeedContent } from "./types";

// The complete French content of a first start. Each page is written as a whole in its group's
// module; pageRows() splits it into the page_route-keyed rows of the content model (ADR 003).

export const seedPages: PageSeed[] = [...corePages, ...quiSommesNousPages, ...organisationPages, ...digitalEventsPages];

const pages = pageRows(seedPages);

export const seedContent: SeedContent = {
  siteSettings,
  heroSections: pages.heroSections,
  services,
  pageServices: pages.pageServices,
  features: pages.features,
  gallery: [...pages.gallery, ...sharedGallery],
  clients,
  portfolio,
  testimonials: pages.testimonials,
  packages: pages.packages,
  stats: [...pages.stats, ...ctaStats],
  contactInfo,
  seoMetadata: pages.seoMetadata,
  rentalProducts,
};
