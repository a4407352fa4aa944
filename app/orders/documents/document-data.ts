// The plain data a quote, an invoice or a credit note is made from: built once by a pure function from the
// order and the legal settings, stored with the document (order_documents.data) and rendered to
// PDF by one component. Amounts are decimal strings ("1250.00"), dates "YYYY-MM-DD".

import type { StoredVatLine } from "~/orders/figures";
import type { DocumentLanguage } from "./document-language";

export type DocumentKind = "quote" | "invoice" | "credit_note";

/**
 * What order_documents stores: the three documents of document-pdf.tsx, the complementary invoice
 * (an invoice's data with `complement`: the retained part of a deposit) and payment receipts (receipt-pdf.tsx).
 */
export type StoredDocumentKind = DocumentKind | "complementary_invoice" | "receipt";

/** Each document's title in French, as the documents' catalogue prints it (app/i18n/messages/documents/fr.ts, a test keeps them equal). */
export const DOCUMENT_TITLES: Record<StoredDocumentKind, string> = {
  quote: "Devis",
  invoice: "Facture",
  complementary_invoice: "Facture complémentaire",
  credit_note: "Facture d'avoir",
  receipt: "Reçu de paiement",
};

/**
 * The language a stored document is printed in, and the English of the content it prints (issue
 * 39). Its texts are stored in French, always: the back office prints it in French too.
 */
export type DocumentLanguageFields = {
  /** English for an order placed in English; absent: French, as every document issued before. */
  language?: DocumentLanguage;
  /**
   * The English the agency gave the content this document prints (product names, its tagline,
   * terms and footer), keyed by the French as stored here, read when it was issued. A text
   * without one is printed in French.
   */
  english?: Record<string, string>;
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
  /** The line's VAT rate, "19.00" (issue 37); absent from documents issued before (figures.vatRate). */
  vatRate?: string;
};

export type DocumentData = DocumentLanguageFields & {
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
    /** The one VAT rate of documents issued before issue 37 ("19.00"); the newer ones have `vatByRate`. */
    vatRate?: string;
    /**
     * The VAT table (issue 37): base HT and VAT per rate, highest rate first; their bases add up
     * to `totalHt` and their VAT to `vat`. Negative on a credit note.
     */
    vatByRate?: StoredVatLine[];
    /** The delivery fee's VAT rate (issue 37), for a credit note of it. */
    deliveryFeeVatRate?: string;
    /** Σ VAT. */
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
  /**
   * What the document says of itself (issue 37), from the settings of its kind: a quote its
   * validity and deposit, an invoice how to pay it, a credit note what it does to the invoice it
   * corrects. (Named so since the first documents, which printed one text for all kinds.)
   */
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

/** The VAT table of a document: its `vatByRate`, or the one rate of a document issued before issue 37. */
export function documentVatTable(figures: { totalHt: string; vat: string; vatRate?: string; vatByRate?: StoredVatLine[] }): StoredVatLine[] {
  if (figures.vatByRate) return figures.vatByRate;
  return [{ rate: figures.vatRate ?? "19.00", base: figures.totalHt, vat: figures.vat }];
}

/** A line's VAT rate: its own, or the one rate of a document issued before issue 37. */
export function documentLineVatRate(line: { vatRate?: string }, figures: { vatRate?: string }): string {
  return line.vatRate ?? figures.vatRate ?? "19.00";
}
