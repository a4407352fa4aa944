import { MonthChart, monthChartLabel, type LabelledMonth } from "~/admin/components/month-chart";
import { formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { niceScale } from "~/admin/components/chart-scale";

// A bar chart of twelve amounts, one a month, in the frame every month chart of the back office
// shares (components/month-chart.tsx): a month's bar rises from zero, or hangs below it in magenta
// when more was credited than invoiced. The figures themselves are in the table beside it
// (monthly-table.tsx).

export type ChartMonth = LabelledMonth & {
  /** Exact decimal text; the bar's height is the only place it becomes a float. */
  value: string;
};

const TONES = { primary: "fill-primary", success: "fill-success" } as const;

export type MonthlyBarChartProps = {
  months: ChartMonth[];
  /** What the bars measure, for the accessible name: "Facturé net HT par mois". */
  title: string;
  /** Added to each bar's tooltip: "HT", "TTC". */
  unit: string;
  tone: keyof typeof TONES;
  /** The caption of the table that holds the same figures, named in the accessible name. */
  tableCaption: string;
};

export function MonthlyBarChart({ months, title, unit, tone, tableCaption }: MonthlyBarChartProps) {
  const values = months.map((month) => Number(month.value));
  return (
    <MonthChart
      months={months}
      scale={niceScale(values)}
      axisWidth={{ compact: 34, wide: 46 }}
      label={monthChartLabel({ title, months, drawing: "graphique en barres", figures: "Les montants", tableCaption })}
      bar={(month, index, slot) => {
        const value = values[index]!;
        const barTop = slot.y(Math.max(0, value));
        const barHeight = Math.abs(slot.y(Math.min(0, value)) - barTop);
        if (barHeight <= 0) return null;
        return (
          <rect x={slot.x} y={barTop} width={slot.width} height={barHeight} rx={2} className={value < 0 ? "fill-magenta" : TONES[tone]}>
            <title>{`${month.longLabel} : ${formatPrice(signedDecimalToCents(month.value) ?? 0n)} ${unit}`}</title>
          </rect>
        );
      }}
    />
  );
}
