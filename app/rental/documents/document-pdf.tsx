// A quote or an invoice as an A4 PDF, from its stored data alone (document-data.ts): what the
// client prints, signs and files. Rendered on the server by render-document.server.ts, which
// registers the fonts and hands over the logo as a JPEG.

import { Document, Image, Page, StyleSheet, Text, View, type DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { formatPercent } from "../percent";
import { decimalToCents, formatDate, formatPrice, inclusiveDays } from "../pricing";
import { amountInFrenchWords } from "./amount-in-words";
import { DOCUMENT_TITLES, type DocumentData, type DocumentLine } from "./document-data";
import { DISPLAY_FONTS, DOCUMENT_COLORS as C, TABULAR_FONTS, TEXT_FONTS } from "./document-theme";

const NBSP = "\u00a0";
// Each <Text> gets one string, built with a template: react-pdf lays out every JSX child as its own
// run and treats the join of two runs as a hyphenation point ("au-" / "7 décembre").

const money = (decimal: string) => formatPrice(decimalToCents(decimal) ?? 0n);
const isPositive = (decimal: string) => (decimalToCents(decimal) ?? 0n) > 0n;

const SHORT_DATE = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const utc = (date: string) => new Date(`${date}T00:00:00Z`);

const shortPeriods = new Map<string, string>();

/**
 * "5–7 déc. 2026", "28 nov. – 2 déc. 2026": a line's period in the table's narrow column. Kept
 * once formatted: formatRange takes some 0.4 ms a call, and the lines of an order share periods.
 */
function shortPeriod(from: string, to: string): string {
  const key = `${from}/${to}`;
  let text = shortPeriods.get(key);
  if (text === undefined) {
    text = from === to ? SHORT_DATE.format(utc(from)) : SHORT_DATE.formatRange(utc(from), utc(to));
    if (shortPeriods.size > 1000) shortPeriods.clear();
    shortPeriods.set(key, text);
  }
  return text;
}

/** "5 décembre 2026" that never breaks inside: a line ending on "5 décembre" reads badly. */
const unbrokenDate = (date: string) => formatDate(date).replace(/ /g, NBSP);

/** Not empty once trimmed: the legal settings start blank until the agency fills them. */
const filled = (value: string | null | undefined): value is string => Boolean(value?.trim());

// Column widths in points of the 511 pt between the margins; the designation takes the rest.
const COLUMNS = { period: 66, unitPrice: 68, quantity: 30, days: 30, total: 74 } as const;

// react-pdf resolves a unitless lineHeight against the fontSize of the same style (18 pt when it
// has none), so each style that sets a size sets its leading with it.
const size = (fontSize: number, leading = 1.35) => ({ fontSize, lineHeight: leading });

// Table cells as whole styles rather than arrays of them: react-pdf flattens and resolves a
// node's styles again each time it lays out a page, and a 50-line table has some 300 cells.
const CELL = { paddingTop: 5, paddingBottom: 5, paddingLeft: 4, paddingRight: 4 };
const NUMBER_CELL = { ...CELL, textAlign: "right" as const };
/** Figures that line up from one line to the next (see font-files.server.ts). */
const TABULAR = { fontFamily: TABULAR_FONTS };

const styles = StyleSheet.create({
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
  headTotal: { ...NUMBER_CELL, width: COLUMNS.total },
  colUnitPrice: { ...NUMBER_CELL, ...TABULAR, width: COLUMNS.unitPrice },
  colQuantity: { ...NUMBER_CELL, ...TABULAR, width: COLUMNS.quantity },
  colDays: { ...NUMBER_CELL, ...TABULAR, width: COLUMNS.days },
  colTotal: { ...NUMBER_CELL, ...TABULAR, width: COLUMNS.total },
  lineName: { fontWeight: 600 },
  lineCategory: { ...size(7), color: C.muted, marginTop: 1 },

  totalsArea: { flexDirection: "row", justifyContent: "space-between", marginBottom: 8 },
  totals: { width: 250 },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 3, paddingHorizontal: 6 },
  totalRowRuled: { borderTopWidth: 0.75, borderTopColor: C.rule },
  totalValue: { ...TABULAR, textAlign: "right" },
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

function TableHeader() {
  return (
    // Fixed inside the table: react-pdf repeats it at the top of every page the table runs on.
    <View style={styles.tableHeader} fixed>
      <Text style={styles.colDesignation}>Désignation</Text>
      <Text style={styles.colPeriod}>Période</Text>
      <Text style={styles.headUnitPrice}>P.U. HT / jour</Text>
      <Text style={styles.headQuantity}>Qté</Text>
      <Text style={styles.headDays}>Jours</Text>
      <Text style={styles.headTotal}>Total HT</Text>
    </View>
  );
}

function TableRow({ line }: { line: DocumentLine }) {
  return (
    // A line never splits across two pages.
    <View style={styles.row} wrap={false}>
      {/* One paragraph of two runs rather than two texts: half the layout work on a long table. */}
      <Text style={styles.colDesignation}>
        <Text style={styles.lineName}>{`${line.name}\n`}</Text>
        <Text style={styles.lineCategory}>{line.category}</Text>
      </Text>
      <Text style={styles.colPeriod}>{shortPeriod(line.from, line.to)}</Text>
      <Text style={styles.colUnitPrice}>{money(line.unitPrice)}</Text>
      <Text style={styles.colQuantity}>{String(line.quantity)}</Text>
      <Text style={styles.colDays}>{String(line.days)}</Text>
      <Text style={styles.colTotal}>{money(line.total)}</Text>
    </View>
  );
}

function TotalRow({ label, value, ruled = false }: { label: string; value: string; ruled?: boolean }) {
  return (
    <View style={ruled ? [styles.totalRow, styles.totalRowRuled] : styles.totalRow}>
      <Text>{label}</Text>
      <Text style={styles.totalValue}>{value}</Text>
    </View>
  );
}

export type DocumentPdfProps = {
  data: DocumentData;
  /** The agency's logo as JPEG; without it the brand name is set in the display face. */
  logo: Buffer | null;
};

export function DocumentPdf({ data, logo }: DocumentPdfProps) {
  const { agency, client, figures } = data;
  const title = DOCUMENT_TITLES[data.kind];
  const isQuote = data.kind === "quote";
  const days = inclusiveDays(data.period);
  const vatLabel = `TVA ${formatPercent(decimalToCents(figures.vatRate) ?? 0n)}`;
  const legalLine = [
    agency.legalName,
    filled(agency.taxId) ? `MF${NBSP}${agency.taxId}` : null,
    filled(agency.tradeRegister) ? `RC${NBSP}${agency.tradeRegister}` : null,
    agency.address.replace(/\s*\n\s*/g, ", "),
  ].filter(filled);
  const registration = [
    filled(agency.taxId) ? `MF${NBSP}: ${agency.taxId}` : null,
    filled(agency.tradeRegister) ? `RC${NBSP}: ${agency.tradeRegister}` : null,
  ].filter(filled);
  const wordsIntro = isQuote ? "Arrêté le présent devis à la somme de" : "Arrêtée la présente facture à la somme de";

  return (
    <Document
      title={`${title} ${data.number}`}
      author={agency.legalName}
      subject={`${title} ${data.number} — commande ${data.orderNumber}`}
      creator={agency.brandName}
      producer={agency.brandName}
      language="fr-FR"
    >
      <Page size="A4" style={styles.page}>
        <Text
          style={styles.continuation}
          fixed
          render={({ pageNumber }) =>
            pageNumber > 1 ? `${title} ${data.number} — ${filled(client.company) ? client.company : client.name} (suite)` : ""
          }
        />

        <View style={styles.content}>
          <View style={styles.header}>
            <View>
              <View style={styles.brandRow}>
                {logo ? <Image style={styles.logo} src={{ data: logo, format: "jpg" }} /> : null}
                <View>
                  <Text style={styles.brandName}>{agency.brandName}</Text>
                  {filled(agency.tagline) ? <Text style={styles.tagline}>{agency.tagline}</Text> : null}
                </View>
              </View>
              <View style={styles.legal}>
                <Text style={styles.legalName}>{agency.legalName}</Text>
                <Text>{agency.address}</Text>
                <Text>{`Tél.${NBSP}: ${agency.phone} · ${agency.email}`}</Text>
                {registration.length > 0 ? <Text>{registration.join(" · ")}</Text> : null}
              </View>
            </View>
            <View style={styles.titleBlock}>
              <Text style={styles.title}>{title}</Text>
              <Text style={styles.titleNumber}>{`N°${NBSP}${data.number}`}</Text>
              {isQuote && data.version > 1 ? (
                <View style={styles.metaRow}>
                  <Text>{`Version ${data.version}`}</Text>
                </View>
              ) : null}
              <View style={styles.metaRow}>
                <Text style={styles.metaLabel}>{`Date${NBSP}:${NBSP}`}</Text>
                <Text>{formatDate(data.issuedOn)}</Text>
              </View>
              <View style={styles.metaRow}>
                <Text style={styles.metaLabel}>{`Commande${NBSP}:${NBSP}`}</Text>
                <Text>{data.orderNumber}</Text>
              </View>
            </View>
          </View>

          <View style={styles.rule} />

          <View style={styles.parties}>
            <View style={styles.clientParty}>
              <Text style={styles.label}>Client</Text>
              <Text style={styles.clientName}>{client.name}</Text>
              {filled(client.company) ? <Text style={styles.clientCompany}>{client.company}</Text> : null}
              <Text>{client.email}</Text>
              <Text>{client.phone}</Text>
              <Text style={styles.subLabel}>Adresse de livraison</Text>
              <Text>{client.address}</Text>
            </View>
            <View style={styles.partyGap} />
            <View style={styles.party}>
              <Text style={styles.label}>Période de location</Text>
              <Text style={styles.periodText}>
                {`Du ${unbrokenDate(data.period.from)} au${NBSP}${unbrokenDate(data.period.to)}`}
              </Text>
              <Text style={styles.periodDays}>{days > 1 ? `${days} jours` : "1 jour"}</Text>
            </View>
          </View>

          <View style={styles.table}>
            <TableHeader />
            {data.lines.map((line, index) => (
              <TableRow key={index} line={line} />
            ))}
          </View>

          {/* Totals, deposit and the amount in words stay together: a total alone on a page reads as a
            different document. The payment terms and the bank details take the space left of the
            totals, so a short quote keeps its approval box on its first page. */}
          <View wrap={false}>
            <View style={styles.totalsArea}>
              <View style={styles.termsColumn}>
                {filled(data.paymentTerms) ? (
                  <View style={styles.termsBlock}>
                    <Text style={styles.label}>Conditions de paiement</Text>
                    <Text style={styles.paragraph}>{data.paymentTerms}</Text>
                  </View>
                ) : null}
                {filled(agency.bankDetails) ? (
                  <View style={styles.termsBlock}>
                    <Text style={styles.label}>Coordonnées bancaires</Text>
                    <Text style={styles.paragraph}>{agency.bankDetails}</Text>
                  </View>
                ) : null}
              </View>
              <View style={styles.totals}>
                <TotalRow label="Sous-total HT" value={money(figures.subtotal)} />
                {isPositive(figures.discount) ? (
                  <TotalRow label={figures.discountLabel} value={`−${NBSP}${money(figures.discount)}`} />
                ) : null}
                {isPositive(figures.deliveryFee) ? (
                  <TotalRow label="Frais de livraison et d'installation" value={money(figures.deliveryFee)} />
                ) : null}
                <TotalRow label="Total HT" value={money(figures.totalHt)} ruled />
                <TotalRow label={vatLabel} value={money(figures.vat)} />
                <TotalRow label="Timbre fiscal" value={money(figures.stampDuty)} />
                <View style={styles.grandTotal}>
                  <Text>Total TTC</Text>
                  <Text style={styles.totalValue}>{money(figures.totalTtc)}</Text>
                </View>
                {isPositive(figures.deposit) ? (
                  <View style={styles.deposit}>
                    <Text>Caution (non comprise dans le total)</Text>
                    <Text style={styles.totalValue}>{money(figures.deposit)}</Text>
                  </View>
                ) : null}
              </View>
            </View>
            <Text style={styles.inWords}>
              {`${wordsIntro}${NBSP}: `}
              <Text style={styles.inWordsAmount}>{`${amountInFrenchWords(decimalToCents(figures.totalTtc) ?? 0n)}.`}</Text>
            </Text>
          </View>

          {filled(data.notes) ? (
            // Notes may run long: they may break across pages, but never leave their title alone.
            <View style={styles.notes}>
              <Text style={styles.label} minPresenceAhead={24}>
                Remarques du client
              </Text>
              <Text style={styles.paragraph}>{data.notes}</Text>
            </View>
          ) : null}

          {isQuote ? (
            <View style={styles.approvalArea} wrap={false}>
              <View style={styles.approval}>
                <Text style={styles.approvalTitle}>Bon pour accord</Text>
                <Text style={styles.approvalField}>{`Date${NBSP}:`}</Text>
                <Text style={styles.approvalField}>{`Signature et cachet du client${NBSP}:`}</Text>
                <View style={styles.approvalSpace} />
              </View>
            </View>
          ) : null}
        </View>

        <View style={styles.footer} fixed>
          {filled(data.footer) ? <Text style={styles.footerText}>{data.footer}</Text> : null}
          <View style={styles.footerRow}>
            <Text style={styles.footerLegal}>{legalLine.join(" · ")}</Text>
            <Text style={styles.pageNumber} render={({ pageNumber, totalPages }) => `Page ${pageNumber} / ${totalPages}`} />
          </View>
        </View>
      </Page>
    </Document>
  );
}

/** The element react-pdf's renderers take: a tree whose root is a <Document>. */
export function documentPdfElement(props: DocumentPdfProps): ReactElement<DocumentProps> {
  return <DocumentPdf {...props} />;
}
