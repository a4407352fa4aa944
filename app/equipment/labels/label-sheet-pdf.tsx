// The QR label sheet (issue 23) as A4 pages: fourteen labels a page, placed where the common
// 99.1 × 38.1 mm label sheets have them (Avery L7163 and its equals), so that it prints on those as
// well as on plain paper cut along the light frames. The packing list's engine, fonts and colours.

import { Document, Page, Path, StyleSheet, Svg, Text, View, type DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { DOCUMENT_COLORS as C, TEXT_FONTS } from "~/orders/documents/document-theme";
import type { LabelSheetData, ProductLabel } from "./label-sheet";
import { LABELS_PER_SHEET } from "./labels-query";

const MM = 72 / 25.4;

/** The sheet's geometry in points (A4: 210 × 297 mm), two columns of seven. */
export const SHEET = {
  columns: 2,
  labelWidth: 99.1 * MM,
  labelHeight: 38.1 * MM,
  left: 4.65 * MM,
  top: 15.15 * MM,
  columnGap: 2.5 * MM,
} as const;

/** 27 mm with its quiet zone: a phone reads its 0.6 mm modules from a hand's length. */
const QR_SIZE = 76;
const PADDING = 7;

const s = StyleSheet.create({
  page: { fontFamily: TEXT_FONTS, color: C.ink },
  label: {
    position: "absolute",
    width: SHEET.labelWidth,
    height: SHEET.labelHeight,
    padding: PADDING,
    borderWidth: 0.5,
    borderColor: C.rule,
    borderRadius: 6,
  },
  row: { flexDirection: "row" },
  qr: { width: QR_SIZE, height: QR_SIZE },
  text: { flex: 1, marginLeft: 8, height: QR_SIZE, paddingTop: 3 },
  category: { fontSize: 6.5, lineHeight: 1.3, fontWeight: 600, color: C.accent, letterSpacing: 0.5, textTransform: "uppercase", marginBottom: 2 },
  name: { fontSize: 10, lineHeight: 1.2, fontWeight: 700, maxLines: 3, textOverflow: "ellipsis" },
  spacer: { flex: 1 },
  hint: { fontSize: 6.5, lineHeight: 1.3, color: C.muted },
  owner: { fontSize: 6.5, lineHeight: 1.3, fontWeight: 600 },
  url: { fontSize: 5.5, lineHeight: 1.25, color: C.muted, marginTop: 3 },
});

/** A label's QR code: the vector path of qr-path.ts, in its own module units. */
export type LabelQr = { path: string; side: number };

function Label({ label, qr, owner, index }: { label: ProductLabel; qr: LabelQr; owner: string; index: number }) {
  const column = index % SHEET.columns;
  const row = Math.floor(index / SHEET.columns);
  const position = { left: SHEET.left + column * (SHEET.labelWidth + SHEET.columnGap), top: SHEET.top + row * SHEET.labelHeight };
  return (
    <View style={[s.label, position]} wrap={false}>
      <View style={s.row}>
        <Svg style={s.qr} viewBox={`0 0 ${qr.side} ${qr.side}`}>
          <Path d={qr.path} fill={C.ink} />
        </Svg>
        <View style={s.text}>
          <Text style={s.category}>{label.category}</Text>
          <Text style={s.name}>{label.name}</Text>
          <View style={s.spacer} />
          <Text style={s.hint}>Scannez : historique et maintenance</Text>
          <Text style={s.owner}>{owner}</Text>
        </View>
      </View>
      {/* Cut anywhere: the address is one word, broken at its punctuation by react-pdf. */}
      <Text style={s.url}>{label.shownUrl}</Text>
    </View>
  );
}

export function LabelSheetPdf({ sheet, qrs }: { sheet: LabelSheetData; qrs: Map<string, LabelQr> }) {
  return (
    <Document title={sheet.title} subject={sheet.title} author={sheet.owner.brand} creator={sheet.owner.brand} producer={sheet.owner.brand} language="fr-FR">
      {sheet.pages.map((labels, page) => (
        <Page key={page} size="A4" style={s.page}>
          {labels.map((label, index) => (
            <Label key={`${page * LABELS_PER_SHEET + index}`} label={label} qr={qrs.get(label.url)!} owner={sheet.owner.line} index={index} />
          ))}
        </Page>
      ))}
    </Document>
  );
}

export function labelSheetPdfElement(props: { sheet: LabelSheetData; qrs: Map<string, LabelQr> }): ReactElement<DocumentProps> {
  return <LabelSheetPdf {...props} />;
}
