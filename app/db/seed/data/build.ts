import type { PageSeed, SeedContent } from "./types";

type PageTables = Pick<
  SeedContent,
  "heroSections" | "seoMetadata" | "pageServices" | "features" | "testimonials" | "stats" | "packages" | "gallery"
>;

/** "Yasmine Ben Salah" → "yasmine-ben-salah" (accents dropped), for file names. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The Open Graph picture of a route, rendered by scripts/render-artwork.ts ("/" → accueil). */
export function ogImagePath(route: string): string {
  return `/images/og/${route === "/" ? "accueil" : slugify(route)}.jpg`;
}

/** The initials portrait of a testimonial author, rendered by scripts/render-artwork.ts. */
export function avatarPath(authorName: string): string {
  return `/images/avatars/${slugify(authorName)}.svg`;
}

/** Turns page descriptions into rows, numbering display_order within each block of a page. */
export function pageRows(pages: PageSeed[]): PageTables {
  const tables: PageTables = {
    heroSections: [],
    seoMetadata: [],
    pageServices: [],
    features: [],
    testimonials: [],
    stats: [],
    packages: [],
    gallery: [],
  };
  for (const page of pages) {
    const page_route = page.route;
    tables.heroSections.push({ page_route, ...page.hero, display_order: 0 });
    tables.seoMetadata.push({
      route: page_route,
      ...page.seo,
      og_image: ogImagePath(page_route),
      og_type: "website",
      canonical_url: null,
    });
    page.services?.forEach((service, i) =>
      tables.pageServices.push({ page_route, ...service, color_theme: service.color_theme ?? "primary", display_order: i }),
    );
    page.atouts?.forEach((feature, i) =>
      tables.features.push({ page_route, section_name: "atouts", ...feature, display_order: i }),
    );
    page.etapes?.forEach((step, i) =>
      tables.features.push({ page_route, section_name: "etapes", ...step, display_order: i }),
    );
    page.testimonials?.forEach((t, i) =>
      tables.testimonials.push({
        page_route,
        ...t,
        rating: t.rating ?? 5,
        avatar_url: avatarPath(t.author_name),
        display_order: i,
      }),
    );
    page.stats?.forEach((stat, i) => tables.stats.push({ page_route, ...stat, display_order: i }));
    page.packages?.forEach((pack, i) =>
      tables.packages.push({ page_route, ...pack, is_featured: pack.is_featured ?? false, display_order: i }),
    );
    page.gallery?.forEach((image, i) => tables.gallery.push({ page_route, ...image, display_order: i }));
  }
  return tables;
}
