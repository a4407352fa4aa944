// The ages of what clients owe on their invoices, in days since the invoice was issued (the
// accountant's usual balance: 0–30, 31–60, 61–90, more than 90 days). One list, read by the query
// that sorts the orders into them and by the page that titles them.

export type ReceivableAge = {
  id: "0-30" | "31-60" | "61-90" | "90+";
  label: string;
  /** The oldest age in the bucket, in days; null for the last, open-ended one. */
  upTo: number | null;
};

export const RECEIVABLE_AGES: readonly ReceivableAge[] = [
  { id: "0-30", label: "0 à 30 jours", upTo: 30 },
  { id: "31-60", label: "31 à 60 jours", upTo: 60 },
  { id: "61-90", label: "61 à 90 jours", upTo: 90 },
  { id: "90+", label: "Plus de 90 jours", upTo: null },
];

/** Orders shown per bucket (and deposits in their list): the rest is counted, « et N autres ». */
export const FINANCE_LIST_LIMIT = 20;

/** « émise aujourd'hui », « émise il y a 1 jour », « émise il y a 12 jours ». */
export function issuedAgo(days: number): string {
  if (days <= 0) return "émise aujourd'hui";
  return `émise il y a ${days} ${days > 1 ? "jours" : "jour"}`;
}

/** « 1 facture », « 2 factures » (« 0 facture »: none is no plural in French). */
export function invoiceCount(count: number): string {
  return `${count} ${count > 1 ? "factures" : "facture"}`;
}
