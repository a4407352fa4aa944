import type { MetaDescriptor } from "react-router";
import { LOCALES, localizedPath, OG_LOCALES, type Locale } from "~/i18n/locale";

// What a public page tells search engines and social crawlers, resolved on the server (seo
// metadata row, else defaults from the page content) and turned into tags by each route's meta.

export type PageSeo = {
  title: string;
  description: string;
  keywords: string[];
  /** Absolute URLs. */
  canonical: string;
  image: string;
  type: string;
  siteName: string;
  /** The page's language, and its versions in every language (hreflang), absolute. */
  locale: Locale;
  alternates: { hrefLang: Locale | "x-default"; href: string }[];
};

/**
 * A page's versions in the three languages, plus `x-default` (the French one): listed on each of
 * them, so that every annotation is returned both ways (ADR 021).
 */
export function languageAlternates(origin: string, frenchPath: string): PageSeo["alternates"] {
  const versions = LOCALES.map((locale) => ({ hrefLang: locale, href: absoluteUrl(origin, localizedPath(locale, frenchPath)) }));
  return [...versions, { hrefLang: "x-default", href: versions[0]!.href }];
}

export const SEO_DESCRIPTION_MAX = 160;

/** Cuts a text at a word boundary so that descriptions stay within what engines show. */
export function truncateText(text: string, max = SEO_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

/** `path` made absolute against the public origin; absolute URLs are kept. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** The tags of a page; an error page (no seo) gets a plain title. */
export function seoMeta(seo: PageSeo | undefined, fallbackTitle = "Imagine"): MetaDescriptor[] {
  if (!seo) return [{ title: fallbackTitle }];
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:image", content: seo.image },
    { property: "og:type", content: seo.type },
    { property: "og:url", content: seo.canonical },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:locale", content: OG_LOCALES[seo.locale] },
    ...LOCALES.filter((locale) => locale !== seo.locale).map((locale) => ({ property: "og:locale:alternate", content: OG_LOCALES[locale] })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.image },
  ];
  for (const alternate of seo.alternates) tags.push({ tagName: "link", rel: "alternate", hrefLang: alternate.hrefLang, href: alternate.href });
  if (seo.keywords.length > 0) tags.splice(2, 0, { name: "keywords", content: seo.keywords.join(", ") });
  return tags;
}
