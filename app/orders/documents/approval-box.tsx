// The box to sign by hand: by default a quote's « Bon pour accord » for the client, the date and
// the signature and stamp; a receipt's « Pour l'agence », the agency's stamp and signature. Each
// field is a muted "Label :" line, and the room to write stays below them.

import { Text, View } from "@react-pdf/renderer";
import { styles } from "./document-styles";
import { NBSP } from "./pdf-text";

export type ApprovalBoxProps = {
  title?: string;
  /** The labels of the lines to fill in, without their colon. */
  fields?: readonly string[];
};

const QUOTE_FIELDS = ["Date", "Signature et cachet du client"] as const;

export function ApprovalBox({ title = "Bon pour accord", fields = QUOTE_FIELDS }: ApprovalBoxProps) {
  return (
    <View style={styles.approval}>
      <Text style={styles.approvalTitle}>{title}</Text>
      {fields.map((field) => (
        <Text key={field} style={styles.approvalField}>{`${field}${NBSP}:`}</Text>
      ))}
      <View style={styles.approvalSpace} />
    </View>
  );
}
