import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rental_orders, rental_products, site_settings } from "~/db/schema";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { getAvailability, getDailyHeld, getFullDays, lockAndAssertUnitsFree, OverbookingError } from "./availability.server";
import { changeOrderStatus, confirmOrder, OrderStatusError } from "./status-change.server";
import { ORDER_STATUSES } from "./status";
import { insertOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";

const RANGE = { from: "2030-06-10", to: "2030-06-15" };

describe.each(testDatabaseTargets())("availability on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.dispose());

  it("a product without orders has its whole stock free; null stock is not limited", async () => {
    const db = database.db;
    const limited = await insertProduct(db, { name: "Enceinte libre", stock_quantity: 4 });
    const unlimited = await insertProduct(db, { name: "Chaise illimitée", stock_quantity: null });
    const availability = await getAvailability(db, [limited.id, unlimited.id], RANGE);
    expect(availability.get(limited.id)).toMatchObject({ stock: 4, held: 0, free: 4 });
    expect(availability.get(unlimited.id)).toMatchObject({ stock: null, free: null });
    await insertOrder(db, { status: "confirmed", ...RANGE, items: [{ id: unlimited.id, quantity: 500 }] });
    expect((await getAvailability(db, [unlimited.id], RANGE)).get(unlimited.id)?.free).toBeNull();
  });

  it("only confirmed and in-progress orders hold units", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Console statuts", stock_quantity: 10 });
    for (const status of ORDER_STATUSES) {
      await insertOrder(db, { status, ...RANGE, items: [{ id: product.id, quantity: 1 }] });
    }
    // new, completed and cancelled hold nothing; confirmed and in_progress hold 1 each.
    expect((await getAvailability(db, [product.id], RANGE)).get(product.id)).toMatchObject({ held: 2, free: 8 });
  });

  it("counts units day by day, inclusive of the end days, and ignores adjacent ones (no buffers)", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Projecteur chevauchement", stock_quantity: 5, buffer_days_before: 0, buffer_days_after: 0 });
    const item = [{ id: product.id, quantity: 1 }];
    await insertOrder(db, { status: "confirmed", from: "2030-06-01", to: "2030-06-11", items: item }); // ends on the second day
    await insertOrder(db, { status: "confirmed", from: "2030-06-15", to: "2030-06-20", items: item }); // starts on the last day
    await insertOrder(db, { status: "in_progress", from: "2030-06-11", to: "2030-06-12", items: item }); // inside, with the first
    await insertOrder(db, { status: "confirmed", from: "2030-06-01", to: "2030-06-09", items: item }); // adjacent before
    await insertOrder(db, { status: "confirmed", from: "2030-06-16", to: "2030-06-30", items: item }); // adjacent after
    // The busiest day is the 11th (two orders); the 15th's order never meets them.
    expect((await getAvailability(db, [product.id], RANGE)).get(product.id)).toMatchObject({ held: 2, free: 3 });
    expect((await getAvailability(db, [product.id], { from: "2030-07-01", to: "2030-07-02" })).get(product.id)?.free).toBe(5);
    // Two orders that never meet can share the product's single unit of a wider range.
    const single = await insertProduct(db, { name: "Écran unique", stock_quantity: 1, buffer_days_before: 0, buffer_days_after: 0 });
    await insertOrder(db, { status: "confirmed", from: "2030-06-10", to: "2030-06-11", items: [{ id: single.id, quantity: 1 }] });
    await db.transaction((tx) => lockAndAssertUnitsFree(tx, [{ id: single.id, quantity: 1 }], { from: "2030-06-12", to: "2030-06-15" }));
    await expect(
      db.transaction((tx) => lockAndAssertUnitsFree(tx, [{ id: single.id, quantity: 1 }], { from: "2030-06-11", to: "2030-06-15" })),
    ).rejects.toBeInstanceOf(OverbookingError);
  });

  it("holds units during the buffers: the site's default, a product's own, the day before and the day after", async () => {
    const db = database.db;
    await insertSiteSettings(db, { buffer_days_before: 1, buffer_days_after: 1 });
    const product = await insertProduct(db, { name: "Console tampon", stock_quantity: 1 });
    await insertOrder(db, { status: "confirmed", ...RANGE, items: [{ id: product.id, quantity: 1 }] }); // holds 9 → 16 June
    const free = async (from: string, to: string) => (await getAvailability(db, [product.id], { from, to })).get(product.id)!.free;
    // A rental ending on the 7th is checked on the 8th: free. Ending on the 8th, it is checked on the 9th: taken.
    expect(await free("2030-06-05", "2030-06-07")).toBe(1);
    expect(await free("2030-06-05", "2030-06-08")).toBe(0);
    // Starting on the 18th, it is prepared on the 17th: free. Starting on the 17th, prepared on the 16th: taken.
    expect(await free("2030-06-18", "2030-06-20")).toBe(1);
    expect(await free("2030-06-17", "2030-06-20")).toBe(0);

    // A product's own buffers override the default: none at all here.
    const quick = await insertProduct(db, { name: "Chaise sans tampon", stock_quantity: 1, buffer_days_before: 0, buffer_days_after: 0 });
    await insertOrder(db, { status: "confirmed", ...RANGE, items: [{ id: quick.id, quantity: 1 }] });
    expect((await getAvailability(db, [quick.id], { from: "2030-06-16", to: "2030-06-16" })).get(quick.id)!.free).toBe(1);
    expect((await getAvailability(db, [quick.id], { from: "2030-06-15", to: "2030-06-16" })).get(quick.id)!.free).toBe(0);

    // Longer default buffers reach further.
    await db.update(site_settings).set({ buffer_days_before: 2, buffer_days_after: 3 }).where(eq(site_settings.id, 1));
    expect(await free("2030-06-18", "2030-06-20")).toBe(0); // prepared from the 16th, the order is checked until the 18th
    expect(await free("2030-06-21", "2030-06-22")).toBe(1);
    expect((await getAvailability(db, [product.id], RANGE)).get(product.id)!.buffers).toEqual({ before: 2, after: 3 });

    // Buffers apply to the checkout's and 'Confirmer''s checks too.
    const next = await insertOrder(db, { status: "new", from: "2030-06-18", to: "2030-06-19", items: [{ id: product.id, quantity: 1 }] });
    await expect(confirmOrder(db, next.id)).rejects.toBeInstanceOf(OverbookingError);
    await db.update(site_settings).set({ buffer_days_before: 1, buffer_days_after: 1 }).where(eq(site_settings.id, 1));
  });

  it("reaches as far as the largest buffers asked for: an order ending 60 days before holds a unit with 30 + 30 days of buffers", async () => {
    const db = database.db;
    const far = await insertProduct(db, { name: "Régie tampon maximal", stock_quantity: 1, buffer_days_before: 30, buffer_days_after: 30 });
    const none = await insertProduct(db, { name: "Pupitre sans tampon", stock_quantity: 1, buffer_days_before: 0, buffer_days_after: 0 });
    // Held over 1–10 April (buffers: 2 March → 10 May); the range asked starts 60 days after the 10th.
    await insertOrder(db, { status: "confirmed", from: "2030-04-01", to: "2030-04-10", items: [{ id: far.id, quantity: 1 }] });
    const range = { from: "2030-06-09", to: "2030-06-12" };
    // Asked with a product without buffers in the same request: the widest buffers still count.
    const both = await getAvailability(db, [none.id, far.id], range);
    expect(both.get(far.id)).toMatchObject({ held: 1, free: 0 });
    expect(both.get(none.id)).toMatchObject({ held: 0, free: 1 });
    await expect(db.transaction((tx) => lockAndAssertUnitsFree(tx, [{ id: none.id, quantity: 1 }, { id: far.id, quantity: 1 }], range))).rejects.toBeInstanceOf(OverbookingError);
    expect(await getFullDays(db, far.id, { from: "2030-06-08", to: "2030-06-11" }, 1)).toEqual(["2030-06-08", "2030-06-09"]);
    // One day later, it no longer reaches.
    expect((await getAvailability(db, [far.id], { from: "2030-06-10", to: "2030-06-12" })).get(far.id)).toMatchObject({ held: 0, free: 1 });
  });

  it("a product with no stock limit is never full, whatever the buffers", async () => {
    const db = database.db;
    const unlimited = await insertProduct(db, { name: "Nappe illimitée", stock_quantity: null, buffer_days_before: 5, buffer_days_after: 5 });
    await insertOrder(db, { status: "confirmed", ...RANGE, items: [{ id: unlimited.id, quantity: 400 }] });
    expect((await getAvailability(db, [unlimited.id], RANGE)).get(unlimited.id)).toMatchObject({ stock: null, free: null });
    expect(await getFullDays(db, unlimited.id, { from: "2030-06-01", to: "2030-06-30" }, 500)).toEqual([]);
    await db.transaction((tx) => lockAndAssertUnitsFree(tx, [{ id: unlimited.id, quantity: 500 }], RANGE));
  });

  it("lists the full days of a window for a quantity, buffers included", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Lyre pleine", stock_quantity: 3, buffer_days_before: 1, buffer_days_after: 1 });
    await insertOrder(db, { status: "confirmed", from: "2030-06-10", to: "2030-06-12", items: [{ id: product.id, quantity: 2 }] }); // holds 9 → 13
    await insertOrder(db, { status: "in_progress", from: "2030-06-12", to: "2030-06-12", items: [{ id: product.id, quantity: 1 }] }); // holds 11 → 13
    await insertOrder(db, { status: "new", from: "2030-06-01", to: "2030-06-30", items: [{ id: product.id, quantity: 3 }] }); // holds nothing
    const window = { from: "2030-06-05", to: "2030-06-16" };
    // One unit: full where 3 are held within a day of it (11 → 13 held, so 10 → 14 are full).
    expect(await getFullDays(db, product.id, window, 1)).toEqual(["2030-06-10", "2030-06-11", "2030-06-12", "2030-06-13", "2030-06-14"]);
    // Two units: full where 2 or more are held within a day (9 → 13 held, so 8 → 14).
    expect(await getFullDays(db, product.id, window, 2)).toEqual([
      "2030-06-08",
      "2030-06-09",
      "2030-06-10",
      "2030-06-11",
      "2030-06-12",
      "2030-06-13",
      "2030-06-14",
    ]);
    // More than the stock: every day is full.
    expect(await getFullDays(db, product.id, window, 4)).toHaveLength(12);
    expect(await getFullDays(db, "00000000-0000-4000-8000-000000000000", window, 1)).toBeNull();
    // A range fits exactly when it holds no full day.
    expect((await getAvailability(db, [product.id], { from: "2030-06-05", to: "2030-06-09" })).get(product.id)!.free).toBe(1);
    expect((await getAvailability(db, [product.id], { from: "2030-06-15", to: "2030-06-16" })).get(product.id)!.free).toBe(3);
  });

  it("gives the units held per day of a window for the planning's timeline", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Timeline enceinte", category: "lighting", stock_quantity: 2, buffer_days_before: 1, buffer_days_after: 0 });
    await insertOrder(db, { status: "confirmed", from: "2030-08-03", to: "2030-08-04", items: [{ id: product.id, quantity: 2 }] });
    await insertOrder(db, { status: "confirmed", from: "2030-08-04", to: "2030-08-05", items: [{ id: product.id, quantity: 1 }] });
    const rows = await getDailyHeld(db, { from: "2030-08-01", to: "2030-08-06" }, eq(rental_products.id, product.id));
    expect(rows).toHaveLength(1);
    // 1st, 2nd free; 3rd: 2 held, prepared from the 2nd; 4th: 3 held (short of one); 5th: 1.
    expect(rows[0]).toMatchObject({ id: product.id, stock: 2, held: [0, 2, 3, 3, 1, 0], buffers: { before: 1, after: 0 } });
  });

  it("sums several lines of the same product and never reports below zero", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Micro HF", stock_quantity: 2 });
    await insertOrder(db, { status: "confirmed", ...RANGE, items: [{ id: product.id, quantity: 2 }, { id: product.id, quantity: 1 }] });
    expect((await getAvailability(db, [product.id], RANGE)).get(product.id)).toMatchObject({ held: 3, free: 0 });
  });

  it("refuses more units than are free with a French message naming the product", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Lyre Beam", stock_quantity: 3 });
    await insertOrder(db, { status: "confirmed", ...RANGE, items: [{ id: product.id, quantity: 2 }] });
    const attempt = db.transaction((tx) => lockAndAssertUnitsFree(tx, [{ id: product.id, quantity: 2 }], RANGE));
    await expect(attempt).rejects.toBeInstanceOf(OverbookingError);
    await expect(attempt).rejects.toThrow("Stock insuffisant pour « Lyre Beam » : 1 unité disponible du 10 juin 2030 au 15 juin 2030.");
    await db.transaction((tx) => lockAndAssertUnitsFree(tx, [{ id: product.id, quantity: 1 }], RANGE));
  });

  it("confirms a new order that fits and refuses one that would overbook", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Mur LED", stock_quantity: 2 });
    const first = await insertOrder(db, { status: "new", ...RANGE, items: [{ id: product.id, quantity: 2 }] });
    const second = await insertOrder(db, { status: "new", ...RANGE, items: [{ id: product.id, quantity: 1 }] });
    expect((await confirmOrder(db, first.id)).status).toBe("confirmed");
    await expect(confirmOrder(db, second.id)).rejects.toThrow("Stock insuffisant pour « Mur LED » : aucune unité disponible");
    const [stored] = await db.select().from(rental_orders).where(eq(rental_orders.id, second.id));
    expect(stored!.status).toBe("new");
    // Moving along the workflow does not count the order against itself.
    expect((await changeOrderStatus(db, first.id, "in_progress")).status).toBe("in_progress");
  });

  it("refuses transitions outside the workflow and unknown orders", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Praticable", stock_quantity: 1 });
    const order = await insertOrder(db, { status: "cancelled", ...RANGE, items: [{ id: product.id, quantity: 1 }] });
    await expect(confirmOrder(db, order.id)).rejects.toBeInstanceOf(OrderStatusError);
    await expect(confirmOrder(db, "00000000-0000-4000-8000-000000000000")).rejects.toThrow("Commande introuvable.");
  });

  it("concurrent confirmations cannot overbook the last unit", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Dernière console", stock_quantity: 1 });
    const orders = await Promise.all(
      Array.from({ length: 6 }, () => insertOrder(db, { status: "new", ...RANGE, items: [{ id: product.id, quantity: 1 }] })),
    );
    const results = await Promise.allSettled(orders.map((order) => confirmOrder(db, order.id)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(OverbookingError);
    }
    expect((await getAvailability(db, [product.id], RANGE)).get(product.id)).toMatchObject({ held: 1, free: 0 });
  });
});
