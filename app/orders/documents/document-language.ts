// The language a document is printed in (issue 39). French is what every document was and stays;
// English is for the orders placed in English. Arabic is not a document language: react-pdf draws
// Arabic nearly right but its text layer is broken (bench/arabic-pdf/RESULTS.md), so an Arabic
// order's documents are French (ADR 021). Small and plain: the back office's pages read it too.
// What changes with the language (words, amounts, dates) is document-words.ts's.

import type { Locale } from "~/i18n/locale";

export const DOCUMENT_LANGUAGES = ["fr", "en"] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export function isDocumentLanguage(value: unknown): value is DocumentLanguage {
  return typeof value === "string" && (DOCUMENT_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The `?lang=fr|en` of a back office download, which prints a document in the other language than
 * its own: undefined when absent (the document's own), null when it names no document language.
 */
export function documentLanguageParam(url: URL): DocumentLanguage | undefined | null {
  const lang = url.searchParams.get("lang");
  if (lang === null) return undefined;
  return isDocumentLanguage(lang) ? lang : null;
}

/** What the back office answers to a `?lang=` that is neither. */
export const UNKNOWN_DOCUMENT_LANGUAGE = "Langue inconnue : lang=fr ou lang=en.";

/** The language of an order's documents: English for an English order, French for the others. */
export function documentLanguage(locale: Locale | null | undefined): DocumentLanguage {
  return locale === "en" ? "en" : "fr";
}
