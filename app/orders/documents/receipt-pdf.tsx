// A payment receipt (reçu de paiement) as an A4 PDF, from its stored data alone: the rental
// documents' engine, fonts and blocks (document-pdf.tsx): their page, head, parties, totals,
// amount in words and signature box. What only a receipt prints is the payment in place of the
// rental period, the order's balance as it stood, and the agency's stamp in place of the client's.

import { Text, View, type DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { decimalToCents, formatPrice } from "~/lib/pricing";
import { filled } from "./agency-block";
import { ApprovalBox } from "./approval-box";
import { DocumentHeader, MetaRow } from "./document-header";
import { DocumentPage } from "./document-page";
import { ClientParty, Parties, SubjectParty } from "./document-parties";
import { styles } from "./document-styles";
import { GrandTotalRow, TermsBlock, TotalRow, TotalsBlock } from "./document-totals";
import { unbrokenDate } from "./pdf-text";
import type { ReceiptData } from "./receipt-data";

const money = (decimal: string) => formatPrice(decimalToCents(decimal) ?? 0n);

export function ReceiptPdf({ data, logo }: { data: ReceiptData; logo: Buffer | null }) {
  const { agency, client, payment, situation } = data;
  return (
    <DocumentPage
      title={`Reçu de paiement ${data.number}`}
      subject={`Reçu ${data.number} — commande ${data.orderNumber}`}
      client={filled(client.company) ? client.company : client.name}
      agency={agency}
      footer={data.footer}
    >
      <DocumentHeader agency={agency} logo={logo} title="Reçu de paiement" longTitle={false} number={data.number} issuedOn={data.issuedOn}>
        <MetaRow label="Commande" value={data.orderNumber} />
        {data.invoiceNumber ? <MetaRow label="Facture" value={data.invoiceNumber} /> : null}
      </DocumentHeader>

      <Parties
        client={
          <ClientParty label="Reçu de" name={client.name} company={client.company}>
            <Text>{client.email}</Text>
            <Text>{client.phone}</Text>
          </ClientParty>
        }
        subject={
          <SubjectParty label="Paiement">
            <Text style={styles.periodText}>{`Le ${unbrokenDate(payment.paidOn)}`}</Text>
            <Text>{payment.method}</Text>
            {payment.details.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </SubjectParty>
        }
      />

      <TotalsBlock
        terms={<TermsBlock label="Situation de la commande" text={`À la date de ce reçu, pour la commande ${data.orderNumber}.`} />}
        totals={
          <>
            <GrandTotalRow label="Montant reçu" value={money(payment.amount)} />
            <TotalRow label="Total TTC de la commande" value={money(situation.totalTtc)} />
            <TotalRow label="Payé à ce jour" value={money(situation.paid)} />
            <TotalRow label="Reste à payer" value={money(situation.due)} ruled />
          </>
        }
        wordsIntro="Reçu la somme de"
        amount={decimalToCents(payment.amount) ?? 0n}
      />

      <View style={styles.approvalArea} wrap={false}>
        <ApprovalBox title="Pour l'agence" fields={["Cachet et signature"]} />
      </View>
    </DocumentPage>
  );
}

export function receiptPdfElement(props: { data: ReceiptData; logo: Buffer | null }): ReactElement<DocumentProps> {
  return <ReceiptPdf {...props} />;
}
