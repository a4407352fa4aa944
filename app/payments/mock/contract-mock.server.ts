// A local stand-in for both gateways' APIs (Konnect and Flouci), to develop and test the online
// payment without their sandboxes: the documented calls with their checks, a French pay page per
// payment, the webhooks they send, and controls for tests (a slow or broken gateway, a lost
// webhook, a payment of another amount). Run alone with `npm run dev:payments`
// (scripts/payments-mock.ts), or started by a test with `startPaymentsMock({ port: 0 })`.
//
// Under one port:
//   /konnect/api/v2/…   Konnect's API      (konnect-api.server.ts)
//   /flouci/api/v2/…    Flouci's API       (flouci-api.server.ts)
//   /konnect/pay/:ref, /flouci/pay/:id     the payer's page, and its three buttons' POSTs
//   /                    the payments held, with a link to each page
//
// Webhooks, when a payment is paid or refused (not when it expires):
//   Konnect: GET <webhook>?payment_ref=<ref>, as documented.
//   Flouci:  POST <webhook> with JSON { payment_id, status, developer_tracking_id }: Flouci's
//            docs do not give the webhook's shape, so the app must read only payment_id from it.
// Then the payer is sent back: Konnect to successUrl / failUrl as given; Flouci to
// success_link / fail_link with `payment_id` added (what integrations report Flouci does).

import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FlouciConfig } from "../flouci.server";
import type { GatewayId } from "../gateway";
import type { KonnectConfig } from "../konnect.server";
import { flouciStatus, handleFlouciApi } from "./flouci-api.server";
import { handleKonnectApi } from "./konnect-api.server";
import { currentState, type MockContext, type MockCredentials, type MockPayment } from "./mock-payments";
import { redirect, sendHtml, sendJson, sendText } from "./mock-http.server";
import { indexPage, notFoundPage, PAY_ACTIONS, payPage, resultPage, type PayAction } from "./pay-page.server";

export type { MockCredentials, MockPayment, MockState } from "./mock-payments";

export const DEFAULT_MOCK_CREDENTIALS: MockCredentials = {
  konnectApiKey: "6137ad140c181c5eb44a7f88:mock-konnect-api-key",
  konnectWalletId: "5f7a209aeb3f76490ac4a3d1",
  flouciAppToken: "mock-flouci-public-key",
  flouciAppSecret: "mock-flouci-private-key",
};

/** A webhook the mock sent, or would have sent when webhooks are dropped. */
export type WebhookCall = {
  gateway: GatewayId;
  reference: string;
  method: "GET" | "POST";
  url: string;
  body: unknown;
  at: Date;
  /** True when `dropWebhooks(true)` kept it from being sent: the lost webhook. */
  dropped: boolean;
  /** The app's answer; null when dropped or when it did not answer. */
  status: number | null;
  /** Why it did not reach the app (connection refused, timeout). */
  error: string | null;
};

/** What the API answers instead of the real thing (the pay pages are not affected). */
export type MalformedAnswers = false | "not-json" | "wrong-shape";

export type PaymentsMock = {
  /** http://127.0.0.1:<port> */
  url: string;
  /** KONNECT_API_URL to use: <url>/konnect/api/v2 */
  konnectApiUrl: string;
  /** FLOUCI_API_URL to use: <url>/flouci/api/v2 */
  flouciApiUrl: string;
  credentials: MockCredentials;
  /** The environment lines that point the app at this mock. */
  env: Record<"KONNECT_API_URL" | "KONNECT_API_KEY" | "KONNECT_WALLET_ID" | "FLOUCI_API_URL" | "FLOUCI_APP_TOKEN" | "FLOUCI_APP_SECRET", string>;
  /** Both clients' configurations, as `gatewayConfigs(env)` would give them. */
  configs: { konnect: KonnectConfig; flouci: FlouciConfig };
  /** Every payment opened, by reference (both gateways). */
  payments: ReadonlyMap<string, MockPayment>;
  /** Every webhook sent (or dropped), oldest first. */
  webhookCalls: readonly WebhookCall[];
  /** Holds every API answer this long (a slow gateway: more than 3 000 ms is a timeout for the app). */
  setDelay(ms: number): void;
  /** Every API call answers 500 while down. */
  setDown(down: boolean): void;
  /** Every API call answers 200 with a body that is not JSON, or JSON of another shape. */
  setMalformedAnswers(mode: MalformedAnswers): void;
  /** Webhooks are recorded but not sent while true: the app hears of nothing and must ask. */
  dropWebhooks(drop: boolean): void;
  /** Pays the payment as the payer's 'Payer' would, optionally of another amount, and sends its webhook. */
  complete(reference: string, options?: { amountMillimes?: number }): Promise<void>;
  /** Refuses it as 'Refuser' would, and sends its webhook. */
  fail(reference: string): Promise<void>;
  /** Expires it as 'Expirer' would (no webhook). */
  expire(reference: string): void;
  /** Sends the payment's webhook again (a late or repeated notification). */
  resendWebhook(reference: string): Promise<WebhookCall>;
  /** Forgets every payment and webhook, and ends any delay, outage or malformed answers. */
  reset(): void;
  stop(): Promise<void>;
};

export type PaymentsMockOptions = {
  /** 0 (the default) takes a free port. */
  port?: number;
  /** Loopback unless said otherwise. */
  host?: string;
  credentials?: Partial<MockCredentials>;
  /** Receives a line per payment opened, button pressed and webhook sent (the CLI prints them). */
  log?: (line: string) => void;
};

/** How long the mock waits on the app's webhook endpoint. */
const WEBHOOK_TIMEOUT_MS = 10_000;

export async function startPaymentsMock(options: PaymentsMockOptions = {}): Promise<PaymentsMock> {
  const credentials = { ...DEFAULT_MOCK_CREDENTIALS, ...options.credentials };
  const log = options.log ?? (() => {});
  const payments = new Map<string, MockPayment>();
  const webhookCalls: WebhookCall[] = [];
  // Each delayed answer's timer and how to end its wait, so that stop() leaves none hanging.
  const waits = new Map<NodeJS.Timeout, () => void>();
  let delayMs = 0;
  let down = false;
  let malformed: MalformedAnswers = false;
  let dropping = false;

  const ctx: MockContext = { baseUrl: "", payments, credentials, log };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        waits.delete(timer);
        resolve();
      }, ms);
      waits.set(timer, resolve);
    });

  function find(reference: string): MockPayment {
    const payment = payments.get(reference);
    if (!payment) throw new Error(`No payment ${reference} in the payments mock`);
    return payment;
  }

  async function sendWebhook(payment: MockPayment): Promise<WebhookCall | null> {
    if (!payment.webhookUrl) return null;
    const konnect = payment.gateway === "konnect";
    const url = new URL(payment.webhookUrl);
    if (konnect) url.searchParams.set("payment_ref", payment.reference);
    const body = konnect ? null : { payment_id: payment.reference, status: flouciStatus(payment), developer_tracking_id: payment.merchantReference };
    const call: WebhookCall = {
      gateway: payment.gateway,
      reference: payment.reference,
      method: konnect ? "GET" : "POST",
      url: url.href,
      body,
      at: new Date(),
      dropped: dropping,
      status: null,
      error: null,
    };
    webhookCalls.push(call);
    if (dropping) {
      log(`Webhook ${payment.gateway} ${payment.reference} perdu (dropWebhooks) : ${call.method} ${call.url}`);
      return call;
    }
    try {
      const response = await fetch(url, {
        method: call.method,
        headers: body ? { "content-type": "application/json" } : {},
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      call.status = response.status;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      call.error = cause ?? (error instanceof Error ? error.name : "unknown error");
    }
    log(`Webhook ${call.method} ${call.url} → ${call.status ?? call.error}`);
    return call;
  }

  function settle(payment: MockPayment, state: "paid" | "failed" | "expired", paidMillimes?: number) {
    const now = currentState(payment);
    if (now !== "pending" && !(now === "failed" && state === "paid")) throw new Error(`Payment ${payment.reference} is already ${now}`);
    payment.state = state;
    if (state === "paid") payment.paidMillimes = paidMillimes ?? payment.amountMillimes;
    if (state === "expired") payment.expiresAt = new Date();
    log(`Paiement ${payment.gateway} ${payment.reference} : ${state}`);
  }

  /** Where the payer's browser goes after a button: the gateway's link back, with Flouci's payment_id. */
  function returnUrl(payment: MockPayment): string | null {
    const link = payment.state === "paid" ? payment.successUrl : payment.state === "failed" ? payment.failUrl : null;
    if (!link) return null;
    if (payment.gateway === "konnect") return link;
    const url = new URL(link);
    url.searchParams.set("payment_id", payment.reference);
    return url.href;
  }

  async function handlePayPage(request: IncomingMessage, response: ServerResponse, gateway: GatewayId, reference: string, action: string | undefined) {
    const payment = payments.get(reference);
    if (!payment || payment.gateway !== gateway) return sendHtml(response, 404, notFoundPage());
    if (!action) return request.method === "GET" ? sendHtml(response, 200, payPage(payment)) : sendText(response, 405, "text/plain", "Method Not Allowed");
    if (request.method !== "POST" || !(action in PAY_ACTIONS)) return sendText(response, 404, "text/plain", "Not Found");
    if (currentState(payment) !== "pending") return sendHtml(response, 409, payPage(payment));
    const chosen = action as PayAction;
    settle(payment, chosen === "payer" ? "paid" : chosen === "refuser" ? "failed" : "expired");
    if (chosen !== "expirer") await sendWebhook(payment);
    const back = returnUrl(payment);
    return back ? redirect(response, back) : sendHtml(response, 200, resultPage(payment));
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, gateway: GatewayId, path: string) {
    if (delayMs > 0) await sleep(delayMs);
    if (down) return sendJson(response, 500, { message: "Internal Server Error" });
    if (malformed === "not-json") return sendText(response, 200, "text/html; charset=utf-8", "<html><body>Maintenance</body></html>");
    if (malformed === "wrong-shape") return sendJson(response, 200, { ok: true, data: null });
    const handled = gateway === "konnect" ? await handleKonnectApi(ctx, request, response, path) : await handleFlouciApi(ctx, request, response, path);
    if (!handled) sendJson(response, 404, { message: "Not Found" });
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? "/", "http://mock");
    const api = /^\/(konnect|flouci)\/api\/v2(\/.*)$/.exec(pathname);
    if (api) return handleApi(request, response, api[1] as GatewayId, api[2]!);
    const pay = /^\/(konnect|flouci)\/pay\/([^/]+)(?:\/([a-z]+))?$/.exec(pathname);
    if (pay) return handlePayPage(request, response, pay[1] as GatewayId, decodeURIComponent(pay[2]!), pay[3]);
    if (pathname === "/" && request.method === "GET") return sendHtml(response, 200, indexPage(payments.values()));
    sendText(response, 404, "text/plain", "Not Found");
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      log(`Erreur : ${error instanceof Error ? error.message : String(error)}`);
      sendText(response, 500, "text/plain", "Internal Server Error");
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  ctx.baseUrl = url;
  const konnectApiUrl = `${url}/konnect/api/v2`;
  const flouciApiUrl = `${url}/flouci/api/v2`;

  return {
    url,
    konnectApiUrl,
    flouciApiUrl,
    credentials,
    env: {
      KONNECT_API_URL: konnectApiUrl,
      KONNECT_API_KEY: credentials.konnectApiKey,
      KONNECT_WALLET_ID: credentials.konnectWalletId,
      FLOUCI_API_URL: flouciApiUrl,
      FLOUCI_APP_TOKEN: credentials.flouciAppToken,
      FLOUCI_APP_SECRET: credentials.flouciAppSecret,
    },
    configs: {
      konnect: { apiUrl: konnectApiUrl, apiKey: credentials.konnectApiKey, walletId: credentials.konnectWalletId },
      flouci: { apiUrl: flouciApiUrl, appToken: credentials.flouciAppToken, appSecret: credentials.flouciAppSecret },
    },
    payments,
    webhookCalls,
    setDelay: (ms) => {
      delayMs = Math.max(0, ms);
    },
    setDown: (value) => {
      down = value;
    },
    setMalformedAnswers: (mode) => {
      malformed = mode;
    },
    dropWebhooks: (drop) => {
      dropping = drop;
    },
    async complete(reference, { amountMillimes } = {}) {
      const payment = find(reference);
      settle(payment, "paid", amountMillimes);
      await sendWebhook(payment);
    },
    async fail(reference) {
      const payment = find(reference);
      settle(payment, "failed");
      await sendWebhook(payment);
    },
    expire(reference) {
      settle(find(reference), "expired");
    },
    async resendWebhook(reference) {
      const payment = find(reference);
      const call = await sendWebhook(payment);
      if (!call) throw new Error(`Payment ${reference} has no webhook`);
      return call;
    },
    reset() {
      payments.clear();
      webhookCalls.length = 0;
      delayMs = 0;
      down = false;
      malformed = false;
      dropping = false;
    },
    async stop() {
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve();
      }
      waits.clear();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
