import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order_events, rental_orders } from "~/db/schema";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertSiteSettings } from "~/test-support/rental-data.server";
import { DepositReceiptSchema, DepositSettlementSchema } from "./deposit-schema";
import { depositStatusLabel, getOrderDeposit, receiveDeposit, settleDeposit } from "./deposits.server";

// The deposit (caution) of an order (issue 22): received once, then given back whole or partly or
// wholly kept with its reason; each step checks the one before it.

const ADMIN = "admin@imagine-events.tn";
const today = todayInTunis();

describe.each(testDatabaseTargets())("deposits on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    // A retained deposit is billed on a complementary invoice, which needs the legal settings.
    await insertSiteSettings(database.db);
  });
  afterAll(() => database.dispose());

  async function order(deposit = "500.00") {
    const [row] = await database.db
      .insert(rental_orders)
      .values({
        first_name: "Amel",
        last_name: "Trabelsi",
        email: "amel@example.tn",
        phone: "+216 20 123 456",
        rental_date: "2030-03-10",
        return_date: "2030-03-12",
        delivery_address: "Tunis",
        items: [],
        total_amount: "100.00",
        total_ttc: "120.00",
        deposit,
        status: "confirmed",
        created_at: new Date(Date.now() - 5 * 86_400_000),
      })
      .returning();
    return row!;
  }
  const receipt = (fields: Record<string, string> = {}) => DepositReceiptSchema.parse({ received_on: today, amount: "500", method: "cheque", ...fields });
  const settlement = (fields: Record<string, string> = {}) => DepositSettlementSchema.parse({ settled_on: today, retained: "0", ...fields });

  it("receives a deposit once, then keeps part of it for damage and gives back the rest", async () => {
    const db = database.db;
    const { id } = await order();
    expect(depositStatusLabel("500.00", null)).toBe("Caution à recevoir");
    expect(depositStatusLabel("0.00", null)).toBeNull();
    await expect(settleDeposit(db, id, settlement(), ADMIN)).rejects.toMatchObject({ message: "La caution n'a pas encore été reçue.", status: 409 });
    await receiveDeposit(db, id, receipt({ reference: "Chèque 0099812" }), ADMIN);
    expect(depositStatusLabel("500.00", await getOrderDeposit(db, id))).toBe("Caution reçue");
    await expect(receiveDeposit(db, id, receipt(), ADMIN)).rejects.toMatchObject({ status: 409 });
    await expect(settleDeposit(db, id, settlement({ retained: "500,01", reason: "damage" }), ADMIN)).rejects.toMatchObject({
      message: "Vous ne pouvez pas retenir plus que la caution reçue (500,00\u00a0DT).",
      field: "retained",
    });
    const settled = await settleDeposit(db, id, settlement({ retained: "120,50", reason: "damage", note: "Grille d'enceinte enfoncée" }), ADMIN);
    expect(settled).toMatchObject({ retained_amount: "120.50", returned_amount: "379.50", retention_reason: "damage" });
    expect(depositStatusLabel("500.00", settled)).toBe("Caution retenue");
    await expect(settleDeposit(db, id, settlement(), ADMIN)).rejects.toMatchObject({ message: "La caution de cette commande est déjà restituée ou retenue." });
    const events = await db.select().from(order_events).where(eq(order_events.order_id, id));
    expect(events.map((e) => e.summary)).toEqual([
      expect.stringMatching(/^Caution reçue : 500,00\u00a0DT \(chèque\) le /),
      expect.stringMatching(/^Facture complémentaire FAC-\d{4}-\d{4} émise pour la caution retenue \(120,50\u00a0DT TTC, réglée par la caution\)$/),
      "Caution retenue : 120,50\u00a0DT (dommages), 379,50\u00a0DT restitués",
    ]);
    expect(events[2]!.details).toEqual(["Note : Grille d'enceinte enfoncée"]);
  });

  it("gives a deposit back whole, not before it was received nor before the order", async () => {
    const db = database.db;
    const { id } = await order();
    await expect(receiveDeposit(db, id, receipt({ received_on: addDays(today, -10) }), ADMIN)).rejects.toMatchObject({ field: "received_on", status: 400 });
    await receiveDeposit(db, id, receipt({ received_on: addDays(today, -2) }), ADMIN);
    await expect(settleDeposit(db, id, settlement({ settled_on: addDays(today, -3) }), ADMIN)).rejects.toMatchObject({ field: "settled_on" });
    const settled = await settleDeposit(db, id, settlement(), ADMIN);
    expect(settled).toMatchObject({ returned_amount: "500.00", retained_amount: "0.00", retention_reason: null });
    expect(depositStatusLabel("500.00", settled)).toBe("Caution restituée");
  });

  it("refuses in its forms a retention without reason, a withholding as a deposit, a negative amount", () => {
    const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);
    expect(first(DepositSettlementSchema.safeParse({ settled_on: today, retained: "50" }))).toBe("Indiquez pourquoi la caution est retenue.");
    expect(first(DepositSettlementSchema.safeParse({ settled_on: today, retained: "-5" }))).toBe("Le montant ne peut pas être négatif.");
    expect(first(DepositReceiptSchema.safeParse({ received_on: today, amount: "500", method: "withholding" }))).toBe("Mode de remise de la caution inconnu.");
    expect(first(DepositReceiptSchema.safeParse({ received_on: addDays(today, 1), amount: "500", method: "cash" }))).toBe("La date de réception ne peut pas être dans le futur.");
  });
});
