import { errorAria, Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { translationInputName, TRANSLATION_MAX_LENGTH, type TranslationLocale } from "~/content/translatable";
import type { TranslatedFieldConfig } from "~/admin/content/translations";
import { cn } from "~/lib/utils";
import { CharCounter } from "./char-counter";

const LANGUAGE_NAMES: Record<TranslationLocale, string> = { en: "anglais", ar: "arabe" };

/**
 * One field's English or Arabic text. The French is its placeholder and is quoted beneath it;
 * left empty, the site shows the French. Arabic is written right to left.
 */
export function TranslationInput({
  field,
  locale,
  value,
  french,
  error,
  onChange,
}: {
  field: TranslatedFieldConfig;
  locale: TranslationLocale;
  value: string;
  french: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const name = translationInputName(locale, field.name);
  const id = `field-${locale}-${field.name}`;
  const language = { lang: locale, dir: locale === "ar" ? ("rtl" as const) : ("ltr" as const) };
  const common = { id, name, value, placeholder: french, ...language, ...errorAria(id, error) };
  const multiline = field.translationKind === "textarea" || field.translationKind === "lines";
  const control = multiline ? (
    <Textarea {...common} rows={field.translationKind === "lines" ? 5 : 4} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <Input {...common} type="text" onChange={(e) => onChange(e.target.value)} />
  );
  return (
    <Field
      id={id}
      label={
        <>
          {field.label}
          {/* Each language's inputs are in the form at once: the name says which one this is. */}
          <span className="sr-only"> ({LANGUAGE_NAMES[locale]})</span>
        </>
      }
      error={error}
      hint={
        <>
          {field.counter ? (
            <>
              <CharCounter value={value} target={field.counter} />
              <br />
            </>
          ) : null}
          {french ? (
            <span>
              Français : <span lang="fr" className="whitespace-pre-line">{french}</span>
              {value.trim() === "" ? " (affiché tant que la traduction est vide)" : null}
            </span>
          ) : (
            "Pas de texte français."
          )}{" "}
          <span className="sr-only">Au plus {TRANSLATION_MAX_LENGTH[field.translationKind]} caractères.</span>
        </>
      }
      className={cn((field.wide || multiline) && "sm:col-span-2")}
    >
      {control}
    </Field>
  );
}
