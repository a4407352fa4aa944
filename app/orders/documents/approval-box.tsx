// The box to sign by hand: by default a quote's « Bon pour accord » for the client, the date and
// the signature and stamp; a receipt's « Pour l'agence », the agency's stamp and signature. Each
// field is a muted "Label :" line, and the room to write stays below them.

import { Text, View } from "@react-pdf/renderer";
import { useDocumentWords } from "./document-words";
import { styles } from "./document-styles";

export type ApprovalBoxProps = {
  title?: string;
  /** The labels of the lines to fill in, without their colon. */
  fields?: readonly string[];
};

export function ApprovalBox({ title, fields }: ApprovalBoxProps) {
  const { m } = useDocumentWords();
  return (
    <View style={styles.approval}>
      <Text style={styles.approvalTitle}>{title ?? m.approval.title}</Text>
      {(fields ?? m.approval.fields).map((field) => (
        <Text key={field} style={styles.approvalField}>
          {m.approval.field(field)}
        </Text>
      ))}
      <View style={styles.approvalSpace} />
    </View>
  );
}
