// The finances page on paper (for the accountant's file): A4 portrait, only the page, without the
// back office around it, the shop's navigation and the journal's form (which print:hidden drops).
// Scoped by the page's data attribute like the daily sheet's (departures-returns/print-style.ts),
// and rendered by the page itself, so it goes away with it on a client-side navigation. Colours
// stay: the bars are the chart.
export const FINANCES_PRINT_CSS = `
@media print {
  @page { size: A4 portrait; margin: 12mm; }
  html, body { background: #fff !important; }
  body *:not(:has([data-finances-page])):not([data-finances-page]):not([data-finances-page] *) { display: none !important; }
  body *:has([data-finances-page]) { margin: 0 !important; padding: 0 !important; max-width: none !important; min-height: 0 !important; background: #fff !important; border: 0 !important; }
  [data-finances-page] { font-size: 10pt; gap: 14pt !important; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  [data-finances-page] .shadow-sm { box-shadow: none !important; }
  [data-finances-page] figure, [data-finances-page] tr, [data-finances-page] li, [data-finances-page] dl > div { break-inside: avoid; }
  [data-finances-page] h2 { break-after: avoid; }
  [data-finances-page] [role="region"][tabindex] { overflow: visible !important; }
}
`;
