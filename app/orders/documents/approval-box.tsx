// The client's « Bon pour accord » box of a quote: the date and the signature and stamp, with the
// room to write them by hand.

import { Text, View } from "@react-pdf/renderer";
import { styles } from "./document-styles";
import { NBSP } from "./pdf-text";

export function ApprovalBox() {
  return (
    <View style={styles.approval}>
      <Text style={styles.approvalTitle}>Bon pour accord</Text>
      <Text style={styles.approvalField}>{`Date${NBSP}:`}</Text>
      <Text style={styles.approvalField}>{`Signature et cachet du client${NBSP}:`}</Text>
      <View style={styles.approvalSpace} />
    </View>
  );
}
