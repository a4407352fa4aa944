import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rental_orders } from "~/db/schema";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { checkoutFormToInput, CheckoutSchema } from "./checkout-schema";
import { placeOrder } from "./checkout.server";
import { insertProduct } from "~/test-support/rental-data.server";

// The mode of delivery and the time slots, from the form as the browser sends it to the row, on
// every database the app runs on (the columns' CHECK constraints included).

function checkoutForm(productId: string, fields: Record<string, string>): FormData {
  const form = new FormData();
  const values: Record<string, string> = {
    idempotency_key: randomUUID(),
    first_name: "Sami",
    last_name: "Trabelsi",
    email: `sami-${randomUUID().slice(0, 6)}@example.tn`,
    phone: "+216 22 333 444",
    rental_date: "2099-05-01",
    return_date: "2099-05-03",
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  form.append("line_id", productId);
  form.append("line_quantity", "2");
  form.append("line_from", "");
  form.append("line_to", "");
  return form;
}

describe.each(testDatabaseTargets())("checkout with a mode and time slots on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.dispose());

  const place = async (productId: string, fields: Record<string, string>) => {
    const { order } = await placeOrder(database.db, CheckoutSchema.parse(checkoutFormToInput(checkoutForm(productId, fields))));
    const [row] = await database.db.select().from(rental_orders).where(eq(rental_orders.id, order.id));
    return row!;
  };

  it("stores a pickup, with no address, and its two slots", async () => {
    const product = await insertProduct(database.db, { name: "Table cocktail", stock_quantity: 20, price: "35.50" });
    const row = await place(product.id, { fulfilment: "pickup", departure_slot: "afternoon", return_slot: "evening" });
    expect(row).toMatchObject({ fulfilment: "pickup", delivery_address: "", departure_slot: "afternoon", return_slot: "evening" });
  });

  it("stores a delivery with its address and slots", async () => {
    const product = await insertProduct(database.db, { name: "Lyre LED", stock_quantity: 20, price: "80.00" });
    const row = await place(product.id, { fulfilment: "delivery", delivery_address: "  Avenue Habib Bourguiba, Tunis ", departure_slot: "morning", return_slot: "morning" });
    expect(row).toMatchObject({ fulfilment: "delivery", delivery_address: "Avenue Habib Bourguiba, Tunis", departure_slot: "morning", return_slot: "morning" });
  });

  it("the database refuses what the schema would (a slot or a mode outside the lists)", async () => {
    const product = await insertProduct(database.db, { name: "Pupitre", stock_quantity: 20 });
    const input = CheckoutSchema.parse(checkoutFormToInput(checkoutForm(product.id, { fulfilment: "pickup", departure_slot: "morning", return_slot: "evening" })));
    const constraint = (error: unknown) => String((error as { cause?: { constraint?: string; message?: string } }).cause?.constraint ?? (error as Error).cause);
    const slot = await placeOrder(database.db, { ...input, return_slot: "night" as "evening" }).catch((error: unknown) => error);
    expect(constraint(slot)).toContain("rental_orders_slots");
    const mode = await placeOrder(database.db, { ...input, idempotency_key: randomUUID(), fulfilment: "drone" as "pickup" }).catch((error: unknown) => error);
    expect(constraint(mode)).toContain("rental_orders_fulfilment");
  });
});
