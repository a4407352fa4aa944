import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { directionOf, localizedPath, splitLocalePath, type Locale } from "~/i18n/locale";
import { chosenLocale, listenToLocaleSwitches, preferredLocale, rememberLocale, suggestedLocale } from "~/i18n/locale-choice";
import { SUGGESTION_CLASSES } from "./language-suggestion-classes";

/**
 * Written in the language it offers, so not in the page's catalogue (the browser holds only
 * the page's language): three short lines here instead.
 */
const OFFER: Record<Locale, { line: string; go: string; close: string }> = {
  fr: { line: "Ce site existe aussi en français.", go: "Continuer en français", close: "Fermer" },
  en: { line: "This site is also in English.", go: "Continue in English", close: "Close" },
  ar: { line: "هذا الموقع متوفر أيضًا بالعربية.", go: "المتابعة بالعربية", close: "إغلاق" },
};

/**
 * A dismissible line offering the visitor's language (ADR 021): the language chosen before (the
 * switcher's cookie), else the browser's. It never redirects, and it is drawn only in the browser,
 * after hydration, so that every visitor (and the page cache) gets the same HTML for a URL. Fixed
 * under the header, over the page (it moves nothing), and away from the cart's button at the bottom.
 */
export function LanguageSuggestion() {
  const { pathname, search } = useLocation();
  const { locale, path } = splitLocalePath(pathname);
  const [offered, setOffered] = useState<Locale | null>(null);

  useEffect(() => listenToLocaleSwitches(), []);
  useEffect(() => {
    if (sessionStorage.getItem("lang-suggestion-closed")) return;
    setOffered(suggestedLocale(locale, chosenLocale(document.cookie), preferredLocale(navigator.languages)));
  }, [locale]);

  if (!offered) return null;
  const text = OFFER[offered];
  const close = () => {
    // Closing keeps the page's language: remembered, so the line does not come back.
    rememberLocale(locale);
    sessionStorage.setItem("lang-suggestion-closed", "1");
    setOffered(null);
  };
  return (
    <aside
      lang={offered}
      dir={directionOf(offered)}
      aria-label={text.line}
      className={SUGGESTION_CLASSES.aside}
    >
      <p className={SUGGESTION_CLASSES.line}>{text.line}</p>
      <a
        href={`${localizedPath(offered, path)}${search}`}
        hrefLang={offered}
        data-locale-switch={offered}
        className={SUGGESTION_CLASSES.go}
      >
        {text.go}
      </a>
      <button type="button" onClick={close} className={SUGGESTION_CLASSES.close}>
        {text.close}
      </button>
    </aside>
  );
}
