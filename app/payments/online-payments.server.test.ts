import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order_payments, payment_attempts } from "~/db/schema";
import { openPostgres, setDbHandle } from "~/db/client.server";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertOwingOrder, insertSiteSettings } from "~/test-support/rental-data.server";
import { loader as webhook, action as webhookPost } from "~/routes/resources/payment-webhook";
import { getAttempt, recheckOpenAttempts, settleAttempt, TOO_MANY_ATTEMPTS } from "./attempts.server";
import { gatewayClients } from "./gateway-clients.server";
import { startPaymentsMock, type PaymentsMock } from "./mock/contract-mock.server";
import { configuredGateways, PAY_RATE_LIMIT, payOnline, useGatewaysForTests } from "./online-payments.server";

// Online payments through the real gateway clients, against the gateways' contract mocks over
// HTTP (issue 40): the click, the webhook route (Konnect's GET, Flouci's POST), a forged or
// unknown callback, a replay, a lost webhook caught by the job, a slow gateway (3 s) and two
// instances' jobs at once. What a callback says is never what is written: the gateway is asked.

type RouteArgs = Parameters<typeof webhook>[0];
const call = (handler: typeof webhook, request: Request, gateway: string) => handler({ request, params: { gateway } } as unknown as RouteArgs) as Promise<Response>;

describe.each(testDatabaseTargets({ both: true }))("paying online through the contract mocks on $label", ({ create }) => {
  let database: TestDatabase;
  let mock: PaymentsMock;
  beforeAll(async () => {
    database = await create();
    setDbHandle(database);
    await insertSiteSettings(database.db, {});
    mock = await startPaymentsMock();
    // The webhooks the mock sends go nowhere here: each test calls the route itself.
    mock.dropWebhooks(true);
    useGatewaysForTests(gatewayClients(mock.configs));
  }, 60_000);
  afterAll(async () => {
    useGatewaysForTests(undefined);
    await mock?.stop();
    setDbHandle(undefined);
    await database.dispose();
  });

  const order = (ttc: string) => insertOwingOrder(database.db, ttc);
  const paymentsOf = (id: string) => database.db.select().from(order_payments).where(eq(order_payments.order_id, id));

  it("Konnect: the unsigned GET webhook is verified; forged before payment, unknown or replayed, it adds nothing", async () => {
    const placed = await order("1000.00");
    const attempt = await payOnline(database.db, placed, "deposit", "konnect", "fr");
    expect(mock.payments.get(attempt.reference)!.amountMillimes).toBe(300_000);
    const hook = (reference: string) => new Request(`http://localhost/paiement/webhook/konnect?payment_ref=${reference}`);

    // Forged: the gateway says pending.
    expect((await call(webhook, hook(attempt.reference), "konnect")).status).toBe(200);
    expect(await paymentsOf(placed.id)).toHaveLength(0);
    // Unknown: 200, nothing.
    expect((await call(webhook, hook("inconnue123"), "konnect")).status).toBe(200);
    // Paid at the gateway, then the webhook, then its replay.
    await mock.complete(attempt.reference);
    expect((await call(webhook, hook(attempt.reference), "konnect")).status).toBe(200);
    expect((await call(webhook, hook(attempt.reference), "konnect")).status).toBe(200);
    const payments = await paymentsOf(placed.id);
    expect(payments.map((p) => [p.amount, p.gateway, p.reference])).toEqual([["300.00", "konnect", attempt.reference]]);
    // A reference with characters no gateway uses is refused before anything is asked.
    expect((await call(webhook, hook("x' or 1=1"), "konnect")).status).toBe(400);
    expect((await call(webhook, hook(attempt.reference), "paypal")).status).toBe(404);
  });

  it("Flouci: the POSTed payment id is verified; another amount is recorded and flagged", async () => {
    const placed = await order("500.00");
    const attempt = await payOnline(database.db, placed, "balance", "flouci", "en");
    expect((await getAttempt(database.db, attempt.id))!.pay_url).toContain(mock.url);
    await mock.complete(attempt.reference, { amountMillimes: 400_000 });
    const post = new Request("http://localhost/paiement/webhook/flouci", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ payment_id: attempt.reference, status: "SUCCESS" }),
    });
    expect((await call(webhookPost, post, "flouci")).status).toBe(200);
    const [stored] = await database.db.select().from(payment_attempts).where(eq(payment_attempts.id, attempt.id));
    expect(stored).toMatchObject({ state: "paid", amount_mismatch: true, received_amount: "400.00" });
    expect((await paymentsOf(placed.id))[0]!.amount).toBe("400.00");
  });

  it("a gateway slower than 3 s: the click says so and stores nothing; the webhook answers 503 and writes nothing", async () => {
    const placed = await order("200.00");
    mock.setDelay(3_500);
    try {
      await expect(payOnline(database.db, placed, "balance", "konnect", "fr")).rejects.toThrow("Le service de paiement ne répond pas");
    } finally {
      mock.setDelay(0);
    }
    expect(await database.db.select().from(payment_attempts).where(eq(payment_attempts.order_id, placed.id))).toHaveLength(0);
    const attempt = await payOnline(database.db, placed, "balance", "konnect", "fr");
    await mock.complete(attempt.reference);
    mock.setDown(true);
    try {
      expect((await call(webhook, new Request(`http://localhost/paiement/webhook/konnect?payment_ref=${attempt.reference}`), "konnect")).status).toBe(503);
    } finally {
      mock.setDown(false);
    }
    expect(await paymentsOf(placed.id)).toHaveLength(0);
  }, 20_000);

  it("a lost webhook: the jobs of two instances at once (on PostgreSQL, two pools) record the payment once", async () => {
    const placed = await order("800.00");
    const attempt = await payOnline(database.db, placed, "balance", "konnect", "fr");
    await mock.complete(attempt.reference);
    expect(mock.webhookCalls.filter((hook) => hook.reference === attempt.reference).every((hook) => hook.dropped)).toBe(true);
    const later = new Date(Date.now() + 5 * 60_000);
    // The other instance: its own pool on the same database (PGlite has one connection, one process).
    const other = database.url ? openPostgres(database.url, { max: 2 }) : null;
    try {
      await Promise.all([
        recheckOpenAttempts(database.db, configuredGateways(), { now: later }),
        recheckOpenAttempts(other?.db ?? database.db, configuredGateways(), { now: later }),
      ]);
    } finally {
      await other?.close();
    }
    expect((await paymentsOf(placed.id)).map((p) => p.amount)).toEqual(["800.00"]);
  });

  it("two instances receiving the same webhook at once (on PostgreSQL, two pools) record one payment", async () => {
    const placed = await order("300.00");
    const attempt = await payOnline(database.db, placed, "balance", "konnect", "fr");
    await mock.complete(attempt.reference);
    const other = database.url ? openPostgres(database.url, { max: 2 }) : null;
    try {
      const gateway = configuredGateways().get("konnect")!;
      await Promise.all([settleAttempt(database.db, gateway, attempt.reference), settleAttempt(other?.db ?? database.db, gateway, attempt.reference)]);
    } finally {
      await other?.close();
    }
    expect(await paymentsOf(placed.id)).toHaveLength(1);
  });

  it("a script hammering the pay button is stopped after PAY_RATE_LIMIT clicks on one order", async () => {
    const placed = await order("150.00");
    for (let click = 0; click < PAY_RATE_LIMIT.limit; click++) await payOnline(database.db, placed, "balance", "konnect", "fr");
    await expect(payOnline(database.db, placed, "balance", "konnect", "fr")).rejects.toThrow(TOO_MANY_ATTEMPTS);
    // Another order's button still works.
    await expect(payOnline(database.db, await order("150.00"), "balance", "konnect", "fr")).resolves.toMatchObject({ state: "open" });
  });
});
