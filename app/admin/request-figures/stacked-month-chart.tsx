import { MonthChart, monthChartLabel, type LabelledMonth } from "~/admin/components/month-chart";
import { niceScale } from "~/admin/components/chart-scale";

// Counts per month stacked by series (requests by event type, decisions won and lost), in the
// frame every month chart of the back office shares (components/month-chart.tsx), like the
// finances page's bars. The figures themselves are in the table beside it; a legend, here or
// beside the chart, names each colour.

/** A series: its name, and its colour as an SVG fill and as a legend's swatch (theme tokens only). */
export type ChartSeries = { name: string; fill: string; swatch: string };

/** The event types' colours, in the form's order; the last one, 'Autre', is the quietest. */
const TYPE_COLOURS = [
  ["fill-primary", "bg-primary"],
  ["fill-magenta", "bg-magenta"],
  ["fill-gold", "bg-gold"],
  ["fill-success", "bg-success"],
  ["fill-info", "bg-info"],
  ["fill-night-2", "bg-night-2"],
  ["fill-muted-foreground", "bg-muted-foreground"],
] as const;

export function typeSeries(types: readonly string[]): ChartSeries[] {
  return types.map((name, index) => {
    const [fill, swatch] = TYPE_COLOURS[index % TYPE_COLOURS.length]!;
    return { name, fill, swatch };
  });
}

/** Won below, lost above. */
export const DECISION_SERIES: ChartSeries[] = [
  { name: "Gagnées", fill: "fill-success", swatch: "bg-success" },
  { name: "Perdues", fill: "fill-magenta", swatch: "bg-magenta" },
];

export function Swatch({ series }: { series: ChartSeries }) {
  return <span aria-hidden className={`inline-block size-3 shrink-0 rounded-sm ${series.swatch}`} />;
}

export type StackedMonth = LabelledMonth & {
  /** One count per series. */
  values: number[];
};

export type StackedMonthChartProps = {
  months: StackedMonth[];
  series: ChartSeries[];
  /** Off when the page lists the series beside the chart itself. */
  legend?: boolean;
  /** What the bars count, for the accessible name: "Demandes reçues par mois et par type d'événement". */
  title: string;
  /** "demande", "demandes": each segment's tooltip. */
  unit: [string, string];
  /** The caption of the table that holds the same figures, named in the accessible name. */
  tableCaption: string;
};

export function StackedMonthChart({ months, series, legend, title, unit, tableCaption }: StackedMonthChartProps) {
  const totals = months.map((month) => month.values.reduce((sum, value) => sum + value, 0));
  return (
    <div className="grid gap-3">
      <MonthChart
        months={months}
        // An empty year still gets an axis of a few requests rather than one of zero height.
        scale={niceScale(totals.some((total) => total > 0) ? totals : [4])}
        axisWidth={{ compact: 28, wide: 36 }}
        label={monthChartLabel({ title, months, drawing: "graphique en barres empilées", figures: "Les nombres", tableCaption })}
        bar={(month, _index, slot) => {
          let base = 0;
          return month.values.map((value, s) => {
            if (value <= 0) return null;
            const segmentTop = slot.y(base + value);
            const segmentHeight = slot.y(base) - segmentTop;
            base += value;
            return (
              // A thin line of the card's colour between two segments keeps neighbours apart.
              <rect
                key={s}
                x={slot.x}
                y={segmentTop}
                width={slot.width}
                height={segmentHeight}
                className={`${series[s]?.fill ?? "fill-muted-foreground"} stroke-card`}
                strokeWidth={0.75}
              >
                <title>{`${month.longLabel} · ${series[s]?.name ?? ""} : ${value} ${value > 1 ? unit[1] : unit[0]}`}</title>
              </rect>
            );
          });
        }}
      />
      {legend === false ? null : (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Légende">
          {series.map((one) => (
            <li key={one.name} className="flex items-center gap-1.5">
              <Swatch series={one} />
              {one.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
