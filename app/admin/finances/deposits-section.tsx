import { Link } from "react-router";
import { formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { formatDate } from "~/lib/calendar-dates";
import type { HeldDeposits } from "~/money/finances.server";

// 'Cautions détenues': the deposits received and neither given back nor kept yet. They are the
// clients' money, not the agency's: never counted as paid (ADR 017), shown apart.

const amount = (decimal: string) => formatPrice(signedDecimalToCents(decimal) ?? 0n);

export function DepositsSection({ held }: { held: HeldDeposits }) {
  return (
    <section aria-labelledby="finances-deposits" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="finances-deposits" className="text-xl font-bold sm:text-2xl">
          Cautions détenues
        </h2>
        <p className="text-sm text-muted-foreground">
          Reçues, et ni restituées ni retenues à ce jour : {held.count} {held.count > 1 ? "cautions" : "caution"}, {amount(held.total)} au total.
          Elles ne comptent pas dans les encaissements.
        </p>
      </div>
      {held.deposits.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card px-4 py-5 text-center text-sm text-muted-foreground">Aucune caution détenue en ce moment.</p>
      ) : (
        <div className="grid gap-2">
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-label="Cautions détenues">
            {held.deposits.map((deposit) => (
              <li key={deposit.number} className="grid gap-0.5 rounded-xl border bg-card p-4 text-sm shadow-sm">
                <div className="flex items-baseline justify-between gap-2">
                  <Link to={deposit.path} className="font-semibold text-primary tabular-nums underline-offset-4 hover:underline">
                    {deposit.number}
                  </Link>
                  <span className="font-semibold whitespace-nowrap tabular-nums">{amount(deposit.amount)}</span>
                </div>
                <p className="break-words">
                  {deposit.client}
                  {deposit.company ? <span className="text-muted-foreground"> · {deposit.company}</span> : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  Reçue le {formatDate(deposit.receivedOn)} · {deposit.methodLabel}
                  {deposit.reference ? ` · ${deposit.reference}` : ""}
                </p>
              </li>
            ))}
          </ul>
          {held.more > 0 ? (
            <p className="text-sm text-muted-foreground">
              et {held.more} {held.more > 1 ? "autres" : "autre"}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
