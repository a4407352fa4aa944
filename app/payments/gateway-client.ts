import type { PaymentGatewayId } from "~/db/schema/payments";

// What the attempts (attempts.server.ts) need of a gateway: open a payment, and ask how it
// stands. Each gateway's client (konnect.server.ts, flouci.server.ts) is adapted to this; the
// tests drive the same clients against the contract mocks (mock/).

export type OpenPaymentInput = {
  /** Our attempt's id: the gateway's order or tracking id, and the key of the return page. */
  attemptId: string;
  amountMillimes: number;
  /** Where the gateway sends the client back, paid or not (the return page verifies either way). */
  returnUrl: string;
  /** Where the gateway calls when the payment changes (a hint only: it is verified). */
  webhookUrl: string;
  lifespanMinutes: number;
  payer: { firstName: string; lastName: string; email: string; phone: string };
  description: string;
};

export type OpenedPayment = { reference: string; payUrl: string };

/** What the gateway says of a payment when asked. */
export type PaymentCheck = { state: "paid" | "pending" | "failed" | "expired"; amountMillimes: number | null };

/**
 * A hold on the client's card (a pre-authorisation): opened like a payment, 'paid' once the client
 * accepts it, then captured in part or whole, or released. Only Flouci offers it.
 */
export type CardHolds = {
  open(input: OpenPaymentInput): Promise<OpenedPayment>;
  /** Takes `amountMillimes` of the hold (never more), the rest going back to the client. */
  capture(reference: string, amountMillimes: number): Promise<void>;
  release(reference: string): Promise<void>;
};

export type GatewayClient = {
  id: PaymentGatewayId;
  open(input: OpenPaymentInput): Promise<OpenedPayment>;
  check(reference: string): Promise<PaymentCheck>;
  holds?: CardHolds;
};

/** The gateway cannot be reached, is slow (3 s) or answers nonsense: a French message for the client, nothing recorded. */
export class GatewayUnavailableError extends Error {
  constructor(readonly gateway: PaymentGatewayId, readonly kind: string) {
    super("Le service de paiement ne répond pas pour le moment : rien n'a été débité. Réessayez dans quelques minutes.");
    this.name = "GatewayUnavailableError";
  }
}
