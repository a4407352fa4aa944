import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order_deposits, order_documents, order_payments, payment_attempts, rental_orders } from "~/db/schema";
import { openPostgres, setDbHandle } from "~/db/client.server";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { DepositSettlementSchema } from "~/money/deposit-schema";
import { DepositError, receiveDeposit } from "~/money/deposits.server";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertSiteSettings } from "~/test-support/rental-data.server";
import { NOTHING_TO_PAY, settleAttempt } from "./attempts.server";
import { HOLD_LIFETIME_DAYS, HOLD_OPENS_DAYS_BEFORE } from "./caution-hold-terms";
import { getExpiringHolds, HOLD_GATEWAY_DOWN, settleHeldCaution } from "./caution-holds.server";
import { gatewayClients } from "./gateway-clients.server";
import { startPaymentsMock, type PaymentsMock } from "./mock/contract-mock.server";
import { configuredGateways, onlinePaymentOffer, payOnline, useGatewaysForTests } from "./online-payments.server";

// The caution held on the client's card (issue 40): Flouci's pre-authorisation, through the real
// client against the contract mock over HTTP. Held → the order's deposit, never a payment;
// 'Restituer' releases the hold, 'Retenir' takes the part kept (billed and settled like any kept
// deposit); Flouci down changes nothing; an expired hold can only be given back; two clicks at
// once ask Flouci once.

const ADMIN = "admin@imagine-events.tn";
const today = todayInTunis();
const settlement = (fields: Record<string, string> = {}) => DepositSettlementSchema.parse({ settled_on: today, retained: "0", ...fields });

describe.each(testDatabaseTargets({ both: true }))("the caution held online on $label", ({ create }) => {
  let database: TestDatabase;
  let mock: PaymentsMock;
  beforeAll(async () => {
    database = await create();
    setDbHandle(database);
    await insertSiteSettings(database.db, {});
    mock = await startPaymentsMock();
    mock.dropWebhooks(true);
    useGatewaysForTests(gatewayClients(mock.configs));
  }, 60_000);
  afterAll(async () => {
    useGatewaysForTests(undefined);
    await mock?.stop();
    setDbHandle(undefined);
    await database.dispose();
  });

  /** A confirmed order asking a caution of 300 DT, leaving in `daysAhead` days. */
  async function order(daysAhead = 1, deposit = "300.00") {
    const [row] = await database.db
      .insert(rental_orders)
      .values({
        first_name: "Amel",
        last_name: "Trabelsi",
        email: "amel@example.tn",
        phone: "+216 20 123 456",
        rental_date: addDays(today, daysAhead),
        return_date: addDays(today, daysAhead + 2),
        delivery_address: "Les Berges du Lac, Tunis",
        items: [],
        total_amount: "1000.00",
        total_ttc: "1190.00",
        paid_amount: "1190.00",
        deposit,
        status: "confirmed",
        created_at: new Date(Date.now() - 5 * 86_400_000),
      })
      .returning();
    return row!;
  }
  const flouci = () => configuredGateways().get("flouci")!;
  const depositOf = async (id: string) => (await database.db.select().from(order_deposits).where(eq(order_deposits.order_id, id)))[0];

  /** The client's 'Déposer la caution', accepted on Flouci's page, then verified. */
  async function held(placed: typeof rental_orders.$inferSelect) {
    const attempt = await payOnline(database.db, placed, "caution", "flouci", "fr");
    await mock.complete(attempt.reference);
    await settleAttempt(database.db, flouci(), attempt.reference);
    return attempt;
  }

  it("holds the caution as the order's deposit, never as a payment, from three days before the departure", async () => {
    const early = await order(HOLD_OPENS_DAYS_BEFORE + 2);
    await expect(payOnline(database.db, early, "caution", "flouci", "fr")).rejects.toThrow(NOTHING_TO_PAY);
    const offer = await onlinePaymentOffer(database.db, early, { agreed: true, actionsClosed: false });
    expect(offer?.caution).toBeNull();
    expect(offer?.cautionOpensOn).toEqual({ amount: "300.00", day: addDays(early.rental_date, -HOLD_OPENS_DAYS_BEFORE) });
    // Konnect holds nothing.
    const placed = await order();
    await expect(payOnline(database.db, placed, "caution", "konnect", "fr")).rejects.toThrow("n'est pas proposé");

    expect((await onlinePaymentOffer(database.db, placed, { agreed: true, actionsClosed: false }))?.caution).toEqual({
      amount: "300.00",
      gateways: [{ id: "flouci", label: "Flouci" }],
    });
    const before = Date.now();
    const attempt = await held(placed);
    expect(mock.payments.get(attempt.reference)!.preAuthorization).toEqual({ status: "open", confirmedMillimes: null });
    const deposit = (await depositOf(placed.id))!;
    expect(deposit).toMatchObject({ method: "online", gateway: "flouci", reference: attempt.reference, received_amount: "300.00", hold_state: "held", settled_on: null });
    expect(deposit.hold_expires_at!.getTime()).toBeGreaterThanOrEqual(before + HOLD_LIFETIME_DAYS * 86_400_000 - 1000);
    expect(await database.db.select().from(order_payments).where(eq(order_payments.order_id, placed.id))).toHaveLength(0);
    const [stored] = await database.db.select().from(payment_attempts).where(eq(payment_attempts.id, attempt.id));
    expect(stored).toMatchObject({ state: "paid", payment_id: null });
    // Held: no second button, the page says until when.
    const after = await onlinePaymentOffer(database.db, placed, { agreed: true, actionsClosed: false });
    expect(after?.caution).toBeNull();
    expect(after?.cautionHeld).toEqual({ amount: "300.00", until: deposit.hold_expires_at });
    await expect(payOnline(database.db, placed, "caution", "flouci", "fr")).rejects.toThrow(NOTHING_TO_PAY);
  });

  it("'Retenir' takes the part kept at Flouci and bills it on a facture complémentaire; the rest is released", async () => {
    const placed = await order();
    const attempt = await held(placed);
    const settled = await settleHeldCaution(database.db, configuredGateways(), placed.id, settlement({ retained: "120", reason: "damage", note: "Lyre rayée" }), ADMIN);
    expect(mock.payments.get(attempt.reference)!.preAuthorization).toEqual({ status: "confirmed", confirmedMillimes: 120_000 });
    expect(settled).toMatchObject({ retained_amount: "120.00", returned_amount: "180.00", hold_state: "captured", hold_captured_amount: "120.00" });
    expect(settled.complementaryInvoice?.number).toMatch(/^FAC-/);
    const invoices = await database.db.select().from(order_documents).where(eq(order_documents.order_id, placed.id));
    expect(invoices.map((doc) => doc.kind)).toEqual(["complementary_invoice"]);
  });

  it("'Restituer' releases the hold at Flouci: nothing taken", async () => {
    const placed = await order();
    const attempt = await held(placed);
    const settled = await settleHeldCaution(database.db, configuredGateways(), placed.id, settlement(), ADMIN);
    expect(mock.payments.get(attempt.reference)!.preAuthorization!.status).toBe("cancelled");
    expect(settled).toMatchObject({ retained_amount: "0.00", returned_amount: "300.00", hold_state: "released" });
  });

  it("Flouci down: nothing is settled and the hold stays held; once back, 'Retenir' goes through", async () => {
    const placed = await order();
    await held(placed);
    mock.setDown(true);
    try {
      const refused = await settleHeldCaution(database.db, configuredGateways(), placed.id, settlement({ retained: "50", reason: "late" }), ADMIN).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DepositError);
      expect((refused as DepositError).message).toBe(HOLD_GATEWAY_DOWN);
      expect((refused as DepositError).status).toBe(503);
    } finally {
      mock.setDown(false);
    }
    expect(await depositOf(placed.id)).toMatchObject({ hold_state: "held", settled_on: null });
    await settleHeldCaution(database.db, configuredGateways(), placed.id, settlement({ retained: "50", reason: "late" }), ADMIN);
    expect(await depositOf(placed.id)).toMatchObject({ hold_state: "captured", retained_amount: "50.00" });
  });

  it("a hold past its end can only be given back, without asking Flouci; 'Aujourd'hui' flags it two days before", async () => {
    const placed = await order();
    const attempt = await held(placed);
    const expiresAt = (await depositOf(placed.id))!.hold_expires_at!;
    const soon = new Date(expiresAt.getTime() - 86_400_000);
    const flagged = await getExpiringHolds(database.db, soon, 50);
    expect(flagged.holds.map((hold) => hold.number)).toContain(`CMD-${String(placed.order_number).padStart(6, "0")}`);
    expect(flagged.holds.find((hold) => hold.path.endsWith(String(placed.order_number).padStart(6, "0")))).toMatchObject({ amount: "300.00", gateway: "flouci", ended: false });
    const notYet = await getExpiringHolds(database.db, new Date(expiresAt.getTime() - 3 * 86_400_000), 50);
    expect(notYet.holds.map((hold) => hold.number)).not.toContain(`CMD-${String(placed.order_number).padStart(6, "0")}`);

    const after = new Date(expiresAt.getTime() + 60_000);
    await expect(settleHeldCaution(database.db, configuredGateways(), placed.id, settlement({ retained: "10", reason: "damage" }), ADMIN, after)).rejects.toThrow("a expiré");
    const settled = await settleHeldCaution(database.db, configuredGateways(), placed.id, settlement(), ADMIN, after);
    expect(settled).toMatchObject({ hold_state: "released", returned_amount: "300.00" });
    // Flouci was not asked: the hold is still open on the mock's side.
    expect(mock.payments.get(attempt.reference)!.preAuthorization!.status).toBe("open");
  });

  it("a caution handed over by cheque meanwhile: the hold accepted afterwards is released, the deposit stays the cheque", async () => {
    const placed = await order();
    const attempt = await payOnline(database.db, placed, "caution", "flouci", "fr");
    await receiveDeposit(database.db, placed.id, { received_on: today, amount: "300.00", method: "cheque", reference: "CH-1" }, ADMIN);
    await mock.complete(attempt.reference);
    await settleAttempt(database.db, flouci(), attempt.reference);
    expect(mock.payments.get(attempt.reference)!.preAuthorization!.status).toBe("cancelled");
    expect(await depositOf(placed.id)).toMatchObject({ method: "cheque", gateway: null });
  });

  it("two clicks on 'Retenir' at once (on PostgreSQL, two pools): Flouci is asked once, the caution settled once", async () => {
    const placed = await order();
    const attempt = await held(placed);
    const other = database.url ? openPostgres(database.url, { max: 2 }) : null;
    let results: PromiseSettledResult<unknown>[];
    try {
      results = await Promise.allSettled([
        settleHeldCaution(database.db, configuredGateways(), placed.id, settlement({ retained: "100", reason: "damage" }), ADMIN),
        settleHeldCaution(other?.db ?? database.db, configuredGateways(), placed.id, settlement({ retained: "100", reason: "damage" }), ADMIN),
      ]);
    } finally {
      await other?.close();
    }
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refusal = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect(refusal.reason).toBeInstanceOf(DepositError);
    expect(mock.payments.get(attempt.reference)!.preAuthorization).toEqual({ status: "confirmed", confirmedMillimes: 100_000 });
    expect(await depositOf(placed.id)).toMatchObject({ retained_amount: "100.00", hold_state: "captured" });
  });
});
