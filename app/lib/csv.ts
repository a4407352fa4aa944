/**
 * CSV for the back-office exports, written for Excel as the agency opens it: UTF-8 with a BOM
 * (otherwise Excel reads accents as Latin-1), `;` between cells (the French Excel separator, since
 * `,` is the decimal mark) and CRLF between lines.
 */
export type CsvCell = string | number | null | undefined;

const BOM = "\uFEFF";
const SEPARATOR = ";";

// A formula trigger at the start of a cell (and the tab/CR tricks that hide one).
const FORMULA_START = /^[=+\-@\t\r]/;
// The same file opened where `,` is the separator (Excel in an English locale, a script) is cut at
// every comma and line break, quoted or not: a trigger just after one (past spaces and quotes)
// would start a cell of its own there.
const FORMULA_AFTER_BREAK = /([,\r\n][\s"]*)(?=[=+\-@])/g;
// Separators of either kind, quotes and line breaks: the cell is quoted.
const NEEDS_QUOTES = /[";,\r\n]/;

/**
 * One cell, the one function every export writes its cells with. A cell Excel or LibreOffice
 * would run as a formula is prefixed with an apostrophe, and so is a trigger after a comma or a
 * line break inside it: a visitor's message must never become a command on an admin's computer,
 * whichever separator the spreadsheet reads. A cell holding `;`, `,`, a quote or a line break is
 * quoted (inner quotes doubled). Numbers we produce ourselves are written as they are.
 */
export function escapeCsvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  let text = String(cell);
  if (typeof cell === "string") {
    if (FORMULA_START.test(text)) text = `'${text}`;
    text = text.replace(FORMULA_AFTER_BREAK, "$1'");
  }
  if (NEEDS_QUOTES.test(text) || text !== text.trim()) text = `"${text.replaceAll('"', '""')}"`;
  return text;
}

/** One line of cells, with its CRLF. */
export function csvLine(row: readonly CsvCell[]): string {
  return row.map(escapeCsvCell).join(SEPARATOR) + "\r\n";
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map(csvLine).join("");
}

/** A download response for `toCsv` output, e.g. `messages-2026-11-21.csv`. */
export function csvResponse(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
