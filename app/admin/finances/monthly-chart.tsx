import { formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { niceScale, tickLabel } from "./chart-scale";

// A bar chart of twelve months drawn on the server as inline SVG: no chart library, no script.
// It scales with its viewBox; since text scales with it, two layouts are drawn and CSS shows one:
// a compact one for phones (the months written aslant: twelve « sept. » side by side do not fit
// in 340 px) and a wide one from the small breakpoint (month, then year, beneath each bar). The
// hidden one is display:none, so neither a screen reader nor the page's text sees it twice; the
// figures themselves are in the table beside it (monthly-table.tsx).

export type ChartMonth = {
  key: string;
  /** "déc. 2025" */
  label: string;
  /** "décembre 2025" */
  longLabel: string;
  /** Exact decimal text; the bar's height is the only place it becomes a float. */
  value: string;
};

type Layout = { width: number; height: number; left: number; right: number; top: number; bottom: number; font: number; aslant: boolean };

const COMPACT: Layout = { width: 340, height: 250, left: 34, right: 2, top: 10, bottom: 50, font: 10, aslant: true };
const WIDE: Layout = { width: 560, height: 250, left: 46, right: 6, top: 12, bottom: 38, font: 12, aslant: false };

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

export function MonthlyBarChart(props: MonthlyBarChartProps) {
  return (
    <>
      <div className="sm:hidden">
        <ChartSvg {...props} layout={COMPACT} />
      </div>
      <div className="hidden sm:block">
        <ChartSvg {...props} layout={WIDE} />
      </div>
    </>
  );
}

/** "déc. 2025" → ["déc.", "2025"]. */
function splitLabel(label: string): [string, string] {
  const space = label.lastIndexOf(" ");
  return space < 0 ? [label, ""] : [label.slice(0, space), label.slice(space + 1)];
}

function ChartSvg({ months, title, unit, tone, tableCaption, layout }: MonthlyBarChartProps & { layout: Layout }) {
  const { width, height, left, right, top, bottom, font } = layout;
  const values = months.map((month) => Number(month.value));
  const scale = niceScale(values);
  const plotHeight = height - top - bottom;
  const y = (value: number) => top + ((scale.max - value) / (scale.max - scale.min)) * plotHeight;
  const slot = (width - left - right) / months.length;
  const barWidth = Math.min(28, slot * 0.62);
  const zero = y(0);
  const first = months[0];
  const last = months.at(-1);
  const name = `${title}, de ${first?.label ?? ""} à ${last?.label ?? ""} : graphique en barres. Les montants sont dans le tableau « ${tableCaption} ».`;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={name} className="block h-auto w-full overflow-visible" fontSize={font}>
      {/* Grid lines and their amounts (DT). */}
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={width - right} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeWidth={1} />
          <text x={left - 5} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted-foreground tabular-nums">
            {tickLabel(tick)}
          </text>
        </g>
      ))}
      {months.map((month, index) => {
        const value = values[index]!;
        const x = left + index * slot + (slot - barWidth) / 2;
        const barTop = y(Math.max(0, value));
        const barHeight = Math.abs(y(Math.min(0, value)) - barTop);
        const [monthText, year] = splitLabel(month.label);
        const centre = left + index * slot + slot / 2;
        const below = height - bottom;
        return (
          <g key={month.key}>
            {barHeight > 0 ? (
              <rect x={x} y={barTop} width={barWidth} height={barHeight} rx={2} className={value < 0 ? "fill-magenta" : TONES[tone]}>
                <title>{`${month.longLabel} : ${formatPrice(signedDecimalToCents(month.value) ?? 0n)} ${unit}`}</title>
              </rect>
            ) : null}
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
      {/* The zero line last, over the bars' feet: negative months hang below it. */}
      <line x1={left} x2={width - right} y1={zero} y2={zero} className="stroke-foreground" strokeWidth={1.25} />
    </svg>
  );
}
