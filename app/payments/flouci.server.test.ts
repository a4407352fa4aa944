import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { payPageButtons, pressPayButton } from "~/test-support/pay-page";
import { startWebhookReceiver } from "~/test-support/webhook-receiver.server";
import { GatewayError, type CreatePaymentInput } from "./gateway";
import {
  cancelPreAuthorization,
  confirmPreAuthorization,
  createPayment,
  createPreAuthorization,
  flouciState,
  verifyPayment,
} from "./flouci.server";
import { startPaymentsMock, type PaymentsMock } from "./mock/contract-mock.server";

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

const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  amountMillimes: 480_000,
  merchantReference: "CMD-000043-solde-1",
  description: "Solde de la commande CMD-000043",
  webhookUrl: `${receiver.url}/paiements/flouci/webhook`,
  successUrl: "https://imagine.tn/commande/def/paiement/merci",
  failUrl: "https://imagine.tn/commande/def/paiement/refuse",
  lifespanMinutes: 20,
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GatewayError) return error;
    throw error;
  }
  throw new Error("the call did not fail");
}

describe("Flouci's client against the contract mock", () => {
  it("opens a payment with the documented fields, and the page offers the three buttons", async () => {
    const created = await createPayment(mock.configs.flouci, input());
    expect(created.payUrl).toBe(`${mock.url}/flouci/pay/${created.reference}`);
    expect(mock.payments.get(created.reference)?.request).toEqual({
      amount: 480_000,
      success_link: "https://imagine.tn/commande/def/paiement/merci",
      fail_link: "https://imagine.tn/commande/def/paiement/refuse",
      webhook: `${receiver.url}/paiements/flouci/webhook`,
      developer_tracking_id: "CMD-000043-solde-1",
      accept_card: true,
      session_timeout_secs: 1200,
    });
    expect(payPageButtons(await (await fetch(created.payUrl)).text())).toEqual(["Payer", "Refuser", "Expirer"]);
  });

  it("is pending until the payer acts", async () => {
    const { reference } = await createPayment(mock.configs.flouci, input());
    await expect(verifyPayment(mock.configs.flouci, reference)).resolves.toMatchObject({ reference, state: "pending", amountMillimes: 480_000 });
  });

  it("'Payer': the webhook names the payment, the payer goes back with it, and verify says paid with the amount", async () => {
    const { reference, payUrl } = await createPayment(mock.configs.flouci, input());
    const answer = await pressPayButton(payUrl, "Payer");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`https://imagine.tn/commande/def/paiement/merci?payment_id=${reference}`);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.method).toBe("POST");
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ payment_id: reference });
    const verified = await verifyPayment(mock.configs.flouci, reference);
    expect(verified).toMatchObject({ reference, state: "paid", amountMillimes: 480_000, merchantReference: "CMD-000043-solde-1" });
    expect(verified.raw).toMatchObject({ success: true, result: { status: "SUCCESS" } });
  });

  it("'Refuser' is a failure, 'Expirer' an expiry", async () => {
    const refused = await createPayment(mock.configs.flouci, input());
    const answer = await pressPayButton(refused.payUrl, "Refuser");
    expect(answer.headers.get("location")).toBe(`https://imagine.tn/commande/def/paiement/refuse?payment_id=${refused.reference}`);
    await expect(verifyPayment(mock.configs.flouci, refused.reference)).resolves.toMatchObject({ state: "failed" });

    const expired = await createPayment(mock.configs.flouci, input());
    await pressPayButton(expired.payUrl, "Expirer");
    await expect(verifyPayment(mock.configs.flouci, expired.reference)).resolves.toMatchObject({ state: "expired" });
  });

  it("reports the amount Flouci says was paid, even when it is not the one asked", async () => {
    const { reference } = await createPayment(mock.configs.flouci, input());
    await mock.complete(reference, { amountMillimes: 1_000 });
    await expect(verifyPayment(mock.configs.flouci, reference)).resolves.toMatchObject({ state: "paid", amountMillimes: 1_000 });
  });

  it("a wrong secret is refused, and neither key is in the error", async () => {
    const error = await rejection(createPayment({ ...mock.configs.flouci, appSecret: "a-secret-that-must-not-leak" }, input()));
    expect(error).toMatchObject({ gateway: "flouci", kind: "refused", status: 401 });
    for (const text of [error.message, error.detail, String(error.stack), JSON.stringify(error)]) {
      expect(text).not.toContain("a-secret-that-must-not-leak");
      expect(text).not.toContain(mock.credentials.flouciAppToken);
    }
    await expect(verifyPayment(mock.configs.flouci, "FoPKKHqfQIKfBqhEj8M47A")).rejects.toMatchObject({ kind: "refused", status: 404 });
  });

  it("gives up on a gateway slower than 3 s", async () => {
    mock.setDelay(3500);
    const started = performance.now();
    const error = await rejection(verifyPayment(mock.configs.flouci, "FoPKKHqfQIKfBqhEj8M47A"));
    const elapsed = performance.now() - started;
    expect(error.kind).toBe("timeout");
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(3400);
  });

  it("a gateway down is unavailable; an unreadable answer is invalid", async () => {
    mock.setDown(true);
    await expect(createPayment(mock.configs.flouci, input())).rejects.toMatchObject({ kind: "unavailable", status: 500 });
    mock.setDown(false);
    mock.setMalformedAnswers("not-json");
    await expect(verifyPayment(mock.configs.flouci, "FoPKKHqfQIKfBqhEj8M47A")).rejects.toMatchObject({ kind: "invalid-answer" });
    mock.setMalformedAnswers("wrong-shape");
    await expect(createPayment(mock.configs.flouci, input())).rejects.toMatchObject({ kind: "invalid-answer" });
  });
});

describe("Flouci's pre-authorisation of a deposit", () => {
  it("holds the amount once the payer accepts, then takes part of it", async () => {
    const { reference, payUrl } = await createPreAuthorization(mock.configs.flouci, input({ amountMillimes: 300_000 }));
    expect(mock.payments.get(reference)?.request).toMatchObject({ pre_auth: true, pre_authorization: true, amount: 300_000 });
    const html = await (await fetch(payUrl)).text();
    expect(html).toContain("Pré-autorisation");
    // Nothing held yet: nothing to take.
    await expect(confirmPreAuthorization(mock.configs.flouci, reference)).rejects.toMatchObject({ kind: "refused", status: 400 });

    await pressPayButton(payUrl, "Payer");
    await expect(verifyPayment(mock.configs.flouci, reference)).resolves.toMatchObject({ state: "paid", amountMillimes: 300_000 });
    await expect(confirmPreAuthorization(mock.configs.flouci, reference, 400_000)).rejects.toMatchObject({ kind: "refused" });
    await expect(confirmPreAuthorization(mock.configs.flouci, reference, 85_000)).resolves.toMatchObject({ reference, amountMillimes: 85_000 });
    await expect(verifyPayment(mock.configs.flouci, reference)).resolves.toMatchObject({ state: "paid", amountMillimes: 85_000 });
    // Taken once only.
    await expect(confirmPreAuthorization(mock.configs.flouci, reference)).rejects.toMatchObject({ kind: "refused" });
    await expect(cancelPreAuthorization(mock.configs.flouci, reference)).rejects.toMatchObject({ kind: "refused" });
  });

  it("releases the hold", async () => {
    const { reference } = await createPreAuthorization(mock.configs.flouci, input({ amountMillimes: 300_000 }));
    await mock.complete(reference);
    await expect(cancelPreAuthorization(mock.configs.flouci, reference)).resolves.toMatchObject({ reference });
    await expect(verifyPayment(mock.configs.flouci, reference)).resolves.toMatchObject({ state: "failed" });
  });

  it("refuses to take or release a plain payment", async () => {
    const { reference } = await createPayment(mock.configs.flouci, input());
    await mock.complete(reference);
    await expect(confirmPreAuthorization(mock.configs.flouci, reference)).rejects.toMatchObject({ kind: "refused" });
  });
});

describe("Flouci's status", () => {
  it("is paid only on SUCCESS", () => {
    expect(["SUCCESS", "PENDING", "EXPIRED", "FAILURE", "SOMETHING_NEW"].map(flouciState)).toEqual(["paid", "pending", "expired", "failed", "pending"]);
  });
});
