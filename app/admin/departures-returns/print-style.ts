// The daily sheet on paper: A4 portrait, black on white, only the sheet. Scoped by the sheet's
// own data attribute, so it needs nothing from the admin layout: every element that neither is
// the sheet, nor holds it, nor sits inside it (header, tabs, spinner, toasts) is not printed, and
// the sheet's ancestors lose their padding and backgrounds. Rendered by the page itself, so it
// goes away with it on a client-side navigation.
export const DAILY_SHEET_PRINT_CSS = `
@media print {
  @page { size: A4 portrait; margin: 12mm; }
  html, body { background: #fff !important; color: #000 !important; }
  body *:not(:has([data-daily-sheet])):not([data-daily-sheet]):not([data-daily-sheet] *) { display: none !important; }
  body *:has([data-daily-sheet]) {
    margin: 0 !important; padding: 0 !important; max-width: none !important; min-height: 0 !important;
    background: #fff !important; box-shadow: none !important; border: 0 !important; opacity: 1 !important;
  }
  [data-daily-sheet] { font-size: 10pt; line-height: 1.35; gap: 10pt !important; }
  [data-daily-sheet] * { color: #000 !important; background: transparent !important; box-shadow: none !important; }
  [data-daily-sheet] a { text-decoration: none !important; }
  [data-daily-sheet] [data-sheet-order] { border-color: #999 !important; break-inside: avoid; page-break-inside: avoid; }
  [data-daily-sheet] h2 { break-after: avoid; page-break-after: avoid; }
}
`;
