import { History, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useHydrated } from "~/hydration/use-hydrated";
import { formatDateTimeFr } from "~/lib/dates";
import { cn } from "~/lib/utils";
import { DEPOT_LIMITS } from "~/equipment/depot-schema";
import type { MaintenanceFailure, MaintenanceRowView } from "./maintenance.server";
import { historyPath } from "~/equipment/paths";
import { movementStyle } from "./movement-style";

const units = (n: number) => `${n} unité${n > 1 ? "s" : ""}`;

/** "aujourd'hui", "1 jour", "12 jours". */
export function daysLabel(days: number) {
  return days === 0 ? "aujourd'hui" : `${days} jour${days > 1 ? "s" : ""}`;
}


/**
 * One open row: what, how many, since when, from which order, who said so and why; then its form
 * ('Réparé' or 'Retrouvé', or 'Hors service', for all its units or part of them). A refusal comes
 * back with what was typed and its message beside the button.
 */
export function MaintenanceCard({ row, failure }: { row: MaintenanceRowView; failure?: MaintenanceFailure }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("maintenance") === row.id;
  const hydrated = useHydrated();
  const values = failure?.values;
  // Only to ask for the note before posting a write-off; the server asks anyway.
  const [choice, setChoice] = useState(values?.resolution ?? "");
  const prefix = `maintenance-${row.id}`;
  const style = movementStyle(row.kind);
  const KindIcon = style.icon;
  const invalid = (field: string) => failure?.field === field || undefined;

  return (
    <article
      aria-labelledby={`${prefix}-title`}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:gap-6"
    >
      <div className="grid min-w-0 content-start gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={`${prefix}-title`} className="min-w-0 font-sans text-lg font-semibold break-words">
            {row.productName}
          </h3>
          <Badge variant="plain" size="lg" className={style.badge}>
            <KindIcon className="size-4" aria-hidden />
            {row.kindLabel}
          </Badge>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Quantité</dt>
            <dd className="font-semibold tabular-nums">{units(row.quantity)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Depuis</dt>
            <dd>
              <time dateTime={row.since}>le {formatDateTimeFr(row.since)}</time>
              <span className="text-muted-foreground"> · {daysLabel(row.days)}</span>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Commande</dt>
            <dd>
              {row.orderNumber ? (
                <Link
                  to={`/admin/shop/commandes/${row.orderNumber}`}
                  className="inline-flex min-h-11 items-center font-medium text-primary tabular-nums underline underline-offset-4"
                >
                  {row.orderNumber}
                </Link>
              ) : (
                "Aucune"
              )}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-muted-foreground">Signalé par</dt>
            <dd className="[overflow-wrap:anywhere]">{row.reportedBy}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-muted-foreground">Motif</dt>
            <dd className="break-words whitespace-pre-line">{row.reason}</dd>
          </div>
          {row.photos.length > 0 ? (
            <div className="sm:col-span-2">
              <dt className="text-muted-foreground">Photos du retour</dt>
              <dd className="mt-1 flex flex-wrap gap-2">
                {row.photos.map((photo, index) => (
                  <a key={photo.url} href={photo.url} target="_blank" rel="noopener" className="block overflow-hidden rounded-md border">
                    <img src={photo.thumbnail} alt={`Photo ${index + 1} du retour de ${row.productName}`} width={72} height={72} loading="lazy" className="size-18 object-cover" />
                  </a>
                ))}
              </dd>
            </div>
          ) : null}
        </dl>
        <Link
          to={historyPath(row.productId)}
          className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <History className="size-4" aria-hidden />
          Historique de l'article
        </Link>
      </div>

      {/* Remade when the row changes (part of its units resolved): the fields show what remains. */}
      <Form
        method="post"
        key={`${row.id}-${row.quantity}`}
        preventScrollReset
        // No accessible name: a named form is a landmark, and two rows of one product (damaged and
        // lost from the same return) would make two landmarks of the same name.
        className="grid content-start gap-4 rounded-lg border bg-muted/40 p-3 sm:p-4"
      >
        <input type="hidden" name="maintenance" value={row.id} />
        <fieldset className="grid gap-2" aria-invalid={invalid("resolution")}>
          <legend className="mb-2 text-sm font-medium">{row.quantity > 1 ? "Ce que deviennent les unités" : "Ce que devient l'unité"}</legend>
          <div className="grid grid-cols-2 gap-2">
            {row.resolutions.map((resolution) => {
              const Icon = movementStyle(resolution.value).icon;
              return (
                <label
                  key={resolution.value}
                  className={cn(
                    "flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border bg-card px-3 py-2 text-sm font-medium transition-colors",
                    "has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                    failure?.field === "resolution" && "border-destructive",
                  )}
                >
                  <input
                    type="radio"
                    name="resolution"
                    value={resolution.value}
                    required
                    defaultChecked={values?.resolution === resolution.value}
                    onChange={() => setChoice(resolution.value)}
                    className="size-5 shrink-0 accent-primary"
                  />
                  <Icon className="hidden size-4 shrink-0 text-muted-foreground sm:block" aria-hidden />
                  {resolution.label}
                </label>
              );
            })}
          </div>
        </fieldset>

        <div className="grid gap-1.5">
          <Label htmlFor={`${prefix}-quantity`}>Quantité</Label>
          <input
            id={`${prefix}-quantity`}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={row.quantity}
            step={1}
            required
            defaultValue={values?.quantity ?? String(row.quantity)}
            aria-invalid={invalid("quantity")}
            aria-describedby={`${prefix}-quantity-hint`}
            className="h-12 w-full rounded-md border border-input bg-card px-3 text-lg font-semibold tabular-nums shadow-xs aria-invalid:border-destructive"
          />
          <p id={`${prefix}-quantity-hint`} className="text-xs text-muted-foreground">
            {row.quantity > 1 ? `Sur ${units(row.quantity)} : le reste demeure en maintenance.` : "Une seule unité ici."}
          </p>
        </div>

        <div className="grid gap-1.5">
          <Label htmlFor={`${prefix}-note`}>Note</Label>
          <Textarea
            id={`${prefix}-note`}
            name="note"
            rows={2}
            maxLength={DEPOT_LIMITS.noteMax}
            required={hydrated && choice === "written_off"}
            defaultValue={values?.note ?? ""}
            aria-invalid={invalid("note")}
            aria-describedby={`${prefix}-note-hint`}
            className="min-h-20 text-base"
          />
          <p id={`${prefix}-note-hint`} className="text-xs text-muted-foreground">
            Obligatoire pour « Hors service » : pourquoi l'unité quitte le stock.
          </p>
        </div>

        {failure ? (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium">
            {failure.error}
          </p>
        ) : null}

        <Button type="submit" size="lg" className="min-h-12 w-full text-base" disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Enregistrer
        </Button>
      </Form>
    </article>
  );
}
