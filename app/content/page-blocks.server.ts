import { and, asc, eq, isNull, or } from "drizzle-orm";
import { getDb, schema } from "~/db/client.server";
import type { StatFigure } from "./defaults";
import type { Locale } from "~/i18n/locale";
import { safeRead } from "./safe-read.server";
import { getStatRows } from "./stats.server";
import type { Localized } from "./translatable";
import { localizeRows } from "./translations.server";

// The blocks of a content page (docs/decisions/003-content-model.md): active rows keyed by the
// page's route, in display order. Each block reads on its own, so one failing table only hides
// its own block. Each block is read in the page's language (ADR 025): a row's fields without a
// translation stay in French and are named in its `fallbackFields`.

export type PageService = {
  id: string;
  title: string;
  description: string;
  icon: string | null;
  features: string[];
  color_theme: string;
};
export type Feature = { id: string; title: string; description: string | null; icon: string | null };
export type GalleryImage = { id: string; image_url: string; title: string | null; alt_text: string | null };
export type PricingPackage = {
  id: string;
  name: string;
  description: string | null;
  price: string | null;
  features: string[];
  is_featured: boolean;
};
export type Testimonial = {
  id: string;
  author_name: string;
  author_company: string | null;
  author_position: string | null;
  content: string;
  avatar_url: string | null;
  rating: number;
};

export type PageBlocks = {
  stats: Localized<StatFigure>[];
  services: Localized<PageService>[];
  highlights: Localized<Feature>[];
  steps: Localized<Feature>[];
  gallery: Localized<GalleryImage>[];
  packages: Localized<PricingPackage>[];
  testimonials: Localized<Testimonial>[];
};

/** Section names of `features` the public pages know (ADR 003). */
export const FEATURE_SECTIONS = { highlights: "atouts", steps: "etapes" } as const;

function getPageServices(route: string, locale: Locale) {
  const t = schema.page_services;
  return safeRead(`page_services ${route} ${locale}`, [] as Localized<PageService>[], async () =>
    localizeRows(
      "page_services",
      await getDb()
        .select({
          id: t.id,
          title: t.title,
          description: t.description,
          icon: t.icon,
          features: t.features,
          color_theme: t.color_theme,
        })
        .from(t)
        .where(and(eq(t.page_route, route), eq(t.is_active, true)))
        .orderBy(asc(t.display_order), asc(t.created_at)),
      locale,
    ),
  );
}

function getFeatures(route: string, section: string, locale: Locale) {
  const t = schema.features;
  return safeRead(`features ${route} ${section} ${locale}`, [] as Localized<Feature>[], async () =>
    localizeRows(
      "features",
      await getDb()
        .select({ id: t.id, title: t.title, description: t.description, icon: t.icon })
        .from(t)
        .where(and(eq(t.page_route, route), eq(t.section_name, section), eq(t.is_active, true)))
        .orderBy(asc(t.display_order), asc(t.created_at)),
      locale,
    ),
  );
}

/** The route's images plus those with an empty page_route, which belong to every page (SPEC §3). */
export function getGallery(route: string, locale: Locale = "fr"): Promise<Localized<GalleryImage>[]> {
  const t = schema.gallery;
  return safeRead(`gallery ${route} ${locale}`, [] as Localized<GalleryImage>[], async () =>
    localizeRows(
      "gallery",
      await getDb()
        .select({ id: t.id, image_url: t.image_url, title: t.title, alt_text: t.alt_text })
        .from(t)
        .where(and(eq(t.is_active, true), or(eq(t.page_route, route), isNull(t.page_route), eq(t.page_route, ""))))
        .orderBy(asc(t.display_order), asc(t.created_at)),
      locale,
    ),
  );
}

function getPackages(route: string, locale: Locale) {
  const t = schema.packages;
  return safeRead(`packages ${route} ${locale}`, [] as Localized<PricingPackage>[], async () =>
    localizeRows(
      "packages",
      await getDb()
        .select({
          id: t.id,
          name: t.name,
          description: t.description,
          price: t.price,
          features: t.features,
          is_featured: t.is_featured,
        })
        .from(t)
        .where(and(eq(t.page_route, route), eq(t.is_active, true)))
        .orderBy(asc(t.display_order), asc(t.created_at)),
      locale,
    ),
  );
}

function getTestimonials(route: string, locale: Locale) {
  const t = schema.testimonials;
  return safeRead(`testimonials ${route} ${locale}`, [] as Localized<Testimonial>[], async () =>
    localizeRows(
      "testimonials",
      await getDb()
        .select({
          id: t.id,
          author_name: t.author_name,
          author_company: t.author_company,
          author_position: t.author_position,
          content: t.content,
          avatar_url: t.avatar_url,
          rating: t.rating,
        })
        .from(t)
        .where(and(eq(t.page_route, route), eq(t.is_active, true)))
        .orderBy(asc(t.display_order), asc(t.created_at)),
      locale,
    ),
  );
}

export async function getPageBlocks(route: string, locale: Locale = "fr"): Promise<PageBlocks> {
  const [stats, services, highlights, steps, gallery, packages, testimonials] = await Promise.all([
    getStatRows(route, locale),
    getPageServices(route, locale),
    getFeatures(route, FEATURE_SECTIONS.highlights, locale),
    getFeatures(route, FEATURE_SECTIONS.steps, locale),
    getGallery(route, locale),
    getPackages(route, locale),
    getTestimonials(route, locale),
  ]);
  return { stats, services, highlights, steps, gallery, packages, testimonials };
}
