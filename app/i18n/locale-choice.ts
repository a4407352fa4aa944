import { isLocale, LOCALE_COOKIE, LOCALES, type Locale } from "./locale";

// The visitor's choice of language, remembered in a cookie (a year) by the switcher's links. It
// never changes what a URL shows (ADR 021): it only decides what the suggestion line offers.

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** The language chosen before, if any, from a `Cookie` header or `document.cookie`. */
export function chosenLocale(cookieHeader: string): Locale | null {
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** The first of the browser's languages that the site speaks (`en-US` → en), if any. */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const primary = language.toLowerCase().split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

/**
 * What the suggestion line offers on a page in `pageLocale`: the language chosen before, else the
 * browser's first language the site speaks; nothing when that is the page's.
 */
export function suggestedLocale(pageLocale: Locale, chosen: Locale | null, preferred: Locale | null): Locale | null {
  const wanted = chosen ?? preferred;
  return wanted && wanted !== pageLocale && LOCALES.includes(wanted) ? wanted : null;
}

/** Remembers the language of any switcher link clicked (`data-locale-switch`), islands included. */
export function listenToLocaleSwitches(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.("a[data-locale-switch]");
    const locale = link?.getAttribute("data-locale-switch");
    if (isLocale(locale)) rememberLocale(locale);
  };
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
