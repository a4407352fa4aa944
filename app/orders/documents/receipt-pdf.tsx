// A payment receipt (reçu de paiement) as an A4 PDF, from its stored data alone: the same engine,
// fonts and look as the quotes and invoices (document-pdf.tsx, document-styles.ts).

import { Document, Page, Text, View, type DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { decimalToCents, formatDate, formatPrice } from "~/lib/pricing";
import { amountInFrenchWords } from "./amount-in-words";
import type { ReceiptData } from "./receipt-data";
import { styles } from "./document-styles";
import { AgencyBlock, DocumentFooter, filled } from "./agency-block";

const NBSP = "\u00a0";
const money = (decimal: string) => formatPrice(decimalToCents(decimal) ?? 0n);

function Row({ label, value, ruled = false }: { label: string; value: string; ruled?: boolean }) {
  return (
    <View style={ruled ? [styles.totalRow, styles.totalRowRuled] : styles.totalRow}>
      <Text>{label}</Text>
      <Text style={styles.totalValue}>{value}</Text>
    </View>
  );
}

export function ReceiptPdf({ data, logo }: { data: ReceiptData; logo: Buffer | null }) {
  const { agency, client, payment, situation } = data;
  return (
    <Document title={`Reçu de paiement ${data.number}`} author={agency.legalName} subject={`Reçu ${data.number} — commande ${data.orderNumber}`} creator={agency.brandName} producer={agency.brandName} language="fr-FR">
      <Page size="A4" style={styles.page}>
        <View style={styles.content}>
          <View style={styles.header}>
            <AgencyBlock agency={agency} logo={logo} />
            <View style={styles.titleBlock}>
              <Text style={styles.title}>Reçu de paiement</Text>
              <Text style={styles.titleNumber}>{`N°${NBSP}${data.number}`}</Text>
              <View style={styles.metaRow}>
                <Text style={styles.metaLabel}>{`Date${NBSP}:${NBSP}`}</Text>
                <Text>{formatDate(data.issuedOn)}</Text>
              </View>
              <View style={styles.metaRow}>
                <Text style={styles.metaLabel}>{`Commande${NBSP}:${NBSP}`}</Text>
                <Text>{data.orderNumber}</Text>
              </View>
              {data.invoiceNumber ? (
                <View style={styles.metaRow}>
                  <Text style={styles.metaLabel}>{`Facture${NBSP}:${NBSP}`}</Text>
                  <Text>{data.invoiceNumber}</Text>
                </View>
              ) : null}
            </View>
          </View>

          <View style={styles.rule} />

          <View style={styles.parties}>
            <View style={styles.clientParty}>
              <Text style={styles.label}>Reçu de</Text>
              <Text style={styles.clientName}>{client.name}</Text>
              {filled(client.company) ? <Text style={styles.clientCompany}>{client.company}</Text> : null}
              <Text>{client.email}</Text>
              <Text>{client.phone}</Text>
            </View>
            <View style={styles.partyGap} />
            <View style={styles.party}>
              <Text style={styles.label}>Paiement</Text>
              <Text style={styles.periodText}>{`Le ${formatDate(payment.paidOn).replace(/ /g, NBSP)}`}</Text>
              <Text>{payment.method}</Text>
              {payment.details.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </View>
          </View>

          <View wrap={false}>
            <View style={styles.totalsArea}>
              <View style={styles.termsColumn}>
                <Text style={styles.label}>Situation de la commande</Text>
                <Text style={styles.paragraph}>{`À la date de ce reçu, pour la commande ${data.orderNumber}.`}</Text>
              </View>
              <View style={styles.totals}>
                <View style={styles.grandTotal}>
                  <Text>Montant reçu</Text>
                  <Text style={styles.totalValue}>{money(payment.amount)}</Text>
                </View>
                <Row label="Total TTC de la commande" value={money(situation.totalTtc)} />
                <Row label="Payé à ce jour" value={money(situation.paid)} />
                <Row label="Reste à payer" value={money(situation.due)} ruled />
              </View>
            </View>
            <Text style={styles.inWords}>
              {`Reçu la somme de${NBSP}: `}
              <Text style={styles.inWordsAmount}>{`${amountInFrenchWords(decimalToCents(payment.amount) ?? 0n)}.`}</Text>
            </Text>
          </View>

          <View style={styles.approvalArea} wrap={false}>
            <View style={styles.approval}>
              <Text style={styles.approvalTitle}>Pour l'agence</Text>
              <Text style={styles.approvalField}>{`Cachet et signature${NBSP}:`}</Text>
              <View style={styles.approvalSpace} />
            </View>
          </View>
        </View>

        <DocumentFooter agency={agency} text={data.footer} />
      </Page>
    </Document>
  );
}

export function receiptPdfElement(props: { data: ReceiptData; logo: Buffer | null }): ReactElement<DocumentProps> {
  return <ReceiptPdf {...props} />;
}
