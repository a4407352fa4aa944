import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db/client.server";
import { safeRead } from "./safe-read.server";
import type { Localized } from "./translatable";
import { localizeRow } from "./translations.server";
import { env } from "~/lib/env.server";
import { localizedPath, type Locale } from "~/i18n/locale";
import { absoluteUrl, languageAlternates, truncateText, type PageSeo } from "~/lib/seo";

/** Shared by every page whose content does not name an image; a raster, as crawlers expect. */
export const DEFAULT_OG_IMAGE = "/images/og/imagine-og.png";
export const BRAND_NAME = "Imagine";
const BASE_KEYWORDS = ["Imagine", "agence événementielle", "Tunisie", "excellence événementielle"];

export type SeoDefaults = {
  /** Page title without the brand suffix, e.g. the hero title. */
  title: string;
  description: string;
  image?: string | null;
  keywords?: string[];
  type?: string;
};

type SeoRow = typeof schema.seo_metadata.$inferSelect;

/** The route's SEO row in `locale`: title, description and keywords translated, French where not. */
export function getSeoRow(route: string, locale: Locale = "fr"): Promise<Localized<SeoRow> | null> {
  return safeRead(`seo_metadata ${route} ${locale}`, null, async () => {
    const t = schema.seo_metadata;
    const [row] = await getDb().select().from(t).where(eq(t.route, route)).limit(1);
    return localizeRow("seo_metadata", row ?? null, locale);
  });
}

/** Social networks do not render SVG previews: such images give way to the default raster. */
function shareableImage(image: string | null | undefined): string | undefined {
  if (!image || /\.svg(\?|#|$)/i.test(image)) return undefined;
  return image;
}

/** Pure part of getPageSeo, kept apart for tests. */
export function resolvePageSeo(path: string, row: SeoRow | null, defaults: SeoDefaults, origin: string, locale: Locale = "fr"): PageSeo {
  const canonicalPath = row?.canonical_url?.trim() || path;
  const title = row?.title?.trim() || `${defaults.title} | ${BRAND_NAME}`;
  const description = truncateText(row?.description?.trim() || defaults.description);
  const keywords = row && row.keywords.length > 0 ? row.keywords : [...BASE_KEYWORDS, ...(defaults.keywords ?? [])];
  const image = shareableImage(row?.og_image) ?? shareableImage(defaults.image) ?? DEFAULT_OG_IMAGE;
  return {
    title,
    description,
    keywords: [...new Set(keywords)],
    // A canonical set in the back office is a French address: each language points at its own version.
    canonical: absoluteUrl(origin, canonicalPath.startsWith("/") ? localizedPath(locale, canonicalPath) : canonicalPath),
    image: absoluteUrl(origin, image),
    type: row?.og_type || defaults.type || "website",
    siteName: BRAND_NAME,
    locale,
    alternates: languageAlternates(origin, path),
  };
}

/** The page's SEO: its seo_metadata row, else defaults taken from its content (issue 3, item 6). */
export async function getPageSeo(path: string, defaults: SeoDefaults, locale: Locale = "fr"): Promise<PageSeo> {
  return resolvePageSeo(path, await getSeoRow(path, locale), defaults, env().PUBLIC_URL, locale);
}
