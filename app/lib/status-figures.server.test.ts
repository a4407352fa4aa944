import { count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle } from "~/db/client.server";
import { contact_messages, rental_orders } from "~/db/schema";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertOrder } from "~/test-support/rental-data.server";
import { countByStatus, figuresByStatus } from "./status-figures.server";

// Migration 0010's triggers keep the rows and the total HT per status: after every kind of
// change (insert, status change, new total, delete, truncate, concurrent moves) the figures equal
// a count of the rows themselves.

describe.each(testDatabaseTargets())("status figures on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    setDbHandle(database);
  });
  afterAll(() => database.dispose());

  /** The same figures counted from the rows. */
  async function counted(table: "rental_orders" | "contact_messages") {
    const rows =
      table === "rental_orders"
        ? await database.db
            .select({ status: rental_orders.status, rows: count(), total: sql<string>`sum(${rental_orders.total_ht})::numeric(14, 2)::text` })
            .from(rental_orders)
            .groupBy(rental_orders.status)
        : await database.db
            .select({ status: contact_messages.status, rows: count(), total: sql<string>`'0.00'` })
            .from(contact_messages)
            .groupBy(contact_messages.status);
    return new Map(rows.map((row) => [row.status, { rows: Number(row.rows), totalHt: row.total }]));
  }

  /** The kept figures, without the statuses that have no row left. */
  async function kept(list: "orders" | "messages") {
    const figures = await figuresByStatus(list);
    return new Map([...figures].filter(([, figure]) => figure.rows !== 0));
  }

  async function order(status: "new" | "confirmed" | "in_progress" | "completed" | "cancelled", totalHt: string) {
    const row = await insertOrder(database.db, { status, from: "2031-03-01", to: "2031-03-02", items: [] });
    await database.db.update(rental_orders).set({ total_ht: totalHt }).where(eq(rental_orders.id, row.id));
    return row.id;
  }

  it("follows the orders through inserts, status changes, new totals and deletes", async () => {
    const ids = [await order("new", "120.50"), await order("new", "80.25"), await order("confirmed", "1000.10"), await order("completed", "0.15")];
    expect(await kept("orders")).toEqual(await counted("rental_orders"));
    expect(await countByStatus("orders")).toBe(4);

    await database.db.update(rental_orders).set({ status: "confirmed" }).where(eq(rental_orders.id, ids[0]!));
    await database.db.update(rental_orders).set({ total_ht: "99.99", status: "in_progress" }).where(eq(rental_orders.id, ids[2]!));
    // A save that changes neither the status nor the total leaves the figures alone.
    await database.db.update(rental_orders).set({ notes: "Livraison à 8 h" }).where(eq(rental_orders.id, ids[1]!));
    expect(await kept("orders")).toEqual(await counted("rental_orders"));
    expect(await countByStatus("orders", ["new"])).toBe(1);
    expect(await countByStatus("orders", ["confirmed", "in_progress"])).toBe(2);
    expect((await figuresByStatus("orders")).get("in_progress")?.totalHt).toBe("99.99");

    await database.db.delete(rental_orders).where(inArray(rental_orders.id, [ids[1]!, ids[3]!]));
    expect(await kept("orders")).toEqual(await counted("rental_orders"));
    expect(await countByStatus("orders")).toBe(2);
  });

  it("follows the messages, and empties with a truncate", async () => {
    const values = (status: string) => ({ first_name: "Amel", last_name: "Ben Salah", email: "amel@example.tn", event_type: "Mariage", message: "Bonjour", status });
    const rows = await database.db.insert(contact_messages).values([values("new"), values("new"), values("treated")]).returning({ id: contact_messages.id });
    await database.db.update(contact_messages).set({ status: "treated" }).where(eq(contact_messages.id, rows[0]!.id));
    expect(await kept("messages")).toEqual(await counted("contact_messages"));
    expect(await countByStatus("messages", ["new"])).toBe(1);

    await database.db.execute(sql`truncate contact_messages`);
    expect(await countByStatus("messages")).toBe(0);
    // The orders' figures are the orders' own.
    expect(await kept("orders")).toEqual(await counted("rental_orders"));
  });

  it("stays exact when many transactions move orders both ways at once", async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => order(i % 2 === 0 ? "new" : "confirmed", "10.00")));
    // Half go new → confirmed while the other half go confirmed → new, each in its own transaction.
    await Promise.all(
      ids.map((id, i) =>
        database.db.transaction(async (tx) => {
          await tx.update(rental_orders).set({ status: i % 2 === 0 ? "confirmed" : "new" }).where(eq(rental_orders.id, id));
          await tx.update(rental_orders).set({ total_ht: "12.00" }).where(eq(rental_orders.id, id));
        }),
      ),
    );
    expect(await kept("orders")).toEqual(await counted("rental_orders"));
  });
});
