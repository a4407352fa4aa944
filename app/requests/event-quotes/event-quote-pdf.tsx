// An event quote ('Devis événement', issue 24) as an A4 PDF, from its stored data alone, on the
// rental documents' engine: their fonts, styles, agency block, legal footer, totals, amount in
// words and approval box (document-pdf.tsx). What differs is the event in place of the rental
// period and a table of free, package, service and rental lines (only rental lines count days).

import { Document, Page, StyleSheet, Text, View, type DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { formatPercent } from "~/lib/percent";
import { decimalToCents, formatDate, formatPrice } from "~/lib/pricing";
import { AgencyBlock, DocumentFooter, filled } from "~/orders/documents/agency-block";
import { amountInFrenchWords } from "~/orders/documents/amount-in-words";
import { styles } from "~/orders/documents/document-styles";
import { DOCUMENT_COLORS } from "~/orders/documents/document-theme";
import type { EventQuoteData, EventQuoteDataLine } from "./event-quote-data";
import { LINE_KIND_LABELS } from "./event-quote-lines";

const NBSP = "\u00a0";
// As in document-pdf.tsx, each <Text> gets one string: react-pdf breaks lines between runs.

const money = (decimal: string) => formatPrice(decimalToCents(decimal) ?? 0n);
const unbrokenDate = (date: string) => formatDate(date).replace(/ /g, NBSP);

const own = StyleSheet.create({
  lineDetails: { fontSize: 7, lineHeight: 1.35, color: DOCUMENT_COLORS.muted },
  eventText: { fontSize: 10, lineHeight: 1.35, fontWeight: 600 },
  closing: { flexDirection: "row", alignItems: "flex-start" },
  remarks: { flex: 1, paddingRight: 14 },
});

/** "Location du 19 juin 2026 au 21 juin 2026", "Formule", or nothing for a free line. */
function lineCaption(line: EventQuoteDataLine): string | null {
  if (line.kind === "rental" && line.from && line.to) {
    return line.from === line.to ? `Location le ${unbrokenDate(line.from)} · prix par jour` : `Location du ${unbrokenDate(line.from)} au ${unbrokenDate(line.to)} · prix par jour`;
  }
  return line.kind === "free" ? null : LINE_KIND_LABELS[line.kind];
}

function TableHeader() {
  return (
    <View style={styles.tableHeader} fixed>
      <Text style={styles.colDesignation}>Désignation</Text>
      <Text style={styles.headUnitPrice}>P.U. HT</Text>
      <Text style={styles.headQuantity}>Qté</Text>
      <Text style={styles.headDays}>Jours</Text>
      <Text style={styles.headTotal}>Total HT</Text>
    </View>
  );
}

function TableRow({ line }: { line: EventQuoteDataLine }) {
  const caption = lineCaption(line);
  const below = [caption, line.details].filter(filled).join("\n");
  return (
    <View style={styles.row} wrap={false}>
      <Text style={styles.colDesignation}>
        <Text style={styles.lineName}>{below ? `${line.name}\n` : line.name}</Text>
        {below ? <Text style={own.lineDetails}>{below}</Text> : null}
      </Text>
      <Text style={styles.colUnitPrice}>{money(line.unitPrice)}</Text>
      <Text style={styles.colQuantity}>{String(line.quantity)}</Text>
      <Text style={styles.colDays}>{line.days === null ? "" : String(line.days)}</Text>
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

export type EventQuotePdfProps = { data: EventQuoteData; logo: Buffer | null };

export function EventQuotePdf({ data, logo }: EventQuotePdfProps) {
  const { agency, client, event, figures } = data;
  const totalTtc = decimalToCents(figures.totalTtc) ?? 0n;
  return (
    <Document
      title={`${data.title} ${data.number}`}
      author={agency.legalName}
      subject={`${data.title} ${data.number} — ${event.type}`}
      creator={agency.brandName}
      producer={agency.brandName}
      language="fr-FR"
    >
      <Page size="A4" style={styles.page}>
        <Text style={styles.continuation} fixed render={({ pageNumber }) => (pageNumber > 1 ? `${data.title} ${data.number} — ${client.name} (suite)` : "")} />

        <View style={styles.content}>
          <View style={styles.header}>
            <AgencyBlock agency={agency} logo={logo} />
            <View style={styles.titleBlock}>
              {/* « Devis événement » and longer titles keep to the title block's width. */}
              <Text style={data.title.length > 10 ? [styles.title, styles.titleLong] : styles.title}>{data.title}</Text>
              <Text style={styles.titleNumber}>{`N°${NBSP}${data.number}`}</Text>
              {data.version > 1 ? (
                <View style={styles.metaRow}>
                  <Text>{`Version ${data.version}`}</Text>
                </View>
              ) : null}
              <View style={styles.metaRow}>
                <Text style={styles.metaLabel}>{`Date${NBSP}:${NBSP}`}</Text>
                <Text>{formatDate(data.issuedOn)}</Text>
              </View>
            </View>
          </View>

          <View style={styles.rule} />

          <View style={styles.parties}>
            <View style={styles.clientParty}>
              <Text style={styles.label}>Client</Text>
              <Text style={styles.clientName}>{client.name}</Text>
              <Text>{client.email}</Text>
              {filled(client.phone) ? <Text>{client.phone}</Text> : null}
            </View>
            <View style={styles.partyGap} />
            <View style={styles.party}>
              <Text style={styles.label}>Événement</Text>
              <Text style={own.eventText}>{event.type}</Text>
              <Text style={styles.periodDays}>{event.date ? `Le ${unbrokenDate(event.date)}` : "Date à préciser"}</Text>
              {event.guests ? <Text style={styles.periodDays}>{`${event.guests.toLocaleString("fr-FR")}${NBSP}invité${event.guests > 1 ? "s" : ""}`}</Text> : null}
            </View>
          </View>

          <View style={styles.table}>
            <TableHeader />
            {data.lines.map((line, index) => (
              <TableRow key={index} line={line} />
            ))}
          </View>

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
                <TotalRow label="Total HT" value={money(figures.totalHt)} />
                <TotalRow label={`TVA ${formatPercent(decimalToCents(figures.vatRate) ?? 0n)}`} value={money(figures.vat)} ruled />
                <TotalRow label="Timbre fiscal" value={money(figures.stampDuty)} />
                <View style={styles.grandTotal}>
                  <Text>Total TTC</Text>
                  <Text style={styles.totalValue}>{money(figures.totalTtc)}</Text>
                </View>
              </View>
            </View>
            <Text style={styles.inWords}>
              {`Arrêté le présent devis à la somme de${NBSP}: `}
              <Text style={styles.inWordsAmount}>{`${amountInFrenchWords(totalTtc)}.`}</Text>
            </Text>
          </View>

          {/* The remarks beside the approval box rather than above it: a quote with remarks still
            keeps its approval on the page of its totals. */}
          <View style={own.closing} wrap={false}>
            <View style={own.remarks}>
              {filled(data.notes) ? (
                <>
                  <Text style={styles.label}>Remarques</Text>
                  <Text style={styles.paragraph}>{data.notes}</Text>
                </>
              ) : null}
            </View>
            <View style={styles.approval}>
              <Text style={styles.approvalTitle}>Bon pour accord</Text>
              <Text style={styles.approvalField}>{`Date${NBSP}:`}</Text>
              <Text style={styles.approvalField}>{`Signature et cachet du client${NBSP}:`}</Text>
              <View style={styles.approvalSpace} />
            </View>
          </View>
        </View>

        <DocumentFooter agency={agency} text={data.footer} />
      </Page>
    </Document>
  );
}

export function eventQuotePdfElement(props: EventQuotePdfProps): ReactElement<DocumentProps> {
  return <EventQuotePdf {...props} />;
}
