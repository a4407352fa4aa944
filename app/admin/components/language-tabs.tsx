import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useHydrated } from "~/hydration/use-hydrated";
import { LOCALE_NAMES, type Locale } from "~/i18n/locale";
import { TRANSLATION_LOCALE_LABELS } from "~/content/translatable";
import { cn } from "~/lib/utils";

export type LanguagePane = { locale: Locale; content: React.ReactNode; hasError?: boolean };

/**
 * « FR » / « EN » / « AR » tabs around a form's fields, one pane per language (ADR 025). Every
 * pane is always in the form, so all three languages post together. Before JavaScript (and
 * without it) the panes are stacked under their language's name; once hydrated they become tabs,
 * the hidden panes kept mounted.
 */
export function LanguageTabs({ panes, initial }: { panes: LanguagePane[]; initial: Locale }) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <div className="grid gap-6">
        {panes.map((pane) => (
          <fieldset key={pane.locale} className="grid gap-4 rounded-lg border p-4">
            <legend className="px-1 text-sm font-semibold">
              {TRANSLATION_LOCALE_LABELS[pane.locale]} · {LOCALE_NAMES[pane.locale]}
            </legend>
            {pane.content}
          </fieldset>
        ))}
      </div>
    );
  }
  return (
    <Tabs defaultValue={initial}>
      <TabsList aria-label="Langue du contenu">
        {panes.map((pane) => (
          <TabsTrigger key={pane.locale} value={pane.locale} className={cn(pane.hasError && "text-destructive")}>
            {TRANSLATION_LOCALE_LABELS[pane.locale]}
            {pane.hasError ? <span className="sr-only"> (à corriger)</span> : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {panes.map((pane) => (
        <TabsContent key={pane.locale} value={pane.locale} forceMount className="data-[state=inactive]:hidden">
          {pane.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
