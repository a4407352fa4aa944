import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order_documents, rental_orders, site_settings } from "~/db/schema";
import { centsToDecimal, formatPrice } from "~/lib/pricing";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { ChargeDecisionSchema, ChargeSchema } from "./charge-schema";
import { addCharge, billCharges, decideCharge, getOrderCharges, lateDays } from "./charges.server";
import { DepositReceiptSchema, DepositSettlementSchema } from "./deposit-schema";
import { receiveDeposit, settleDeposit } from "./deposits.server";
import { CheckInSchema, CheckOutSchema } from "~/equipment/depot-schema";
import { checkIn, checkOut } from "~/equipment/depot.server";
import type { DocumentData } from "~/orders/documents/document-data";
import { orderPaymentSummary } from "./payments.server";

// Charges after the rental (issue 23) on a real database: 'Facturer les dommages' from a check-in,
// the late fee proposed when late units come back (confirmed or dropped), billing on a facture
// complémentaire added to what the client owes, and the deposit's retention billing them instead.

const ADMIN = "depot@imagine-events.tn";
const today = todayInTunis();
const noon = (day: string) => new Date(`${day}T11:00:00Z`);

describe("lateDays", () => {
  it("counts the return day's missed slot as one day, then one per day after", () => {
    expect(lateDays("2026-11-20", "2026-11-20")).toBe(1);
    expect(lateDays("2026-11-20", "2026-11-21")).toBe(1);
    expect(lateDays("2026-11-20", "2026-11-23")).toBe(3);
  });
});

describe.each(testDatabaseTargets())("charges after the rental on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    await insertSiteSettings(database.db, { vat_rate: "19", stamp_duty: "1" });
  });
  afterAll(() => database.dispose());

  const reload = async (id: string) => (await database.db.select().from(rental_orders).where(eq(rental_orders.id, id)))[0]!;
  const setLateFee = (fee: string) => database.db.update(site_settings).set({ late_fee_per_day: fee }).where(eq(site_settings.id, 1));
  const charge = (fields: Record<string, unknown>) => ChargeSchema.parse({ kind: "damage", amount: "120", reason: "Grille enfoncée", products: [], ...fields });
  const back = (revision: number, lines: [string, number, number, number][], note = "") =>
    CheckInSchema.parse({ revision: String(revision), note, lines: lines.map(([product, r, d, m]) => ({ product, returned: String(r), damaged: String(d), missing: String(m) })) });

  /** An order of `quantity` speakers, all of them out of the depot. */
  async function orderOut(options: { from: string; to: string; quantity?: number }) {
    const db = database.db;
    const speaker = await insertProduct(db, { name: "Enceinte amplifiée 15\"", stock_quantity: 10 });
    const order = await insertPricedOrder(db, { status: "confirmed", from: options.from, to: options.to, lines: [{ product: speaker, quantity: options.quantity ?? 2 }] });
    await checkOut(db, order.id, CheckOutSchema.parse({ revision: "0", note: "", lines: [{ product: speaker.id, out: String(options.quantity ?? 2) }] }), ADMIN, noon(options.from));
    return { order, speaker };
  }

  it("adds a damage charge from a check-in, bills it on a facture complémentaire and adds it to what the client owes", async () => {
    const db = database.db;
    const { order, speaker } = await orderOut({ from: addDays(today, -3), to: addDays(today, 5) });
    const other = await insertProduct(db, { name: "Projecteur LED", stock_quantity: 3 });
    await checkIn(db, order.id, back(1, [[speaker.id, 1, 1, 0]], "Grille d'une enceinte enfoncée"), ADMIN);

    // Refusals: no product ticked for a damage, a product that did not leave with the order.
    await expect(addCharge(db, order.id, charge({}), ADMIN)).rejects.toMatchObject({ field: "products", status: 400 });
    await expect(addCharge(db, order.id, charge({ products: [other.id] }), ADMIN)).rejects.toMatchObject({ message: "Cet article n'est pas sorti avec cette commande." });
    expect(ChargeSchema.safeParse({ kind: "damage", amount: "-5", reason: "Grille", products: [] }).success).toBe(false);
    expect(ChargeSchema.safeParse({ kind: "vol", amount: "5", reason: "Grille", products: [] }).success).toBe(false);

    const added = await addCharge(db, order.id, charge({ products: [speaker.id] }), ADMIN);
    expect(added).toMatchObject({ status: "confirmed", kind: "damage", amount: "120.00", lines: [{ product_id: speaker.id, name: "Enceinte amplifiée 15\"", quantity: 1 }] });
    const before = orderPaymentSummary(await reload(order.id));

    const invoice = await billCharges(db, order.id, ADMIN);
    expect(invoice).toMatchObject({ kind: "complementary_invoice", total_ttc: "143.80" });
    expect(invoice.number).toMatch(/^FAC-\d{4}-\d{4}$/);
    const [stored] = await db.select({ data: order_documents.data }).from(order_documents).where(eq(order_documents.id, invoice.id));
    const data = stored!.data as DocumentData;
    expect(data.lines).toEqual([expect.objectContaining({ name: "Dommages — Enceinte amplifiée 15\" × 1 : Grille enfoncée", total: "120.00" })]);
    expect(data.figures).toMatchObject({ totalHt: "120.00", vat: "22.80", stampDuty: "1.00", totalTtc: "143.80" });
    expect(data.dueOn).toBe(addDays(today, 30));
    expect(data.complement).toMatchObject({ settledOn: null, reasonTitle: "Objet" });

    // What the client owes grows by the invoice; the charge is billed once, and cannot be dropped.
    const after = await reload(order.id);
    expect(after.charges_due_ttc).toBe("143.80");
    expect(orderPaymentSummary(after).due - before.due).toBe(14_380n);
    expect((await getOrderCharges(db, order.id))[0]).toMatchObject({ document_id: invoice.id });
    await expect(billCharges(db, order.id, ADMIN)).rejects.toMatchObject({ message: "Aucun frais confirmé à facturer.", status: 409 });
    await expect(decideCharge(db, order.id, ChargeDecisionSchema.parse({ charge: added.id, decision: "drop" }), ADMIN)).rejects.toMatchObject({ status: 409 });
  });

  it("bills later charges on another facture complémentaire, and keeps a deposit beside them on a third", async () => {
    const db = database.db;
    const { order, speaker } = await orderOut({ from: addDays(today, -3), to: addDays(today, 5) });
    await addCharge(db, order.id, charge({ amount: "100", products: [speaker.id] }), ADMIN);
    const first = await billCharges(db, order.id, ADMIN);
    await addCharge(db, order.id, charge({ kind: "loss", amount: "50", reason: "Câble perdu", products: [speaker.id] }), ADMIN);
    const second = await billCharges(db, order.id, ADMIN);
    expect(second.number).not.toBe(first.number);
    expect((await reload(order.id)).charges_due_ttc).toBe(centsToDecimal(12_000n + 6_050n));
    // A deposit kept afterwards, with no charge left to bill: its own invoice, a third one.
    await receiveDeposit(db, order.id, DepositReceiptSchema.parse({ received_on: today, amount: "200", method: "cash" }), ADMIN);
    const kept = await settleDeposit(db, order.id, DepositSettlementSchema.parse({ settled_on: today, retained: "30", reason: "late", note: "Deux jours de retard" }), ADMIN);
    expect(kept.complementaryInvoice?.number).toMatch(/^FAC-/);
    expect(kept.complementaryInvoice?.number).not.toBe(second.number);
  });

  it("bills each charge at its VAT rate, the invoice's VAT per rate, and refuses a rate not in the settings' list", async () => {
    const db = database.db;
    const { order, speaker } = await orderOut({ from: addDays(today, -3), to: addDays(today, 5) });
    await expect(addCharge(db, order.id, charge({ amount: "100", vat_rate: "5", products: [speaker.id] }), ADMIN)).rejects.toMatchObject({
      status: 400,
      field: "vat_rate",
      message: "Taux de TVA inconnu : choisissez l'un des taux des paramètres de la boutique (19\u00a0%, 13\u00a0%, 7\u00a0% ou 0\u00a0%).",
    });
    expect(await getOrderCharges(db, order.id)).toEqual([]);
    // Left out, the charge takes the settings' default rate.
    expect(await addCharge(db, order.id, charge({ amount: "100", products: [speaker.id] }), ADMIN)).toMatchObject({ vat_rate: "19.00" });
    expect(await addCharge(db, order.id, charge({ kind: "loss", amount: "50", vat_rate: "7", reason: "Housse perdue", products: [speaker.id] }), ADMIN)).toMatchObject({ vat_rate: "7.00" });
    const invoice = await billCharges(db, order.id, ADMIN);
    const [stored] = await db.select({ data: order_documents.data }).from(order_documents).where(eq(order_documents.id, invoice.id));
    const data = stored!.data as DocumentData;
    expect(data.lines.map((line) => line.vatRate)).toEqual(["19.00", "7.00"]);
    // 100 at 19 % (19.00) + 50 at 7 % (3.50) + 1 stamp.
    expect(data.figures).toMatchObject({
      totalHt: "150.00",
      vatByRate: [
        { rate: "19.00", base: "100.00", vat: "19.00" },
        { rate: "7.00", base: "50.00", vat: "3.50" },
      ],
      vat: "22.50",
      totalTtc: "173.50",
    });
    expect((await reload(order.id)).charges_due_ttc).toBe("173.50");
  });

  it("refuses a charge on an order whose equipment has not left", async () => {
    const db = database.db;
    const speaker = await insertProduct(db, { name: "Enceinte de retour", stock_quantity: 2 });
    const order = await insertPricedOrder(db, { status: "confirmed", from: addDays(today, 10), to: addDays(today, 11), lines: [{ product: speaker, quantity: 1 }] });
    await expect(addCharge(db, order.id, charge({ products: [speaker.id] }), ADMIN)).rejects.toMatchObject({ status: 409 });
  });

  it("proposes the late fee when late units come back, brings it up to date, and lets the agency confirm or drop it", async () => {
    const db = database.db;
    // Off by default: a late return proposes nothing.
    await setLateFee("0");
    const first = await orderOut({ from: addDays(today, -6), to: addDays(today, -4) });
    await checkIn(db, first.order.id, back(1, [[first.speaker.id, 2, 0, 0]]), ADMIN, noon(addDays(today, -2)));
    expect(await getOrderCharges(db, first.order.id)).toEqual([]);

    await setLateFee("25");
    // Back in time: nothing proposed.
    const onTime = await orderOut({ from: addDays(today, -6), to: addDays(today, -4) });
    await checkIn(db, onTime.order.id, back(1, [[onTime.speaker.id, 2, 0, 0]]), ADMIN, noon(addDays(today, -5)));
    expect(await getOrderCharges(db, onTime.order.id)).toEqual([]);

    // Late: one unit back two days after the return date, the other three days after.
    const late = await orderOut({ from: addDays(today, -6), to: addDays(today, -4) });
    await checkIn(db, late.order.id, back(1, [[late.speaker.id, 1, 0, 0]]), ADMIN, noon(addDays(today, -2)));
    expect(await getOrderCharges(db, late.order.id)).toEqual([expect.objectContaining({ kind: "late", status: "proposed", days: 2, amount: "50.00" })]);
    await checkIn(db, late.order.id, back(2, [[late.speaker.id, 1, 0, 0]]), ADMIN, noon(addDays(today, -1)));
    const [proposed] = await getOrderCharges(db, late.order.id);
    expect(proposed).toMatchObject({ kind: "late", status: "proposed", days: 3, amount: "75.00", reason: `Restitution tardive : 3 jours × ${formatPrice(2_500n)} HT` });

    // Confirmed, it is to bill; confirmed twice is refused.
    const decide = (decision: string) => ChargeDecisionSchema.parse({ charge: proposed!.id, decision });
    expect(await decideCharge(db, late.order.id, decide("confirm"), ADMIN)).toMatchObject({ status: "confirmed", decided_by: ADMIN });
    await expect(decideCharge(db, late.order.id, decide("confirm"), ADMIN)).rejects.toMatchObject({ message: "Ces frais sont déjà confirmés." });

    // Another late order: the agency drops the proposal, and none comes back.
    const dropped = await orderOut({ from: addDays(today, -6), to: addDays(today, -4), quantity: 2 });
    await checkIn(db, dropped.order.id, back(1, [[dropped.speaker.id, 1, 0, 0]]), ADMIN, noon(addDays(today, -2)));
    const [offered] = await getOrderCharges(db, dropped.order.id);
    await decideCharge(db, dropped.order.id, ChargeDecisionSchema.parse({ charge: offered!.id, decision: "drop" }), ADMIN);
    await checkIn(db, dropped.order.id, back(2, [[dropped.speaker.id, 1, 0, 0]]), ADMIN, noon(addDays(today, -1)));
    expect(await getOrderCharges(db, dropped.order.id)).toEqual([expect.objectContaining({ status: "dropped", days: 2 })]);
    await expect(billCharges(db, dropped.order.id, ADMIN)).rejects.toMatchObject({ status: 409 });
    await setLateFee("0");
  });

  it("bills the charges on the deposit's retention, which settles them in part or in full", async () => {
    const db = database.db;
    const receipt = DepositReceiptSchema.parse({ received_on: today, amount: "500", method: "cheque" });
    const settle = (retained: string) => DepositSettlementSchema.parse({ settled_on: today, retained, reason: "damage", note: "Grille enfoncée" });

    // Kept in full: 100 HT → 120,00 TTC, settled by the deposit; nothing more owed.
    const full = await orderOut({ from: addDays(today, -3), to: addDays(today, 5) });
    await receiveDeposit(db, full.order.id, receipt, ADMIN);
    await addCharge(db, full.order.id, charge({ amount: "100", products: [full.speaker.id] }), ADMIN);
    await expect(settleDeposit(db, full.order.id, settle("120,01"), ADMIN)).rejects.toMatchObject({ field: "retained", message: "La caution retenue ne peut pas dépasser la facture des frais (120,00 DT TTC)." });
    const settled = await settleDeposit(db, full.order.id, settle("120"), ADMIN);
    expect(settled).toMatchObject({ retained_amount: "120.00", returned_amount: "380.00" });
    expect(settled.complementaryInvoice?.data.lines.map((line) => line.name)).toEqual(["Dommages — Enceinte amplifiée 15\" × 2 : Grille enfoncée"]);
    expect(settled.complementaryInvoice?.data.figures).toMatchObject({ totalTtc: "120.00", paid: "120.00", due: "0.00" });
    expect((await reload(full.order.id)).charges_due_ttc).toBe("0.00");
    expect((await getOrderCharges(db, full.order.id))[0]).toMatchObject({ document_id: settled.complementaryInvoice!.id });

    // Kept in part: the rest of the charges' invoice is owed by the client.
    const part = await orderOut({ from: addDays(today, -3), to: addDays(today, 5) });
    await receiveDeposit(db, part.order.id, receipt, ADMIN);
    await addCharge(db, part.order.id, charge({ amount: "100", products: [part.speaker.id] }), ADMIN);
    const partly = await settleDeposit(db, part.order.id, settle("50"), ADMIN);
    expect(partly.complementaryInvoice?.data.figures).toMatchObject({ totalTtc: "120.00", paid: "50.00", due: "70.00" });
    expect((await reload(part.order.id)).charges_due_ttc).toBe("70.00");
  });
});
