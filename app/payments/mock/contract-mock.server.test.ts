import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { pressPayButton } from "~/test-support/pay-page";
import { nothingListensUrl, startWebhookReceiver } from "~/test-support/webhook-receiver.server";
import { startPaymentsMock, type PaymentsMock } from "./contract-mock.server";

let mock: PaymentsMock;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  [mock, receiver] = await Promise.all([startPaymentsMock(), startWebhookReceiver()]);
});
afterEach(() => {
  mock.reset();
  receiver.received.length = 0;
});
afterAll(async () => {
  await Promise.all([mock.stop(), receiver.stop()]);
});

const konnect = (path: string, body: unknown, apiKey = mock.credentials.konnectApiKey) =>
  fetch(`${mock.konnectApiUrl}${path}`, { method: "POST", headers: { "x-api-key": apiKey, "content-type": "application/json" }, body: JSON.stringify(body) });

const flouci = (path: string, body: unknown, authorization = `Bearer ${mock.credentials.flouciAppToken}:${mock.credentials.flouciAppSecret}`) =>
  fetch(`${mock.flouciApiUrl}${path}`, { method: "POST", headers: { authorization, "content-type": "application/json" }, body: JSON.stringify(body) });

const konnectPayment = (overrides: Record<string, unknown> = {}) => ({ receiverWalletId: mock.credentials.konnectWalletId, amount: 5000, ...overrides });

describe("the payments mock checks requests as the gateways do", () => {
  it("answers 401 without the right key", async () => {
    expect((await konnect("/payments/init-payment", konnectPayment(), "nope")).status).toBe(401);
    expect((await fetch(`${mock.konnectApiUrl}/payments/abc`)).status).toBe(401);
    expect((await flouci("/generate_payment", { amount: 5000 }, "Bearer nope:nope")).status).toBe(401);
    // Flouci's older API put the keys in the body: the mock, like v2, wants the header.
    const inBody = await fetch(`${mock.flouciApiUrl}/generate_payment`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ app_token: mock.credentials.flouciAppToken, app_secret: mock.credentials.flouciAppSecret, amount: 5000 }),
    });
    expect(inBody.status).toBe(401);
    expect(mock.payments.size).toBe(0);
  });

  it("answers 400 to a bad amount or body", async () => {
    const badKonnectBodies = [
      konnectPayment({ amount: 12.5 }),
      konnectPayment({ amount: -1 }),
      konnectPayment({ amount: "5000" }),
      konnectPayment({ webhook: "not a url" }),
      { amount: 5000 },
    ];
    for (const body of badKonnectBodies) {
      expect((await konnect("/payments/init-payment", body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{ amount: 0 }, { amount: "12.5" }, {}, { amount: 5000, success_link: "nope" }]) {
      const answer = await flouci("/generate_payment", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toMatchObject({ success: false });
    }
    // Flouci's docs show the amount as a number and as a string of millimes.
    expect((await flouci("/generate_payment", { amount: "40300" })).status).toBe(200);
  });

  it("answers 404 to an unknown payment, API or page", async () => {
    expect((await fetch(`${mock.konnectApiUrl}/payments/5f9498735289e405fc7c18ac`, { headers: { "x-api-key": mock.credentials.konnectApiKey } })).status).toBe(404);
    expect((await fetch(`${mock.url}/flouci/pay/unknown`)).status).toBe(404);
  });
});

describe("the payments mock's pages", () => {
  it("escape what the app sent, and list the payments on the home page", async () => {
    const created = await (await konnect("/payments/init-payment", konnectPayment({ description: "<script>alert(1)</script> & co", orderId: "CMD-7" }))).json();
    const page = await (await fetch(created.payUrl)).text();
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; co");
    expect(page).not.toContain("<script>");
    const home = await (await fetch(`${mock.url}/`)).text();
    expect(home).toContain(created.paymentRef);
    expect(home).toContain("5,000\u00a0DT");
  });

  it("refuse a second press once the payment is settled", async () => {
    const created = await (await konnect("/payments/init-payment", konnectPayment())).json();
    const html = await (await fetch(created.payUrl)).text();
    const action = /action="([^"]+\/refuser)"/.exec(html)![1]!;
    await pressPayButton(created.payUrl, "Payer");
    const again = await fetch(new URL(action, mock.url), { method: "POST", redirect: "manual" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Ce paiement a été effectué.");
    expect(mock.payments.get(created.paymentRef)?.state).toBe("paid");
  });

  it("without a link back, show the outcome to the payer", async () => {
    const created = await (await konnect("/payments/init-payment", konnectPayment())).json();
    const answer = await pressPayButton(created.payUrl, "Payer");
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Ce paiement a été effectué.");
  });
});

describe("the payments mock's controls", () => {
  it("record a webhook that could not be delivered", async () => {
    const created = await (await konnect("/payments/init-payment", konnectPayment({ webhook: `${await nothingListensUrl()}/webhook?source=konnect` }))).json();
    await mock.complete(created.paymentRef);
    expect(mock.webhookCalls).toMatchObject([{ method: "GET", dropped: false, status: null, error: "ECONNREFUSED" }]);
    // The webhook's own query is kept, payment_ref added.
    expect(new URL(mock.webhookCalls[0]!.url).searchParams.get("source")).toBe("konnect");
    expect(new URL(mock.webhookCalls[0]!.url).searchParams.get("payment_ref")).toBe(created.paymentRef);
  });

  it("send a lost webhook again, late", async () => {
    const created = await (await flouci("/generate_payment", { amount: 9000, webhook: `${receiver.url}/webhook`, developer_tracking_id: "T-1" })).json();
    const reference = created.result.payment_id as string;
    mock.dropWebhooks(true);
    await mock.complete(reference);
    expect(receiver.received).toHaveLength(0);
    mock.dropWebhooks(false);
    const call = await mock.resendWebhook(reference);
    expect(call).toMatchObject({ gateway: "flouci", method: "POST", dropped: false, status: 200 });
    expect(JSON.parse(receiver.received[0]!.body)).toEqual({ payment_id: reference, status: "SUCCESS", developer_tracking_id: "T-1" });
    expect(mock.webhookCalls.map((c) => c.dropped)).toEqual([true, false]);
  });

  it("refuse to settle a payment twice, and forget everything on reset", async () => {
    const created = await (await konnect("/payments/init-payment", konnectPayment())).json();
    mock.expire(created.paymentRef);
    await expect(mock.complete(created.paymentRef)).rejects.toThrow(/already expired/);
    await expect(mock.complete("unknown")).rejects.toThrow(/No payment/);
    mock.setDown(true);
    mock.reset();
    expect(mock.payments.size).toBe(0);
    expect((await konnect("/payments/init-payment", konnectPayment())).status).toBe(200);
  });

  it("give the environment that points the app at the mock", () => {
    expect(mock.env).toEqual({
      KONNECT_API_URL: `${mock.url}/konnect/api/v2`,
      KONNECT_API_KEY: mock.credentials.konnectApiKey,
      KONNECT_WALLET_ID: mock.credentials.konnectWalletId,
      FLOUCI_API_URL: `${mock.url}/flouci/api/v2`,
      FLOUCI_APP_TOKEN: mock.credentials.flouciAppToken,
      FLOUCI_APP_SECRET: mock.credentials.flouciAppSecret,
    });
  });
});
