import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rental_orders } from "~/db/schema";
import { testDatabaseTargets, type TestDatabase } from "~/db/testing.server";
import {
  changeOrderStatus,
  confirmOrder,
  getAvailability,
  lockAndAssertUnitsFree,
  OrderStatusError,
  OverbookingError,
} from "./availability.server";
import { ORDER_STATUSES } from "./order-status";
import { insertOrder, insertProduct } from "./test-data.server";

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

  it("counts overlapping ranges, inclusive of the end days, and ignores adjacent ones", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Projecteur chevauchement", stock_quantity: 5 });
    const item = [{ id: product.id, quantity: 1 }];
    await insertOrder(db, { status: "confirmed", from: "2030-06-01", to: "2030-06-10", items: item }); // ends on the first day
    await insertOrder(db, { status: "confirmed", from: "2030-06-15", to: "2030-06-20", items: item }); // starts on the last day
    await insertOrder(db, { status: "in_progress", from: "2030-06-11", to: "2030-06-12", items: item }); // inside
    await insertOrder(db, { status: "confirmed", from: "2030-06-01", to: "2030-06-09", items: item }); // adjacent before
    await insertOrder(db, { status: "confirmed", from: "2030-06-16", to: "2030-06-30", items: item }); // adjacent after
    expect((await getAvailability(db, [product.id], RANGE)).get(product.id)).toMatchObject({ held: 3, free: 2 });
    expect((await getAvailability(db, [product.id], { from: "2030-07-01", to: "2030-07-02" })).get(product.id)?.free).toBe(5);
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
