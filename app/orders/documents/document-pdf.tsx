// A quote, an invoice or a credit note as an A4 PDF, from its stored data alone (document-data.ts): what the
// client prints, signs and files. Rendered on the server by render-document.server.ts, which
// registers the fonts and hands over the logo as a JPEG. In the data's language (issue 39): French,
// or English for an order placed in English; the back office may ask for the other one.

import { Text, View, type DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { decimalToCents, signedDecimalToCents } from "~/lib/pricing";
import { inclusiveDays } from "~/lib/calendar-dates";
import { filled } from "./agency-block";
import { ApprovalBox } from "./approval-box";
import { documentLineVatRate, type DocumentData, type DocumentLine } from "./document-data";
import { DocumentHeader, MetaRow } from "./document-header";
import { documentWords, type DocumentWords } from "./document-words";
import { DocumentPage } from "./document-page";
import { ClientParty, Parties, SubjectParty } from "./document-parties";
import { styles } from "./document-styles";
import { TaxTotals, TermsBlock, TotalRow, TotalsBlock } from "./document-totals";
import { storedText } from "./english-labels";
import { LineRow, LinesTable } from "./lines-table";
import { NBSP } from "./pdf-text";

// The page, head, parties, table, totals and approval box are the event quote's too
// (event-quote-pdf.tsx): what stays here is what only a rental document prints, its period and
// fulfilment, the discount, delivery, payments and deposit, a credit note's or a complement's reason.

const isPositive = (decimal: string) => (decimalToCents(decimal) ?? 0n) > 0n;
const isNonZero = (decimal: string) => (signedDecimalToCents(decimal) ?? 0n) !== 0n;

function TableRow({ line, vatRate, words, text }: { line: DocumentLine; vatRate: string | undefined; words: DocumentWords; text: (french: string) => string }) {
  return (
    <LineRow
      designation={
        <>
          <Text style={styles.lineName}>{`${text(line.name)}\n`}</Text>
          <Text style={styles.lineCategory}>{text(line.category)}</Text>
        </>
      }
      period={words.shortPeriod(line.from, line.to)}
      unitPrice={words.price(signedDecimalToCents(line.unitPrice) ?? 0n)}
      quantity={String(line.quantity)}
      days={String(line.days)}
      vatRate={vatRate === undefined ? undefined : words.vatRate(vatRate)}
      total={words.price(signedDecimalToCents(line.total) ?? 0n)}
    />
  );
}

export type DocumentPdfProps = {
  data: DocumentData;
  /** The agency's logo as JPEG; without it the brand name is set in the display face. */
  logo: Buffer | null;
};

export function DocumentPdf({ data, logo }: DocumentPdfProps) {
  const { client, figures } = data;
  const words = documentWords(data.language ?? "fr");
  const { m, unbrokenDate } = words;
  const text = storedText(data, words.language);
  const agency = { ...data.agency, tagline: text(data.agency.tagline) };
  /** "1 250,00 DT", and a credit note's "−238,00 DT" with a true minus sign. */
  const money = (decimal: string) => words.price(signedDecimalToCents(decimal) ?? 0n);
  const complement = data.kind === "invoice" ? data.complement : undefined;
  // A complementary invoice the kept deposit settled in full asks for nothing: no terms, no bank.
  const settledByDeposit = Boolean(complement?.settledOn) && !isPositive(data.figures.due ?? "0");
  const kind = complement ? "complementary_invoice" : data.kind;
  const title = m.titles[kind];
  const isQuote = data.kind === "quote";
  const credit = data.kind === "credit_note" ? data.credit : undefined;
  const days = inclusiveDays(data.period);
  const totalTtc = signedDecimalToCents(figures.totalTtc) ?? 0n;
  // Documents since issue 37 give each line its rate and print it in a TVA column.
  const withVat = Boolean(figures.vatByRate);
  // Each kind says its own conditions (issue 37): a quote its validity and deposit, an invoice
  // when and how it is paid, a credit note what it corrects.
  const termsLabel = isQuote ? m.terms.quote : credit ? m.terms.creditNote : m.terms.payment;
  const termsText = [
    credit ? m.terms.creditCorrects(credit.invoiceNumber, unbrokenDate(credit.invoiceIssuedOn)) : null,
    data.kind === "invoice" && data.dueOn && !settledByDeposit ? m.terms.payBy(unbrokenDate(data.dueOn)) : null,
    text(data.paymentTerms),
  ]
    .filter(filled)
    .join("\n");

  return (
    <DocumentPage
      title={`${title} ${data.number}`}
      subject={m.subject(title, data.number, data.orderNumber)}
      client={filled(client.company) ? client.company : client.name}
      agency={agency}
      footer={text(data.footer)}
      language={words.language}
    >
      <DocumentHeader agency={agency} logo={logo} title={title} longTitle={Boolean(complement)} number={data.number} version={isQuote ? data.version : undefined} issuedOn={data.issuedOn}>
        <MetaRow label={m.header.order} value={data.orderNumber} />
        {credit ? <MetaRow label={m.header.correctedInvoice} value={m.header.invoiceOf(credit.invoiceNumber, unbrokenDate(credit.invoiceIssuedOn))} /> : null}
        {complement?.invoiceNumber && complement.invoiceIssuedOn ? (
          <MetaRow label={m.header.initialInvoice} value={m.header.invoiceOf(complement.invoiceNumber, unbrokenDate(complement.invoiceIssuedOn))} />
        ) : null}
        {data.kind === "invoice" && data.dueOn ? <MetaRow label={m.header.dueOn} value={words.date(data.dueOn)} /> : null}
      </DocumentHeader>

      <Parties
        client={
          <ClientParty name={client.name} company={client.company}>
            <Text>{client.email}</Text>
            <Text>{client.phone}</Text>
            {data.fulfilment?.mode === "pickup" ? (
              <>
                <Text style={styles.subLabel}>{m.parties.handover}</Text>
                <Text>{m.parties.pickupAtDepot}</Text>
              </>
            ) : (
              <>
                <Text style={styles.subLabel}>{m.parties.deliveryAddress}</Text>
                <Text>{client.address}</Text>
              </>
            )}
          </ClientParty>
        }
        subject={
          <SubjectParty label={m.parties.rentalPeriod}>
            <Text style={styles.periodText}>{m.parties.period(unbrokenDate(data.period.from), unbrokenDate(data.period.to))}</Text>
            <Text style={styles.periodDays}>{m.parties.days(days)}</Text>
            {data.fulfilment ? (
              <>
                <Text style={styles.subLabel}>{data.fulfilment.mode === "pickup" ? m.parties.pickupAndReturn : m.parties.deliveryAndCollection}</Text>
                <Text>{m.parties.departure(text(data.fulfilment.departureSlot))}</Text>
                <Text>{m.parties.return(text(data.fulfilment.returnSlot))}</Text>
              </>
            ) : null}
          </SubjectParty>
        }
      />

      <LinesTable unitPriceLabel={m.table.unitPricePerDay} withPeriod withVat={withVat}>
        {data.lines.map((line, index) => (
          <TableRow key={index} line={line} vatRate={withVat ? documentLineVatRate(line, figures) : undefined} words={words} text={text} />
        ))}
      </LinesTable>

      <TotalsBlock
        terms={
          <>
            {filled(termsText) && !settledByDeposit ? <TermsBlock label={termsLabel} text={termsText} /> : null}
            {credit ? <TermsBlock label={m.terms.creditReason} text={credit.reason} /> : null}
            {complement ? <TermsBlock label={complement.reasonTitle ? text(complement.reasonTitle) : m.terms.retentionReason} text={text(complement.reason)} /> : null}
            {filled(agency.bankDetails) && !credit && !settledByDeposit ? <TermsBlock label={m.terms.bankDetails} text={agency.bankDetails} /> : null}
          </>
        }
        totals={
          <>
            <TotalRow label={m.totals.subtotalHt} value={money(figures.subtotal)} />
            {isPositive(figures.discount) ? (
              // A credit note gives back its lines less their share of the discount.
              <TotalRow label={text(figures.discountLabel)} value={`${credit ? "+" : "−"}${NBSP}${money(figures.discount)}`} />
            ) : null}
            {isNonZero(figures.deliveryFee) ? <TotalRow label={m.totals.deliveryFee} value={money(figures.deliveryFee)} /> : null}
            <TaxTotals figures={figures} money={money} ruleAbove="totalHt" />
            {figures.paid && figures.due ? (
              <>
                <TotalRow label={complement ? m.totals.settledByDeposit : m.totals.paidSoFar} value={`−${NBSP}${money(figures.paid)}`} />
                <TotalRow label={m.totals.due} value={money(figures.due)} ruled />
              </>
            ) : null}
            {isPositive(figures.deposit) ? (
              <View style={styles.deposit}>
                <Text>{m.totals.deposit}</Text>
                <Text style={styles.totalValue}>{money(figures.deposit)}</Text>
              </View>
            ) : null}
          </>
        }
        wordsIntro={m.wordsIntro[kind]}
        amount={totalTtc < 0n ? -totalTtc : totalTtc}
      />

      {filled(data.notes) ? (
        // Notes may run long: they may break across pages, but never leave their title alone.
        <View style={styles.notes}>
          <Text style={styles.label} minPresenceAhead={24}>
            {m.terms.clientNotes}
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
