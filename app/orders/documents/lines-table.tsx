// The table of a document's lines: its header, repeated at the top of every page it runs on, and
// its rows. The rental documents have a period column; the event quote has none, its rental lines
// giving their dates under their name.

import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { useDocumentWords } from "./document-words";
import { styles } from "./document-styles";

export type LinesTableProps = {
  /** "P.U. HT / jour" where every line is priced by the day, "P.U. HT" where some are not. */
  unitPriceLabel: string;
  withPeriod: boolean;
  /** A TVA column, each line's rate (issue 37); documents issued before have none. */
  withVat?: boolean;
  /** The LineRows. */
  children: ReactNode;
};

export function LinesTable({ unitPriceLabel, withPeriod, withVat = false, children }: LinesTableProps) {
  const m = useDocumentWords().m.table;
  return (
    <View style={styles.table}>
      {/* Fixed inside the table: react-pdf repeats it at the top of every page the table runs on. */}
      <View style={styles.tableHeader} fixed>
        <Text style={styles.colDesignation}>{m.designation}</Text>
        {withPeriod ? <Text style={styles.colPeriod}>{m.period}</Text> : null}
        <Text style={styles.headUnitPrice}>{unitPriceLabel}</Text>
        <Text style={styles.headQuantity}>{m.quantity}</Text>
        <Text style={styles.headDays}>{m.days}</Text>
        {withVat ? <Text style={styles.headVat}>{m.vat}</Text> : null}
        <Text style={styles.headTotal}>{m.totalHt}</Text>
      </View>
      {children}
    </View>
  );
}

export type LineRowProps = {
  /**
   * The runs of the designation's one paragraph (the name in bold, then what is said under it):
   * one paragraph rather than several texts is half the layout work on a long table.
   */
  designation: ReactNode;
  /** The period column's text; absent from a table without that column. */
  period?: string;
  unitPrice: string;
  quantity: string;
  days: string;
  /** The TVA column's text ("19 %"); absent from a table without it. */
  vatRate?: string;
  total: string;
};

export function LineRow({ designation, period, unitPrice, quantity, days, vatRate, total }: LineRowProps) {
  return (
    // A line never splits across two pages.
    <View style={styles.row} wrap={false}>
      <Text style={styles.colDesignation}>{designation}</Text>
      {period === undefined ? null : <Text style={styles.colPeriod}>{period}</Text>}
      <Text style={styles.colUnitPrice}>{unitPrice}</Text>
      <Text style={styles.colQuantity}>{quantity}</Text>
      <Text style={styles.colDays}>{days}</Text>
      {vatRate === undefined ? null : <Text style={styles.colVat}>{vatRate}</Text>}
      <Text style={styles.colTotal}>{total}</Text>
    </View>
  );
}
