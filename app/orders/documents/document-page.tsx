// The frame of a quote's or an invoice's PDF: its metadata, the A4 page, the running head of the
// pages after the first and the fixed footer with the legal line and page numbers. The rental
// documents (document-pdf.tsx) and the event quote (event-quote-pdf.tsx) fill it.

import { Document, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { DocumentFooter } from "./agency-block";
import type { DocumentData } from "./document-data";
import type { DocumentLanguage } from "./document-language";
import { documentWords, DocumentWordsContext } from "./document-words";
import { styles } from "./document-styles";

export type DocumentPageProps = {
  /** "Devis DEV-2026-0042": the PDF's title, and the running head's start. */
  title: string;
  /** The PDF's subject, as a reader's properties show it. */
  subject: string;
  /** Who the document is for, in the running head: a loose page still says whose it is. */
  client: string;
  agency: DocumentData["agency"];
  /** The agency's footer text for documents, above the legal line. */
  footer: string;
  /** The language its words are printed in (issue 39); the pieces inside read it. French by default. */
  language?: DocumentLanguage;
  children: ReactNode;
};

export function DocumentPage({ title, subject, client, agency, footer, language = "fr", children }: DocumentPageProps) {
  const words = documentWords(language);
  return (
    <DocumentWordsContext.Provider value={words}>
      <Document title={title} author={agency.legalName} subject={subject} creator={agency.brandName} producer={agency.brandName} language={words.m.pdfLanguage}>
        <Page size="A4" style={styles.page}>
          <Text style={styles.continuation} fixed render={({ pageNumber }) => (pageNumber > 1 ? words.m.page.continued(title, client) : "")} />
          <View style={styles.content}>{children}</View>
          <DocumentFooter agency={agency} text={footer} />
        </Page>
      </Document>
    </DocumentWordsContext.Provider>
  );
}
