// A document's totals and what stands beside and under them: the terms column (payment terms, bank
// details, a credit note's reason) at the left, the totals at the right ending on the violet
// « Total TTC », and the amount in words below.

import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { StoredVatLine } from "~/orders/figures";
import { documentVatTable } from "./document-data";
import { useDocumentWords } from "./document-words";
import { styles } from "./document-styles";

export type TotalsBlockProps = {
  /** The TermsBlocks of the left column. */
  terms: ReactNode;
  /** The rows of the totals, TaxTotals among them. */
  totals: ReactNode;
  /** "Arrêté le présent devis à la somme de". */
  wordsIntro: string;
  /** The amount in words, in millimes, never negative: the intro says a credit note gives it back. */
  amount: bigint;
};

export function TotalsBlock({ terms, totals, wordsIntro, amount }: TotalsBlockProps) {
  const { m, inWords } = useDocumentWords();
  return (
    // Totals and the amount in words stay together: a total alone on a page reads as a different
    // document. The terms take the space left of the totals, so a short quote keeps its approval
    // box on its first page.
    <View wrap={false}>
      <View style={styles.totalsArea}>
        <View style={styles.termsColumn}>{terms}</View>
        <View style={styles.totals}>{totals}</View>
      </View>
      <Text style={styles.inWords}>
        {m.totals.inWords(wordsIntro)}
        <Text style={styles.inWordsAmount}>{`${inWords(amount)}.`}</Text>
      </Text>
    </View>
  );
}

/** A heading in small capitals and its paragraph, in the terms column ("Conditions de paiement"). */
export function TermsBlock({ label, text }: { label: string; text: string }) {
  return (
    <View style={styles.termsBlock}>
      <Text style={styles.label}>{label}</Text>
      <Text style={styles.paragraph}>{text}</Text>
    </View>
  );
}

/** "Label … amount", with a hairline above it when `ruled`. */
export function TotalRow({ label, value, ruled = false }: { label: string; value: string; ruled?: boolean }) {
  return (
    <View style={ruled ? [styles.totalRow, styles.totalRowRuled] : styles.totalRow}>
      <Text>{label}</Text>
      <Text style={styles.totalValue}>{value}</Text>
    </View>
  );
}

/** The violet row of the totals: « Total TTC », a receipt's « Montant reçu ». */
export function GrandTotalRow({ label, value }: { label: string; value: string }) {
  return (
    <View style={styles.grandTotal}>
      <Text>{label}</Text>
      <Text style={styles.totalValue}>{value}</Text>
    </View>
  );
}

export type TaxTotalsProps = {
  /**
   * Decimal strings ("16870.00"), as the document's data stores them: the VAT table `vatByRate`
   * (issue 37), or the one `vatRate` ("19.00") of a document issued before.
   */
  figures: { totalHt: string; vatRate?: string; vatByRate?: StoredVatLine[]; vat: string; stampDuty: string; totalTtc: string };
  /** The document's way of printing an amount: a credit note's carry a true minus sign. */
  money: (decimal: string) => string;
  /**
   * Where the hairline falls: above « Total HT » when rows before it (subtotal, discount, delivery)
   * add up to it, above the VAT when « Total HT » opens the totals.
   */
  ruleAbove: "totalHt" | "vat";
};

/**
 * The VAT per rate (issue 37): a small table of the rates, their bases HT and their VAT, what a
 * Tunisian invoice prints and an accountant declares; « Total TVA » under it when there are several.
 */
export function VatTable({ lines, total, money, ruled }: { lines: StoredVatLine[]; total: string; money: (decimal: string) => string; ruled: boolean }) {
  const { m, vatRate } = useDocumentWords();
  return (
    <View style={ruled ? [styles.vatTable, styles.totalRowRuled] : styles.vatTable}>
      <View style={styles.vatHead}>
        <Text style={styles.vatRate}>{m.totals.vatRate}</Text>
        <Text style={styles.vatBase}>{m.totals.vatBase}</Text>
        <Text style={styles.vatAmount}>{m.totals.vatAmount}</Text>
      </View>
      {lines.map((line) => (
        <View key={line.rate} style={styles.vatRow}>
          <Text style={styles.vatRate}>{vatRate(line.rate)}</Text>
          <Text style={styles.vatBase}>{money(line.base)}</Text>
          <Text style={styles.vatAmount}>{money(line.vat)}</Text>
        </View>
      ))}
      {lines.length > 1 ? (
        <View style={[styles.vatRow, styles.vatTotal]}>
          <Text>{m.totals.vatTotal}</Text>
          <Text style={styles.totalValue}>{money(total)}</Text>
        </View>
      ) : null}
    </View>
  );
}

/** From « Total HT » to « Total TTC »: the VAT table, the stamp duty and the violet total. */
export function TaxTotals({ figures, money, ruleAbove }: TaxTotalsProps) {
  const m = useDocumentWords().m.totals;
  return (
    <>
      <TotalRow label={m.totalHt} value={money(figures.totalHt)} ruled={ruleAbove === "totalHt"} />
      <VatTable lines={documentVatTable(figures)} total={figures.vat} money={money} ruled={ruleAbove === "vat"} />
      <TotalRow label={m.stampDuty} value={money(figures.stampDuty)} />
      <GrandTotalRow label={m.totalTtc} value={money(figures.totalTtc)} />
    </>
  );
}
