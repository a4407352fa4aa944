// The quote's and invoice's look: page geometry, columns and text styles for document-pdf.tsx.

import { StyleSheet } from "@react-pdf/renderer";
import { DISPLAY_FONTS, DOCUMENT_COLORS as C, TABULAR_FONTS, TEXT_FONTS } from "./document-theme";

// Column widths in points of the 511 pt between the margins; the designation takes the rest.
const COLUMNS = { period: 66, unitPrice: 68, quantity: 30, days: 30, vat: 34, total: 74 } as const;

// react-pdf resolves a unitless lineHeight against the fontSize of the same style (18 pt when it
// has none), so each style that sets a size sets its leading with it.
const size = (fontSize: number, leading = 1.35) => ({ fontSize, lineHeight: leading });

// Table cells as whole styles rather than arrays of them: react-pdf flattens and resolves a
// node's styles again each time it lays out a page, and a 50-line table has some 300 cells.
const CELL = { paddingTop: 5, paddingBottom: 5, paddingLeft: 4, paddingRight: 4 };
const NUMBER_CELL = { ...CELL, textAlign: "right" as const };
/** Figures that line up from one line to the next (see font-files.server.ts). */
const TABULAR = { fontFamily: TABULAR_FONTS };

export const styles = StyleSheet.create({
  page: {
    fontFamily: TEXT_FONTS,
    fontSize: 8.5,
    color: C.ink,
    paddingTop: 40,
    paddingHorizontal: 42,
    // Room for the fixed footer, which is drawn over the page's bottom padding.
    paddingBottom: 84,
  },
  // The leading is set here and not on the page: react-pdf 4.9 loses a `render` text (the page
  // number) that inherits a lineHeight, so the footer and the running head stay outside.
  content: size(8.5),
  continuation: { position: "absolute", top: 18, left: 42, right: 42, fontSize: 7.5, color: C.muted, textAlign: "right" },

  header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 14 },
  brandRow: { flexDirection: "row", alignItems: "center", marginBottom: 8 },
  logo: { width: 40, height: 40, marginRight: 10 },
  brandName: { fontFamily: DISPLAY_FONTS, fontWeight: 700, ...size(20, 1.15) },
  tagline: { ...size(6.5), color: C.muted, letterSpacing: 0.4, textTransform: "uppercase", marginTop: 2 },
  legal: { ...size(7.5, 1.4), color: C.muted },
  legalName: { fontWeight: 600, color: C.ink },
  titleBlock: { alignItems: "flex-end", maxWidth: 220 },
  title: { fontFamily: DISPLAY_FONTS, fontWeight: 700, ...size(26, 1.1), color: C.accent, marginBottom: 4 },
  // « Facture complémentaire » keeps to one line in the title block's width.
  titleLong: { ...size(19, 1.1) },
  titleNumber: { ...size(10), fontWeight: 700, marginBottom: 6 },
  metaRow: { flexDirection: "row", justifyContent: "flex-end" },
  metaLabel: { color: C.muted },

  rule: { borderBottomWidth: 1.5, borderBottomColor: C.accent, marginBottom: 14 },

  parties: { flexDirection: "row", marginBottom: 16 },
  party: { flex: 1, borderWidth: 0.75, borderColor: C.rule, borderRadius: 4, padding: 10 },
  clientParty: { flex: 1.4, borderWidth: 0.75, borderColor: C.rule, borderRadius: 4, padding: 10 },
  partyGap: { width: 12 },
  label: { ...size(7), fontWeight: 600, color: C.muted, letterSpacing: 0.4, textTransform: "uppercase", marginBottom: 4 },
  clientName: { ...size(10.5), fontWeight: 700 },
  clientCompany: { fontWeight: 600, marginBottom: 4 },
  subLabel: { ...size(7), color: C.muted, marginTop: 6 },
  periodText: { ...size(10), fontWeight: 600 },
  periodDays: { color: C.muted, marginTop: 2 },

  table: { marginBottom: 14 },
  tableHeader: {
    flexDirection: "row",
    backgroundColor: C.accentTint,
    borderBottomWidth: 1,
    borderBottomColor: C.accent,
    ...size(7),
    fontWeight: 600,
    textTransform: "uppercase",
    letterSpacing: 0.3,
  },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: C.rule },
  colDesignation: { ...CELL, flex: 1, paddingRight: 10 },
  colPeriod: { ...CELL, width: COLUMNS.period },
  headUnitPrice: { ...NUMBER_CELL, width: COLUMNS.unitPrice },
  headQuantity: { ...NUMBER_CELL, width: COLUMNS.quantity },
  headDays: { ...NUMBER_CELL, width: COLUMNS.days },
  headVat: { ...NUMBER_CELL, width: COLUMNS.vat },
  headTotal: { ...NUMBER_CELL, width: COLUMNS.total },
  colUnitPrice: { ...NUMBER_CELL, ...TABULAR, width: COLUMNS.unitPrice },
  colQuantity: { ...NUMBER_CELL, ...TABULAR, width: COLUMNS.quantity },
  colDays: { ...NUMBER_CELL, ...TABULAR, width: COLUMNS.days },
  colVat: { ...NUMBER_CELL, ...TABULAR, width: COLUMNS.vat },
  colTotal: { ...NUMBER_CELL, ...TABULAR, width: COLUMNS.total },
  lineName: { fontWeight: 600 },
  lineCategory: { ...size(7), color: C.muted, marginTop: 1 },

  totalsArea: { flexDirection: "row", justifyContent: "space-between", marginBottom: 8 },
  totals: { width: 250 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3, paddingHorizontal: 6 },
  totalRowRuled: { borderTopWidth: 0.75, borderTopColor: C.rule },
  totalValue: { ...TABULAR, textAlign: "right" },
  // The VAT per rate (issue 37), in the totals' width: rate, base HT, VAT.
  vatTable: { paddingVertical: 3, paddingHorizontal: 6 },
  vatHead: { flexDirection: "row", ...size(6.5), color: C.muted, textTransform: "uppercase", letterSpacing: 0.3, marginBottom: 1 },
  vatRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 1.5 },
  vatTotal: { borderTopWidth: 0.5, borderTopColor: C.rule, marginTop: 1.5, paddingTop: 3 },
  vatRate: { width: 56 },
  vatBase: { ...TABULAR, flex: 1, textAlign: "right" },
  vatAmount: { ...TABULAR, width: 86, textAlign: "right" },
  grandTotal: {
    flexDirection: "row",
    justifyContent: "space-between",
    backgroundColor: C.accent,
    color: C.white,
    paddingVertical: 6,
    paddingHorizontal: 6,
    marginTop: 3,
    ...size(10.5),
    fontWeight: 700,
  },
  deposit: {
    flexDirection: "row",
    justifyContent: "space-between",
    width: 250,
    borderWidth: 0.75,
    borderColor: C.rule,
    borderStyle: "dashed",
    paddingVertical: 4,
    // 6 pt less the border, so its amount lines up with the totals above.
    paddingHorizontal: 5.25,
    marginTop: 8,
  },
  inWords: {
    marginTop: 4,
    marginBottom: 14,
    paddingVertical: 6,
    borderTopWidth: 0.5,
    borderBottomWidth: 0.5,
    borderColor: C.rule,
  },
  inWordsAmount: { fontWeight: 700 },

  termsColumn: { width: 236, paddingTop: 3 },
  termsBlock: { marginBottom: 10 },
  paragraph: size(8.5, 1.45),
  notes: { marginBottom: 12 },

  approvalArea: { flexDirection: "row", justifyContent: "flex-end" },
  approval: { width: 250, borderWidth: 0.75, borderColor: C.ink, borderRadius: 4, padding: 10 },
  approvalTitle: { ...size(9.5), fontWeight: 700, marginBottom: 6 },
  approvalField: { color: C.muted, marginBottom: 4 },
  approvalSpace: { height: 56 },

  footer: { position: "absolute", left: 42, right: 42, bottom: 24, borderTopWidth: 0.5, borderTopColor: C.rule, paddingTop: 6 },
  footerText: { fontSize: 7, color: C.muted, textAlign: "center", marginBottom: 3 },
  footerRow: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end", fontSize: 6.5, color: C.muted },
  footerLegal: { flex: 1, paddingRight: 12 },
  // A `render` text is measured empty, so its width is reserved here or the legal line runs under it.
  pageNumber: { width: 56, fontSize: 7, fontWeight: 600, color: C.ink, textAlign: "right" },
});
