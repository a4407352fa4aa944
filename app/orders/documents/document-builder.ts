// The pure function that turns an order and the legal settings into a quote's or an invoice's
// data (app/orders/documents/document-data.ts). Unit-tested without rendering.

import { categoryLabel } from "~/lib/rental-categories";
import { timeSlotLabel } from "~/orders/fulfilment";
import type { DocumentData, DocumentKind, StoredDocumentKind } from "./document-data";
import { lineTotal, pricedLines, storedOrderFigures, storedVatTable, type StoredOrderMoney } from "~/orders/figures";
import { formatOrderNumber } from "~/orders/status";
import { formatPercent } from "~/lib/percent";
import { centsToDecimal, decimalToCents } from "~/lib/pricing";
import { addDays } from "~/lib/calendar-dates";

type DocumentItem = StoredOrderMoney["items"][number] & { name: string; category: string; from?: string; to?: string };

export type DocumentOrder = Omit<StoredOrderMoney, "items"> & {
  order_number: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string | null;
  fulfilment: string;
  delivery_address: string;
  departure_slot: string | null;
  return_slot: string | null;
  notes: string | null;
  rental_date: string;
  return_date: string;
  items: DocumentItem[];
  /** What the client had paid when the document is issued (an invoice shows it). */
  paid_amount?: string;
};

export type DocumentSettings = {
  brand_name: string;
  tagline: string;
  phone: string;
  email: string;
  street_address: string;
  postal_code: string;
  city: string;
  legal_name: string;
  legal_address: string;
  tax_id: string;
  trade_register: string;
  bank_details: string;
  /** Each kind's own text (issue 37): a quote's validity and deposit, an invoice's means of payment, a credit note's effect. */
  quote_terms: string;
  invoice_terms: string;
  credit_note_terms: string;
  /** Days an invoice falls due after its issue (30 when absent). */
  payment_terms_days?: number;
  document_footer: string;
};

/** "Matin (8 h – 12 h)" with no-break spaces, so that "8" and "h" never part at a line's end. */
export function documentSlotText(slot: string | null): string {
  return timeSlotLabel(slot).replace(/(\d) h/g, "$1\u00a0h");
}

/** "DEV-2026-0001-v2.pdf", "FAC-2026-0001.pdf": the file a document is downloaded as. */
export function documentFileName(doc: { kind: string; number: string; version: number }): string {
  return doc.kind === "quote" ? `${doc.number}-v${doc.version}.pdf` : `${doc.number}.pdf`;
}

// A complementary invoice is an invoice: same FAC numbering (and counter, documents.server.ts).
const NUMBER_PREFIXES: Record<StoredDocumentKind, string> = { quote: "DEV", invoice: "FAC", complementary_invoice: "FAC", credit_note: "AV", receipt: "REC" };

/** "DEV-2026-0001", "FAC-2026-0001", "AV-2026-0001" from a kind, a year and a sequence number. */
export function documentNumber(kind: StoredDocumentKind, year: number, sequence: number): string {
  return `${NUMBER_PREFIXES[kind]}-${year}-${String(sequence).padStart(4, "0")}`;
}

/** What a document of `kind` says of itself (issue 37): never another kind's text. */
export function documentTerms(kind: DocumentKind, settings: Pick<DocumentSettings, "quote_terms" | "invoice_terms" | "credit_note_terms">): string {
  return kind === "quote" ? settings.quote_terms : kind === "invoice" ? settings.invoice_terms : settings.credit_note_terms;
}

/** The agency's block of a document, from the legal settings as they are when it is issued. */
export function documentAgency(settings: DocumentSettings): DocumentData["agency"] {
  return {
    brandName: settings.brand_name,
    tagline: settings.tagline,
    legalName: settings.legal_name || settings.brand_name,
    address: settings.legal_address || `${settings.street_address}\n${settings.postal_code} ${settings.city}`,
    phone: settings.phone,
    email: settings.email,
    taxId: settings.tax_id,
    tradeRegister: settings.trade_register,
    bankDetails: settings.bank_details,
  };
}

export function buildDocumentData(
  order: DocumentOrder,
  settings: DocumentSettings,
  issue: { kind: DocumentKind; number: string; version: number; issuedOn: string },
): DocumentData {
  const figures = storedOrderFigures(order);
  const lines = pricedLines(order.items);
  const discountLabel =
    order.discount_kind === "percent" && figures.discount > 0n
      ? `Remise (${formatPercent(BigInt(Math.round(Number(order.discount_value) * 100)))})`
      : "Remise";
  return {
    kind: issue.kind,
    number: issue.number,
    version: issue.version,
    issuedOn: issue.issuedOn,
    orderNumber: formatOrderNumber(order.order_number),
    agency: documentAgency(settings),
    client: {
      name: `${order.first_name} ${order.last_name}`.trim(),
      company: order.company,
      email: order.email,
      phone: order.phone,
      address: order.delivery_address,
    },
    period: { from: order.rental_date, to: order.return_date },
    fulfilment: {
      mode: order.fulfilment === "pickup" ? "pickup" : "delivery",
      departureSlot: documentSlotText(order.departure_slot),
      returnSlot: documentSlotText(order.return_slot),
    },
    lines: order.items.map((item, index) => ({
      name: item.name,
      category: categoryLabel(item.category),
      unitPrice: item.price,
      quantity: item.quantity,
      days: item.totalDays,
      from: item.from ?? order.rental_date,
      to: item.to ?? order.return_date,
      total: centsToDecimal(lineTotal(lines[index]!)),
      vatRate: centsToDecimal(lines[index]!.vatRate),
    })),
    figures: {
      subtotal: centsToDecimal(figures.subtotal),
      discount: centsToDecimal(figures.discount),
      discountLabel,
      deliveryFee: centsToDecimal(figures.deliveryFee),
      totalHt: centsToDecimal(figures.totalHt),
      vatByRate: storedVatTable(figures.vatByRate),
      deliveryFeeVatRate: centsToDecimal(decimalToCents(order.delivery_fee_vat_rate) ?? 0n),
      vat: centsToDecimal(figures.vat),
      stampDuty: centsToDecimal(figures.stampDuty),
      totalTtc: centsToDecimal(figures.totalTtc),
      deposit: centsToDecimal(figures.deposit),
      ...paidSoFar(issue.kind, figures.totalTtc, order.paid_amount),
    },
    paymentTerms: documentTerms(issue.kind, settings),
    footer: settings.document_footer,
    notes: order.notes,
    ...(issue.kind === "invoice" ? { dueOn: addDays(issue.issuedOn, settings.payment_terms_days ?? 30) } : {}),
  };
}

/** An invoice issued after a payment says what was received and what remains; a quote does not. */
function paidSoFar(kind: DocumentKind, totalTtc: bigint, paidAmount: string | undefined): { paid?: string; due?: string } {
  const paid = decimalToCents(paidAmount ?? "0") ?? 0n;
  if (kind !== "invoice" || paid <= 0n) return {};
  return { paid: centsToDecimal(paid), due: centsToDecimal(paid < totalTtc ? totalTtc - paid : 0n) };
}
