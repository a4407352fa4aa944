// The site's three languages (ADR 021): French at `/`, English under `/en/`, Arabic under `/ar/`,
// with the French path after the prefix. Everything that needs a page's language reads it here.

export const LOCALES = ["fr", "en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "fr";

/** The languages other than French, each under its own prefix. */
export const PREFIXED_LOCALES = ["en", "ar"] as const satisfies readonly Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language a path is in, and the French path it shows: `/en/contact` → en, `/contact`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(en|ar)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || "/" };
  return { locale: match[1] as Locale, path: match[2] && match[2] !== "/" ? match[2] : "/" };
}

/** `/EN/`, `/Ar/contact`: a language's prefix in the wrong case, which is no language (a 404). */
export function isMiscasedLocalePrefix(pathname: string): boolean {
  return /^\/(en|ar)(\/|$)/i.test(pathname) && !/^\/(en|ar)(\/|$)/.test(pathname);
}

export function localeOfPath(pathname: string): Locale {
  return splitLocalePath(pathname).locale;
}

export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** A French path in a language: `("en", "/contact")` → `/en/contact`, `("en", "/")` → `/en/`. */
export function localizedPath(locale: Locale, frenchPath: string): string {
  if (locale === DEFAULT_LOCALE) return frenchPath;
  return frenchPath === "/" ? `/${locale}/` : `/${locale}${frenchPath}`;
}

/** Only Arabic is written right to left. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * What `Intl` is given for each language. `ar-TN` writes Latin digits; French times use a 24-hour
 * clock, which `fr-TN` does not by default (formatters add `hourCycle: "h23"`).
 */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { fr: "fr-TN", en: "en-GB", ar: "ar-TN" };

/** `og:locale` of each language. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = { fr: "fr_FR", en: "en_GB", ar: "ar_TN" };

/** The name of each language in itself, for the switcher. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { fr: "Français", en: "English", ar: "العربية" };

/** The cookie that remembers the visitor's choice (a year); it never changes what a URL shows. */
export const LOCALE_COOKIE = "lang";
