import { Languages } from "lucide-react";
import { Link } from "react-router";
import type { PanelConfig } from "~/admin/content/panels";
import { TRANSLATION_LOCALE_LABELS, TRANSLATION_LOCALES } from "~/content/translatable";

export type TranslationTodoStatus = {
  counts: Record<"en" | "ar", number>;
  rows: { id: string; missing: Record<"en" | "ar", string[]> }[];
};

/** How many items of the list the block names; the counts cover them all. */
const LISTED = 8;

/**
 * « À traduire »: the panel's items with a French text still missing in English or Arabic (ADR 025),
 * counted per language, the first few linked to their form.
 */
export function TranslationTodo({
  panel,
  status,
  rows,
}: {
  panel: PanelConfig;
  status: TranslationTodoStatus;
  rows: Record<string, unknown>[];
}) {
  const titleId = `${panel.id}-to-translate`;
  const labelOf = (name: string) => panel.fields.find((f) => f.name === name)?.label.toLowerCase() ?? name;
  const titleOf = (id: string) => {
    const row = rows.find((r) => String(r.id) === id);
    const title = row ? String(row[panel.primary] ?? "") : "";
    return title || "Sans titre";
  };
  const done = status.counts.en === 0 && status.counts.ar === 0;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <Languages className="size-5 text-muted-foreground" aria-hidden />À traduire
        </h2>
        <p className="text-sm font-medium tabular-nums">
          {TRANSLATION_LOCALES.map((locale) => `${TRANSLATION_LOCALE_LABELS[locale]} : ${status.counts[locale]}`).join(" · ")}
        </p>
      </div>
      {done ? (
        <p className="mt-2 text-sm text-muted-foreground">Tout est traduit en anglais et en arabe.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            Éléments dont un texte n'a pas encore de traduction : le site affiche alors le français.
          </p>
          <ul className="mt-3 grid gap-2 text-sm">
            {status.rows.slice(0, LISTED).map((row) => (
              <li key={row.id} className="flex flex-wrap gap-x-3 gap-y-1">
                <Link to={`?edit=${row.id}`} preventScrollReset className="font-medium underline-offset-4 hover:underline">
                  {titleOf(row.id)}
                </Link>
                <span className="text-muted-foreground">
                  {TRANSLATION_LOCALES.filter((locale) => row.missing[locale].length > 0)
                    .map((locale) => `${TRANSLATION_LOCALE_LABELS[locale]} : ${row.missing[locale].map(labelOf).join(", ")}`)
                    .join(" · ")}
                </span>
              </li>
            ))}
          </ul>
          {status.rows.length > LISTED ? (
            <p className="mt-2 text-xs text-muted-foreground">… et {status.rows.length - LISTED} autres éléments.</p>
          ) : null}
        </>
      )}
    </section>
  );
}
