import type { ReactNode } from "react";
import { tickLabel, type ChartScale } from "./chart-scale";

// The frame of a chart of twelve months, drawn on the server as inline SVG: no chart library, no
// script. It draws the grid lines with their values, each month's name beneath its slot and the
// zero line; what stands in a slot (one bar, a stack of them) is the chart's own, drawn by `bar`.
// The SVG scales with its viewBox; since text scales with it, two layouts are drawn and CSS shows
// one: a compact one for phones (the months written aslant: twelve « sept. » side by side do not
// fit in 340 px) and a wide one from the small breakpoint (month, then year, beneath each slot).
// The hidden one is display:none, so neither a screen reader nor the page's text sees it twice;
// the figures themselves are in a table beside the chart.

/** What a chart needs of a month to name it. */
export type LabelledMonth = {
  key: string;
  /** "déc. 2025" */
  label: string;
  /** "décembre 2025" */
  longLabel: string;
};

type Layout = { width: number; height: number; left: number; right: number; top: number; bottom: number; font: number; aslant: boolean };

const COMPACT: Omit<Layout, "left"> = { width: 340, height: 250, right: 2, top: 10, bottom: 50, font: 10, aslant: true };
const WIDE: Omit<Layout, "left"> = { width: 560, height: 250, right: 6, top: 12, bottom: 38, font: 12, aslant: false };

/** Where a month's bar goes: its left edge and width, and the height of a value on the axis. */
export type BarSlot = { x: number; width: number; y: (value: number) => number };

export type MonthChartProps<M extends LabelledMonth> = {
  months: M[];
  /** The vertical axis: its range and round ticks (niceScale). */
  scale: ChartScale;
  /** The room left of the plot for the ticks' labels, phone and wide: amounts ("−10 k") want more than counts. */
  axisWidth: { compact: number; wide: number };
  /** The accessible name (monthChartLabel). */
  label: string;
  /** What stands in a month's slot, drawn under its name. */
  bar: (month: M, index: number, slot: BarSlot) => ReactNode;
};

/**
 * The accessible name: what the chart draws and over which months, and the table that holds its
 * figures, since a screen reader reads no bar.
 */
export function monthChartLabel({
  title,
  months,
  drawing,
  figures,
  tableCaption,
}: {
  /** "Facturé net HT par mois" */
  title: string;
  months: LabelledMonth[];
  /** "graphique en barres" */
  drawing: string;
  /** "Les montants" */
  figures: string;
  tableCaption: string;
}): string {
  return `${title}, de ${months[0]?.label ?? ""} à ${months.at(-1)?.label ?? ""} : ${drawing}. ${figures} sont dans le tableau « ${tableCaption} ».`;
}

export function MonthChart<M extends LabelledMonth>(props: MonthChartProps<M>) {
  return (
    <>
      <div className="sm:hidden">
        <ChartSvg {...props} layout={{ ...COMPACT, left: props.axisWidth.compact }} />
      </div>
      <div className="hidden sm:block">
        <ChartSvg {...props} layout={{ ...WIDE, left: props.axisWidth.wide }} />
      </div>
    </>
  );
}

/** "déc. 2025" → ["déc.", "2025"]. */
function splitLabel(label: string): [string, string] {
  const space = label.lastIndexOf(" ");
  return space < 0 ? [label, ""] : [label.slice(0, space), label.slice(space + 1)];
}

function ChartSvg<M extends LabelledMonth>({ months, scale, label, bar, layout }: MonthChartProps<M> & { layout: Layout }) {
  const { width, height, left, right, top, bottom, font } = layout;
  const plotHeight = height - top - bottom;
  const y = (value: number) => top + ((scale.max - value) / (scale.max - scale.min)) * plotHeight;
  const slot = (width - left - right) / months.length;
  const barWidth = Math.min(28, slot * 0.62);
  const below = height - bottom;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className="block h-auto w-full overflow-visible" fontSize={font}>
      {/* Grid lines and their values. */}
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={width - right} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeWidth={1} />
          <text x={left - 5} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted-foreground tabular-nums">
            {tickLabel(tick)}
          </text>
        </g>
      ))}
      {months.map((month, index) => {
        const centre = left + index * slot + slot / 2;
        const [monthText, year] = splitLabel(month.label);
        return (
          <g key={month.key}>
            {bar(month, index, { x: left + index * slot + (slot - barWidth) / 2, width: barWidth, y })}
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
      <line x1={left} x2={width - right} y1={y(0)} y2={y(0)} className="stroke-foreground" strokeWidth={1.25} />
    </svg>
  );
}
