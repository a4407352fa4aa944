import { formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { cn } from "~/lib/utils";
import type { FinanceMonth, FinancesPageData } from "./finances.server";

// The charts' figures as a real table: what a screen reader reads instead of the bars, what the
// printed page shows exactly, and where the amounts can be copied from.

export const MONTHLY_TABLE_CAPTION = "Facturé et encaissé, mois par mois";

const amount = (decimal: string) => formatPrice(signedDecimalToCents(decimal) ?? 0n);

export function MonthlyTable({ months, totals }: { months: FinanceMonth[]; totals: FinancesPageData["totals"] }) {
  const cell = "px-3 py-2 text-right whitespace-nowrap tabular-nums";
  return (
    // A scrollable region on phones, reachable with the keyboard (axe: scrollable-region-focusable).
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm" tabIndex={0} role="region" aria-label={MONTHLY_TABLE_CAPTION}>
      <table className="w-full min-w-[34rem] border-collapse text-sm">
        <caption className="px-3 pt-3 pb-1 text-left font-semibold">
          {MONTHLY_TABLE_CAPTION}
          <span className="block text-xs font-normal text-muted-foreground">Montants en dinars, aux dates d'émission des factures et de réception des paiements.</span>
        </caption>
        <thead>
          <tr className="border-b text-xs text-muted-foreground">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Mois
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Factures HT
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Avoirs HT
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Facturé net HT
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Encaissé TTC
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.key} className="border-b last:border-b-0">
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap first-letter:uppercase">
                {month.longLabel}
              </th>
              <td className={cell}>{amount(month.invoiced)}</td>
              <td className={cn(cell, month.credited !== "0.00" && "text-magenta")}>{amount(month.credited)}</td>
              <td className={cn(cell, "font-semibold", month.net.startsWith("-") && "text-magenta")}>{amount(month.net)}</td>
              <td className={cell}>{amount(month.received)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 font-semibold">
            <th scope="row" className="px-3 py-2 text-left">
              Total sur 12 mois
            </th>
            <td className={cell}>{amount(totals.invoiced)}</td>
            <td className={cell}>{amount(totals.credited)}</td>
            <td className={cell}>{amount(totals.net)}</td>
            <td className={cell}>{amount(totals.received)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
