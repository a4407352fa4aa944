// A payment receipt's plain data (reçu de paiement, issue 22): built once by a pure function from
// the payment, the order's balance once it is counted and the legal settings, stored with the
// receipt and rendered to PDF by receipt-pdf.tsx. Amounts are decimal strings, dates "YYYY-MM-DD".

import type { PaymentMethod } from "~/db/schema/payments";
import { centsToDecimal, type Cents } from "~/lib/pricing";
import { PAYMENT_METHOD_LABELS } from "~/money/payment-status";
import { documentAgency, type DocumentSettings } from "./document-builder";
import type { DocumentData, DocumentLanguageFields } from "./document-data";

export type ReceiptData = DocumentLanguageFields & {
  kind: "receipt";
  /** REC-2026-0001 */
  number: string;
  issuedOn: string;
  orderNumber: string;
  /** The invoice that stood when the receipt was issued, if any. */
  invoiceNumber: string | null;
  agency: DocumentData["agency"];
  client: { name: string; company: string | null; email: string; phone: string };
  payment: { paidOn: string; amount: string; method: string; details: string[] };
  /** The order's balance with this payment counted, as it stood when the receipt was issued. */
  situation: { totalTtc: string; paid: string; due: string };
  footer: string;
};

export type ReceiptPayment = {
  paid_on: string;
  amount: string;
  method: PaymentMethod;
  reference: string | null;
  cheque_number: string | null;
  bank: string | null;
};

export function buildReceiptData(input: {
  number: string;
  issuedOn: string;
  orderNumber: string;
  invoiceNumber: string | null;
  client: ReceiptData["client"];
  payment: ReceiptPayment;
  situation: { totalTtc: Cents; paid: Cents; due: Cents };
  settings: DocumentSettings;
}): ReceiptData {
  const { payment } = input;
  return {
    kind: "receipt",
    number: input.number,
    issuedOn: input.issuedOn,
    orderNumber: input.orderNumber,
    invoiceNumber: input.invoiceNumber,
    agency: documentAgency(input.settings),
    client: input.client,
    payment: {
      paidOn: payment.paid_on,
      amount: payment.amount,
      method: PAYMENT_METHOD_LABELS[payment.method],
      details: [
        payment.cheque_number ? `Chèque n° ${payment.cheque_number}${payment.bank ? `, ${payment.bank}` : ""}` : null,
        payment.reference ? `Référence : ${payment.reference}` : null,
      ].filter((line): line is string => line !== null),
    },
    situation: {
      totalTtc: centsToDecimal(input.situation.totalTtc),
      paid: centsToDecimal(input.situation.paid),
      due: centsToDecimal(input.situation.due),
    },
    footer: input.settings.document_footer,
  };
}
