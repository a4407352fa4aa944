// What an order's client has paid, and what that makes of the order (issue 22): pure, shared by
// the order's page, the server and (later) the desk, the CSV and the client's page.

import type { PaymentGatewayId, PaymentMethod } from "~/db/schema/payments";
import { decimalToCents, type Cents } from "~/lib/pricing";
import { amountOwed, type OwedColumns } from "./amount-owed";

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: "Espèces",
  transfer: "Virement",
  cheque: "Chèque",
  card: "Carte",
  withholding: "Retenue à la source",
  online: "En ligne",
};

/** The gateways' names, as the agency and the client read them ('En ligne — Konnect'). */
export const GATEWAY_LABELS: Record<PaymentGatewayId, string> = { konnect: "Konnect", flouci: "Flouci" };

/** A payment's method as the order's page and the journal show it. */
export function paymentMethodLabel(method: PaymentMethod, gateway?: PaymentGatewayId | null): string {
  return method === "online" && gateway ? `${PAYMENT_METHOD_LABELS.online} — ${GATEWAY_LABELS[gateway]}` : PAYMENT_METHOD_LABELS[method];
}

/**
 * A kept deposit in the finances and the payments journal: the part kept settles the order's
 * facture complémentaire, money received on the day it was kept.
 */
export const KEPT_DEPOSIT_LABEL = "Caution retenue";

export const PAYMENT_STATUSES = ["unpaid", "partial", "paid", "overpaid"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Non payée",
  partial: "Acompte reçu",
  paid: "Payée",
  overpaid: "Trop-perçu",
};

/** The desk's payment filter: the four statuses, and 'En retard' (an invoice past its due day with a balance). */
export const PAYMENT_FILTERS = [...PAYMENT_STATUSES, "late"] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];
export const PAYMENT_FILTER_LABELS: Record<PaymentFilter, string> = { ...PAYMENT_STATUS_LABELS, late: "En retard" };

/**
 * 'Non payée' until something is received, 'Acompte reçu' while some of the total TTC remains,
 * 'Payée' when it is settled to the cent, 'Trop-perçu' past it. An order of 0 DT owes nothing: paid.
 */
export function paymentStatus(totalTtc: Cents, paid: Cents): PaymentStatus {
  if (paid > totalTtc) return "overpaid";
  if (paid === totalTtc) return "paid";
  return paid === 0n ? "unpaid" : "partial";
}

export type PaymentSummary = { totalTtc: Cents; paid: Cents; /** Reste à payer: never below 0 (an overpayment is shown as such). */ due: Cents; overpaid: Cents; status: PaymentStatus };

export function paymentSummary(totalTtc: Cents, paid: Cents): PaymentSummary {
  return {
    totalTtc,
    paid,
    due: paid < totalTtc ? totalTtc - paid : 0n,
    overpaid: paid > totalTtc ? paid - totalTtc : 0n,
    status: paymentStatus(totalTtc, paid),
  };
}

/** The columns of a stored order that say what its client owes. */
export type StoredOwed = OwedColumns;

/** The payment summary of a stored order: what it owes is amountOwed's (amount-owed.ts). */
export function storedPaymentSummary(order: StoredOwed): PaymentSummary {
  const paid = decimalToCents(order.paid_amount) ?? 0n;
  return paymentSummary(amountOwed(order) + paid, paid);
}
