import { z } from "zod";
import {
  encodeTranslation,
  TRANSLATABLE_FIELDS,
  TRANSLATION_LOCALES,
  translationInputName,
  translationSchema,
  type TranslatableKind,
  type TranslationLocale,
} from "~/content/translatable";
import type { FieldConfig } from "./fields";
import type { PanelConfig } from "./panels";

// The English and Arabic side of a content panel's form (ADR 025): the panel's fields that are
// translated, their inputs (`en:title`, `ar:title`), one Zod schema checking them on the server
// (French messages: too long, HTML markup), and the values shown back in the form.

export type TranslatedFieldConfig = FieldConfig & { translationKind: TranslatableKind };

/** The panel's fields written in English and Arabic too, in the form's order. */
export function translatedFields(panel: PanelConfig): TranslatedFieldConfig[] {
  if (!panel.translations) return [];
  const kinds: Record<string, TranslatableKind> = TRANSLATABLE_FIELDS[panel.translations];
  return panel.fields.flatMap((field) => {
    const kind = kinds[field.name];
    return kind ? [{ ...field, translationKind: kind }] : [];
  });
}

/** The schema of a form's translations: every input optional, empty meaning "use French". */
export function translationsFormSchema(panel: PanelConfig) {
  const shape: Record<string, z.ZodType<string, string>> = {};
  for (const locale of TRANSLATION_LOCALES) {
    for (const field of translatedFields(panel)) shape[translationInputName(locale, field.name)] = translationSchema(field.translationKind);
  }
  return z.object(shape);
}

/** What the admin typed in the English and Arabic tabs, read from the form. */
export function readTranslationValues(panel: PanelConfig, formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const locale of TRANSLATION_LOCALES) {
    for (const field of translatedFields(panel)) {
      const name = translationInputName(locale, field.name);
      const raw = formData.get(name);
      values[name] = typeof raw === "string" ? raw : "";
    }
  }
  return values;
}

/** Checked form values (`en:title` → …) as the translations written for the row. */
export function toRowTranslations(panel: PanelConfig, values: Record<string, string>): Record<TranslationLocale, Record<string, string>> {
  const out: Record<TranslationLocale, Record<string, string>> = { en: {}, ar: {} };
  for (const locale of TRANSLATION_LOCALES) {
    for (const field of translatedFields(panel)) out[locale][field.name] = values[translationInputName(locale, field.name)] ?? "";
  }
  return out;
}

/** A row's stored translations as the form's inputs show them. */
export function translationFormValues(
  panel: PanelConfig,
  translations: Partial<Record<TranslationLocale, Record<string, string>>> | null | undefined,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const locale of TRANSLATION_LOCALES) {
    for (const field of translatedFields(panel)) {
      values[translationInputName(locale, field.name)] = encodeTranslation(field.translationKind, translations?.[locale]?.[field.name]);
    }
  }
  return values;
}
