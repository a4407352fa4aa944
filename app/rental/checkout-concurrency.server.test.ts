import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rental_orders } from "~/db/schema";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { placeOrder } from "./checkout.server";
import { checkoutInput, insertProduct } from "~/test-support/rental-data.server";

// placeOrder under real concurrency: on PostgreSQL the 50 calls run on several connections at
// once, so the unique idempotency_key and `on conflict do nothing` are what keep it to one order.
describe.each(testDatabaseTargets({ both: true }))("placeOrder concurrency on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.dispose());

  it("50 concurrent submissions with one idempotency key store exactly one order", async () => {
    const product = await insertProduct(database.db, { name: "Table cocktail", stock_quantity: 100, price: "35.50" });
    const input = checkoutInput([{ id: product.id, quantity: 4 }], { rental_date: "2099-05-01", return_date: "2099-05-02" });
    const results = await Promise.all(Array.from({ length: 50 }, () => placeOrder(database.db, input)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
    const rows = await database.db.select().from(rental_orders).where(eq(rental_orders.idempotency_key, input.idempotency_key));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.total_amount).toBe("284.00");
  });
});
