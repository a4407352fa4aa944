import { cn } from "~/lib/utils";
import type { PaymentStatus } from "~/money/payment-status";

const STATUS_TONES: Record<PaymentStatus, string> = {
  unpaid: "bg-muted text-foreground border-border",
  partial: "bg-amber-100 text-amber-900 border-amber-200",
  paid: "bg-green-100 text-green-800 border-green-200",
  overpaid: "bg-sky-100 text-sky-900 border-sky-200",
};

/** 'Non payée', 'Acompte reçu', 'Payée' or 'Trop-perçu', on the order's page and the desk. */
export function PaymentStatusBadge({ status, label }: { status: PaymentStatus; label: string }) {
  return <span className={cn("inline-flex w-fit items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap", STATUS_TONES[status])}>{label}</span>;
}


/** 'En retard': an invoice past its due day with a balance (issue 22), on the order's page and the desk. */
export function OverdueBadge({ days }: { days?: number }) {
  return (
    <span
      className="inline-flex w-fit items-center rounded-full border border-red-200 bg-red-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800"
      title={days ? `Échéance dépassée de ${days} jour${days > 1 ? "s" : ""}` : undefined}
    >
      En retard
    </span>
  );
}
