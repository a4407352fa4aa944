// A payment receipt's plain data (reçu de paiement, issue 22): built once by a pure function from
// the payment, the order's balance once it is counted and the legal settings, stored with the
// receipt and rendered to PDF by receipt-pdf.tsx. Amounts are decimal strings, dates "YYYY-MM-DD".

import type { PaymentGatewayId, PaymentMethod } from "~/db/schema/payments";
import { centsToDecimal, type Cents } from "~/lib/pricing";
import { GATEWAY_LABELS, paymentMethodLabel } from "~/money/payment-status";
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
  /** An online payment's gateway (issue 40): the receipt names it, and its reference as the gateway's. */
  gateway: PaymentGatewayId | null;
  reference: string | null;
  cheque_number: string | null;
  bank: string | null;
};

/**
 * "Référence Konnect : …" for an online payment: the gateway's own reference, which the client
 * quotes to the gateway; "Référence : …" for the agency's (a transfer's, a card's).
 */
function referenceLine(reference: string, gateway: PaymentGatewayId | null): string {
  return gateway ? `Référence ${GATEWAY_LABELS[gateway]} : ${reference}` : `Référence : ${reference}`;
}

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
      method: paymentMethodLabel(payment.method, payment.gateway),
      details: [
        payment.cheque_number ? `Chèque n° ${payment.cheque_number}${payment.bank ? `, ${payment.bank}` : ""}` : null,
        payment.reference ? referenceLine(payment.reference, payment.gateway) : null,
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
