// Flouci's payment API, version 2, as documented at https://docs.flouci.com (API reference:
// "Verify Payment", "Pre-Authorization", "Advanced payment flow"):
//   POST {apiUrl}/generate_payment         → { result: { payment_id, link, … } }
//   GET  {apiUrl}/verify_payment/{id}      → { success, result: { status, amount, … } }
//   POST {apiUrl}/confirm_payment          (pre-authorisation: take the held amount, or less)
//   POST {apiUrl}/cancel_payment           (pre-authorisation: release the hold)
// with apiUrl = https://developers.flouci.com/api/v2. Every call authenticates with the header
// `Authorization: Bearer <public key>:<private key>`, as the current docs show: the older API's
// `app_token` / `app_secret` in the body (/api/generate_payment) is not used.
// A verify answer's status is SUCCESS, PENDING (the page is still open), EXPIRED or FAILURE, to be
// read only when `success` is true. The webhook's body is not documented: like Konnect's, it is
// only a hint to verify.

import { z } from "zod";
import { callGateway, failGatewayCall } from "./gateway-call.server";
import type { CreatedPayment, CreatePaymentInput, PaymentState, VerifiedPayment } from "./gateway";

export type FlouciConfig = {
  /** https://developers.flouci.com/api/v2 */
  apiUrl: string;
  /** The application's public key (FLOUCI_APP_TOKEN). */
  appToken: string;
  /** The application's private key (FLOUCI_APP_SECRET). */
  appSecret: string;
};

const millimes = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)]);

const GenerateAnswer = z.object({
  result: z.object({
    success: z.boolean().optional(),
    payment_id: z.string().min(1),
    link: z.url(),
  }),
});

const VerifyAnswer = z.union([
  z.object({
    success: z.literal(true),
    result: z.object({
      status: z.string(),
      amount: millimes.optional(),
      developer_tracking_id: z.string().nullish(),
    }),
  }),
  z.object({ success: z.literal(false) }),
]);

// The two pages of the docs show different answers to these (`{ result: { status: "SUCCESS" } }`
// and `{ result: { payment_id, status: "confirmed", amount, … }, status: "success" }`): both read.
const PreAuthorizationAnswer = z.object({ result: z.object({ status: z.string(), amount: millimes.optional() }) });

const headers = (config: FlouciConfig) => ({ authorization: `Bearer ${config.appToken}:${config.appSecret}` });

function generateBody(input: CreatePaymentInput) {
  return {
    amount: input.amountMillimes,
    success_link: input.successUrl,
    fail_link: input.failUrl,
    webhook: input.webhookUrl,
    developer_tracking_id: input.merchantReference,
    // Flouci's default is false: the wallet only.
    accept_card: true,
    session_timeout_secs: Math.round(input.lifespanMinutes * 60),
  };
}

async function generate(config: FlouciConfig, body: Record<string, unknown>): Promise<CreatedPayment> {
  const call = { gateway: "flouci", operation: "generate_payment" } as const;
  const { data } = await callGateway({ ...call, method: "POST", url: `${config.apiUrl}/generate_payment`, headers: headers(config), body, schema: GenerateAnswer });
  if (data.result.success === false) failGatewayCall(call, "refused", "answered success: false");
  return { reference: data.result.payment_id, payUrl: data.result.link };
}

/** Opens a payment on Flouci; the payer is then sent to `payUrl`. */
export async function createPayment(config: FlouciConfig, input: CreatePaymentInput): Promise<CreatedPayment> {
  return generate(config, generateBody(input));
}

/** Flouci's status → the app's state; an unknown one is not taken for paid. Exported for its test. */
export function flouciState(status: string): PaymentState {
  switch (status.toUpperCase()) {
    case "SUCCESS":
      return "paid";
    case "EXPIRED":
      return "expired";
    case "FAILURE":
      return "failed";
    default:
      return "pending";
  }
}

/** Asks Flouci for the payment's state: what the app believes, whatever the webhook said. */
export async function verifyPayment(config: FlouciConfig, reference: string): Promise<VerifiedPayment> {
  const call = { gateway: "flouci", operation: "verify_payment" } as const;
  const { data, raw } = await callGateway({
    ...call,
    method: "GET",
    url: `${config.apiUrl}/verify_payment/${encodeURIComponent(reference)}`,
    headers: headers(config),
    schema: VerifyAnswer,
  });
  if (!data.success) failGatewayCall(call, "refused", "answered success: false");
  return {
    reference,
    state: flouciState(data.result.status),
    amountMillimes: data.result.amount ?? null,
    merchantReference: data.result.developer_tracking_id ?? null,
    raw,
  };
}

// ---- Pre-authorisation: the deposit held on the payer's card, then taken or released ----------

/**
 * Opens a payment that only holds the amount once the payer accepts it; `confirmPreAuthorization`
 * takes it (or less), `cancelPreAuthorization` releases it. The docs name the flag `pre_auth` on
 * one page and `pre_authorization` on another: both are sent.
 */
export async function createPreAuthorization(config: FlouciConfig, input: CreatePaymentInput): Promise<CreatedPayment> {
  return generate(config, { ...generateBody(input), pre_auth: true, pre_authorization: true });
}

/** Takes the held amount, or `amountMillimes` of it (never more); answers the amount Flouci says it took. */
export async function confirmPreAuthorization(
  config: FlouciConfig,
  reference: string,
  amountMillimes?: number,
): Promise<{ reference: string; amountMillimes: number | null; raw: unknown }> {
  const call = { gateway: "flouci", operation: "confirm_payment" } as const;
  const { data, raw } = await callGateway({
    ...call,
    method: "POST",
    url: `${config.apiUrl}/confirm_payment`,
    headers: headers(config),
    // The docs give this amount as a string of millimes.
    body: { payment_id: reference, ...(amountMillimes !== undefined && { amount: String(amountMillimes) }) },
    schema: PreAuthorizationAnswer,
  });
  if (!["confirmed", "success"].includes(data.result.status.toLowerCase())) failGatewayCall(call, "refused", `answered status ${data.result.status}`);
  return { reference, amountMillimes: data.result.amount ?? amountMillimes ?? null, raw };
}

/** Releases the held amount back to the payer. */
export async function cancelPreAuthorization(config: FlouciConfig, reference: string): Promise<{ reference: string; raw: unknown }> {
  const call = { gateway: "flouci", operation: "cancel_payment" } as const;
  const { data, raw } = await callGateway({
    ...call,
    method: "POST",
    url: `${config.apiUrl}/cancel_payment`,
    headers: headers(config),
    body: { payment_id: reference },
    schema: PreAuthorizationAnswer,
  });
  if (!["cancelled", "canceled", "success"].includes(data.result.status.toLowerCase())) failGatewayCall(call, "refused", `answered status ${data.result.status}`);
  return { reference, raw };
}
