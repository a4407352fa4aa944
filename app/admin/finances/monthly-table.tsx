import { FIGURE_CELL, MonthTable } from "~/admin/components/month-table";
import { formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { cn } from "~/lib/utils";
import type { FinanceMonth, FinancesPageData } from "~/money/finances.server";

// The charts' figures as a real table (components/month-table.tsx), named by its caption, which
// scrolls sideways with it on a phone.

export const MONTHLY_TABLE_CAPTION = "Facturé et encaissé, mois par mois";

const amount = (decimal: string) => formatPrice(signedDecimalToCents(decimal) ?? 0n);

export function MonthlyTable({ months, totals }: { months: FinanceMonth[]; totals: FinancesPageData["totals"] }) {
  return (
    // A scrollable region on phones, reachable with the keyboard (axe: scrollable-region-focusable).
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm" tabIndex={0} role="region" aria-label={MONTHLY_TABLE_CAPTION}>
      <MonthTable
        minWidth="min-w-[34rem]"
        caption={
          <caption className="px-3 pt-3 pb-1 text-left font-semibold">
            {MONTHLY_TABLE_CAPTION}
            <span className="block text-xs font-normal text-muted-foreground">Montants en dinars, aux dates d'émission des factures, de réception des paiements et de retenue des cautions.</span>
          </caption>
        }
        columns={["Factures HT", "Avoirs HT", "Facturé net HT", "Encaissé TTC"]}
        months={months}
        row={(month) => (
          <>
            <td className={FIGURE_CELL}>{amount(month.invoiced)}</td>
            <td className={cn(FIGURE_CELL, month.credited !== "0.00" && "text-magenta")}>{amount(month.credited)}</td>
            <td className={cn(FIGURE_CELL, "font-semibold", month.net.startsWith("-") && "text-magenta")}>{amount(month.net)}</td>
            <td className={FIGURE_CELL}>{amount(month.received)}</td>
          </>
        )}
        total={
          <>
            <td className={FIGURE_CELL}>{amount(totals.invoiced)}</td>
            <td className={FIGURE_CELL}>{amount(totals.credited)}</td>
            <td className={FIGURE_CELL}>{amount(totals.net)}</td>
            <td className={FIGURE_CELL}>{amount(totals.received)}</td>
          </>
        }
      />
    </div>
  );
}
