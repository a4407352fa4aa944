import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbHandle } from "~/db/client.server";
import { order_documents, order_equipment, rental_orders } from "~/db/schema";
import { todayInTunis } from "~/lib/calendar-dates";
import { PaymentSchema } from "~/money/payment-schema";
import { cancelPayment, recordPayment } from "~/money/payments.server";
import { DepositReceiptSchema } from "~/money/deposit-schema";
import { receiveDeposit } from "~/money/deposits.server";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { deleteOrder, OrderDeleteError } from "./queries.server";

// SPEC §4 lets any order be deleted; the accounts keep those that were invoiced or paid.

const ADMIN = "admin@imagine-events.tn";

describe.each(testDatabaseTargets())("deleting an order on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    setDbHandle(database);
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await database.dispose();
  });

  async function order() {
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
        total_amount: "100.00",
        total_ttc: "120.00",
      })
      .returning();
    return row!;
  }
  const exists = async (id: string) => (await database.db.select().from(rental_orders).where(eq(rental_orders.id, id))).length === 1;

  it("deletes an order with neither invoice nor payment", async () => {
    const { id } = await order();
    expect((await deleteOrder(id))?.id).toBe(id);
    expect(await exists(id)).toBe(false);
  });

  it("keeps an order with payments, even once they are cancelled", async () => {
    const { id } = await order();
    const paid = await recordPayment(database.db, id, PaymentSchema.parse({ revision: "0", paid_on: todayInTunis(), amount: "20", method: "cash" }), ADMIN);
    await cancelPayment(database.db, id, { revision: 1, payment: paid.id, reason: "Erreur" }, ADMIN);
    await expect(deleteOrder(id)).rejects.toThrow("Cette commande a des paiements enregistrés : elle est conservée pour la comptabilité.");
    expect(await exists(id)).toBe(true);
  });

  it("keeps an order whose deposit was received", async () => {
    const { id } = await order();
    await receiveDeposit(database.db, id, DepositReceiptSchema.parse({ received_on: todayInTunis(), amount: "300", method: "cheque" }), ADMIN);
    await expect(deleteOrder(id)).rejects.toThrow("La caution de cette commande a été reçue : elle est conservée pour la comptabilité.");
    expect(await exists(id)).toBe(true);
  });

  it("keeps an order whose equipment left the depot", async () => {
    const { id } = await order();
    await database.db.insert(order_equipment).values({ order_id: id, product_id: id, name: "Lyre LED", out: 2, returned: 2 });
    await expect(deleteOrder(id)).rejects.toThrow("Du matériel de cette commande est sorti du dépôt : elle est conservée avec l'historique du matériel.");
    expect(await exists(id)).toBe(true);
  });

  it("keeps an invoiced order", async () => {
    const { id } = await order();
    await database.db.insert(order_documents).values({
      order_id: id,
      kind: "invoice",
      number: `FAC-2030-${id.slice(0, 4)}`,
      year: 2030,
      sequence: 1,
      total_ttc: "120.00",
      data: {},
      pdf: Buffer.from("%PDF"),
      issued_by: ADMIN,
    });
    await expect(deleteOrder(id)).rejects.toBeInstanceOf(OrderDeleteError);
    expect(await exists(id)).toBe(true);
  });
});
