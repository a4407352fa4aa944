import { TriangleAlert } from "lucide-react";
import { FIGURE_CELL, MonthTable } from "~/admin/components/month-table";
import type { PaymentGatewayId } from "~/db/schema/payments";
import { formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { cn } from "~/lib/utils";
import type { GatewayFigures, OnlinePayments } from "~/money/finances.server";
import { GATEWAY_LABELS } from "~/money/payment-status";

// 'Paiements en ligne' (issue 40): what Konnect and Flouci brought in, month by month, to match
// against each gateway's own statement. These payments are already in 'Encaissé' above; this says
// through which gateway. Months in rows like the monthly table, a region that scrolls sideways on
// a phone rather than the page.

export const ONLINE_PAYMENTS_TABLE_CAPTION = "Paiements en ligne par passerelle, mois par mois";

const GATEWAYS = Object.keys(GATEWAY_LABELS) as PaymentGatewayId[];

const amount = (decimal: string) => formatPrice(signedDecimalToCents(decimal) ?? 0n);

function GatewayCells({ figures }: { figures: GatewayFigures }) {
  const none = figures.count === 0;
  return (
    <>
      <td className={cn(FIGURE_CELL, none && "text-muted-foreground")}>{figures.count}</td>
      <td className={cn(FIGURE_CELL, none && "text-muted-foreground")}>{amount(figures.total)}</td>
    </>
  );
}

function MismatchCell({ count }: { count: number }) {
  return <td className={cn(FIGURE_CELL, count > 0 ? "font-semibold text-magenta" : "text-muted-foreground")}>{count}</td>;
}

/** Where the agency checks such a payment: its order's page names the amount asked and the one received. */
function mismatchNotice(count: number): string {
  const what = count > 1 ? `${count} paiements en ligne ont été reçus` : "Un paiement en ligne a été reçu";
  return `${what} pour un autre montant que celui demandé : à vérifier avec la passerelle, depuis la page de ${count > 1 ? "chaque" : "la"} commande.`;
}

export function OnlinePaymentsSection({ online }: { online: OnlinePayments }) {
  const { totals } = online;
  return (
    <section aria-labelledby="finances-online" className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h2 id="finances-online" className="text-xl font-bold sm:text-2xl">
          Paiements en ligne
        </h2>
        <p className="text-sm text-muted-foreground">
          Les paiements reçus par {GATEWAYS.map((gateway) => GATEWAY_LABELS[gateway]).join(" et ")} ces douze derniers mois, au jour de leur
          réception, paiements annulés exclus : ils sont déjà comptés dans l'encaissé ci-dessus.
        </p>
      </div>
      {totals.mismatched > 0 ? (
        <p className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          <span>{mismatchNotice(totals.mismatched)}</span>
        </p>
      ) : null}
      {/* A scrollable region on phones, reachable with the keyboard (axe: scrollable-region-focusable). */}
      <div className="overflow-x-auto rounded-xl border bg-card shadow-sm" tabIndex={0} role="region" aria-label={ONLINE_PAYMENTS_TABLE_CAPTION}>
        <MonthTable
          minWidth="min-w-[42rem]"
          caption={
            <caption className="px-3 pt-3 pb-1 text-left font-semibold">
              {ONLINE_PAYMENTS_TABLE_CAPTION}
              <span className="block text-xs font-normal text-muted-foreground">
                Nombre de paiements et montants TTC en dinars, au jour de réception ; « Montant différent » : la passerelle a reçu un autre
                montant que celui demandé.
              </span>
            </caption>
          }
          columns={[...GATEWAYS.flatMap((gateway) => [`Paiements ${GATEWAY_LABELS[gateway]}`, `Montant ${GATEWAY_LABELS[gateway]} TTC`]), "Montant différent"]}
          months={online.months}
          row={(month) => (
            <>
              {GATEWAYS.map((gateway) => (
                <GatewayCells key={gateway} figures={month.gateways[gateway]} />
              ))}
              <MismatchCell count={month.mismatched} />
            </>
          )}
          total={
            <>
              {GATEWAYS.map((gateway) => (
                <GatewayCells key={gateway} figures={totals.gateways[gateway]} />
              ))}
              <MismatchCell count={totals.mismatched} />
            </>
          }
        />
      </div>
    </section>
  );
}
