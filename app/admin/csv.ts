/**
 * CSV for the back-office exports, written for Excel as the agency opens it: UTF-8 with a BOM
 * (otherwise Excel reads accents as Latin-1), `;` between cells (the French Excel separator, since
 * `,` is the decimal mark) and CRLF between lines.
 */
export type CsvCell = string | number | null | undefined;

const BOM = "\uFEFF";
const SEPARATOR = ";";

/**
 * A cell Excel or LibreOffice would run as a formula (=, +, -, @, and the tab/CR tricks) is
 * prefixed with an apostrophe: a visitor's message must never become a command on an admin's
 * computer. Numbers we produce ourselves are written as they are.
 */
export function escapeCsvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  let text = String(cell);
  if (typeof cell === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (/[";\r\n]/.test(text) || text !== text.trim()) text = `"${text.replaceAll('"', '""')}"`;
  return text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(escapeCsvCell).join(SEPARATOR));
  return BOM + lines.join("\r\n") + "\r\n";
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
