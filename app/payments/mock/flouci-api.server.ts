// Flouci's API (v2) as the mock answers it, after https://docs.flouci.com: every call needs
// `Authorization: Bearer <public key>:<private key>` (401), generate_payment checks its body (400),
// verify_payment answers SUCCESS, PENDING, EXPIRED or FAILURE with `success: true`, an unknown
// payment 404 with `success: false`. Pre-authorisation: generate_payment with pre_auth (or
// pre_authorization) holds the amount once the payer accepts; confirm_payment takes it or less,
// cancel_payment releases it. What verify says of a released hold is not documented: FAILURE here.

import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { currentState, newReference, type MockContext, type MockPayment } from "./mock-payments";
import { readJson, sendJson } from "./mock-http.server";

const millimes = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().positive());

const GenerateBody = z.object({
  amount: millimes,
  success_link: z.url().optional(),
  fail_link: z.url().optional(),
  webhook: z.url().optional(),
  developer_tracking_id: z.string().optional(),
  // The docs say boolean; older integrations send "true".
  accept_card: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
  session_timeout_secs: z.number().int().positive().default(1200),
  image_url: z.url().optional(),
  pre_auth: z.boolean().optional(),
  pre_authorization: z.boolean().optional(),
});

const PaymentIdBody = z.object({ payment_id: z.string().min(1), amount: millimes.optional() });

const refusal = (message: string) => ({ success: false, result: { message }, name: "developers", code: 1, version: "v2" });

/** Flouci's verify status for the payment now. */
export function flouciStatus(payment: MockPayment, now = new Date()): "SUCCESS" | "PENDING" | "EXPIRED" | "FAILURE" {
  if (payment.preAuthorization?.status === "cancelled") return "FAILURE";
  const state = currentState(payment, now);
  return state === "paid" ? "SUCCESS" : state === "pending" ? "PENDING" : state === "expired" ? "EXPIRED" : "FAILURE";
}

function verifyJson(payment: MockPayment) {
  const status = flouciStatus(payment);
  const amount =
    payment.preAuthorization?.confirmedMillimes ?? (status === "SUCCESS" ? (payment.paidMillimes ?? payment.amountMillimes) : payment.amountMillimes);
  return {
    success: true,
    result: {
      type: "card",
      amount,
      status,
      details: { order_number: payment.reference, currency: "788" },
      developer_tracking_id: payment.merchantReference,
    },
    status_code: 200,
    name: "developers",
    code: 0,
    version: "2.0.0",
  };
}

function open(ctx: MockContext, body: z.infer<typeof GenerateBody>, raw: unknown): MockPayment {
  const now = new Date();
  const payment: MockPayment = {
    gateway: "flouci",
    reference: newReference("flouci"),
    amountMillimes: body.amount,
    paidMillimes: null,
    state: "pending",
    merchantReference: body.developer_tracking_id ?? null,
    description: null,
    webhookUrl: body.webhook ?? null,
    successUrl: body.success_link ?? null,
    failUrl: body.fail_link ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + body.session_timeout_secs * 1000),
    preAuthorization: body.pre_auth || body.pre_authorization ? { status: "open", confirmedMillimes: null } : null,
    request: raw,
  };
  ctx.payments.set(payment.reference, payment);
  ctx.log(`Paiement Flouci ouvert : ${payment.reference}, ${payment.amountMillimes} millimes → ${ctx.baseUrl}/flouci/pay/${payment.reference}`);
  return payment;
}

/** A held amount that can still be taken or released, or why not. */
function heldPayment(ctx: MockContext, paymentId: string): MockPayment | string {
  const payment = ctx.payments.get(paymentId);
  if (!payment || payment.gateway !== "flouci") return "Payment not found";
  if (!payment.preAuthorization) return "Payment is not a pre-authorization";
  if (payment.preAuthorization.status !== "open") return `Pre-authorization already ${payment.preAuthorization.status}`;
  if (currentState(payment) !== "paid") return "Pre-authorization not accepted by the payer";
  return payment;
}

/** Answers a request under /flouci/api/v2 (`path` is what follows); false when no route matches. */
export async function handleFlouciApi(ctx: MockContext, request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
  const verify = request.method === "GET" ? /^\/verify_payment\/([^/]+)$/.exec(path) : null;
  const post = request.method === "POST" && ["/generate_payment", "/confirm_payment", "/cancel_payment"].includes(path) ? path : null;
  if (!verify && !post) return false;

  const { flouciAppToken, flouciAppSecret } = ctx.credentials;
  if (request.headers.authorization !== `Bearer ${flouciAppToken}:${flouciAppSecret}`) {
    sendJson(response, 401, refusal("Invalid or missing credentials"));
    return true;
  }

  if (verify) {
    const payment = ctx.payments.get(decodeURIComponent(verify[1]!));
    if (!payment || payment.gateway !== "flouci") sendJson(response, 404, refusal("Payment not found"));
    else sendJson(response, 200, verifyJson(payment));
    return true;
  }

  const raw = await readJson(request);
  if (post === "/generate_payment") {
    const body = GenerateBody.safeParse(raw);
    if (!body.success) {
      sendJson(response, 400, refusal(body.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")));
      return true;
    }
    const payment = open(ctx, body.data, raw);
    sendJson(response, 200, {
      result: { success: true, payment_id: payment.reference, link: `${ctx.baseUrl}/flouci/pay/${payment.reference}`, developer_tracking_id: payment.merchantReference },
      name: "developers",
      code: 0,
      version: "v2",
    });
    return true;
  }

  const body = PaymentIdBody.safeParse(raw);
  if (!body.success) {
    sendJson(response, 400, refusal("payment_id is required"));
    return true;
  }
  const payment = heldPayment(ctx, body.data.payment_id);
  if (typeof payment === "string") {
    sendJson(response, payment === "Payment not found" ? 404 : 400, refusal(payment));
    return true;
  }
  const hold = payment.preAuthorization!;
  const held = payment.paidMillimes ?? payment.amountMillimes;
  if (post === "/confirm_payment") {
    const amount = body.data.amount ?? held;
    if (amount > held) {
      sendJson(response, 400, refusal("amount exceeds the pre-authorized amount"));
      return true;
    }
    hold.status = "confirmed";
    hold.confirmedMillimes = amount;
    sendJson(response, 200, { result: { payment_id: payment.reference, status: "confirmed", amount: String(amount), confirmed_at: new Date().toISOString() }, status: "success" });
  } else {
    hold.status = "cancelled";
    sendJson(response, 200, { result: { payment_id: payment.reference, status: "cancelled", cancelled_at: new Date().toISOString() }, status: "success" });
  }
  return true;
}
