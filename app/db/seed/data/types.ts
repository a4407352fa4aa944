import type * as s from "~/db/schema";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

export type SeedContent = {
  siteSettings: Insert<typeof s.site_settings>;
  heroSections: Insert<typeof s.hero_sections>[];
  services: Insert<typeof s.services>[];
  pageServices: Insert<typeof s.page_services>[];
  features: Insert<typeof s.features>[];
  gallery: Insert<typeof s.gallery>[];
  clients: Insert<typeof s.clients>[];
  portfolio: Insert<typeof s.portfolio>[];
  testimonials: Insert<typeof s.testimonials>[];
  packages: Insert<typeof s.packages>[];
  stats: Insert<typeof s.stats>[];
  contactInfo: Insert<typeof s.contact_info>[];
  seoMetadata: Insert<typeof s.seo_metadata>[];
  rentalProducts: Insert<typeof s.rental_products>[];
};

/** The colour themes a page service card knows (the brand's accent, its magenta and its gold). */
export type ColorTheme = "primary" | "magenta" | "gold";

/**
 * Everything one public page is made of, written together so that a page reads as a whole.
 * `pageRows()` turns it into table rows keyed by page_route (docs/decisions/003-content-model.md).
 */
export type PageSeed = {
  route: string;
  hero: {
    title: string;
    subtitle: string;
    description: string;
    badge_text: string;
    badge_icon: string;
    image_url?: string;
    video_url?: string;
    cta_primary_text: string;
    cta_primary_link: string;
    cta_secondary_text?: string;
    cta_secondary_link?: string;
  };
  seo: { title: string; description: string; keywords: string[] };
  services?: { title: string; description: string; icon: string; features: string[]; color_theme?: ColorTheme }[];
  atouts?: { title: string; description: string; icon: string }[];
  /** The numbered method steps (section 'etapes'). */
  etapes?: { title: string; description: string; icon: string }[];
  testimonials?: {
    author_name: string;
    author_company: string;
    author_position: string;
    content: string;
    rating?: number;
  }[];
  stats?: { value: string; label: string; icon: string }[];
  packages?: { name: string; description: string; price: string; features: string[]; is_featured?: boolean }[];
  gallery?: { image_url: string; title: string; alt_text: string }[];
};
