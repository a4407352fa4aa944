import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { payPageButtons, pressPayButton } from "~/test-support/pay-page";
import { nothingListensUrl, startWebhookReceiver } from "~/test-support/webhook-receiver.server";
import { GatewayError, type CreatePaymentInput } from "./gateway";
import { createPayment, konnectState, verifyPayment } from "./konnect.server";
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
  amountMillimes: 125_500,
  merchantReference: "CMD-000042-acompte-1",
  description: "Acompte de la commande CMD-000042",
  webhookUrl: `${receiver.url}/paiements/konnect/webhook`,
  successUrl: "https://imagine.tn/commande/abc/paiement/merci",
  failUrl: "https://imagine.tn/commande/abc/paiement/refuse",
  lifespanMinutes: 30,
  payer: { firstName: "Amel", lastName: "Ben Salah", email: "amel@example.tn", phoneNumber: "22777777" },
  ...overrides,
});

/** Runs a failing call and returns its error, with what the logs received meanwhile. */
async function failure(run: () => Promise<unknown>): Promise<{ error: GatewayError; logs: string }> {
  const written: string[] = [];
  const spies = [process.stdout, process.stderr].map((stream) =>
    vi.spyOn(stream, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    }),
  );
  try {
    await run();
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return { error, logs: written.join("") };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  throw new Error("the call did not fail");
}

describe("Konnect's client against the contract mock", () => {
  it("opens a payment with the documented fields, and the page offers the three buttons", async () => {
    const created = await createPayment(mock.configs.konnect, input());
    expect(created.payUrl).toBe(`${mock.url}/konnect/pay/${created.reference}`);
    expect(mock.payments.get(created.reference)?.request).toEqual({
      receiverWalletId: mock.credentials.konnectWalletId,
      token: "TND",
      amount: 125_500,
      type: "immediate",
      description: "Acompte de la commande CMD-000042",
      acceptedPaymentMethods: ["wallet", "bank_card", "e-DINAR"],
      lifespan: 30,
      checkoutForm: false,
      addPaymentFeesToAmount: false,
      firstName: "Amel",
      lastName: "Ben Salah",
      email: "amel@example.tn",
      phoneNumber: "22777777",
      orderId: "CMD-000042-acompte-1",
      webhook: `${receiver.url}/paiements/konnect/webhook`,
      silentWebhook: true,
      successUrl: "https://imagine.tn/commande/abc/paiement/merci",
      failUrl: "https://imagine.tn/commande/abc/paiement/refuse",
    });
    const page = await fetch(created.payUrl);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain('lang="fr"');
    expect(html).toContain("125,500\u00a0DT");
    expect(payPageButtons(html)).toEqual(["Payer", "Refuser", "Expirer"]);
  });

  it("is pending until the payer acts", async () => {
    const { reference } = await createPayment(mock.configs.konnect, input());
    await expect(verifyPayment(mock.configs.konnect, reference)).resolves.toMatchObject({
      reference,
      state: "pending",
      amountMillimes: 125_500,
      merchantReference: "CMD-000042-acompte-1",
    });
    expect(receiver.received).toEqual([]);
  });

  it("'Payer': the webhook names the payment, the payer goes back to successUrl, and verify says paid with the amount", async () => {
    const { reference, payUrl } = await createPayment(mock.configs.konnect, input());
    const answer = await pressPayButton(payUrl, "Payer");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("https://imagine.tn/commande/abc/paiement/merci");
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.method).toBe("GET");
    expect(receiver.received[0]!.url.pathname).toBe("/paiements/konnect/webhook");
    expect(receiver.received[0]!.url.searchParams.get("payment_ref")).toBe(reference);
    const verified = await verifyPayment(mock.configs.konnect, reference);
    expect(verified).toMatchObject({ reference, state: "paid", amountMillimes: 125_500, merchantReference: "CMD-000042-acompte-1" });
    expect(verified.raw).toMatchObject({ payment: { status: "completed", amount: 125_500 } });
    // Paid, the page no longer offers to pay.
    expect(payPageButtons(await (await fetch(payUrl)).text())).toEqual([]);
  });

  it("'Refuser': the payer goes back to failUrl and verify says failed", async () => {
    const { reference, payUrl } = await createPayment(mock.configs.konnect, input());
    const answer = await pressPayButton(payUrl, "Refuser");
    expect(answer.headers.get("location")).toBe("https://imagine.tn/commande/abc/paiement/refuse");
    expect(receiver.received.map((r) => r.url.searchParams.get("payment_ref"))).toEqual([reference]);
    await expect(verifyPayment(mock.configs.konnect, reference)).resolves.toMatchObject({ state: "failed" });
  });

  it("'Expirer': verify says expired, and no webhook is sent", async () => {
    const { reference, payUrl } = await createPayment(mock.configs.konnect, input());
    const answer = await pressPayButton(payUrl, "Expirer");
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Ce lien de paiement a expiré.");
    await expect(verifyPayment(mock.configs.konnect, reference)).resolves.toMatchObject({ state: "expired" });
    expect(receiver.received).toEqual([]);
  });

  it("reports the amount Konnect says was paid, even when it is not the one asked", async () => {
    const { reference } = await createPayment(mock.configs.konnect, input());
    await mock.complete(reference, { amountMillimes: 100_000 });
    await expect(verifyPayment(mock.configs.konnect, reference)).resolves.toMatchObject({ state: "paid", amountMillimes: 100_000 });
  });

  it("finds a payment paid while its webhook was lost", async () => {
    const { reference } = await createPayment(mock.configs.konnect, input());
    mock.dropWebhooks(true);
    await mock.complete(reference);
    expect(receiver.received).toEqual([]);
    expect(mock.webhookCalls).toMatchObject([{ gateway: "konnect", reference, dropped: true, status: null }]);
    await expect(verifyPayment(mock.configs.konnect, reference)).resolves.toMatchObject({ state: "paid", amountMillimes: 125_500 });
  });

  it("a wrong key is refused, and the key is neither in the error nor in the logs", async () => {
    const apiKey = "6137ad140c181c5eb44a7f88:a-secret-that-must-not-leak";
    const { error, logs } = await failure(() => createPayment({ ...mock.configs.konnect, apiKey }, input()));
    expect(error).toMatchObject({ gateway: "konnect", kind: "refused", status: 401 });
    expect(error.message).toBe("Le paiement en ligne est momentanément indisponible. Réessayez plus tard ou contactez-nous.");
    for (const text of [error.message, error.detail, String(error.stack), JSON.stringify(error), logs]) {
      expect(text).not.toContain("a-secret-that-must-not-leak");
      expect(text).not.toContain(mock.credentials.konnectApiKey);
    }
    expect(logs).toContain("init-payment");
  });

  it("a wrong wallet or an unknown payment is refused", async () => {
    await expect(createPayment({ ...mock.configs.konnect, walletId: "000000000000000000000000" }, input())).rejects.toMatchObject({ kind: "refused", status: 400 });
    await expect(verifyPayment(mock.configs.konnect, "5f9498735289e405fc7c18ac")).rejects.toMatchObject({ kind: "refused", status: 404 });
  });

  it("gives up on a gateway slower than 3 s, with the French message", async () => {
    mock.setDelay(3500);
    const started = performance.now();
    const { error, logs } = await failure(() => createPayment(mock.configs.konnect, input()));
    const elapsed = performance.now() - started;
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe("Le service de paiement ne répond pas. Réessayez dans quelques minutes.");
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(3400);
    expect(logs).not.toContain(mock.credentials.konnectApiKey);
  });

  it("a gateway that answers 500, or cannot be reached, is unavailable", async () => {
    mock.setDown(true);
    await expect(createPayment(mock.configs.konnect, input())).rejects.toMatchObject({ kind: "unavailable", status: 500 });
    await expect(verifyPayment(mock.configs.konnect, "5f9498735289e405fc7c18ac")).rejects.toMatchObject({ kind: "unavailable", status: 500 });
    const apiUrl = `${await nothingListensUrl()}/api/v2`;
    const { error } = await failure(() => verifyPayment({ ...mock.configs.konnect, apiUrl }, "ref"));
    expect(error).toMatchObject({ kind: "unavailable", status: null });
    expect(error.detail).toBe("konnect get-payment: no connection (ECONNREFUSED)");
  });

  it("an answer that is not JSON, or not the documented shape, is an invalid answer", async () => {
    mock.setMalformedAnswers("not-json");
    await expect(createPayment(mock.configs.konnect, input())).rejects.toMatchObject({ kind: "invalid-answer", status: 200 });
    mock.setMalformedAnswers("wrong-shape");
    const { error } = await failure(() => verifyPayment(mock.configs.konnect, "5f9498735289e405fc7c18ac"));
    expect(error.kind).toBe("invalid-answer");
    expect(error.message).toBe("Le service de paiement a répondu de façon inattendue. Réessayez dans quelques minutes.");
    expect(error.detail).toContain("payment");
  });
});

describe("Konnect's status, as the docs describe it", () => {
  const now = Date.parse("2026-03-10T12:00:00Z");

  it("is paid only when completed", () => {
    expect(konnectState({ status: "completed" }, now)).toBe("paid");
    expect(konnectState({ status: "pending" }, now)).toBe("pending");
    expect(konnectState({ status: "something new" }, now)).toBe("pending");
  });

  it("reads a pending payment past its expiration date as expired, a date alone lasting the whole day", () => {
    expect(konnectState({ status: "pending", expirationDate: "2026-03-10T11:59:59Z" }, now)).toBe("expired");
    expect(konnectState({ status: "pending", expirationDate: "2026-03-10T12:10:00Z" }, now)).toBe("pending");
    expect(konnectState({ status: "pending", expirationDate: "2026-03-10" }, now)).toBe("pending");
    expect(konnectState({ status: "pending", expirationDate: "2026-03-09" }, now)).toBe("expired");
  });

  it("reads a pending payment whose last try was refused as failed", () => {
    expect(konnectState({ status: "pending", transactions: [{ status: "failed" }] }, now)).toBe("failed");
    expect(konnectState({ status: "completed", transactions: [{ status: "failed" }, { status: "success" }] }, now)).toBe("paid");
  });
});
