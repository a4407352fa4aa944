import { z } from "zod";
import type { Locale } from "~/i18n/locale";

// The fields of the site's content written in English and Arabic as well as French
// (docs/decisions/025-content-translations.md), how long each may be, and how a translation is
// checked. Shared by the public readers and the back office's forms and actions.

// Which fields are translated is a fact of the schema (app/db/schema/translations.ts), which the
// seed reads too; it is re-exported here with what the readers and the forms need.
export { TRANSLATABLE_FIELDS, type TranslatableKind } from "~/db/schema/translations";
import { TRANSLATABLE_FIELDS, type TranslatableKind } from "~/db/schema/translations";

export type TranslatedTable = keyof typeof TRANSLATABLE_FIELDS;
export type TranslatedField<T extends TranslatedTable> = keyof (typeof TRANSLATABLE_FIELDS)[T] & string;

/** The languages a translation is written in: French is the content row itself. */
export const TRANSLATION_LOCALES = ["en", "ar"] as const satisfies readonly Locale[];
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

export const TRANSLATION_LOCALE_LABELS: Record<Locale, string> = { fr: "FR", en: "EN", ar: "AR" };

export function translatableFields(table: TranslatedTable): [string, TranslatableKind][] {
  return Object.entries(TRANSLATABLE_FIELDS[table]);
}

/** The longest translation accepted, by kind (characters). */
export const TRANSLATION_MAX_LENGTH: Record<TranslatableKind, number> = { text: 200, textarea: 2000, lines: 2000, keywords: 500 };

export const translationTooLongMessage = (max: number) => `La traduction ne doit pas dépasser ${max} caractères`;
export const TRANSLATION_MARKUP_MESSAGE = "La traduction ne doit pas contenir de balises HTML (< >)";

/** A tag, a comment or a doctype: `<b>`, `</p>`, `<!-- -->`, `<img src=…>`. Plain `a < b` passes. */
const MARKUP = /<\s*[a-z!/?]/i;

/** One translation as typed: trimmed, empty = "use French" (stored as no row). */
export function translationSchema(kind: TranslatableKind) {
  const max = TRANSLATION_MAX_LENGTH[kind];
  return z
    .string()
    .trim()
    .refine((value) => !MARKUP.test(value), TRANSLATION_MARKUP_MESSAGE)
    .refine((value) => [...value].length <= max, translationTooLongMessage(max));
}

/** The form name of a field's translation: `en:title`. */
export const translationInputName = (locale: TranslationLocale, field: string) => `${locale}:${field}`;

/** Lines of a textarea, trimmed, blank lines dropped (SPEC §5). */
export function splitLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Comma-separated keywords, trimmed, empties dropped (SPEC §5). */
export function splitKeywords(value: string): string[] {
  return value
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);
}

/** A stored translation as the column's value: a list column's items are one per line (keywords by commas). */
export function decodeTranslation(kind: TranslatableKind, value: string): string | string[] {
  if (kind === "lines") return splitLines(value);
  if (kind === "keywords") return splitKeywords(value);
  return value;
}

/** A column value as a translation is stored (and shown in the form). */
export function encodeTranslation(kind: TranslatableKind, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(kind === "keywords" ? ", " : "\n");
  return String(value);
}

/** A French value worth translating: a non-empty string or list. */
export function hasText(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === "string" && value.trim() !== "";
}

/**
 * A content row as a page shows it in one language. `fallbackFields` names the translatable
 * fields shown in French because they have no translation yet (always empty on a French page):
 * the page puts `lang="fr"` on them (see `fallbackLang`).
 */
export type Localized<T> = T & { fallbackFields: readonly string[] };

/**
 * What a component needs to know of a row's French fallbacks, once its loader has shaped it:
 * the fields shown in French; absent or empty, every field is in the page's language.
 */
export type WithFallbacks = { fallbackFields?: readonly string[] };

/** `lang="fr"` for a field shown in French on a page of another language, else nothing. */
export function fallbackLang(row: WithFallbacks | null | undefined, field: string): "fr" | undefined {
  return row?.fallbackFields?.includes(field) ? "fr" : undefined;
}

/**
 * The attributes of the element holding a field shown in French on a page of another language:
 * `lang="fr"` (read aloud and hyphenated as French, and told apart from the page's language) and
 * `dir="ltr"`, French being written left to right whatever the page: inside an Arabic page
 * (`dir="rtl"`) a French sentence would otherwise be laid out right to left, its final full stop
 * or « » landing at the wrong end. `lang` alone changes no direction; `dir="auto"` guesses it from
 * the first strong letter, which we need not guess. On an English page `dir="ltr"` changes nothing.
 * Spread it on the element that holds the field only (a heading, a paragraph, a span inside a
 * link), not on a layout around it: a flex row's order and the page's `rtl:` arrows stay the page's.
 */
export function frenchFallback<T extends WithFallbacks>(
  row: T | null | undefined,
  field: keyof T & string,
): { lang?: "fr"; dir?: "ltr" } {
  return fallbackLang(row, field) ? { lang: "fr", dir: "ltr" } : {};
}

/**
 * The `fallbackFields` of a row reduced to the fields a page shows, for a loader that shapes the
 * row: `{}` when none of them fell back, so a page in its own language carries nothing more.
 */
export function shownFallbacks(row: WithFallbacks | null | undefined, fields: readonly string[]): WithFallbacks {
  const shown = (row?.fallbackFields ?? []).filter((field) => fields.includes(field));
  return shown.length > 0 ? { fallbackFields: shown } : {};
}
