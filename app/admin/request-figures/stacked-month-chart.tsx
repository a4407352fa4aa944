import { niceScale, tickLabel } from "~/admin/finances/chart-scale";

// Counts per month stacked by series (requests by event type, decisions won and lost), drawn on
// the server as inline SVG like the finances page's bars (monthly-chart.tsx): no library, no
// script, two layouts that CSS picks from (the months aslant on a phone, month then year beneath
// each bar from the small breakpoint). The figures themselves are in the table beside it; a
// legend, here or beside the chart, names each colour.

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

export type StackedMonth = {
  key: string;
  /** "déc. 2025" */
  label: string;
  /** "décembre 2025" */
  longLabel: string;
  /** One count per series. */
  values: number[];
};

type Layout = { width: number; height: number; left: number; right: number; top: number; bottom: number; font: number; aslant: boolean };

const COMPACT: Layout = { width: 340, height: 250, left: 28, right: 2, top: 10, bottom: 50, font: 10, aslant: true };
const WIDE: Layout = { width: 560, height: 250, left: 36, right: 6, top: 12, bottom: 38, font: 12, aslant: false };

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

export function StackedMonthChart(props: StackedMonthChartProps) {
  return (
    <div className="grid gap-3">
      <div className="sm:hidden">
        <ChartSvg {...props} layout={COMPACT} />
      </div>
      <div className="hidden sm:block">
        <ChartSvg {...props} layout={WIDE} />
      </div>
      {props.legend === false ? null : (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Légende">
          {props.series.map((series) => (
            <li key={series.name} className="flex items-center gap-1.5">
              <Swatch series={series} />
              {series.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** "déc. 2025" → ["déc.", "2025"]. */
function splitLabel(label: string): [string, string] {
  const space = label.lastIndexOf(" ");
  return space < 0 ? [label, ""] : [label.slice(0, space), label.slice(space + 1)];
}

function ChartSvg({ months, series, title, unit, tableCaption, layout }: StackedMonthChartProps & { layout: Layout }) {
  const { width, height, left, right, top, bottom, font } = layout;
  const totals = months.map((month) => month.values.reduce((sum, value) => sum + value, 0));
  // An empty year still gets an axis of a few requests rather than one of zero height.
  const scale = niceScale(totals.some((total) => total > 0) ? totals : [4]);
  const plotHeight = height - top - bottom;
  const y = (value: number) => top + ((scale.max - value) / (scale.max - scale.min)) * plotHeight;
  const slot = (width - left - right) / months.length;
  const barWidth = Math.min(28, slot * 0.62);
  const name = `${title}, de ${months[0]?.label ?? ""} à ${months.at(-1)?.label ?? ""} : graphique en barres empilées. Les nombres sont dans le tableau « ${tableCaption} ».`;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={name} className="block h-auto w-full overflow-visible" fontSize={font}>
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={width - right} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeWidth={1} />
          <text x={left - 5} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted-foreground tabular-nums">
            {tickLabel(tick)}
          </text>
        </g>
      ))}
      {months.map((month, index) => {
        const x = left + index * slot + (slot - barWidth) / 2;
        const centre = left + index * slot + slot / 2;
        const below = height - bottom;
        const [monthText, year] = splitLabel(month.label);
        let base = 0;
        return (
          <g key={month.key}>
            {month.values.map((value, s) => {
              if (value <= 0) return null;
              const segmentTop = y(base + value);
              const segmentHeight = y(base) - segmentTop;
              base += value;
              return (
                // A thin line of the card's colour between two segments keeps neighbours apart.
                <rect
                  key={s}
                  x={x}
                  y={segmentTop}
                  width={barWidth}
                  height={segmentHeight}
                  className={`${series[s]?.fill ?? "fill-muted-foreground"} stroke-card`}
                  strokeWidth={0.75}
                >
                  <title>{`${month.longLabel} · ${series[s]?.name ?? ""} : ${value} ${value > 1 ? unit[1] : unit[0]}`}</title>
                </rect>
              );
            })}
            {layout.aslant ? (
              <text x={centre} y={below + 8} dy="0.32em" textAnchor="end" transform={`rotate(-45 ${centre} ${below + 8})`} className="fill-foreground">
                {month.label}
              </text>
            ) : (
              <>
                <text x={centre} y={below + font + 4} textAnchor="middle" className="fill-foreground">
                  {monthText}
                </text>
                <text x={centre} y={below + 2 * font + 7} textAnchor="middle" className="fill-muted-foreground">
                  {year}
                </text>
              </>
            )}
          </g>
        );
      })}
      <line x1={left} x2={width - right} y1={y(0)} y2={y(0)} className="stroke-foreground" strokeWidth={1.25} />
    </svg>
  );
}
