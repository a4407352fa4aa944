// Konnect's API as the mock answers it, after https://docs.konnect.network ("Initiate Payment",
// "Get Payment Details"): the x-api-key checked (401), the body checked (400), an unknown payment
// 404. A paid payment is "completed"; any other stays "pending", an expired one past its
// expirationDate and a refused one with a transaction that is not "success", as the docs say.

import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { currentState, newReference, type MockContext, type MockPayment } from "./mock-payments";
import { readJson, sendJson } from "./mock-http.server";

const InitPaymentBody = z.object({
  receiverWalletId: z.string().min(1),
  token: z.enum(["TND", "EUR", "USD"]).default("TND"),
  amount: z.number().int().positive(),
  type: z.enum(["immediate", "partial"]).default("immediate"),
  description: z.string().optional(),
  acceptedPaymentMethods: z.array(z.enum(["wallet", "bank_card", "e-DINAR", "flouci"])).min(1).optional(),
  lifespan: z.number().positive().optional(),
  checkoutForm: z.boolean().optional(),
  addPaymentFeesToAmount: z.boolean().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  phoneNumber: z.string().optional(),
  email: z.string().optional(),
  orderId: z.string().optional(),
  webhook: z.url().optional(),
  silentWebhook: z.boolean().optional(),
  successUrl: z.url().optional(),
  failUrl: z.url().optional(),
  theme: z.enum(["light", "dark"]).optional(),
});

/** Not in the docs; the payment link's lifespan when none is given. */
const DEFAULT_LIFESPAN_MINUTES = 10;

const errors = (...messages: string[]) => ({ errors: messages.map((message) => ({ message })) });

/** Konnect's payment object, as GET /payments/:id answers it. */
export function konnectPaymentJson(ctx: MockContext, payment: MockPayment, now = new Date()) {
  const state = currentState(payment, now);
  const paid = state === "paid" ? (payment.paidMillimes ?? payment.amountMillimes) : 0;
  const transactions =
    payment.state === "paid"
      ? [{ status: "success", amount: paid }]
      : payment.state === "failed"
        ? [{ status: "failed", amount: payment.amountMillimes }]
        : [];
  return {
    id: payment.reference,
    status: state === "paid" ? "completed" : "pending",
    amountDue: state === "paid" ? 0 : payment.amountMillimes,
    reachedAmount: paid,
    amount: state === "paid" ? paid : payment.amountMillimes,
    token: "TND",
    convertedAmount: state === "paid" ? paid : payment.amountMillimes,
    exchangeRate: 1,
    expirationDate: payment.expiresAt.toISOString(),
    shortId: payment.reference.slice(-9),
    link: `${ctx.baseUrl}/konnect/pay/${payment.reference}`,
    webhook: payment.webhookUrl,
    successUrl: payment.successUrl,
    failUrl: payment.failUrl,
    orderId: payment.merchantReference,
    type: "immediate",
    details: payment.description,
    acceptedPaymentMethods: (payment.request as { acceptedPaymentMethods?: string[] }).acceptedPaymentMethods ?? ["wallet", "bank_card", "e-DINAR"],
    transactions,
  };
}

/** Answers a request under /konnect/api/v2 (`path` is what follows); false when no route matches. */
export async function handleKonnectApi(ctx: MockContext, request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
  const initPayment = request.method === "POST" && path === "/payments/init-payment";
  const getPayment = request.method === "GET" ? /^\/payments\/([^/]+)$/.exec(path) : null;
  if (!initPayment && !getPayment) return false;

  if (request.headers["x-api-key"] !== ctx.credentials.konnectApiKey) {
    sendJson(response, 401, errors("Unauthorized: missing or invalid x-api-key"));
    return true;
  }

  if (getPayment) {
    const payment = ctx.payments.get(decodeURIComponent(getPayment[1]!));
    if (!payment || payment.gateway !== "konnect") sendJson(response, 404, errors("Payment not found"));
    else sendJson(response, 200, { payment: konnectPaymentJson(ctx, payment) });
    return true;
  }

  const raw = await readJson(request);
  const body = InitPaymentBody.safeParse(raw);
  if (!body.success) {
    sendJson(response, 400, errors(...body.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)));
    return true;
  }
  if (body.data.receiverWalletId !== ctx.credentials.konnectWalletId) {
    sendJson(response, 400, errors("receiverWalletId: wallet not found"));
    return true;
  }
  const now = new Date();
  const payment: MockPayment = {
    gateway: "konnect",
    reference: newReference("konnect"),
    amountMillimes: body.data.amount,
    paidMillimes: null,
    state: "pending",
    merchantReference: body.data.orderId ?? null,
    description: body.data.description ?? null,
    webhookUrl: body.data.webhook ?? null,
    successUrl: body.data.successUrl ?? null,
    failUrl: body.data.failUrl ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + (body.data.lifespan ?? DEFAULT_LIFESPAN_MINUTES) * 60_000),
    preAuthorization: null,
    request: raw,
  };
  ctx.payments.set(payment.reference, payment);
  ctx.log(`Paiement Konnect ouvert : ${payment.reference}, ${payment.amountMillimes} millimes → ${ctx.baseUrl}/konnect/pay/${payment.reference}`);
  sendJson(response, 200, { payUrl: `${ctx.baseUrl}/konnect/pay/${payment.reference}`, paymentRef: payment.reference });
  return true;
}
