import { and, asc, eq, isNull, or } from "drizzle-orm";
import { getDb, schema } from "~/db/client.server";
import type { StatFigure } from "./defaults";
import { safeRead } from "./safe-read.server";
import { getStatRows } from "./stats.server";

// The blocks of a content page (docs/decisions/003-content-model.md): active rows keyed by the
// page's route, in display order. Each block reads on its own, so one failing table only hides
// its own block.

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
  stats: StatFigure[];
  services: PageService[];
  highlights: Feature[];
  steps: Feature[];
  gallery: GalleryImage[];
  packages: PricingPackage[];
  testimonials: Testimonial[];
};

/** Section names of `features` the public pages know (ADR 003). */
export const FEATURE_SECTIONS = { highlights: "atouts", steps: "etapes" } as const;

function getPageServices(route: string) {
  const t = schema.page_services;
  return safeRead(`page_services ${route}`, [] as PageService[], () =>
    getDb()
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
  );
}

function getFeatures(route: string, section: string) {
  const t = schema.features;
  return safeRead(`features ${route} ${section}`, [] as Feature[], () =>
    getDb()
      .select({ id: t.id, title: t.title, description: t.description, icon: t.icon })
      .from(t)
      .where(and(eq(t.page_route, route), eq(t.section_name, section), eq(t.is_active, true)))
      .orderBy(asc(t.display_order), asc(t.created_at)),
  );
}

/** The route's images plus those with an empty page_route, which belong to every page (SPEC §3). */
export function getGallery(route: string): Promise<GalleryImage[]> {
  const t = schema.gallery;
  return safeRead(`gallery ${route}`, [] as GalleryImage[], () =>
    getDb()
      .select({ id: t.id, image_url: t.image_url, title: t.title, alt_text: t.alt_text })
      .from(t)
      .where(and(eq(t.is_active, true), or(eq(t.page_route, route), isNull(t.page_route), eq(t.page_route, ""))))
      .orderBy(asc(t.display_order), asc(t.created_at)),
  );
}

function getPackages(route: string) {
  const t = schema.packages;
  return safeRead(`packages ${route}`, [] as PricingPackage[], () =>
    getDb()
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
  );
}

function getTestimonials(route: string) {
  const t = schema.testimonials;
  return safeRead(`testimonials ${route}`, [] as Testimonial[], () =>
    getDb()
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
  );
}

export async function getPageBlocks(route: string): Promise<PageBlocks> {
  const [stats, services, highlights, steps, gallery, packages, testimonials] = await Promise.all([
    getStatRows(route),
    getPageServices(route),
    getFeatures(route, FEATURE_SECTIONS.highlights),
    getFeatures(route, FEATURE_SECTIONS.steps),
    getGallery(route),
    getPackages(route),
    getTestimonials(route),
  ]);
  return { stats, services, highlights, steps, gallery, packages, testimonials };
}
