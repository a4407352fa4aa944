import { CalendarPlus, Copy, Link2, Loader2, RefreshCw, ShieldAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { DeskActionResult } from "~/admin/desk-result";
import { DeskResultLine } from "~/admin/desk-result-line";
import { useDeskToast } from "~/admin/use-desk-toast";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/lib/notify";
import type { CalendarFeedSettings } from "./calendar-feed-settings";
import { SETTINGS_INTENTS } from "./settings-intent";

/**
 * The calendar feed's secret address: made on request, shown with a copy button, replaced by a
 * new one on request (the old one then answers 404). Plain POST forms before JavaScript loads.
 */
export function CalendarFeedForm({ feed, documentResult }: { feed: CalendarFeedSettings; documentResult?: DeskActionResult }) {
  const fetcher = useFetcher<DeskActionResult>();
  useDeskToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const posting = fetcher.formData?.get("intent");

  return (
    <section id="agenda" aria-labelledby="calendar-feed-title" className="grid scroll-mt-6 gap-4">
      <header>
        <h2 id="calendar-feed-title" className="text-2xl font-bold">
          Agenda (flux iCalendar)
        </h2>
        <p className="text-sm text-muted-foreground">
          Les départs et les retours des commandes confirmées et en cours, dans Google Agenda ou Calendrier d'Apple, mis à jour
          automatiquement.
        </p>
      </header>
      {documentResult ? <DeskResultLine result={documentResult} /> : null}

      <div className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        {feed.url ? (
          <>
            <div className="grid gap-2">
              <Label htmlFor="calendar-feed-url">Adresse de l'agenda</Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id="calendar-feed-url"
                  type="url"
                  readOnly
                  value={feed.url}
                  onFocus={(event) => event.currentTarget.select()}
                  aria-describedby="calendar-feed-help"
                  spellCheck={false}
                  className="min-w-0 flex-1 font-mono text-xs sm:text-sm"
                />
                <CopyButton text={feed.url} inputId="calendar-feed-url" />
              </div>
              <p id="calendar-feed-help" className="text-sm text-muted-foreground">
                Abonnez-vous à cette adresse dans Google Agenda (À partir de l'URL) ou Calendrier d'Apple (Nouvel abonnement).
              </p>
              {feed.webcalUrl ? (
                <a href={feed.webcalUrl} className="flex w-fit items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
                  <Link2 className="size-4" aria-hidden />
                  S'abonner depuis cet appareil (lien webcal://)
                </a>
              ) : null}
            </div>
            <p className="flex gap-2 rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground">
              <ShieldAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
              <span>
                Gardez cette adresse pour l'équipe : qui la connaît voit les noms, téléphones et adresses des clients. Les retours de plus
                de 90 jours n'y figurent plus.
              </span>
            </p>
            <fetcher.Form method="post" className="flex flex-col gap-3 border-t pt-5 sm:flex-row sm:items-center">
              <input type="hidden" name="intent" value={SETTINGS_INTENTS.regenerateFeed} />
              <Button type="submit" variant="outline" disabled={busy} className="w-full sm:w-auto" aria-describedby="calendar-feed-regenerate-note">
                {busy && posting === SETTINGS_INTENTS.regenerateFeed ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
                Générer une nouvelle adresse
              </Button>
              <p id="calendar-feed-regenerate-note" className="text-sm text-muted-foreground">
                L'adresse actuelle cessera de fonctionner immédiatement : les agendas abonnés devront l'être à la nouvelle.
              </p>
            </fetcher.Form>
          </>
        ) : (
          <fetcher.Form method="post" className="grid gap-3 sm:flex sm:items-center">
            <input type="hidden" name="intent" value={SETTINGS_INTENTS.createFeed} />
            <p className="text-sm text-muted-foreground sm:flex-1">
              Aucune adresse pour l'instant. Une fois créée, elle est secrète : seules les personnes à qui vous la donnez voient le planning.
            </p>
            <Button type="submit" variant="brand" disabled={busy} className="w-full sm:w-auto">
              {busy ? <Loader2 className="animate-spin" aria-hidden /> : <CalendarPlus aria-hidden />}
              Créer l'adresse de l'agenda
            </Button>
          </fetcher.Form>
        )}
      </div>
    </section>
  );
}

/** Shown once the page's JavaScript runs and the browser offers a clipboard; the field stays selectable without. */
function CopyButton({ text, inputId }: { text: string; inputId: string }) {
  const [canCopy, setCanCopy] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard?.writeText)), []);
  if (!canCopy) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Adresse copiée", { description: "Collez-la dans votre application d'agenda." });
    } catch {
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.select();
      toast.error("Copie impossible", { description: "L'adresse est sélectionnée : copiez-la avec Ctrl+C (ou ⌘+C)." });
    }
  };
  return (
    <Button type="button" variant="outline" onClick={() => void copy()} className="w-full sm:w-auto">
      <Copy aria-hidden />
      Copier
    </Button>
  );
}
