import { Info, Loader2, Save } from "lucide-react";
import { DeskResultLine } from "~/admin/desk-result-line";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { addDays, formatDate } from "~/lib/calendar-dates";
import {
  BUFFER_DAYS_MAX,
  BUFFER_SETTINGS_FIELDS,
  type BufferSettingsActionResult,
  type BufferSettingsField,
  type BufferSettingsFormValues,
} from "./buffer-settings-schema";
import { SETTINGS_INTENTS } from "./settings-intent";
import { useSettingsForm } from "./use-settings-form";

const fieldId = (name: BufferSettingsField) => `buffers-${name}`;

const FIELDS: Record<BufferSettingsField, { label: string; hint: string }> = {
  buffer_days_before: {
    label: "Préparation avant la location (jours)",
    hint: "Vérification, chargement : les unités quittent le stock ces jours-là avant le premier jour loué.",
  },
  buffer_days_after: {
    label: "Vérification après le retour (jours)",
    hint: "Contrôle, nettoyage, rangement : les unités ne sont relouées qu'après.",
  },
};

/**
 * The site's default buffer days. Like the billing form: a plain POST before JavaScript loads,
 * a fetcher and a toast after; a refusal keeps what was typed.
 */
export function BufferSettingsForm({
  values,
  documentResult,
}: {
  values: BufferSettingsFormValues;
  documentResult?: BufferSettingsActionResult;
}) {
  const { fetcher, errors, shown, saving } = useSettingsForm({
    fields: BUFFER_SETTINGS_FIELDS,
    fieldId,
    values,
    documentResult,
  });

  return (
    <section id="jours-tampon" aria-labelledby="buffer-settings-title" className="grid scroll-mt-6 gap-4">
      <header>
        <h2 id="buffer-settings-title" className="text-2xl font-bold">
          Jours tampon
        </h2>
        <p className="text-sm text-muted-foreground">
          Les unités restent réservées pendant ces jours. Chaque produit peut avoir ses propres valeurs dans Personnaliser → Location.
        </p>
      </header>
      {documentResult ? <DeskResultLine result={documentResult} /> : null}
      <fetcher.Form
        key={`${values.buffer_days_before}:${values.buffer_days_after}`}
        method="post"
        aria-labelledby="buffer-settings-title"
        className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
      >
        <input type="hidden" name="intent" value={SETTINGS_INTENTS.buffers} />
        <div className="grid gap-4 sm:grid-cols-2">
          {BUFFER_SETTINGS_FIELDS.map((name) => {
            const id = fieldId(name);
            const error = errors[name];
            return (
              <div key={name} className="grid content-start gap-2">
                <Label htmlFor={id}>{FIELDS[name].label}</Label>
                <Input
                  id={id}
                  name={name}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={BUFFER_DAYS_MAX}
                  step={1}
                  required
                  defaultValue={shown[name]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={[error ? `${id}-error` : "", `${id}-hint`].filter(Boolean).join(" ")}
                  className="max-w-40 tabular-nums"
                />
                <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                  {FIELDS[name].hint}
                </p>
                {error ? (
                  <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        <Example values={values} />
        <div className="flex flex-wrap items-center gap-3 border-t pt-5">
          <Button type="submit" variant="brand" disabled={saving} className="w-full sm:w-auto">
            {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
            {saving ? "Enregistrement…" : "Enregistrer les jours tampon"}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}

/** What the stored values mean, on an example rental from 10 to 12 June. */
function Example({ values }: { values: BufferSettingsFormValues }) {
  const before = Number(values.buffer_days_before) || 0;
  const after = Number(values.buffer_days_after) || 0;
  const day = (date: string) => formatDate(date).replace(/ \d{4}$/, "");
  return (
    <div className="flex gap-2 rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
      <p>
        Avec les valeurs enregistrées, une location du {day(EXAMPLE.from)} au {day(EXAMPLE.to)} réserve les unités du{" "}
        {day(addDays(EXAMPLE.from, -before))} au {day(addDays(EXAMPLE.to, after))}.
      </p>
    </div>
  );
}

const EXAMPLE = { from: "2030-06-10", to: "2030-06-12" };
