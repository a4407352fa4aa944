import { CircleAlert } from "lucide-react";
import { Link } from "react-router";
import { TODAY_LINK_TEXT, TODAY_PATH } from "~/admin/today/today";
import { depotPath, LATE_RETURNS_DESK_PATH, lateReturnDue, lateReturnsCountText, type LateReturns } from "./late-returns";

/** Late orders the back office's line names; the desk's filter has them all. */
export const BANNER_LATE_RETURNS = 5;

/**
 * 'Retours en retard' at the top of the back office (where an administrator lands, and every page
 * after it, like the failed e-mails' banner): how many, the first few with their order and depot
 * links, and the desk's filter. Nothing when none is late: a quiet line on every page would only
 * be read past. Not a landmark nor a heading: it sits above each page's own title.
 */
export function LateReturnsBanner({ late }: { late: LateReturns }) {
  if (late.count === 0) return null;
  const link = "font-semibold text-primary underline-offset-4 hover:underline";
  return (
    // On a phone the count and the link on one line, the orders on the page the link opens.
    <div
      data-testid="late-returns-banner"
      className="mb-4 grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:justify-between max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-2"
    >
      <p className="flex items-center gap-2 font-semibold text-destructive">
        <CircleAlert className="size-4 shrink-0" aria-hidden />
        {lateReturnsCountText(late.count)}
      </p>
      <ul className="grid gap-1 max-sm:hidden" aria-label="Retours en retard">
        {late.orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <Link to={order.href} className={`${link} tabular-nums`}>
              {order.number}
            </Link>
            <span className="min-w-0 break-words">{order.client}</span>
            <span className="text-destructive">{lateReturnDue(order)}</span>
            <Link to={depotPath(order)} className={`${link} text-xs`} aria-label={`Dépôt de ${order.number}`}>
              Dépôt
            </Link>
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <Link to={LATE_RETURNS_DESK_PATH} className={`${link} w-fit underline`}>
          {late.count > late.orders.length ? `Voir les ${lateReturnsCountText(late.count)}` : "Voir dans les commandes"}
        </Link>
        <Link to={TODAY_PATH} className={`${link} w-fit underline`}>
          {TODAY_LINK_TEXT}
        </Link>
      </p>
    </div>
  );
}
