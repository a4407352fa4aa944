// The two boxes under a document's head: the client at the left, wider, and what the document is
// about at the right (the rental period, the event, a receipt's payment).

import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { filled } from "./agency-block";
import { useDocumentWords } from "./document-words";
import { styles } from "./document-styles";

export function Parties({ client, subject }: { client: ReactNode; subject: ReactNode }) {
  return (
    <View style={styles.parties}>
      {client}
      <View style={styles.partyGap} />
      {subject}
    </View>
  );
}

/**
 * The client's box: the name, the company when there is one, then the document's own details
 * (contacts, address), under « Client » or the document's own label (a receipt's « Reçu de »).
 */
export function ClientParty({ label, name, company, children }: { label?: string; name: string; company?: string | null; children: ReactNode }) {
  const { m } = useDocumentWords();
  return (
    <View style={styles.clientParty}>
      <Text style={styles.label}>{label ?? m.parties.client}</Text>
      <Text style={styles.clientName}>{name}</Text>
      {filled(company) ? <Text style={styles.clientCompany}>{company}</Text> : null}
      {children}
    </View>
  );
}

/** The right-hand box under its small capital label ("Période de location", "Événement"). */
export function SubjectParty({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View style={styles.party}>
      <Text style={styles.label}>{label}</Text>
      {children}
    </View>
  );
}
