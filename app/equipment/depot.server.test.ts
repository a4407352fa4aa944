import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order_events, rental_orders, rental_products } from "~/db/schema";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { getAvailability } from "~/orders/availability.server";
import { CheckInSchema, CheckOutSchema, MaintenanceResolutionSchema } from "./depot-schema";
import { checkIn, checkOut, getDepotLines } from "./depot.server";
import { getLateReturns, lateReturnCondition } from "./late-returns.server";
import { getOpenMaintenance, getProductMovements, resolveMaintenance } from "./maintenance.server";
import { changeOrderStatus } from "~/orders/status-change.server";

// The depot (issue 23) on a real database: partial check-out and check-in, damaged and missing
// units out of service until repaired, written off or found, units not back holding past the
// return date, the version check between two stale pages, and each product's movements.

const ADMIN = "depot@imagine-events.tn";
const today = todayInTunis();
const future = { from: addDays(today, 40), to: addDays(today, 42) };

describe.each(testDatabaseTargets())("the depot on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    await insertSiteSettings(database.db);
  });
  afterAll(() => database.dispose());

  const reload = async (id: string) => (await database.db.select().from(rental_orders).where(eq(rental_orders.id, id)))[0]!;
  const out = (revision: number, lines: [string, number][], note = "") => CheckOutSchema.parse({ revision: String(revision), note, lines: lines.map(([product, n]) => ({ product, out: String(n) })) });
  const back = (revision: number, lines: [string, number, number, number][], note = "") =>
    CheckInSchema.parse({ revision: String(revision), note, lines: lines.map(([product, r, d, m]) => ({ product, returned: String(r), damaged: String(d), missing: String(m) })) });
  const free = async (productId: string) => (await getAvailability(database.db, [productId], future)).get(productId)!.free;

  it("checks out part of an order, then brings it back with a damaged and a missing unit; maintenance, repair and write-off follow", async () => {
    const db = database.db;
    const speaker = await insertProduct(db, { name: "Enceinte amplifiée 15\"", stock_quantity: 5 });
    const cable = await insertProduct(db, { name: "Câble XLR 10 m", stock_quantity: 4 });
    const order = await insertPricedOrder(db, { status: "confirmed", from: today, to: addDays(today, 2), lines: [{ product: speaker, quantity: 3 }, { product: cable, quantity: 2 }] });

    // A short departure needs its note; what leaves is at most what is ordered.
    await expect(checkOut(db, order.id, out(0, [[speaker.id, 2], [cable.id, 2]]), ADMIN)).rejects.toMatchObject({ field: "note", status: 400 });
    await expect(checkOut(db, order.id, out(0, [[speaker.id, 4]]), ADMIN)).rejects.toMatchObject({ message: "Pour « Enceinte amplifiée 15\" », 3 unités restent à partir : pas 4." });
    const first = await checkOut(db, order.id, out(0, [[speaker.id, 2], [cable.id, 2]], "La troisième enceinte part demain."), ADMIN);
    expect(first).toMatchObject({ total: 4, short: true, started: true });
    expect((await reload(order.id)).status).toBe("in_progress");
    await expect(checkOut(db, order.id, out(0, [[speaker.id, 1]]), ADMIN)).rejects.toMatchObject({ status: 409 });
    await expect(checkOut(db, order.id, out(1, [[cable.id, 1]]), ADMIN)).rejects.toMatchObject({ message: "Tout « Câble XLR 10 m » est déjà parti." });

    // Not everything is back: the order cannot be completed yet.
    await expect(changeOrderStatus(db, order.id, "completed", ADMIN)).rejects.toThrow("4 unités de cette commande ne sont pas encore rentrées");

    // Back: one speaker fine, one damaged; one cable fine, one missing.
    await expect(checkIn(db, order.id, back(1, [[speaker.id, 2, 1, 0]], "Grille enfoncée"), ADMIN)).rejects.toMatchObject({ field: `returned_${speaker.id}` });
    await expect(checkIn(db, order.id, back(1, [[speaker.id, 1, 1, 0]]), ADMIN)).rejects.toMatchObject({ field: "note" });
    const returned = await checkIn(db, order.id, back(1, [[speaker.id, 1, 1, 0], [cable.id, 1, 0, 1]], "Grille d'une enceinte enfoncée ; un câble manque."), ADMIN);
    expect(returned).toMatchObject({ returned: 2, damaged: 1, missing: 1, stillOut: 0 });
    const lines = await getDepotLines(db, await reload(order.id));
    expect(lines.map(({ name, ordered, out, returned, damaged, missing, outstanding, toLeave }) => ({ name, ordered, out, returned, damaged, missing, outstanding, toLeave }))).toEqual([
      { name: "Enceinte amplifiée 15\"", ordered: 3, out: 2, returned: 1, damaged: 1, missing: 0, outstanding: 0, toLeave: 1 },
      { name: "Câble XLR 10 m", ordered: 2, out: 2, returned: 1, damaged: 0, missing: 1, outstanding: 0, toLeave: 0 },
    ]);

    // Out of service from now on: one speaker fewer, one cable fewer, for any later rental.
    expect(await free(speaker.id)).toBe(4);
    expect(await free(cable.id)).toBe(3);
    const open = (await getOpenMaintenance(db)).filter((row) => [speaker.id, cable.id].includes(row.productId));
    expect(open.map(({ productName, kind, quantity }) => ({ productName, kind, quantity }))).toEqual([
      { productName: "Câble XLR 10 m", kind: "lost", quantity: 1 },
      { productName: "Enceinte amplifiée 15\"", kind: "damaged", quantity: 1 },
    ]);
    const [lost, damaged] = open;
    const resolve = (fields: Record<string, string>) => MaintenanceResolutionSchema.parse({ note: "", quantity: "1", ...fields });
    await expect(resolveMaintenance(db, resolve({ maintenance: damaged!.id, resolution: "found" }), ADMIN)).rejects.toMatchObject({ field: "resolution" });
    await expect(resolveMaintenance(db, resolve({ maintenance: damaged!.id, resolution: "repaired", quantity: "2" }), ADMIN)).rejects.toMatchObject({ message: "Seulement 1 unité en maintenance ici : pas 2." });
    expect(MaintenanceResolutionSchema.safeParse({ maintenance: lost!.id, resolution: "written_off", quantity: "1", note: "" }).success).toBe(false);

    // 'Réparé' brings the speaker back; 'Hors service' lowers the cables' stock for good.
    await resolveMaintenance(db, resolve({ maintenance: damaged!.id, resolution: "repaired", note: "Grille changée" }), ADMIN);
    expect(await free(speaker.id)).toBe(5);
    await resolveMaintenance(db, resolve({ maintenance: lost!.id, resolution: "written_off", note: "Jamais retrouvé" }), ADMIN);
    const [cableRow] = await db.select().from(rental_products).where(eq(rental_products.id, cable.id));
    expect(cableRow!.stock_quantity).toBe(3);
    expect(await free(cable.id)).toBe(3);
    await expect(resolveMaintenance(db, resolve({ maintenance: lost!.id, resolution: "written_off", note: "Encore" }), ADMIN)).rejects.toMatchObject({ status: 409 });

    // Everything that left is accounted for: the order can be completed; the history tells it all.
    await changeOrderStatus(db, order.id, "completed", ADMIN);
    const movements = await getProductMovements(db, speaker.id);
    expect(movements.map((m) => [m.kind, m.quantity])).toEqual([
      ["repaired", 1],
      ["damaged", 1],
      ["in", 1],
      ["out", 2],
    ]);
    expect(movements.every((m) => m.actor === ADMIN && m.orderNumber !== null)).toBe(true);
    const events = await db.select({ kind: order_events.kind, summary: order_events.summary }).from(order_events).where(eq(order_events.order_id, order.id));
    expect(events.map((e) => e.summary)).toEqual(
      expect.arrayContaining([
        "Départ du matériel : 4 unités, le reste plus tard ou pas du tout",
        "Statut : Confirmée → En cours",
        "Retour du matériel : 4 unités, dont 1 endommagée, 1 manquante",
        "Réparé : Enceinte amplifiée 15\" × 1",
        "Hors service : Câble XLR 10 m × 1",
      ]),
    );
  });

  it("keeps units not brought back held past the return date: an overlapping confirm is refused", async () => {
    const db = database.db;
    const projector = await insertProduct(db, { name: "Vidéoprojecteur laser", stock_quantity: 1 });
    const late = await insertPricedOrder(db, { status: "confirmed", from: addDays(today, -6), to: addDays(today, -3), lines: [{ product: projector, quantity: 1 }] });
    await checkOut(db, late.id, out(0, [[projector.id, 1]]), ADMIN);
    expect(await free(projector.id)).toBe(0);
    // 'Retour en retard' on the desk and the departures sheet; an order due back later is not.
    const onTime = await insertPricedOrder(db, { status: "confirmed", from: today, to: addDays(today, 3), lines: [{ product: projector, quantity: 1 }] });
    await checkOut(db, onTime.id, out(0, [[projector.id, 1]]), ADMIN);
    const lateIds = async () => (await db.select({ id: rental_orders.id }).from(rental_orders).where(lateReturnCondition())).map((row) => row.id);
    expect(await lateIds()).toEqual([late.id]);
    expect((await getLateReturns(db)).map(({ id, outstanding }) => ({ id, outstanding }))).toEqual([{ id: late.id, outstanding: 1 }]);
    const next = await insertPricedOrder(db, { status: "new", from: future.from, to: future.to, lines: [{ product: projector, quantity: 1 }] });
    await expect(changeOrderStatus(db, next.id, "confirmed", ADMIN)).rejects.toThrow("Stock insuffisant pour « Vidéoprojecteur laser »");
    // Back, even late: the unit is free again.
    await checkIn(db, late.id, back(1, [[projector.id, 1, 0, 0]]), ADMIN);
    expect(await lateIds()).toEqual([]);
    await changeOrderStatus(db, next.id, "confirmed", ADMIN);
    expect((await reload(next.id)).status).toBe("confirmed");
  });

  it("lets one of two check-ins drawn from the same page win; the other is refused and changes nothing", async () => {
    const db = database.db;
    const light = await insertProduct(db, { name: "Lyre Beam 230 W", stock_quantity: 6 });
    const order = await insertPricedOrder(db, { status: "confirmed", from: today, to: addDays(today, 1), lines: [{ product: light, quantity: 4 }] });
    await checkOut(db, order.id, out(0, [[light.id, 4]]), ADMIN);
    const results = await Promise.allSettled([checkIn(db, order.id, back(1, [[light.id, 4, 0, 0]]), ADMIN), checkIn(db, order.id, back(1, [[light.id, 3, 1, 0]], "Lentille fêlée"), ADMIN)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409 });
    const [line] = await getDepotLines(db, await reload(order.id));
    expect(line!.returned + line!.damaged).toBe(4);
    // A cancelled or new order does not leave.
    const fresh = await insertPricedOrder(db, { status: "new", lines: [{ product: light, quantity: 1 }] });
    await expect(checkOut(db, fresh.id, out(0, [[light.id, 1]]), ADMIN)).rejects.toThrow("Seule une commande confirmée ou en cours part du dépôt");
  });
});
