import { percentText } from "~/requests/request-figures";
import { Swatch, type ChartSeries } from "./stacked-month-chart";

export const TYPE_BREAKDOWN_LABEL = "Par type d'événement, sur 12 mois";

/**
 * The twelve months' requests per event type with their share, beside the stacked chart: it is the
 * chart's legend too (each type with its colour), so the chart draws none of its own.
 */
export function TypeBreakdown({ series, counts, total }: { series: ChartSeries[]; counts: number[]; total: number }) {
  return (
    <div className="grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <p className="font-semibold">{TYPE_BREAKDOWN_LABEL}</p>
      <ul className="grid gap-2 text-sm" aria-label={TYPE_BREAKDOWN_LABEL}>
        {series.map((type, index) => (
          <li key={type.name} className="flex items-center gap-2 border-b pb-2 last:border-b-0 last:pb-0">
            <Swatch series={type} />
            <span className="min-w-0 flex-1 break-words">{type.name}</span>
            <span className="font-semibold tabular-nums">{counts[index] ?? 0}</span>
            <span className="w-14 text-right text-xs text-muted-foreground tabular-nums">{percentText(counts[index] ?? 0, total)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
