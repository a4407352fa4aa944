// A quote, an invoice or a credit note as an A4 PDF, from its stored data alone (document-data.ts): what the
// client prints, signs and files. Rendered on the server by render-document.server.ts, which
// registers the fonts and hands over the logo as a JPEG.

import { Text, View, type DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { decimalToCents, formatPrice, signedDecimalToCents } from "~/lib/pricing";
import { formatDate, inclusiveDays } from "~/lib/calendar-dates";
import { filled } from "./agency-block";
import { ApprovalBox } from "./approval-box";
import { DOCUMENT_TITLES, documentLineVatRate, type DocumentData, type DocumentLine } from "./document-data";
import { DocumentHeader, MetaRow } from "./document-header";
import { DocumentPage } from "./document-page";
import { ClientParty, Parties, SubjectParty } from "./document-parties";
import { styles } from "./document-styles";
import { TaxTotals, TermsBlock, TotalRow, TotalsBlock } from "./document-totals";
import { LineRow, LinesTable } from "./lines-table";
import { NBSP, unbrokenDate } from "./pdf-text";
import { vatRateLabel } from "~/lib/vat-rates";

// The page, head, parties, table, totals and approval box are the event quote's too
// (event-quote-pdf.tsx): what stays here is what only a rental document prints, its period and
// fulfilment, the discount, delivery, payments and deposit, a credit note's or a complement's reason.

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

function TableRow({ line, vatRate }: { line: DocumentLine; vatRate: string | undefined }) {
  return (
    <LineRow
      designation={
        <>
          <Text style={styles.lineName}>{`${line.name}\n`}</Text>
          <Text style={styles.lineCategory}>{line.category}</Text>
        </>
      }
      period={shortPeriod(line.from, line.to)}
      unitPrice={money(line.unitPrice)}
      quantity={String(line.quantity)}
      days={String(line.days)}
      vatRate={vatRate === undefined ? undefined : vatRateLabel(vatRate)}
      total={money(line.total)}
    />
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
  const wordsIntro = isQuote
    ? "Arrêté le présent devis à la somme de"
    : credit
      ? "Arrêtée la présente facture d'avoir à la somme de"
      : complement
        ? "Arrêtée la présente facture complémentaire à la somme de"
        : "Arrêtée la présente facture à la somme de";
  const totalTtc = signedDecimalToCents(figures.totalTtc) ?? 0n;
  // Documents since issue 37 give each line its rate and print it in a TVA column.
  const withVat = Boolean(figures.vatByRate);
  // Each kind says its own conditions (issue 37): a quote its validity and deposit, an invoice
  // when and how it is paid, a credit note what it corrects.
  const termsLabel = isQuote ? "Conditions du devis" : credit ? "Objet de l'avoir" : "Conditions de paiement";
  const termsText = [
    credit ? `Cette facture d'avoir corrige la facture ${credit.invoiceNumber} du ${unbrokenDate(credit.invoiceIssuedOn)}.` : null,
    data.kind === "invoice" && data.dueOn && !settledByDeposit ? `À régler au plus tard le ${unbrokenDate(data.dueOn)}.` : null,
    data.paymentTerms,
  ]
    .filter(filled)
    .join("\n");

  return (
    <DocumentPage
      title={`${title} ${data.number}`}
      subject={`${title} ${data.number} — commande ${data.orderNumber}`}
      client={filled(client.company) ? client.company : client.name}
      agency={agency}
      footer={data.footer}
    >
      <DocumentHeader agency={agency} logo={logo} title={title} longTitle={Boolean(complement)} number={data.number} version={isQuote ? data.version : undefined} issuedOn={data.issuedOn}>
        <MetaRow label="Commande" value={data.orderNumber} />
        {credit ? <MetaRow label="Facture corrigée" value={`${credit.invoiceNumber} du ${unbrokenDate(credit.invoiceIssuedOn)}`} /> : null}
        {complement?.invoiceNumber && complement.invoiceIssuedOn ? (
          <MetaRow label="Facture initiale" value={`${complement.invoiceNumber} du ${unbrokenDate(complement.invoiceIssuedOn)}`} />
        ) : null}
        {data.kind === "invoice" && data.dueOn ? <MetaRow label="Échéance" value={formatDate(data.dueOn)} /> : null}
      </DocumentHeader>

      <Parties
        client={
          <ClientParty name={client.name} company={client.company}>
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
          </ClientParty>
        }
        subject={
          <SubjectParty label="Période de location">
            <Text style={styles.periodText}>{`Du ${unbrokenDate(data.period.from)} au${NBSP}${unbrokenDate(data.period.to)}`}</Text>
            <Text style={styles.periodDays}>{days > 1 ? `${days} jours` : "1 jour"}</Text>
            {data.fulfilment ? (
              <>
                <Text style={styles.subLabel}>{data.fulfilment.mode === "pickup" ? "Retrait et retour au dépôt" : "Livraison et reprise"}</Text>
                <Text>{`Départ${NBSP}: ${data.fulfilment.departureSlot}`}</Text>
                <Text>{`Retour${NBSP}: ${data.fulfilment.returnSlot}`}</Text>
              </>
            ) : null}
          </SubjectParty>
        }
      />

      <LinesTable unitPriceLabel="P.U. HT / jour" withPeriod withVat={withVat}>
        {data.lines.map((line, index) => (
          <TableRow key={index} line={line} vatRate={withVat ? documentLineVatRate(line, figures) : undefined} />
        ))}
      </LinesTable>

      <TotalsBlock
        terms={
          <>
            {filled(termsText) && !settledByDeposit ? <TermsBlock label={termsLabel} text={termsText} /> : null}
            {credit ? <TermsBlock label="Motif de l'avoir" text={credit.reason} /> : null}
            {complement ? <TermsBlock label={complement.reasonTitle ?? "Motif de la retenue"} text={complement.reason} /> : null}
            {filled(agency.bankDetails) && !credit && !settledByDeposit ? <TermsBlock label="Coordonnées bancaires" text={agency.bankDetails} /> : null}
          </>
        }
        totals={
          <>
            <TotalRow label="Sous-total HT" value={money(figures.subtotal)} />
            {isPositive(figures.discount) ? (
              // A credit note gives back its lines less their share of the discount.
              <TotalRow label={figures.discountLabel} value={`${credit ? "+" : "−"}${NBSP}${money(figures.discount)}`} />
            ) : null}
            {isNonZero(figures.deliveryFee) ? <TotalRow label="Frais de livraison et d'installation" value={money(figures.deliveryFee)} /> : null}
            <TaxTotals figures={figures} money={money} ruleAbove="totalHt" />
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
          </>
        }
        wordsIntro={wordsIntro}
        amount={totalTtc < 0n ? -totalTtc : totalTtc}
      />

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
          <ApprovalBox />
        </View>
      ) : null}
    </DocumentPage>
  );
}

/** The element react-pdf's renderers take: a tree whose root is a <Document>. */
export function documentPdfElement(props: DocumentPdfProps): ReactElement<DocumentProps> {
  return <DocumentPdf {...props} />;
}
