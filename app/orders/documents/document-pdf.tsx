// A quote, an invoice or a credit note as an A4 PDF, from its stored data alone (document-data.ts): what the
// client prints, signs and files. Rendered on the server by render-document.server.ts, which
// registers the fonts and hands over the logo as a JPEG.

import { Document, Page, Text, View, type DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { formatPercent } from "~/lib/percent";
import { decimalToCents, formatDate, formatPrice, inclusiveDays, signedDecimalToCents } from "~/lib/pricing";
import { amountInFrenchWords } from "./amount-in-words";
import { DOCUMENT_TITLES, type DocumentData, type DocumentLine } from "./document-data";
import { styles } from "./document-styles";
import { AgencyBlock, DocumentFooter, filled } from "./agency-block";

const NBSP = "\u00a0";
// Each <Text> gets one string, built with a template: react-pdf lays out every JSX child as its own
// run and treats the join of two runs as a hyphenation point ("au-" / "7 décembre").

/** "1 250,00 DT", and a credit note's "−238,00 DT" with a true minus sign. */
const money = (decimal: string) => formatPrice(signedDecimalToCents(decimal) ?? 0n).replace(/^-/, "\u2212");
const isPositive = (decimal: string) => (decimalToCents(decimal) ?? 0n) > 0n;
const isNonZero = (decimal: string) => (signedDecimalToCents(decimal) ?? 0n) !== 0n;

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
  const complement = data.kind === "invoice" ? data.complement : undefined;
  // A complementary invoice the kept deposit settled in full asks for nothing: no terms, no bank.
  const settledByDeposit = Boolean(complement?.settledOn) && !isPositive(data.figures.due ?? "0");
  const title = complement ? DOCUMENT_TITLES.complementary_invoice : DOCUMENT_TITLES[data.kind];
  const isQuote = data.kind === "quote";
  const credit = data.kind === "credit_note" ? data.credit : undefined;
  const days = inclusiveDays(data.period);
  const vatLabel = `TVA ${formatPercent(decimalToCents(figures.vatRate) ?? 0n)}`;
  const wordsIntro = isQuote
    ? "Arrêté le présent devis à la somme de"
    : credit
      ? "Arrêtée la présente facture d'avoir à la somme de"
      : complement
        ? "Arrêtée la présente facture complémentaire à la somme de"
        : "Arrêtée la présente facture à la somme de";
  const totalTtc = signedDecimalToCents(figures.totalTtc) ?? 0n;

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
            <AgencyBlock agency={agency} logo={logo} />
            <View style={styles.titleBlock}>
              <Text style={complement ? [styles.title, styles.titleLong] : styles.title}>{title}</Text>
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
              {credit ? (
                <View style={styles.metaRow}>
                  <Text style={styles.metaLabel}>{`Facture corrigée${NBSP}:${NBSP}`}</Text>
                  <Text>{`${credit.invoiceNumber} du ${unbrokenDate(credit.invoiceIssuedOn)}`}</Text>
                </View>
              ) : null}
              {complement?.invoiceNumber && complement.invoiceIssuedOn ? (
                <View style={styles.metaRow}>
                  <Text style={styles.metaLabel}>{`Facture initiale${NBSP}:${NBSP}`}</Text>
                  <Text>{`${complement.invoiceNumber} du ${unbrokenDate(complement.invoiceIssuedOn)}`}</Text>
                </View>
              ) : null}
              {data.kind === "invoice" && data.dueOn ? (
                <View style={styles.metaRow}>
                  <Text style={styles.metaLabel}>{`Échéance${NBSP}:${NBSP}`}</Text>
                  <Text>{formatDate(data.dueOn)}</Text>
                </View>
              ) : null}
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
              {data.fulfilment?.mode === "pickup" ? (
                <>
                  <Text style={styles.subLabel}>Mode de remise</Text>
                  <Text>Retrait au dépôt</Text>
                </>
              ) : (
                <>
                  <Text style={styles.subLabel}>Adresse de livraison</Text>
                  <Text>{client.address}</Text>
                </>
              )}
            </View>
            <View style={styles.partyGap} />
            <View style={styles.party}>
              <Text style={styles.label}>Période de location</Text>
              <Text style={styles.periodText}>
                {`Du ${unbrokenDate(data.period.from)} au${NBSP}${unbrokenDate(data.period.to)}`}
              </Text>
              <Text style={styles.periodDays}>{days > 1 ? `${days} jours` : "1 jour"}</Text>
              {data.fulfilment ? (
                <>
                  <Text style={styles.subLabel}>{data.fulfilment.mode === "pickup" ? "Retrait et retour au dépôt" : "Livraison et reprise"}</Text>
                  <Text>{`Départ${NBSP}: ${data.fulfilment.departureSlot}`}</Text>
                  <Text>{`Retour${NBSP}: ${data.fulfilment.returnSlot}`}</Text>
                </>
              ) : null}
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
                {filled(data.paymentTerms) && !settledByDeposit ? (
                  <View style={styles.termsBlock}>
                    <Text style={styles.label}>Conditions de paiement</Text>
                    <Text style={styles.paragraph}>{data.paymentTerms}</Text>
                  </View>
                ) : null}
                {credit ? (
                  <View style={styles.termsBlock}>
                    <Text style={styles.label}>Motif de l'avoir</Text>
                    <Text style={styles.paragraph}>{credit.reason}</Text>
                  </View>
                ) : null}
                {complement ? (
                  <View style={styles.termsBlock}>
                    <Text style={styles.label}>{complement.reasonTitle ?? "Motif de la retenue"}</Text>
                    <Text style={styles.paragraph}>{complement.reason}</Text>
                  </View>
                ) : null}
                {filled(agency.bankDetails) && !credit && !settledByDeposit ? (
                  <View style={styles.termsBlock}>
                    <Text style={styles.label}>Coordonnées bancaires</Text>
                    <Text style={styles.paragraph}>{agency.bankDetails}</Text>
                  </View>
                ) : null}
              </View>
              <View style={styles.totals}>
                <TotalRow label="Sous-total HT" value={money(figures.subtotal)} />
                {isPositive(figures.discount) ? (
                  // A credit note gives back its lines less their share of the discount.
                  <TotalRow label={figures.discountLabel} value={`${credit ? "+" : "−"}${NBSP}${money(figures.discount)}`} />
                ) : null}
                {isNonZero(figures.deliveryFee) ? (
                  <TotalRow label="Frais de livraison et d'installation" value={money(figures.deliveryFee)} />
                ) : null}
                <TotalRow label="Total HT" value={money(figures.totalHt)} ruled />
                <TotalRow label={vatLabel} value={money(figures.vat)} />
                <TotalRow label="Timbre fiscal" value={money(figures.stampDuty)} />
                <View style={styles.grandTotal}>
                  <Text>Total TTC</Text>
                  <Text style={styles.totalValue}>{money(figures.totalTtc)}</Text>
                </View>
                {figures.paid && figures.due ? (
                  <>
                    <TotalRow label={complement ? "Réglée par la caution retenue" : "Acompte reçu"} value={`−${NBSP}${money(figures.paid)}`} />
                    <TotalRow label="Reste à payer" value={money(figures.due)} ruled />
                  </>
                ) : null}
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
              <Text style={styles.inWordsAmount}>{`${amountInFrenchWords(totalTtc < 0n ? -totalTtc : totalTtc)}.`}</Text>
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

        <DocumentFooter agency={agency} text={data.footer} />
      </Page>
    </Document>
  );
}

/** The element react-pdf's renderers take: a tree whose root is a <Document>. */
export function documentPdfElement(props: DocumentPdfProps): ReactElement<DocumentProps> {
  return <DocumentPdf {...props} />;
}
