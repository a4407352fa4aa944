import { useMessages } from "~/i18n/messages";
import { cn } from "~/lib/utils";

/** 'Périmé' beside a quote the order was edited after: the client's page and the back office. */
export function StaleQuoteBadge({ className }: { className?: string }) {
  const label = useMessages().shop.order.quote.stale;
  return (
    <span className={cn("inline-flex items-center rounded-full border border-amber-200 bg-amber-100 px-2.5 py-0.5 font-sans text-xs font-semibold text-amber-900", className)}>
      {label}
    </span>
  );
}
