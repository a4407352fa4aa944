import type { ComponentProps, ReactNode } from "react";

// A month chart's figures as a real table: what a screen reader reads instead of the bars, what a
// printed page shows exactly, and where a figure can be copied from. Months in rows, oldest first,
// named in full in the first column; the twelve months' total in the footer. The box around it
// (a card, a region that scrolls sideways on a phone) and how it is named are the page's.

/** One figure of a row: right-aligned, on one line, digits of even width so that columns line up. */
export const FIGURE_CELL = "px-3 py-2 text-right whitespace-nowrap tabular-nums";

/** What the table needs of a month: a key, and its name in full ("décembre 2025"). */
export type TableMonth = { key: string; longLabel: string };

export type MonthTableProps<M extends TableMonth> = Omit<ComponentProps<"table">, "className" | "children"> & {
  /** The table's least width ("min-w-[34rem]"): below it, its region scrolls rather than squeeze the figures. */
  minWidth: string;
  /** A <caption> when the table is named by its own; left out when a title outside names it. */
  caption?: ReactNode;
  /** The headings after « Mois », one per cell that `row` draws. */
  columns: string[];
  months: M[];
  /** A month's cells (<td>), after its name. */
  row: (month: M) => ReactNode;
  /** The total's cells (<td>), after « Total sur 12 mois ». */
  total: ReactNode;
  /** The total's label kept on one line, the first column widening for it; without, it may wrap on a phone. */
  totalOnOneLine?: boolean;
};

export function MonthTable<M extends TableMonth>({ minWidth, caption, columns, months, row, total, totalOnOneLine, ...aria }: MonthTableProps<M>) {
  return (
    <table className={`w-full ${minWidth} border-collapse text-sm`} {...aria}>
      {caption}
      <thead>
        <tr className="border-b text-xs text-muted-foreground">
          {/* At the foot of their cell: a heading that wraps keeps its last line beside the others. */}
          <th scope="col" className="px-3 py-2 text-left align-bottom font-medium">
            Mois
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 text-right align-bottom font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.key} className="border-b last:border-b-0">
            <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap first-letter:uppercase">
              {month.longLabel}
            </th>
            {row(month)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t-2 font-semibold">
          <th scope="row" className={totalOnOneLine ? "px-3 py-2 text-left whitespace-nowrap" : "px-3 py-2 text-left"}>
            Total sur 12 mois
          </th>
          {total}
        </tr>
      </tfoot>
    </table>
  );
}
