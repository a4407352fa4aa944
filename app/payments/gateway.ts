// What the two online payment gateways (Konnect, Flouci) have in common, as the rest of the app
// sees them: a payment is created, the payer is sent to its page, and its state is then asked of
// the gateway. Neither gateway signs its webhook, so a webhook only says "ask again": the state
// the app believes is always the one a verify call answered.

import type { PaymentGatewayId } from "~/db/schema/payments";

/** The gateways, as the ledger names them (`PAYMENT_GATEWAYS`). */
export type GatewayId = PaymentGatewayId;

/** What the app asks a gateway to collect. Amounts in millimes (app/payments/millimes.ts). */
export type CreatePaymentInput = {
  amountMillimes: number;
  /** The app's own id for this attempt: Konnect's `orderId`, Flouci's `developer_tracking_id`. */
  merchantReference: string;
  /** Shown to the payer on the gateway's page (Konnect only; Flouci has no such field). */
  description: string;
  /** Called by the gateway when the payment ends; it carries the gateway's reference, nothing to trust. */
  webhookUrl: string;
  /** Where the payer's browser goes back after paying, or after a refused payment. */
  successUrl: string;
  failUrl: string;
  /** How long the payer's page stays open. */
  lifespanMinutes: number;
  /** Prefills Konnect's page; Flouci asks the payer itself. */
  payer?: { firstName: string; lastName: string; email: string; phoneNumber?: string };
};

/** A payment opened at a gateway: its reference there, and the page to send the payer to. */
export type CreatedPayment = { reference: string; payUrl: string };

export type PaymentState = "paid" | "pending" | "failed" | "expired";

/** A payment's state as the gateway answered it, with the amount it says (null when it says none). */
export type VerifiedPayment = {
  reference: string;
  state: PaymentState;
  amountMillimes: number | null;
  /** The app's reference the gateway stored with the payment, to check it is the expected one. */
  merchantReference: string | null;
  /** The gateway's answer, kept for the payment's history. */
  raw?: unknown;
};

export type GatewayErrorKind = "timeout" | "unavailable" | "refused" | "invalid-answer";

/** What the client is told, by kind: nothing technical, and never a key. */
const CLIENT_MESSAGES: Record<GatewayErrorKind, string> = {
  timeout: "Le service de paiement ne répond pas. Réessayez dans quelques minutes.",
  unavailable: "Le service de paiement ne répond pas. Réessayez dans quelques minutes.",
  refused: "Le paiement en ligne est momentanément indisponible. Réessayez plus tard ou contactez-nous.",
  "invalid-answer": "Le service de paiement a répondu de façon inattendue. Réessayez dans quelques minutes.",
};

/**
 * A call to a gateway that gave no usable answer. `message` is French and meant for the client;
 * `detail` is for the logs (gateway, call, HTTP status, what did not parse) and, like the
 * message, never holds a key, a token or the gateway's body.
 *  - timeout: no answer within the time allowed (3 s);
 *  - unavailable: no connection, or a 5xx / 429 / 408: worth trying again later;
 *  - refused: a 4xx, or an answer saying no: the request or the keys are wrong, retrying won't help;
 *  - invalid-answer: a 2xx the client cannot read (not JSON, or not the documented shape).
 */
export class GatewayError extends Error {
  override readonly name = "GatewayError";
  readonly gateway: GatewayId;
  readonly kind: GatewayErrorKind;
  readonly status: number | null;
  readonly detail: string;

  constructor(gateway: GatewayId, kind: GatewayErrorKind, detail: string, status: number | null = null) {
    super(CLIENT_MESSAGES[kind]);
    this.gateway = gateway;
    this.kind = kind;
    this.status = status;
    this.detail = detail;
  }
}
