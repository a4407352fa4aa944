import { Eye, EyeOff } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { ORDER_STATUS_BADGE_CLASSES, ORDER_STATUS_LABELS, ORDER_STATUSES } from "~/orders/status";
import { LATE_RETURN_LABEL } from "~/orders/desk-filters";
import { planningHref, type PlanningParams } from "./planning-params";
import { FOCUS_RING, LATE_BAR_CLASS } from "./planning-styles";

/**
 * The status colours of the month and week views, with the link that shows or hides cancelled
 * orders; the late returns' red too when some are late (`late`).
 */
export function PlanningLegend({ params, today, late = false }: { params: PlanningParams; today: string; late?: boolean }) {
  const statuses = ORDER_STATUSES.filter((status) => status !== "cancelled" || params.showCancelled);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs">
        <span className="font-medium text-muted-foreground">Statuts :</span>
        <ul className="flex flex-wrap gap-1.5" aria-label="Légende des statuts">
          {statuses.map((status) => (
            <li key={status} className={cn("rounded-full border px-2 py-0.5 font-medium", ORDER_STATUS_BADGE_CLASSES[status])}>
              {ORDER_STATUS_LABELS[status]}
            </li>
          ))}
          {late ? <li className={cn("rounded-full border px-2 py-0.5 font-medium", LATE_BAR_CLASS)}>{LATE_RETURN_LABEL}</li> : null}
        </ul>
      </div>
      <Link
        to={planningHref({ ...params, showCancelled: !params.showCancelled }, today)}
        className={cn("inline-flex items-center gap-1.5 rounded-sm text-sm text-primary underline-offset-4 hover:underline", FOCUS_RING)}
      >
        {params.showCancelled ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        {params.showCancelled ? "Masquer les annulées" : "Afficher les annulées"}
      </Link>
    </div>
  );
}
