import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order_documents, order_events, rental_orders, site_settings } from "~/db/schema";
import { centsToDecimal, formatPrice } from "~/lib/pricing";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { ChargeDecisionSchema, ChargeSchema } from "./charge-schema";
import { addCharge, billCharges, chargeLabel, decideCharge, getOrderCharges, lateDays, updateCharge } from "./charges.server";
import { getChargeableProducts } from "~/equipment/chargeable-units.server";
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
  const charge = (fields: Record<string, unknown>) => ChargeSchema.parse({ kind: "damage", amount: "120", reason: "Grille enfoncée", lines: [], ...fields });
  const units = (product: { id: string }, quantity: number) => [{ product: product.id, quantity: String(quantity) }];
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

    // Refusals: no unit for a damage, a product that did not leave with the order.
    await expect(addCharge(db, order.id, charge({}), ADMIN)).rejects.toMatchObject({ field: `quantity_${speaker.id}`, status: 400, message: "Indiquez au moins une unité endommagée à facturer." });
    await expect(addCharge(db, order.id, charge({ lines: units(other, 1) }), ADMIN)).rejects.toMatchObject({ message: "Cet article n'est pas sorti avec cette commande." });
    expect(ChargeSchema.safeParse({ kind: "damage", amount: "-5", reason: "Grille", lines: [] }).success).toBe(false);
    expect(ChargeSchema.safeParse({ kind: "vol", amount: "5", reason: "Grille", lines: [] }).success).toBe(false);

    const added = await addCharge(db, order.id, charge({ lines: units(speaker, 1) }), ADMIN);
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
    await checkIn(db, order.id, back(1, [[speaker.id, 0, 1, 1]], "Une enceinte cabossée, l'autre manque"), ADMIN);
    await addCharge(db, order.id, charge({ amount: "100", lines: units(speaker, 1) }), ADMIN);
    const first = await billCharges(db, order.id, ADMIN);
    await addCharge(db, order.id, charge({ kind: "loss", amount: "50", reason: "Enceinte perdue", lines: units(speaker, 1) }), ADMIN);
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
    await checkIn(db, order.id, back(1, [[speaker.id, 0, 1, 1]], "Une grille enfoncée, une housse perdue"), ADMIN);
    await expect(addCharge(db, order.id, charge({ amount: "100", vat_rate: "5", lines: units(speaker, 1) }), ADMIN)).rejects.toMatchObject({
      status: 400,
      field: "vat_rate",
      message: "Taux de TVA inconnu : choisissez l'un des taux des paramètres de la boutique (19\u00a0%, 13\u00a0%, 7\u00a0% ou 0\u00a0%).",
    });
    expect(await getOrderCharges(db, order.id)).toEqual([]);
    // Left out, the charge takes the settings' default rate.
    expect(await addCharge(db, order.id, charge({ amount: "100", lines: units(speaker, 1) }), ADMIN)).toMatchObject({ vat_rate: "19.00" });
    expect(await addCharge(db, order.id, charge({ kind: "loss", amount: "50", vat_rate: "7", reason: "Housse perdue", lines: units(speaker, 1) }), ADMIN)).toMatchObject({ vat_rate: "7.00" });
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
    await expect(addCharge(db, order.id, charge({ lines: units(speaker, 1) }), ADMIN)).rejects.toMatchObject({ status: 409 });
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
    await checkIn(db, full.order.id, back(1, [[full.speaker.id, 0, 2, 0]], "Grilles enfoncées"), ADMIN);
    await receiveDeposit(db, full.order.id, receipt, ADMIN);
    await addCharge(db, full.order.id, charge({ amount: "100", lines: units(full.speaker, 2) }), ADMIN);
    await expect(settleDeposit(db, full.order.id, settle("120,01"), ADMIN)).rejects.toMatchObject({ field: "retained", message: "La caution retenue ne peut pas dépasser la facture des frais (120,00 DT TTC)." });
    const settled = await settleDeposit(db, full.order.id, settle("120"), ADMIN);
    expect(settled).toMatchObject({ retained_amount: "120.00", returned_amount: "380.00" });
    expect(settled.complementaryInvoice?.data.lines.map((line) => line.name)).toEqual(["Dommages — Enceinte amplifiée 15\" × 2 : Grille enfoncée"]);
    expect(settled.complementaryInvoice?.data.figures).toMatchObject({ totalTtc: "120.00", paid: "120.00", due: "0.00" });
    expect((await reload(full.order.id)).charges_due_ttc).toBe("0.00");
    expect((await getOrderCharges(db, full.order.id))[0]).toMatchObject({ document_id: settled.complementaryInvoice!.id });

    // Kept in part: the rest of the charges' invoice is owed by the client.
    const part = await orderOut({ from: addDays(today, -3), to: addDays(today, 5) });
    await checkIn(db, part.order.id, back(1, [[part.speaker.id, 1, 1, 0]], "Grille enfoncée"), ADMIN);
    await receiveDeposit(db, part.order.id, receipt, ADMIN);
    await addCharge(db, part.order.id, charge({ amount: "100", lines: units(part.speaker, 1) }), ADMIN);
    const partly = await settleDeposit(db, part.order.id, settle("50"), ADMIN);
    expect(partly.complementaryInvoice?.data.figures).toMatchObject({ totalTtc: "120.00", paid: "50.00", due: "70.00" });
    expect((await reload(part.order.id)).charges_due_ttc).toBe("70.00");
  });

  const chargeEvents = async (orderId: string) =>
    (await database.db.select().from(order_events).where(eq(order_events.order_id, orderId))).filter((event) => event.kind === "charge");

  it("bills the units the return says of the charge's kind: the damaged lyre, not the missing subwoofers (issue 37)", async () => {
    const db = database.db;
    const sub = await insertProduct(db, { name: "Caisson de basses 18 pouces", stock_quantity: 4 });
    const lyre = await insertProduct(db, { name: "Lyre spot LED 300 W", stock_quantity: 4 });
    const order = await insertPricedOrder(db, { status: "confirmed", from: addDays(today, -3), to: addDays(today, 5), lines: [{ product: sub, quantity: 2 }, { product: lyre, quantity: 2 }] });
    await checkOut(db, order.id, CheckOutSchema.parse({ revision: "0", note: "", lines: [{ product: sub.id, out: "2" }, { product: lyre.id, out: "2" }] }), ADMIN, noon(addDays(today, -3)));
    await checkIn(db, order.id, back(1, [[sub.id, 0, 0, 2], [lyre.id, 1, 1, 0]], "Lentille d'une lyre fêlée ; les deux caissons manquent"), ADMIN);
    expect(await getChargeableProducts(db, order)).toEqual([
      { productId: sub.id, name: "Caisson de basses 18 pouces", damaged: 0, missing: 2, late: 0 },
      { productId: lyre.id, name: "Lyre spot LED 300 W", damaged: 1, missing: 0, late: 0 },
    ]);

    // More than came back damaged (or missing) is refused with the product's field, and nothing is written.
    const events = (await chargeEvents(order.id)).length;
    await expect(addCharge(db, order.id, charge({ reason: "Lentille fêlée", lines: [...units(sub, 2), ...units(lyre, 1)] }), ADMIN)).rejects.toMatchObject({
      status: 400,
      field: `quantity_${sub.id}`,
      message: "Aucune unité de « Caisson de basses 18 pouces » n'est revenue endommagée : pas de dommages à facturer pour cet article.",
    });
    await expect(addCharge(db, order.id, charge({ reason: "Lentille fêlée", lines: units(lyre, 2) }), ADMIN)).rejects.toMatchObject({
      field: `quantity_${lyre.id}`,
      message: "Pour « Lyre spot LED 300 W », 1 unité est revenue endommagée : pas 2.",
    });
    await expect(addCharge(db, order.id, charge({ kind: "loss", reason: "Caissons perdus", lines: units(sub, 3) }), ADMIN)).rejects.toMatchObject({
      message: "Pour « Caisson de basses 18 pouces », 2 unités manquent : pas 3.",
    });
    await expect(addCharge(db, order.id, charge({ kind: "late", reason: "Retard", lines: units(lyre, 1) }), ADMIN)).rejects.toMatchObject({
      message: "Aucune unité de « Lyre spot LED 300 W » n'est rentrée en retard : pas de retard à facturer pour cet article.",
    });
    expect(await getOrderCharges(db, order.id)).toEqual([]);
    expect(await chargeEvents(order.id)).toHaveLength(events);

    // The damage names the one lyre; the loss the two subwoofers; a product at 0 is not named.
    const damage = await addCharge(db, order.id, charge({ amount: "150", reason: "Lentille fêlée", lines: [...units(sub, 0), ...units(lyre, 1)] }), ADMIN);
    expect(damage.lines).toEqual([{ product_id: lyre.id, name: "Lyre spot LED 300 W", quantity: 1 }]);
    expect(chargeLabel(damage)).toBe("Dommages — Lyre spot LED 300 W × 1 : Lentille fêlée");
    await addCharge(db, order.id, charge({ kind: "loss", amount: "1800", reason: "Caissons non rendus", lines: units(sub, 2) }), ADMIN);
    const invoice = await billCharges(db, order.id, ADMIN);
    const [stored] = await db.select({ data: order_documents.data }).from(order_documents).where(eq(order_documents.id, invoice.id));
    expect((stored!.data as DocumentData).lines.map((line) => line.name)).toEqual([
      "Dommages — Lyre spot LED 300 W × 1 : Lentille fêlée",
      "Pertes — Caisson de basses 18 pouces × 2 : Caissons non rendus",
    ]);
  });

  it("edits a charge before it is billed, checked like a new one, and refuses once it is billed or dropped", async () => {
    const db = database.db;
    const { order, speaker } = await orderOut({ from: addDays(today, -3), to: addDays(today, 5) });
    await checkIn(db, order.id, back(1, [[speaker.id, 0, 1, 1]], "Une grille enfoncée, une enceinte manque"), ADMIN);
    const added = await addCharge(db, order.id, charge({ amount: "120", lines: units(speaker, 1) }), ADMIN);

    // Two lost when one is missing: refused, the charge as it was.
    await expect(updateCharge(db, order.id, added.id, charge({ kind: "loss", amount: "300", reason: "Enceinte perdue", lines: units(speaker, 2) }), ADMIN)).rejects.toMatchObject({
      status: 400,
      message: "Pour « Enceinte amplifiée 15\" », 1 unité manque : pas 2.",
    });
    expect((await getOrderCharges(db, order.id))[0]).toMatchObject({ kind: "damage", amount: "120.00", reason: "Grille enfoncée" });

    const edited = await updateCharge(db, order.id, added.id, charge({ kind: "loss", amount: "300", reason: "Enceinte perdue", lines: units(speaker, 1) }), ADMIN);
    expect(edited).toMatchObject({ id: added.id, kind: "loss", status: "confirmed", amount: "300.00", reason: "Enceinte perdue", lines: [{ product_id: speaker.id, quantity: 1 }] });
    const [event] = (await chargeEvents(order.id)).filter((row) => row.summary.startsWith("Frais modifiés"));
    expect(event).toMatchObject({
      summary: `Frais modifiés : pertes, ${formatPrice(30_000n)} HT`,
      details: [
        `Avant : Dommages — Enceinte amplifiée 15" × 1 : Grille enfoncée (${formatPrice(12_000n)} HT, TVA 19\u00a0%)`,
        `Après : Pertes — Enceinte amplifiée 15" × 1 : Enceinte perdue (${formatPrice(30_000n)} HT, TVA 19\u00a0%)`,
      ],
    });
    await expect(updateCharge(db, order.id, "00000000-0000-4000-8000-000000000000", charge({ lines: units(speaker, 1) }), ADMIN)).rejects.toMatchObject({ status: 404 });

    // Billed, it is the invoice's: a credit note corrects it.
    await billCharges(db, order.id, ADMIN);
    await expect(updateCharge(db, order.id, added.id, charge({ lines: units(speaker, 1) }), ADMIN)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/^Ces frais sont déjà facturés/) });
    // Dropped, it stays as it was.
    const other = await addCharge(db, order.id, charge({ amount: "40", reason: "Nettoyage de la grille", lines: units(speaker, 1) }), ADMIN);
    await decideCharge(db, order.id, ChargeDecisionSchema.parse({ charge: other.id, decision: "drop" }), ADMIN);
    await expect(updateCharge(db, order.id, other.id, charge({ lines: units(speaker, 1) }), ADMIN)).rejects.toMatchObject({ status: 409 });
  });

  it("counts the units back late or still out past the return, names them on the late fee, and confirms the fee the agency edits", async () => {
    const db = database.db;
    await setLateFee("25");
    const { order, speaker } = await orderOut({ from: addDays(today, -6), to: addDays(today, -4), quantity: 3 });
    // One back before the return date, one back damaged two days late, one still out.
    await checkIn(db, order.id, back(1, [[speaker.id, 1, 0, 0]]), ADMIN, noon(addDays(today, -5)));
    await checkIn(db, order.id, back(2, [[speaker.id, 0, 1, 0]], "Grille enfoncée"), ADMIN, noon(addDays(today, -2)));
    expect(await getChargeableProducts(db, order)).toEqual([{ productId: speaker.id, name: "Enceinte amplifiée 15\"", damaged: 1, missing: 0, late: 2 }]);
    const [fee] = await getOrderCharges(db, order.id);
    expect(fee).toMatchObject({ kind: "late", status: "proposed", days: 2, lines: [{ product_id: speaker.id, name: "Enceinte amplifiée 15\"", quantity: 2 }] });
    expect(chargeLabel(fee!)).toBe(`Retard (2 jours) — Enceinte amplifiée 15" × 2 : Restitution tardive : 2 jours × ${formatPrice(2_500n)} HT`);

    await expect(addCharge(db, order.id, charge({ kind: "late", reason: "Retard", lines: units(speaker, 3) }), ADMIN)).rejects.toMatchObject({
      message: "Pour « Enceinte amplifiée 15\" », 2 unités sont en retard : pas 3.",
    });
    // The agency bills one unit's delay only: its edit confirms the proposal, days kept.
    const edited = await updateCharge(db, order.id, fee!.id, charge({ kind: "late", amount: "25", reason: "Une enceinte rendue en retard", lines: units(speaker, 1) }), ADMIN);
    expect(edited).toMatchObject({ status: "confirmed", decided_by: ADMIN, days: 2, amount: "25.00" });
    expect(chargeLabel(edited)).toBe(`Retard (2 jours) — Enceinte amplifiée 15" × 1 : Une enceinte rendue en retard`);
    await setLateFee("0");
  });
});

