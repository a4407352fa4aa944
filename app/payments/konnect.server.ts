// Konnect's payment API, as documented at https://docs.konnect.network (API Integration:
// "Initiate Payment", "Get Payment Details", "Webhook"):
//   POST {apiUrl}/payments/init-payment   header x-api-key  → { payUrl, paymentRef }
//   GET  {apiUrl}/payments/{paymentRef}   header x-api-key  → { payment: { status, amount, … } }
// The webhook is `GET <webhook>?payment_ref=…`, unsigned: it only says which payment to ask about.
// Per those docs a payment's status is "completed" once paid and "pending" otherwise ("failed or
// not attempted yet"); an expired one stays pending past its expirationDate, a refused one carries
// a transaction whose status is not "success".

import { z } from "zod";
import { callGateway } from "./gateway-call.server";
import type { CreatedPayment, CreatePaymentInput, PaymentState, VerifiedPayment } from "./gateway";

export type KonnectConfig = {
  /**
   * https://api.konnect.network/api/v2 in production. To test, the sandbox's: Konnect's API
   * reference (api.konnect.network/api/v2/konnect-gateway) names https://api.preprod.konnect.network/api/v2.
   */
  apiUrl: string;
  apiKey: string;
  /** The agency's wallet, the receiver of every payment (`receiverWalletId`). */
  walletId: string;
};

/** The methods Konnect's page offers; its own default, written out so a change there is not silent. */
export const KONNECT_PAYMENT_METHODS = ["wallet", "bank_card", "e-DINAR"] as const;

const InitPaymentAnswer = z.object({ payUrl: z.url(), paymentRef: z.string().min(1) });

const PaymentAnswer = z.object({
  payment: z.object({
    id: z.string().optional(),
    status: z.string(),
    amount: z.number().int().nonnegative().optional(),
    token: z.string().optional(),
    orderId: z.string().optional(),
    expirationDate: z.string().optional(),
    transactions: z.array(z.object({ status: z.string().optional() })).optional(),
  }),
});
type KonnectPayment = z.infer<typeof PaymentAnswer>["payment"];

const headers = (config: KonnectConfig) => ({ "x-api-key": config.apiKey });

/** Opens a payment on Konnect; the payer is then sent to `payUrl`. */
export async function createPayment(config: KonnectConfig, input: CreatePaymentInput): Promise<CreatedPayment> {
  const { data: answer } = await callGateway({
    gateway: "konnect",
    operation: "init-payment",
    method: "POST",
    url: `${config.apiUrl}/payments/init-payment`,
    headers: headers(config),
    body: {
      receiverWalletId: config.walletId,
      token: "TND",
      amount: input.amountMillimes,
      type: "immediate",
      description: input.description,
      acceptedPaymentMethods: KONNECT_PAYMENT_METHODS,
      lifespan: input.lifespanMinutes,
      // The app already knows the payer; Konnect's form would ask again.
      checkoutForm: false,
      // Fees on top would make the paid amount differ from the one asked, and the check fail.
      addPaymentFeesToAmount: false,
      ...(input.payer && {
        firstName: input.payer.firstName,
        lastName: input.payer.lastName,
        email: input.payer.email,
        ...(input.payer.phoneNumber && { phoneNumber: input.payer.phoneNumber }),
      }),
      orderId: input.merchantReference,
      webhook: input.webhookUrl,
      // Konnect calls the webhook from its server and sends the payer to successUrl / failUrl,
      // instead of sending the payer's browser to the webhook.
      silentWebhook: true,
      successUrl: input.successUrl,
      failUrl: input.failUrl,
    },
    schema: InitPaymentAnswer,
  });
  return { reference: answer.paymentRef, payUrl: answer.payUrl };
}

/** A date-only expiration ("2020-10-15", as in Konnect's example) lasts until the end of that day. */
function expiresAt(expirationDate: string | undefined): number | null {
  if (!expirationDate) return null;
  const time = Date.parse(expirationDate);
  if (Number.isNaN(time)) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(expirationDate) ? time + 24 * 60 * 60 * 1000 : time;
}

/** Konnect's payment → the app's state. Exported for its test. */
export function konnectState(payment: KonnectPayment, now = Date.now()): PaymentState {
  const status = payment.status.toLowerCase();
  if (status === "completed") return "paid";
  // Not in the docs, which name only completed and pending; read so if Konnect ever says them.
  if (status === "expired") return "expired";
  if (["failed", "failure", "canceled", "cancelled", "rejected"].includes(status)) return "failed";
  const end = expiresAt(payment.expirationDate);
  if (end !== null && end <= now) return "expired";
  const last = payment.transactions?.at(-1)?.status;
  // The payer's last try was refused. The page may still take another one until it expires, so
  // a later verify can still say "paid".
  if (last && last.toLowerCase() !== "success") return "failed";
  return "pending";
}

/** Asks Konnect for the payment's state: what the app believes, whatever the webhook said. */
export async function verifyPayment(config: KonnectConfig, reference: string): Promise<VerifiedPayment> {
  const { data, raw } = await callGateway({
    gateway: "konnect",
    operation: "get-payment",
    method: "GET",
    url: `${config.apiUrl}/payments/${encodeURIComponent(reference)}`,
    headers: headers(config),
    schema: PaymentAnswer,
  });
  const { payment } = data;
  // Amounts are millimes only in dinars; the app only opens TND payments.
  const inDinars = payment.token === undefined || payment.token === "TND";
  return {
    reference,
    state: konnectState(payment),
    amountMillimes: inDinars ? (payment.amount ?? null) : null,
    merchantReference: payment.orderId ?? null,
    raw,
  };
}
