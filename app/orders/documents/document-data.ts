// The plain data a quote, an invoice or a credit note is made from: built once by a pure function from the
// order and the legal settings, stored with the document (order_documents.data) and rendered to
// PDF by one component. Amounts are decimal strings ("1250.00"), dates "YYYY-MM-DD".

export type DocumentKind = "quote" | "invoice" | "credit_note";

/**
 * What order_documents stores: the three documents of document-pdf.tsx, the complementary invoice
 * (an invoice's data with `complement`: the retained part of a deposit) and payment receipts (receipt-pdf.tsx).
 */
export type StoredDocumentKind = DocumentKind | "complementary_invoice" | "receipt";

export const DOCUMENT_TITLES: Record<StoredDocumentKind, string> = {
  quote: "Devis",
  invoice: "Facture",
  complementary_invoice: "Facture complémentaire",
  credit_note: "Facture d'avoir",
  receipt: "Reçu de paiement",
};

export type DocumentLine = {
  name: string;
  /** Category label in French ("Sonorisation"). */
  category: string;
  unitPrice: string;
  quantity: number;
  days: number;
  from: string;
  to: string;
  total: string;
};

export type DocumentData = {
  kind: DocumentKind;
  /** DEV-2026-0001, FAC-2026-0001 or AV-2026-0001. */
  number: string;
  /** Quotes: 1, 2…; invoices: 1. */
  version: number;
  issuedOn: string;
  orderNumber: string;
  agency: {
    brandName: string;
    tagline: string;
    legalName: string;
    /** Several lines. */
    address: string;
    phone: string;
    email: string;
    taxId: string;
    tradeRegister: string;
    /** RIB / IBAN, several lines. */
    bankDetails: string;
  };
  client: {
    name: string;
    company: string | null;
    email: string;
    phone: string;
    address: string;
  };
  period: { from: string; to: string };
  /**
   * How the equipment leaves and comes back (issue 12), as printed: the slots in French
   * ("Matin (8 h – 12 h)", "Non précisé"). Absent from documents issued before.
   */
  fulfilment?: { mode: "delivery" | "pickup"; departureSlot: string; returnSlot: string };
  lines: DocumentLine[];
  figures: {
    subtotal: string;
    discount: string;
    /** "Remise (10 %)" or "Remise". */
    discountLabel: string;
    deliveryFee: string;
    totalHt: string;
    /** "19.00" */
    vatRate: string;
    vat: string;
    stampDuty: string;
    totalTtc: string;
    deposit: string;
    /**
     * An invoice issued after payments (issue 22): what was received by then ('Acompte reçu')
     * and what remained ('Reste à payer'). Absent when nothing was paid, and from older documents.
     */
    paid?: string;
    due?: string;
  };
  paymentTerms: string;
  footer: string;
  notes: string | null;
  /**
   * A credit note (issue 22): the invoice it corrects and why. Its line totals and figures are
   * negative (amounts given back); unit prices stay as invoiced.
   */
  credit?: { invoiceNumber: string; invoiceIssuedOn: string; reason: string };
  /** An invoice (issue 22): the day it falls due, its issue day + the payment terms in days. Absent from older ones. */
  dueOn?: string;
  /**
   * A complementary invoice (facture complémentaire, issue 22): the retained part of the deposit,
   * billed and settled by the deposit itself; or the order's charges after the rental (issue 23:
   * damage, loss, late fee), settled by the kept deposit in part or not at all (then due on
   * `dueOn`). The order's invoice it complements, if one stands.
   */
  complement?: {
    invoiceNumber: string | null;
    invoiceIssuedOn: string | null;
    reason: string;
    /** The reason's heading: 'Motif de la retenue' when absent (the deposit's invoices of issue 22). */
    reasonTitle?: string;
    /** The day the kept deposit settled it; null when nothing of it was settled so. */
    settledOn: string | null;
  };
};
