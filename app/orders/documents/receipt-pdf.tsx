// A payment receipt (reçu de paiement) as an A4 PDF, from its stored data alone: the rental
// documents' engine, fonts and blocks (document-pdf.tsx): their page, head, parties, totals,
// amount in words and signature box. What only a receipt prints is the payment in place of the
// rental period, the order's balance as it stood, and the agency's stamp in place of the client's.
// In the data's language (issue 39), as the order's other documents.

import { Text, View, type DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { decimalToCents } from "~/lib/pricing";
import { filled } from "./agency-block";
import { ApprovalBox } from "./approval-box";
import { DocumentHeader, MetaRow } from "./document-header";
import { documentWords } from "./document-words";
import { DocumentPage } from "./document-page";
import { ClientParty, Parties, SubjectParty } from "./document-parties";
import { styles } from "./document-styles";
import { GrandTotalRow, TermsBlock, TotalRow, TotalsBlock } from "./document-totals";
import { storedText } from "./english-labels";
import type { ReceiptData } from "./receipt-data";

export function ReceiptPdf({ data, logo }: { data: ReceiptData; logo: Buffer | null }) {
  const { client, payment, situation } = data;
  const words = documentWords(data.language ?? "fr");
  const { m } = words;
  const text = storedText(data, words.language);
  const agency = { ...data.agency, tagline: text(data.agency.tagline) };
  const money = (decimal: string) => words.price(decimalToCents(decimal) ?? 0n);
  const title = m.titles.receipt;
  return (
    <DocumentPage
      title={`${title} ${data.number}`}
      subject={m.receipt.subject(data.number, data.orderNumber)}
      client={filled(client.company) ? client.company : client.name}
      agency={agency}
      footer={text(data.footer)}
      language={words.language}
    >
      <DocumentHeader agency={agency} logo={logo} title={title} longTitle={false} number={data.number} issuedOn={data.issuedOn}>
        <MetaRow label={m.header.order} value={data.orderNumber} />
        {data.invoiceNumber ? <MetaRow label={m.header.invoice} value={data.invoiceNumber} /> : null}
      </DocumentHeader>

      <Parties
        client={
          <ClientParty label={m.receipt.receivedFrom} name={client.name} company={client.company}>
            <Text>{client.email}</Text>
            <Text>{client.phone}</Text>
          </ClientParty>
        }
        subject={
          <SubjectParty label={m.receipt.payment}>
            <Text style={styles.periodText}>{m.receipt.paidOn(words.unbrokenDate(payment.paidOn))}</Text>
            <Text>{text(payment.method)}</Text>
            {payment.details.map((line) => (
              <Text key={line}>{text(line)}</Text>
            ))}
          </SubjectParty>
        }
      />

      <TotalsBlock
        terms={<TermsBlock label={m.receipt.situation} text={m.receipt.situationText(data.orderNumber)} />}
        totals={
          <>
            <GrandTotalRow label={m.receipt.amountReceived} value={money(payment.amount)} />
            <TotalRow label={m.receipt.orderTotalTtc} value={money(situation.totalTtc)} />
            <TotalRow label={m.receipt.paidToDate} value={money(situation.paid)} />
            <TotalRow label={m.receipt.due} value={money(situation.due)} ruled />
          </>
        }
        wordsIntro={m.wordsIntro.receipt}
        amount={decimalToCents(payment.amount) ?? 0n}
      />

      <View style={styles.approvalArea} wrap={false}>
        <ApprovalBox title={m.receipt.agencyApproval} fields={m.receipt.agencyFields} />
      </View>
    </DocumentPage>
  );
}

export function receiptPdfElement(props: { data: ReceiptData; logo: Buffer | null }): ReactElement<DocumentProps> {
  return <ReceiptPdf {...props} />;
}
