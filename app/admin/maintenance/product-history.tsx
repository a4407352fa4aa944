import { CircleAlert, FileText, History, Wrench, X } from "lucide-react";
import { Form, Link } from "react-router";
import { LABELS_COUNT_PARAM, LABELS_PATH, LABELS_PER_PRODUCT_MAX, LABELS_PER_SHEET, LABELS_PRODUCT_PARAM } from "~/equipment/labels/labels-query";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatDateTimeFr } from "~/lib/dates";
import { HISTORY_LIMIT, MAINTENANCE_PATH } from "~/equipment/paths";
import type { MaintenanceRowView, ProductHistory } from "./maintenance.server";
import { movementStyle } from "./movement-style";

function CloseLink() {
  return (
    <Link to={MAINTENANCE_PATH} className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
      <X className="size-4" aria-hidden />
      Fermer l'historique
    </Link>
  );
}

/**
 * The product's QR labels, as many as typed (one full sheet by default): a GET form to the PDF,
 * which the browser opens as a document.
 */
function LabelsForm({ productId, name }: { productId: string; name: string }) {
  return (
    <Form method="get" action={LABELS_PATH} reloadDocument aria-label={`Étiquettes QR de ${name}`} className="grid gap-2 rounded-lg bg-muted/40 p-3">
      <input type="hidden" name={LABELS_PRODUCT_PARAM} value={productId} />
      <Label htmlFor="history-labels-count">Étiquettes QR à imprimer</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id="history-labels-count"
          name={LABELS_COUNT_PARAM}
          type="number"
          inputMode="numeric"
          min={1}
          max={LABELS_PER_PRODUCT_MAX}
          required
          defaultValue={LABELS_PER_SHEET}
          aria-describedby="history-labels-hint"
          className="h-11 w-24"
        />
        <Button type="submit" variant="outline" className="h-11">
          <FileText aria-hidden />
          Imprimer les étiquettes (PDF)
        </Button>
      </div>
      <p id="history-labels-hint" className="text-xs text-muted-foreground">
        {LABELS_PER_SHEET} par planche A4 ; le code ouvre cet historique.
      </p>
    </Form>
  );
}

/** "1 unité endommagée", "2 unités perdues". */
const openUnits = (row: MaintenanceRowView) => {
  const plural = row.quantity > 1 ? "s" : "";
  return `${row.quantity} unité${plural} ${row.kind === "damaged" ? "endommagée" : "perdue"}${plural}`;
};

/** The product's rows in the list below, told at the top of its history. */
function OpenUnits({ rows }: { rows: MaintenanceRowView[] }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">Aucune unité de cet article en maintenance.</p>;
  return (
    <ul aria-label="En maintenance" className="grid gap-1 text-sm">
      {rows.map((row) => (
        <li key={row.id}>
          <a href={`#maintenance-${row.id}-title`} className="inline-flex min-h-11 items-start gap-2 py-2.5 font-medium text-primary underline-offset-4 hover:underline">
            <Wrench className="mt-0.5 size-4 shrink-0" aria-hidden />
            En maintenance : {openUnits(row)} depuis le {formatDateTimeFr(row.since)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * A product's latest movements (?produit=<id>): what left with which order, what came back, was
 * damaged, lost, repaired, found or written off, by whom and when; its units in maintenance now, and
 * its QR labels to print (the labels open this section). A bad or unknown id is said in French in
 * its place.
 */
export function ProductHistorySection({ history, open = [] }: { history: ProductHistory; open?: MaintenanceRowView[] }) {
  if (!history.ok) {
    return (
      <section id="historique" aria-label="Historique d'un article" className="grid gap-2">
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm font-medium">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          {history.error}
        </p>
        <CloseLink />
      </section>
    );
  }
  const count = history.movements.length;
  return (
    <section id="historique" aria-labelledby="historique-title" className="grid scroll-mt-4 gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="grid min-w-0 gap-1">
          <h2 id="historique-title" className="flex items-start gap-2 text-xl font-bold break-words">
            <History className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
            <span>Historique : {history.name}</span>
          </h2>
          <p className="text-sm text-muted-foreground">
            {history.stock === null ? "Stock non suivi" : `Stock : ${history.stock} unité${history.stock > 1 ? "s" : ""}`}
            {" · "}
            {count === 0
              ? "aucun mouvement"
              : history.truncated
                ? `les ${HISTORY_LIMIT} derniers mouvements`
                : `${count} mouvement${count > 1 ? "s" : ""}, le plus récent d'abord`}
          </p>
        </div>
        <CloseLink />
      </div>
      <OpenUnits rows={open} />
      <LabelsForm productId={history.productId} name={history.name} />
      {count === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-5 text-center text-sm text-muted-foreground">
          Aucun mouvement enregistré pour cet article : il n'est encore jamais parti du dépôt.
        </p>
      ) : (
        <ol className="grid divide-y rounded-lg border" aria-label={`Mouvements de ${history.name}`}>
          {history.movements.map((movement) => {
            const style = movementStyle(movement.kind);
            const Icon = style.icon;
            return (
              <li
                key={movement.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm sm:grid sm:grid-cols-[9.5rem_4.5rem_minmax(0,13rem)_minmax(0,1fr)] sm:gap-x-4"
              >
                <Badge variant="plain" className={style.badge}>
                  <Icon aria-hidden />
                  {movement.label}
                </Badge>
                <span className="font-semibold tabular-nums">× {movement.quantity}</span>
                <time dateTime={movement.at} className="text-muted-foreground">
                  {formatDateTimeFr(movement.at)}
                </time>
                <span className="grid min-w-0 basis-full gap-0.5">
                  <span className="flex flex-wrap items-center gap-x-2">
                    <span className="[overflow-wrap:anywhere]">{movement.actor}</span>
                    {movement.orderNumber ? (
                      <Link
                        to={`/admin/shop/commandes/${movement.orderNumber}`}
                        className="inline-flex min-h-11 items-center font-medium text-primary tabular-nums underline underline-offset-4"
                      >
                        {movement.orderNumber}
                      </Link>
                    ) : null}
                  </span>
                  {movement.note ? <span className="break-words whitespace-pre-line text-muted-foreground">{movement.note}</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
