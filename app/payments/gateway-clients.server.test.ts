import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GatewayError } from "./gateway";
import { GatewayUnavailableError, type OpenPaymentInput } from "./gateway-client";
import { gatewayClients } from "./gateway-clients.server";
import { startPaymentsMock, type PaymentsMock } from "./mock/contract-mock.server";

let mock: PaymentsMock;
beforeAll(async () => {
  mock = await startPaymentsMock();
});
afterEach(() => mock.reset());
afterAll(() => mock.stop());

const input: OpenPaymentInput = {
  attemptId: "3f0c4a52-6b1e-4d7a-9a55-0d1f2c3b4a5e",
  amountMillimes: 250_000,
  returnUrl: "http://localhost:3000/paiement/retour/3f0c4a52-6b1e-4d7a-9a55-0d1f2c3b4a5e",
  webhookUrl: "http://127.0.0.1:9/paiement/webhook",
  lifespanMinutes: 30,
  payer: { firstName: "Amel", lastName: "Ben Salah", email: "amel@example.tn", phone: "22777777" },
  description: "Commande CMD-000042",
};

describe("the gateways behind the attempts' interface", () => {
  it("only the configured ones", () => {
    expect([...gatewayClients(mock.configs).keys()]).toEqual(["konnect", "flouci"]);
    expect([...gatewayClients({ konnect: null, flouci: mock.configs.flouci }).keys()]).toEqual(["flouci"]);
    expect(gatewayClients({ konnect: null, flouci: null }).size).toBe(0);
  });

  it.each(["konnect", "flouci"] as const)("%s: opens for the attempt, one return address for both outcomes, and checks", async (id) => {
    const client = gatewayClients(mock.configs).get(id)!;
    expect(client.id).toBe(id);
    const opened = await client.open(input);
    const payment = mock.payments.get(opened.reference)!;
    expect(payment).toMatchObject({ amountMillimes: 250_000, merchantReference: input.attemptId, successUrl: input.returnUrl, failUrl: input.returnUrl });
    await expect(client.check(opened.reference)).resolves.toEqual({ state: "pending", amountMillimes: 250_000 });
    await mock.complete(opened.reference, { amountMillimes: 240_000 });
    await expect(client.check(opened.reference)).resolves.toEqual({ state: "paid", amountMillimes: 240_000 });
  });

  it("a gateway that gives no usable answer is unavailable to the attempts, its error kept as the cause", async () => {
    const clients = gatewayClients(mock.configs);
    mock.setDown(true);
    const down = await clients.get("konnect")!.open(input).catch((error: unknown) => error);
    expect(down).toBeInstanceOf(GatewayUnavailableError);
    expect(down).toMatchObject({ gateway: "konnect", kind: "unavailable" });
    expect((down as Error).cause).toBeInstanceOf(GatewayError);
    mock.setDown(false);
    const refused = gatewayClients({ konnect: null, flouci: { ...mock.configs.flouci, appSecret: "wrong" } }).get("flouci")!;
    await expect(refused.check("FoPKKHqfQIKfBqhEj8M47A")).rejects.toMatchObject({ name: "GatewayUnavailableError", gateway: "flouci", kind: "refused" });
  });
});
