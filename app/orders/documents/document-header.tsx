// The head of a quote's or an invoice's first page: the agency's block at the left, the title,
// number, version and date at the right, and the violet rule below. Each document adds its own
// reference rows (the order, the invoice it corrects, the due date) as MetaRows.

import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { AgencyBlock } from "./agency-block";
import type { DocumentData } from "./document-data";
import { useDocumentWords } from "./document-words";
import { styles } from "./document-styles";

/** "Commande : CMD-000042", right-aligned under the title. */
export function MetaRow({ label, value }: { label: string; value: string }) {
  const { m } = useDocumentWords();
  return (
    <View style={styles.metaRow}>
      <Text style={styles.metaLabel}>{m.header.meta(label)}</Text>
      <Text>{value}</Text>
    </View>
  );
}

export type DocumentHeaderProps = {
  agency: DocumentData["agency"];
  /** The agency's logo as JPEG; without it the brand name is set in the display face. */
  logo: Buffer | null;
  title: string;
  /** A title too long for the display size in the title block's width (« Facture complémentaire »). */
  longTitle: boolean;
  /** Absent from a document that has no number of its own (a statement of account). */
  number?: string;
  /** Printed from the second version on; absent from documents that have none. */
  version?: number;
  issuedOn: string;
  /** The document's own reference rows, after the date. */
  children?: ReactNode;
};

export function DocumentHeader({ agency, logo, title, longTitle, number, version, issuedOn, children }: DocumentHeaderProps) {
  const { m, date } = useDocumentWords();
  return (
    <>
      <View style={styles.header}>
        <AgencyBlock agency={agency} logo={logo} />
        <View style={styles.titleBlock}>
          <Text style={longTitle ? [styles.title, styles.titleLong] : styles.title}>{title}</Text>
          {number ? <Text style={styles.titleNumber}>{m.header.number(number)}</Text> : null}
          {version !== undefined && version > 1 ? (
            <View style={styles.metaRow}>
              <Text>{m.header.version(version)}</Text>
            </View>
          ) : null}
          <MetaRow label={m.header.date} value={date(issuedOn)} />
          {children}
        </View>
      </View>
      <View style={styles.rule} />
    </>
  );
}
