import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { depotPath, LATE_RETURNS_DESK_PATH, lateReturnDue, lateReturnsCountText, type LateReturns } from "~/admin/late-returns/late-returns";
import { FOCUS_RING } from "./planning-styles";

/** The band's id: today's cell in the month and today's column in the week link to it. */
export const LATE_RETURNS_ANCHOR = "retours-en-retard";

/**
 * 'Retours en retard' above every view of the planning, in the departures sheet's red: the first
 * late orders (the loader reads no more), each with its order and its depot page, and the desk's
 * filter for all of them. Nothing when every unit is back on time.
 */
export function LateReturnsBand({ late }: { late: LateReturns }) {
  if (late.count === 0) return null;
  const linkClass = cn("rounded-sm font-semibold text-primary underline-offset-4 hover:underline", FOCUS_RING);
  return (
    <section
      id={LATE_RETURNS_ANCHOR}
      aria-labelledby="planning-late-title"
      className="grid scroll-mt-4 gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4"
    >
      <h2 id="planning-late-title" className="flex items-center gap-2 font-sans text-lg font-semibold text-destructive">
        <CircleAlert className="size-5 shrink-0" aria-hidden />
        Retours en retard <span className="text-sm font-normal">({late.count})</span>
      </h2>
      <ul className="grid gap-2 text-sm">
        {late.orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5">
            <Link to={order.href} className={cn(linkClass, "tabular-nums")}>
              {order.number}
            </Link>
            <span className="min-w-0 font-medium break-words">
              {order.client}
              {order.company ? <span className="font-normal text-muted-foreground"> · {order.company}</span> : null}
            </span>
            <span className="font-semibold text-destructive">{lateReturnDue(order)}</span>
            <Link to={depotPath(order)} className={cn(linkClass, "text-xs")} aria-label={`Dépôt de ${order.number}`}>
              Dépôt
            </Link>
          </li>
        ))}
      </ul>
      {late.count > late.orders.length ? (
        <Link to={LATE_RETURNS_DESK_PATH} className={cn(linkClass, "w-fit text-sm underline")}>
          Voir les {lateReturnsCountText(late.count)}
        </Link>
      ) : null}
    </section>
  );
}
