import { Loader2, Plus, Save } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { defaultFormValues, toFormValue } from "~/admin/content/fields";
import type { PanelConfig } from "~/admin/content/panels";
import { translatedFields, translationFormValues } from "~/admin/content/translations";
import { TRANSLATION_LOCALES, translationInputName, type TranslationLocale } from "~/content/translatable";
import type { Locale } from "~/i18n/locale";
import { FieldInput } from "./field-input";
import { LanguageTabs } from "./language-tabs";
import { TranslationInput } from "./translation-input";

export type PanelFormState = {
  /** The row being edited, or null in create mode. */
  editing: Record<string, unknown> | null;
  /** Its English and Arabic texts (ADR 025). */
  translations?: Partial<Record<TranslationLocale, Record<string, string>>> | null;
  /** What the admin typed, sent back by a refused submission. */
  submitted?: Record<string, string>;
  errors?: Record<string, string>;
  message?: string;
};

/**
 * The create/edit form on top of a panel. A real multipart form: it works before JavaScript
 * loads, and the same Zod schema checks it on the server. Remounted (key) when the item changes.
 */
export function PanelForm({
  panel,
  state,
  cancelTo,
  aside,
}: {
  panel: PanelConfig;
  state: PanelFormState;
  cancelTo: string;
  aside?: (values: Record<string, string>) => React.ReactNode;
}) {
  const { editing, translations, submitted, errors = {}, message } = state;
  const [values, setValues] = useState<Record<string, string>>(() => {
    if (submitted) return submitted;
    if (editing)
      return {
        ...Object.fromEntries(panel.fields.map((f) => [f.name, toFormValue(f, editing[f.name])])),
        ...translationFormValues(panel, translations),
      };
    return { ...defaultFormValues(panel.fields), ...translationFormValues(panel, null) };
  });
  const set = (name: string) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const toTranslate = translatedFields(panel);
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  const saving = navigation.state === "submitting" && (intent === "create" || intent === "update");
  const titleId = `${panel.id}-form-title`;

  // French first; the panel's translated fields again in English and Arabic (ADR 025).
  const french = (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {panel.fields.map((field) => (
        <FieldInput key={field.name} field={field} value={values[field.name] ?? ""} error={errors[field.name]} onChange={set(field.name)} />
      ))}
    </div>
  );

  const translation = (locale: TranslationLocale) => (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {toTranslate.map((field) => {
        const name = translationInputName(locale, field.name);
        return (
          <TranslationInput
            key={name}
            field={field}
            locale={locale}
            value={values[name] ?? ""}
            french={values[field.name] ?? ""}
            error={errors[name]}
            onChange={set(name)}
          />
        );
      })}
    </div>
  );
  const failed = (locale: Locale) =>
    Object.keys(errors).some((key) => (locale === "fr" ? !key.includes(":") : key.startsWith(`${locale}:`)));
  const initial: Locale = (["fr", ...TRANSLATION_LOCALES] as const).find(failed) ?? "fr";
  const fields =
    toTranslate.length === 0 ? (
      french
    ) : (
      <LanguageTabs
        initial={initial}
        panes={[
          { locale: "fr", content: french, hasError: failed("fr") },
          ...TRANSLATION_LOCALES.map((locale) => ({ locale, content: translation(locale), hasError: failed(locale) })),
        ]}
      />
    );

  return (
    <section aria-labelledby={titleId} className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-2xl font-semibold">
          {editing ? "Modifier" : panel.createTitle}
        </h2>
        <p className="text-xs text-muted-foreground">* Champs obligatoires</p>
      </div>
      {message ? (
        <p role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive">
          {message}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" aria-labelledby={titleId} className="grid grid-cols-1 gap-5">
        <input type="hidden" name="intent" value={editing ? "update" : "create"} />
        {editing ? <input type="hidden" name="id" value={String(editing.id)} /> : null}
        <div className={aside ? "grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]" : undefined}>
          {fields}
          {aside ? <div>{aside(values)}</div> : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="brand" disabled={saving}>
            {saving ? <Loader2 className="animate-spin" aria-hidden /> : editing ? <Save aria-hidden /> : <Plus aria-hidden />}
            {saving ? "Enregistrement…" : editing ? "Enregistrer" : "Créer"}
          </Button>
          {editing ? (
            <Button asChild variant="outline">
              <Link to={cancelTo} preventScrollReset>
                Annuler
              </Link>
            </Button>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
