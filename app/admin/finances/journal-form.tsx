import { Download } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { JOURNAL_FROM, JOURNAL_MAX_DAYS, JOURNAL_PATH, JOURNAL_TO, JournalPeriodSchema, type JournalPeriod } from "~/money/journal-period";

// The payments journal's period. A plain GET form to the CSV route: the browser downloads the
// file and stays on the page, with or without JavaScript. With it, the route's own schema checks
// the period first, so a reversed or too long period is said here rather than by a 400 page.

export function JournalSection({ period }: { period: JournalPeriod }) {
  return (
    <section aria-labelledby="finances-journal" className="grid gap-4 print:hidden">
      <div className="grid gap-1">
        <h2 id="finances-journal" className="text-xl font-bold sm:text-2xl">
          Journal des paiements
        </h2>
        <p className="text-sm text-muted-foreground">
          Pour le comptable : chaque paiement reçu sur la période (date, commande, client, mode, référence, montant), les paiements annulés
          compris avec leur date et leur motif, et chaque caution retenue (le jour de la retenue, avec la facture qu'elle règle), puis les
          totaux par mode. Fichier CSV pour Excel, {JOURNAL_MAX_DAYS} jours au plus.
        </p>
      </div>
      <JournalForm period={period} />
    </section>
  );
}

function JournalForm({ period }: { period: JournalPeriod }) {
  const [error, setError] = useState<{ field: "du" | "au"; message: string } | null>(null);

  function check(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = JournalPeriodSchema.safeParse({ du: form.get(JOURNAL_FROM), au: form.get(JOURNAL_TO) });
    if (parsed.success) {
      setError(null);
      return;
    }
    event.preventDefault();
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0] === "du" ? "du" : "au";
    setError({ field, message: issue.message });
    event.currentTarget.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  }

  const invalid = (field: "du" | "au") => (error?.field === field ? { "aria-invalid": true, "aria-describedby": "journal-error" } : {});
  return (
    <form method="get" action={JOURNAL_PATH} onSubmit={check} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5 lg:max-w-3xl" noValidate>
      <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <div className="grid gap-1.5">
          <Label htmlFor="journal-from">Du</Label>
          <Input id="journal-from" type="date" name={JOURNAL_FROM} required min="2000-01-01" max="2100-12-31" defaultValue={period.from} className="h-10 sm:w-44" {...invalid("du")} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="journal-to">Au</Label>
          <Input id="journal-to" type="date" name={JOURNAL_TO} required min="2000-01-01" max="2100-12-31" defaultValue={period.to} className="h-10 sm:w-44" {...invalid("au")} />
        </div>
        <Button type="submit" className="col-span-2 sm:col-span-1">
          <Download aria-hidden />
          Télécharger le journal (CSV)
        </Button>
      </div>
      {error ? (
        <p id="journal-error" role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm">
          {error.message}
        </p>
      ) : null}
    </form>
  );
}
