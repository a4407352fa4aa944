import { Link } from "react-router";
import { formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { formatDate } from "~/lib/calendar-dates";
import { cn } from "~/lib/utils";
import type { ReceivableBucket } from "~/money/finances.server";
import { invoiceCount, issuedAgo } from "~/money/receivable-ages";

// 'Créances par ancienneté': what clients still owe on their invoices, by days since each invoice
// was issued (an order's invoice and its factures complémentaires apart), with the order behind
// each amount (the oldest first, the list bounded).

const amount = (decimal: string) => formatPrice(signedDecimalToCents(decimal) ?? 0n);

/** The older the bucket, the warmer its top border: the eye goes to what is late. */
const BUCKET_ACCENTS: Record<ReceivableBucket["id"], string> = {
  "0-30": "border-t-success",
  "31-60": "border-t-warning",
  "61-90": "border-t-magenta",
  "90+": "border-t-destructive",
};

export function ReceivablesSection({ buckets, count, due }: { buckets: ReceivableBucket[]; count: number; due: string }) {
  return (
    <section aria-labelledby="finances-receivables" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="finances-receivables" className="text-xl font-bold sm:text-2xl">
          Créances par ancienneté
        </h2>
        <p className="text-sm text-muted-foreground">
          Ce que les clients doivent encore sur leurs factures (total TTC, moins les avoirs et les paiements), selon le nombre de jours écoulés
          depuis l'émission de la facture : {invoiceCount(count)}, {amount(due)} au total.{" "}
          <Link to="/admin/shop?paiement=late" className="font-medium text-primary underline-offset-2 hover:underline">
            Voir les commandes en retard
          </Link>
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {buckets.map((bucket) => (
          <BucketCard key={bucket.id} bucket={bucket} />
        ))}
      </div>
    </section>
  );
}

function BucketCard({ bucket }: { bucket: ReceivableBucket }) {
  const titleId = `receivables-${bucket.id}`;
  return (
    <section aria-labelledby={titleId} className={cn("grid content-start gap-3 rounded-xl border border-t-4 bg-card p-4 shadow-sm", BUCKET_ACCENTS[bucket.id])}>
      <div className="grid gap-0.5">
        <h3 id={titleId} className="font-sans text-base font-semibold">
          {bucket.label}
        </h3>
        <p className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-display text-xl font-bold tabular-nums">{amount(bucket.due)}</span>
          <span className="text-sm text-muted-foreground">{invoiceCount(bucket.count)}</span>
        </p>
      </div>
      {bucket.invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune facture.</p>
      ) : (
        <ul className="grid gap-2 text-sm" aria-label={`Factures : ${bucket.label}`}>
          {bucket.invoices.map((invoice) => (
            <li key={invoice.invoiceNumber} className="grid gap-0.5 border-t pt-2 first:border-t-0 first:pt-0">
              <div className="flex items-baseline justify-between gap-2">
                <Link to={invoice.path} className="font-semibold text-primary tabular-nums underline-offset-4 hover:underline">
                  {invoice.number}
                </Link>
                <span className="font-semibold whitespace-nowrap tabular-nums">{amount(invoice.due)}</span>
              </div>
              <p className="break-words">
                {invoice.client}
                {invoice.company ? <span className="text-muted-foreground"> · {invoice.company}</span> : null}
              </p>
              <p className="text-xs text-muted-foreground">
                <span className="tabular-nums">{invoice.invoiceNumber}</span>
                {invoice.kind === "complementary_invoice" ? " (complémentaire)" : ""}, {issuedAgo(invoice.ageDays)}
                {invoice.dueOn ? ` · échéance le ${formatDate(invoice.dueOn)}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
      {bucket.more > 0 ? (
        <p className="text-sm text-muted-foreground">
          et {bucket.more} {bucket.more > 1 ? "autres" : "autre"}
        </p>
      ) : null}
    </section>
  );
}
