// The 'Relevé de compte' of an order as an A4 PDF (issue 37), from its plain data alone
// (statement-pdf-data.ts), with the rental documents' page, head, parties and totals
// (app/orders/documents/): the client, the rental period, then every line that moved what the
// client owes — Date, Opération, Débit, Crédit, Solde — and what remains, in figures and in words.
// In the data's language (issue 39): French, or English for an order placed in English.

import { StyleSheet, Text, View, type DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { filled } from "~/orders/documents/agency-block";
import { DocumentHeader, MetaRow } from "~/orders/documents/document-header";
import { documentWords } from "~/orders/documents/document-words";
import { DocumentPage } from "~/orders/documents/document-page";
import { ClientParty, Parties, SubjectParty } from "~/orders/documents/document-parties";
import { styles as documentStyles } from "~/orders/documents/document-styles";
import { DOCUMENT_COLORS as C, TABULAR_FONTS } from "~/orders/documents/document-theme";
import { GrandTotalRow, TermsBlock, TotalRow, TotalsBlock } from "~/orders/documents/document-totals";
import type { StatementPdfData, StatementPdfLine } from "./statement-pdf-data";

// Columns in points of the 511 between the margins; the operation takes the rest.
const COLUMNS = { date: 58, debit: 66, credit: 66, balance: 72 } as const;
const CELL = { paddingTop: 5, paddingBottom: 5, paddingLeft: 4, paddingRight: 4 };
const NUMBER_CELL = { ...CELL, textAlign: "right" as const, fontFamily: TABULAR_FONTS };

const styles = StyleSheet.create({
  date: { ...CELL, width: COLUMNS.date, fontFamily: TABULAR_FONTS },
  operation: { ...CELL, flex: 1, paddingRight: 10 },
  debit: { ...NUMBER_CELL, width: COLUMNS.debit },
  credit: { ...NUMBER_CELL, width: COLUMNS.credit },
  balance: { ...NUMBER_CELL, width: COLUMNS.balance, fontWeight: 700 },
  headDate: { ...CELL, width: COLUMNS.date },
  headNumber: { ...CELL, textAlign: "right" },
  label: { fontWeight: 600 },
  detail: { fontSize: 7, lineHeight: 1.35, color: C.muted },
  struck: { textDecoration: "line-through", color: C.muted },
});

function StatementRow({ line }: { line: StatementPdfLine }) {
  const struck = line.struck ? styles.struck : {};
  return (
    <View style={documentStyles.row} wrap={false}>
      <Text style={styles.date}>{line.date}</Text>
      <Text style={styles.operation}>
        <Text style={[styles.label, struck]}>{line.label}</Text>
        {line.details.length ? <Text style={styles.detail}>{`\n${line.details.join("\n")}`}</Text> : null}
      </Text>
      <Text style={[styles.debit, struck]}>{line.debit}</Text>
      <Text style={[styles.credit, struck]}>{line.credit}</Text>
      <Text style={styles.balance}>{line.balance}</Text>
    </View>
  );
}

export function StatementPdf({ data, logo }: { data: StatementPdfData; logo: Buffer | null }) {
  const { agency, client } = data;
  const { m, language, unbrokenDate } = documentWords(data.language ?? "fr");
  const title = m.titles.statement;
  return (
    <DocumentPage
      title={`${title} ${data.orderNumber}`}
      subject={m.statement.subject(title, data.orderNumber, unbrokenDate(data.asOf))}
      client={filled(client.company) ? client.company : client.name}
      agency={agency}
      footer={data.footer}
      language={language}
    >
      <DocumentHeader agency={agency} logo={logo} title={title} longTitle issuedOn={data.asOf}>
        <MetaRow label={m.header.order} value={data.orderNumber} />
      </DocumentHeader>

      <Parties
        client={
          <ClientParty name={client.name} company={client.company}>
            <Text>{client.email}</Text>
            <Text>{client.phone}</Text>
          </ClientParty>
        }
        subject={
          <SubjectParty label={m.parties.rentalPeriod}>
            <Text style={documentStyles.periodText}>{m.parties.period(unbrokenDate(data.period.from), unbrokenDate(data.period.to))}</Text>
            <Text style={documentStyles.subLabel}>{m.statement.situation}</Text>
            <Text>{m.statement.asOf(unbrokenDate(data.asOf))}</Text>
          </SubjectParty>
        }
      />

      <View style={documentStyles.table}>
        <View style={documentStyles.tableHeader} fixed>
          <Text style={styles.headDate}>{m.statement.date}</Text>
          <Text style={styles.operation}>{m.statement.operation}</Text>
          <Text style={[styles.headNumber, { width: COLUMNS.debit }]}>{m.statement.debit}</Text>
          <Text style={[styles.headNumber, { width: COLUMNS.credit }]}>{m.statement.credit}</Text>
          <Text style={[styles.headNumber, { width: COLUMNS.balance }]}>{m.statement.balance}</Text>
        </View>
        {data.lines.length === 0 ? (
          <View style={documentStyles.row}>
            <Text style={styles.operation}>{m.statement.none}</Text>
          </View>
        ) : (
          data.lines.map((line, index) => <StatementRow key={index} line={line} />)
        )}
      </View>

      <TotalsBlock
        terms={
          <>
            {data.depositNote ? <TermsBlock label={m.statement.deposit} text={data.depositNote} /> : null}
            {filled(agency.bankDetails) && !data.overpaid && data.closingAmount > 0n ? <TermsBlock label={m.terms.bankDetails} text={agency.bankDetails} /> : null}
          </>
        }
        totals={
          <>
            {data.totals.map((row) => (
              <TotalRow key={row.label} label={row.label} value={row.value} />
            ))}
            <GrandTotalRow label={data.closing.label} value={data.closing.value} />
          </>
        }
        wordsIntro={data.overpaid ? m.wordsIntro.statementOverpaid : m.wordsIntro.statementDue}
        amount={data.closingAmount}
      />
    </DocumentPage>
  );
}

export function statementPdfElement(props: { data: StatementPdfData; logo: Buffer | null }): ReactElement<DocumentProps> {
  return <StatementPdf {...props} />;
}
