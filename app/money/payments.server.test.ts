import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order_events, order_payments, rental_orders } from "~/db/schema";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { setDbHandle } from "~/db/client.server";
import { CancelPaymentSchema, PaymentSchema } from "./payment-schema";
import { cancelPayment, getOrderPayments, orderPaymentSummary, PaymentError, recordPayment, STALE_PAYMENTS } from "./payments.server";

// Payments of an order (issue 22) on a real database: the balance over payments, cancellations
// and withholdings, to the cent; the refusals (a stale page, a date before the order or in the
// future, a payment cancelled twice or of another order); the timeline; and an order with
// payments kept from deletion (app/admin/orders/delete-order.server.test.ts).

const ADMIN = "admin@imagine-events.tn";
const today = todayInTunis();

/** The form as the page posts it: French amounts, the revision the page was drawn with. */
function payment(revision: number, fields: Record<string, string>) {
  return PaymentSchema.parse({ revision: String(revision), paid_on: today, method: "transfer", ...fields });
}

describe.each(testDatabaseTargets())("payments on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    setDbHandle(database);
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await database.dispose();
  });

  /** An order of `ttc` DT TTC placed `daysAgo` days ago. */
  async function order(ttc: string, daysAgo = 10) {
    const [row] = await database.db
      .insert(rental_orders)
      .values({
        first_name: "Amel",
        last_name: "Trabelsi",
        email: "amel@example.tn",
        phone: "+216 20 123 456",
        rental_date: "2030-03-10",
        return_date: "2030-03-12",
        delivery_address: "Les Berges du Lac, Tunis",
        items: [],
        total_amount: "0",
        total_ttc: ttc,
        status: "confirmed",
        created_at: new Date(Date.now() - daysAgo * 86_400_000),
      })
      .returning();
    return row!;
  }

  const reload = async (id: string) => (await database.db.select().from(rental_orders).where(eq(rental_orders.id, id)))[0]!;

  it("keeps the balance to the cent over payments, a withholding and a cancellation, and says the status", async () => {
    const db = database.db;
    const { id } = await order("1190.01");
    expect(orderPaymentSummary(await reload(id))).toMatchObject({ paid: 0n, due: 119001n, status: "unpaid" });

    await recordPayment(db, id, payment(0, { amount: "400" }), ADMIN);
    const cheque = await recordPayment(db, id, payment(1, { amount: "0,01", method: "cheque", cheque_number: "0042137", bank: "BIAT" }), ADMIN);
    const mistake = await recordPayment(db, id, payment(2, { amount: "100,00", method: "cash" }), ADMIN);
    expect(orderPaymentSummary(await reload(id))).toMatchObject({ paid: 50001n, due: 69000n, status: "partial" });

    await cancelPayment(db, id, CancelPaymentSchema.parse({ revision: "3", payment: mistake.id, reason: "Saisi deux fois" }), ADMIN);
    expect(orderPaymentSummary(await reload(id))).toMatchObject({ paid: 40001n, due: 79000n, status: "partial" });

    // A public payer withholds 1,5 % of the TTC: it settles the invoice like a payment.
    await recordPayment(db, id, payment(4, { amount: "17,85", method: "withholding", certificate_number: "RS-2026-118" }), ADMIN);
    await recordPayment(db, id, payment(5, { amount: "772,15" }), ADMIN);
    const settled = await reload(id);
    expect(orderPaymentSummary(settled)).toMatchObject({ paid: 119001n, due: 0n, overpaid: 0n, status: "paid" });
    expect(settled.payments_revision).toBe(6);

    await recordPayment(db, id, payment(6, { amount: "10" }), ADMIN);
    expect(orderPaymentSummary(await reload(id))).toMatchObject({ due: 0n, overpaid: 1000n, status: "overpaid" });

    const payments = await getOrderPayments(db, id);
    expect(payments).toHaveLength(6);
    expect(payments.find((p) => p.id === cheque.id)).toMatchObject({ method: "cheque", cheque_number: "0042137", bank: "BIAT", amount: "0.01" });
    expect(payments.find((p) => p.id === mistake.id)).toMatchObject({ cancel_reason: "Saisi deux fois", cancelled_by: ADMIN });
    // paid_amount is the sum of the payments not cancelled.
    const sum = payments.filter((p) => !p.cancelled_at).reduce((total, p) => total + Number(p.amount) * 100, 0);
    expect(Math.round(sum)).toBe(120001);

    const events = await db.select().from(order_events).where(eq(order_events.order_id, id));
    expect(events.filter((e) => e.kind === "payment")).toHaveLength(6);
    const cancelled = events.find((e) => e.kind === "payment-cancelled")!;
    expect(cancelled.summary).toBe(`Paiement annulé : 100,00\u00a0DT (espèces) du ${new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric" }).format(new Date(`${today}T12:00:00Z`))}`);
    expect(cancelled.details).toEqual(["Motif : Saisi deux fois"]);
    expect(events.some((e) => e.summary.startsWith("Paiement enregistré : 17,85\u00a0DT (retenue à la source)") && e.details.includes("Certificat de retenue n° RS-2026-118"))).toBe(true);
  });

  it("refuses a page older than the last payment: of two admins recording at once from one page, one is recorded", async () => {
    const db = database.db;
    const { id } = await order("500.00");
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(() => recordPayment(db, id, payment(0, { amount: "100" }), ADMIN)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const refused of results.filter((r) => r.status === "rejected")) {
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ message: STALE_PAYMENTS, status: 409 });
    }
    expect(await reload(id)).toMatchObject({ paid_amount: "100.00", payments_revision: 1 });
    await expect(recordPayment(db, id, payment(0, { amount: "50" }), ADMIN)).rejects.toThrow(STALE_PAYMENTS);
  });

  it("refuses a date before the order or in the future, and cancelling twice or another order's payment", async () => {
    const db = database.db;
    const { id } = await order("300.00", 3);
    await expect(recordPayment(db, id, payment(0, { amount: "50", paid_on: addDays(today, -5) }), ADMIN)).rejects.toMatchObject({
      status: 400,
      field: "paid_on",
      message: expect.stringMatching(/^La date du paiement ne peut pas précéder la commande \(passée le /),
    });
    // The form's schema refuses tomorrow; so does the server, past midnight in Tunis.
    expect(PaymentSchema.safeParse({ revision: "0", paid_on: addDays(today, 1), amount: "50", method: "cash" }).success).toBe(false);
    await expect(recordPayment(db, id, { ...payment(0, { amount: "50" }), paid_on: addDays(today, 1) }, ADMIN)).rejects.toBeInstanceOf(PaymentError);

    const paid = await recordPayment(db, id, payment(0, { amount: "50", paid_on: addDays(today, -3) }), ADMIN);
    await cancelPayment(db, id, { revision: 1, payment: paid.id, reason: "Erreur" }, ADMIN);
    await expect(cancelPayment(db, id, { revision: 2, payment: paid.id, reason: "Encore" }, ADMIN)).rejects.toMatchObject({ message: "Ce paiement est déjà annulé.", status: 409 });
    const other = await order("80.00");
    await expect(cancelPayment(db, other.id, { revision: 0, payment: paid.id, reason: "Erreur" }, ADMIN)).rejects.toMatchObject({ status: 404 });
    expect(await reload(id)).toMatchObject({ paid_amount: "0.00", payments_revision: 2 });
    expect(await db.select().from(order_payments).where(eq(order_payments.order_id, other.id))).toEqual([]);
  });
});

describe("the payment form's schema", () => {
  const parse = (fields: Record<string, string>) => PaymentSchema.safeParse({ revision: "0", paid_on: today, method: "cash", amount: "10", ...fields });
  const message = (fields: Record<string, string>) => {
    const result = parse(fields);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it("reads French amounts and refuses what is not one", () => {
    expect(parse({ amount: "1 250,50" }).data?.amount).toBe("1250.50");
    expect(message({ amount: "" })).toBe("Indiquez le montant reçu.");
    expect(message({ amount: "0" })).toBe("Le montant doit être supérieur à 0.");
    expect(message({ amount: "0,00" })).toBe("Le montant doit être supérieur à 0.");
    expect(message({ amount: "-20" })).toBe("Le montant doit être supérieur à 0.");
    expect(message({ amount: "douze" })).toBe("Montant invalide (exemple : 150 ou 150,50).");
    expect(message({ amount: "1,234" })).toBe("Montant invalide (exemple : 150 ou 150,50).");
    expect(message({ amount: "1234567890123" })).toBe("Montant trop grand : 12 chiffres au plus avant la virgule.");
    expect(parse({ amount: "999999999999,99" }).success).toBe(true);
  });

  it("asks a cheque for its number and a withholding for its certificate, and knows its methods", () => {
    expect(message({ method: "cheque" })).toBe("Indiquez le numéro du chèque.");
    expect(message({ method: "withholding" })).toBe("Indiquez le numéro du certificat de retenue à la source.");
    expect(message({ method: "bitcoin" })).toBe("Mode de paiement inconnu.");
    expect(message({ paid_on: "2026-13-01" })).toBe("Date invalide (format attendu : AAAA-MM-JJ).");
    expect(CancelPaymentSchema.safeParse({ revision: "0", payment: "00000000-0000-4000-8000-000000000001", reason: " " }).success).toBe(false);
  });
});
