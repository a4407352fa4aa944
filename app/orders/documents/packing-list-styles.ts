// The packing list's own parts (packing-list-pdf.tsx); the rest is the quote's look (document-styles.ts).

import { StyleSheet } from "@react-pdf/renderer";
import { DOCUMENT_COLORS as C, TABULAR_FONTS } from "./document-theme";

const CELL = { paddingTop: 4, paddingBottom: 4, paddingLeft: 4, paddingRight: 4 };

export const packingStyles = StyleSheet.create({
  titleArea: { flexDirection: "row", alignItems: "flex-start" },
  // 2 cm square: a phone reads it from an arm's length on a case in the van.
  qr: { width: 64, height: 64, marginLeft: 10 },
  address: { fontWeight: 600 },
  header: { alignItems: "center" },
  row: { flexDirection: "row", alignItems: "center", borderBottomWidth: 0.5, borderBottomColor: C.rule },
  headTick: { ...CELL, width: 42, textAlign: "center" },
  tickCell: { width: 42, alignItems: "center", justifyContent: "center" },
  tick: { width: 11, height: 11, borderWidth: 1, borderColor: C.ink, borderRadius: 1.5 },
  colDesignation: { ...CELL, flex: 1, paddingRight: 10 },
  headQuantity: { ...CELL, width: 44, textAlign: "right" },
  colQuantity: { ...CELL, width: 44, textAlign: "right", fontFamily: TABULAR_FONTS, fontSize: 11, fontWeight: 700 },
  signatures: { flexDirection: "row", marginTop: 8 },
  signatureGap: { width: 10 },
  signature: { flex: 1, borderWidth: 0.75, borderColor: C.ink, borderRadius: 4, padding: 8 },
  signatureTitle: { fontSize: 9.5, lineHeight: 1.35, fontWeight: 700, marginBottom: 6 },
  signatureField: { color: C.muted, marginBottom: 6 },
  signatureSpace: { height: 30 },
});
