import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderStatus } from "~/orders/status";
import { mail_queue, order_documents, order_events, order_payments, payment_attempts, rental_orders } from "~/db/schema";
import { setDbHandle } from "~/db/client.server";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertOwingOrder, insertSiteSettings } from "~/test-support/rental-data.server";
import { PAYMENT_STATUS_LABELS, storedPaymentSummary } from "~/money/payment-status";
import { GatewayUnavailableError, type GatewayClient, type PaymentCheck } from "./gateway-client";
import { getOrderAttempts, ORDER_ATTEMPTS_SHOWN, OnlinePaymentError, openAttempt, recheckOpenAttempts, settleAttempt } from "./attempts.server";

// Online payments on a real database (issue 40): an attempt becomes one ledger payment only when
// the gateway, asked by the server, says it is paid; replays, forged callbacks, another amount,
// a gateway down and a lost webhook. The gateway here keeps its payments in memory and answers
// like the contract mocks (app/payments/mock/).

type Stored = { amountMillimes: number; state: PaymentCheck["state"]; paidMillimes: number | null };

function memoryGateway() {
  const payments = new Map<string, Stored>();
  let down = false;
  let opened = 0;
  const gateway: GatewayClient = {
    id: "konnect",
    async open(input) {
      if (down) throw new GatewayUnavailableError("konnect", "timeout");
      opened++;
      const reference = `ref-${input.attemptId.slice(0, 8)}-${opened}`;
      payments.set(reference, { amountMillimes: input.amountMillimes, state: "pending", paidMillimes: null });
      return { reference, payUrl: `https://pay.example/${reference}` };
    },
    async check(reference) {
      if (down) throw new GatewayUnavailableError("konnect", "timeout");
      const payment = payments.get(reference);
      if (!payment) return { state: "failed", amountMillimes: null };
      return { state: payment.state, amountMillimes: payment.paidMillimes };
    },
  };
  return {
    gateway,
    pay(reference: string, millimes?: number) {
      const payment = payments.get(reference)!;
      payment.state = "paid";
      payment.paidMillimes = millimes ?? payment.amountMillimes;
    },
    refuse(reference: string) {
      payments.get(reference)!.state = "failed";
    },
    setDown(value: boolean) {
      down = value;
    },
    opened: () => opened,
  };
}

const urls = { returnUrl: (id: string) => `http://localhost/paiement/retour/${id}`, webhookUrl: "http://localhost/paiement/webhook/konnect" };

describe.each(testDatabaseTargets({ both: true }))("online payments on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    setDbHandle(database);
    await insertSiteSettings(database.db, {});
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await database.dispose();
  });

  const order = (ttc: string, status: OrderStatus = "confirmed") => insertOwingOrder(database.db, ttc, status);
  const reload = async (id: string) => (await database.db.select().from(rental_orders).where(eq(rental_orders.id, id)))[0]!;
  const paymentsOf = (id: string) => database.db.select().from(order_payments).where(eq(order_payments.order_id, id));

  it("asks the deposit the server computes (30 % of the total, rounded up), reuses the open attempt on a second click", async () => {
    const mock = memoryGateway();
    const { id } = await order("1000.05");
    const first = await openAttempt(database.db, mock.gateway, { orderId: id, purpose: "deposit", urls });
    expect(first.amount).toBe("300.02");
    const second = await openAttempt(database.db, mock.gateway, { orderId: id, purpose: "deposit", urls });
    expect(second.id).toBe(first.id);
    expect(mock.opened()).toBe(1);
    const balance = await openAttempt(database.db, mock.gateway, { orderId: id, purpose: "balance", urls });
    expect(balance.amount).toBe("1000.05");
  });

  it("records one payment once the gateway says paid, whatever the number of callbacks, and says 'Acompte reçu'", async () => {
    const mock = memoryGateway();
    const { id } = await order("500.00");
    const attempt = await openAttempt(database.db, mock.gateway, { orderId: id, purpose: "deposit", urls });
    // A callback before the client paid (forged, or early): the gateway says pending, nothing is written.
    expect((await settleAttempt(database.db, mock.gateway, attempt.reference))!.state).toBe("open");
    expect(await paymentsOf(id)).toHaveLength(0);
    mock.pay(attempt.reference);
    const settled = await Promise.all(Array.from({ length: 5 }, () => settleAttempt(database.db, mock.gateway, attempt.reference)));
    expect(settled.every((row) => row!.state === "paid")).toBe(true);
    const payments = await paymentsOf(id);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: "150.00", method: "online", gateway: "konnect", reference: attempt.reference, recorded_by: "Paiement en ligne" });
    expect((await reload(id)).paid_amount).toBe("150.00");
    // A replay later adds nothing.
    await settleAttempt(database.db, mock.gateway, attempt.reference);
    expect(await paymentsOf(id)).toHaveLength(1);
    // One receipt, issued and queued for the client's e-mail.
    const receipts = await database.db.select().from(order_documents).where(eq(order_documents.order_id, id));
    expect(receipts.map((doc) => [doc.kind, doc.payment_id])).toEqual([["receipt", payments[0]!.id]]);
    const mails = await database.db.select().from(mail_queue).where(eq(mail_queue.order_id, id));
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([["receipt", "amel@example.tn"]]);
    const events = await database.db.select().from(order_events).where(eq(order_events.order_id, id));
    expect(events.map((event) => event.summary)).toContainEqual(expect.stringMatching(/^Paiement en ligne reçu : 150,00\sDT \(Konnect\)$/));
    expect(storedPaymentSummary(await reload(id)).status).toBe("partial");
    expect(PAYMENT_STATUS_LABELS.partial).toBe("Acompte reçu");
    // The deposit is paid: no deposit button any more, the balance is what is left.
    await expect(openAttempt(database.db, mock.gateway, { orderId: id, purpose: "deposit", urls })).rejects.toThrow(OnlinePaymentError);
    expect((await openAttempt(database.db, mock.gateway, { orderId: id, purpose: "balance", urls })).amount).toBe("350.00");
  });

  it("an unknown reference changes nothing; a refused payment is said failed", async () => {
    const mock = memoryGateway();
    expect(await settleAttempt(database.db, mock.gateway, "ref-inconnue")).toBeUndefined();
    const { id } = await order("200.00");
    const attempt = await openAttempt(database.db, mock.gateway, { orderId: id, purpose: "balance", urls });
    mock.refuse(attempt.reference);
    expect((await settleAttempt(database.db, mock.gateway, attempt.reference))!.state).toBe("failed");
    expect(await paymentsOf(id)).toHaveLength(0);
  });

  it("another amount than asked is recorded as received and flagged, never silently taken as the asked one", async () => {
    const mock = memoryGateway();
    const { id } = await order("400.00");
    const attempt = await openAttempt(database.db, mock.gateway, { orderId: id, purpose: "balance", urls });
    mock.pay(attempt.reference, 100_000);
    const settled = await settleAttempt(database.db, mock.gateway, attempt.reference);
    expect(settled).toMatchObject({ state: "paid", amount_mismatch: true, received_amount: "100.00" });
    const [payment] = await paymentsOf(id);
    expect(payment!.amount).toBe("100.00");
    expect(payment!.note).toContain("à vérifier");
  });

  it("an order's page lists its 20 newest attempts, however many the client made", async () => {
    const { id } = await order("100.00");
    await database.db.insert(payment_attempts).values(
      Array.from({ length: 25 }, (_, index) => ({
        order_id: id,
        gateway: "konnect" as const,
        purpose: "balance" as const,
        amount: "100.00",
        reference: `ref-liste-${id}-${index}`,
        pay_url: "https://pay.example/x",
        state: "failed" as const,
        expires_at: new Date(),
        created_at: new Date(Date.UTC(2030, 0, 1, 0, index)),
      })),
    );
    const listed = await getOrderAttempts(database.db, id);
    expect(listed).toHaveLength(ORDER_ATTEMPTS_SHOWN);
    expect(listed[0]!.reference).toBe(`ref-liste-${id}-24`);
  });

  it("refuses an order that owes nothing or is cancelled", async () => {
    const mock = memoryGateway();
    const cancelled = await order("300.00", "cancelled");
    await expect(openAttempt(database.db, mock.gateway, { orderId: cancelled.id, purpose: "balance", urls })).rejects.toThrow("rien à payer");
    const free = await order("0.00");
    await expect(openAttempt(database.db, mock.gateway, { orderId: free.id, purpose: "deposit", urls })).rejects.toThrow(OnlinePaymentError);
    expect(mock.opened()).toBe(0);
  });

  it("the gateway down: a French message, nothing recorded; a lost webhook is caught by the job, once", async () => {
    const mock = memoryGateway();
    const { id } = await order("600.00");
    mock.setDown(true);
    await expect(openAttempt(database.db, mock.gateway, { orderId: id, purpose: "balance", urls })).rejects.toThrow("Le service de paiement ne répond pas");
    expect(await getOrderAttempts(database.db, id)).toHaveLength(0);
    mock.setDown(false);
    const attempt = await openAttempt(database.db, mock.gateway, { orderId: id, purpose: "balance", urls });
    mock.pay(attempt.reference);
    // No webhook came: the job asks the gateway about the open attempts it has not asked lately.
    const gateways = new Map([["konnect" as const, mock.gateway]]);
    const later = new Date(Date.now() + 5 * 60_000);
    const [a, b] = await Promise.all([recheckOpenAttempts(database.db, gateways, { now: later }), recheckOpenAttempts(database.db, gateways, { now: later })]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await paymentsOf(id)).toHaveLength(1);
    const [stored] = await database.db.select().from(payment_attempts).where(eq(payment_attempts.id, attempt.id));
    expect(stored!.state).toBe("paid");
  });
});
