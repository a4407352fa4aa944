import { CircleAlert, History, X } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { formatDateTimeFr } from "~/lib/dates";
import { HISTORY_LIMIT, MAINTENANCE_PATH } from "./maintenance-paths";
import type { ProductHistory } from "./maintenance.server";
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
 * A product's latest movements (?produit=<id>): what left with which order, what came back, was
 * damaged, lost, repaired, found or written off, by whom and when. A bad or unknown id is said in
 * French in its place.
 */
export function ProductHistorySection({ history }: { history: ProductHistory }) {
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
