// An event quote ('Devis événement', issue 24) as an A4 PDF, from its stored data alone, on the
// rental documents' engine: their fonts, styles, page, head, parties, table, totals, amount in
// words and approval box (app/orders/documents). What differs is the event in place of the rental
// period and a table of free, package, service and rental lines (only rental lines count days).

import { StyleSheet, Text, View, type DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { filled } from "~/orders/documents/agency-block";
import { ApprovalBox } from "~/orders/documents/approval-box";
import { DocumentHeader } from "~/orders/documents/document-header";
import { DocumentPage } from "~/orders/documents/document-page";
import { ClientParty, Parties, SubjectParty } from "~/orders/documents/document-parties";
import { styles } from "~/orders/documents/document-styles";
import { DOCUMENT_COLORS } from "~/orders/documents/document-theme";
import { TaxTotals, TermsBlock, TotalsBlock } from "~/orders/documents/document-totals";
import { LineRow, LinesTable } from "~/orders/documents/lines-table";
import { NBSP, unbrokenDate } from "~/orders/documents/pdf-text";
import { documentLineVatRate } from "~/orders/documents/document-data";
import { vatRateLabel } from "~/lib/vat-rates";
import type { EventQuoteData, EventQuoteDataLine } from "./event-quote-data";
import { LINE_KIND_LABELS } from "./event-quote-lines";

const money = (decimal: string) => formatPrice(decimalToCents(decimal) ?? 0n);

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

function TableRow({ line, vatRate }: { line: EventQuoteDataLine; vatRate: string | undefined }) {
  const caption = lineCaption(line);
  const below = [caption, line.details].filter(filled).join("\n");
  return (
    <LineRow
      designation={
        <>
          <Text style={styles.lineName}>{below ? `${line.name}\n` : line.name}</Text>
          {below ? <Text style={own.lineDetails}>{below}</Text> : null}
        </>
      }
      unitPrice={money(line.unitPrice)}
      quantity={String(line.quantity)}
      days={line.days === null ? "" : String(line.days)}
      vatRate={vatRate === undefined ? undefined : vatRateLabel(vatRate)}
      total={money(line.total)}
    />
  );
}

export type EventQuotePdfProps = { data: EventQuoteData; logo: Buffer | null };

export function EventQuotePdf({ data, logo }: EventQuotePdfProps) {
  const { agency, client, event, figures } = data;
  // Quotes since issue 37 give each line its rate and print it in a TVA column.
  const withVat = Boolean(figures.vatByRate);
  return (
    <DocumentPage title={`${data.title} ${data.number}`} subject={`${data.title} ${data.number} — ${event.type}`} client={client.name} agency={agency} footer={data.footer}>
      {/* « Devis événement » and longer titles keep to the title block's width. */}
      <DocumentHeader agency={agency} logo={logo} title={data.title} longTitle={data.title.length > 10} number={data.number} version={data.version} issuedOn={data.issuedOn} />

      <Parties
        client={
          <ClientParty name={client.name}>
            <Text>{client.email}</Text>
            {filled(client.phone) ? <Text>{client.phone}</Text> : null}
          </ClientParty>
        }
        subject={
          <SubjectParty label="Événement">
            <Text style={own.eventText}>{event.type}</Text>
            <Text style={styles.periodDays}>{event.date ? `Le ${unbrokenDate(event.date)}` : "Date à préciser"}</Text>
            {event.guests ? <Text style={styles.periodDays}>{`${event.guests.toLocaleString("fr-FR")}${NBSP}invité${event.guests > 1 ? "s" : ""}`}</Text> : null}
          </SubjectParty>
        }
      />

      <LinesTable unitPriceLabel="P.U. HT" withPeriod={false} withVat={withVat}>
        {data.lines.map((line, index) => (
          <TableRow key={index} line={line} vatRate={withVat ? documentLineVatRate(line, figures) : undefined} />
        ))}
      </LinesTable>

      <TotalsBlock
        terms={
          <>
            {filled(data.paymentTerms) ? <TermsBlock label="Conditions du devis" text={data.paymentTerms} /> : null}
            {filled(agency.bankDetails) ? <TermsBlock label="Coordonnées bancaires" text={agency.bankDetails} /> : null}
          </>
        }
        totals={<TaxTotals figures={figures} money={money} ruleAbove="vat" />}
        wordsIntro="Arrêté le présent devis à la somme de"
        amount={decimalToCents(figures.totalTtc) ?? 0n}
      />

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
        <ApprovalBox />
      </View>
    </DocumentPage>
  );
}

export function eventQuotePdfElement(props: EventQuotePdfProps): ReactElement<DocumentProps> {
  return <EventQuotePdf {...props} />;
}
