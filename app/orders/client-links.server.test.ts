import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contact_messages, event_requests, order_events, rental_orders, request_events } from "~/db/schema";
import { insertOrder } from "~/test-support/rental-data.server";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { revokeClientLinks } from "./client-links.server";

// A password reset or a takeover rotates every link of the account's orders and requests: those
// placed under the account, and those sent with its address whatever its case; nobody else's.

describe.each(testDatabaseTargets())("revoking a client's links on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(() => database.dispose());

  it("bumps the orders and requests of the account and of the address, and says how many", async () => {
    const db = database.db;
    const order = (email: string, user_id: string | null = null) =>
      insertOrder(db, { status: "new", from: "2027-05-01", to: "2027-05-02", items: [] }).then(async (o) => {
        await db.update(rental_orders).set({ email, user_id }).where(eq(rental_orders.id, o.id));
        return o.id;
      });
    const byAddress = await order("Amel@Example.test");
    const byAccount = await order("autre@example.test", "user-amel");
    const someoneElse = await order("sami@example.test");
    const [message] = await db.insert(contact_messages).values({ first_name: "Amel", last_name: "T", email: "AMEL@example.test", event_type: "Mariage", message: "Bonjour" }).returning();
    const [other] = await db.insert(contact_messages).values({ first_name: "Sami", last_name: "B", email: "sami@example.test", event_type: "Mariage", message: "Bonjour" }).returning();
    await db.insert(event_requests).values({ message_id: other!.id });

    const stamp = async (id: string) => (await db.select().from(rental_orders).where(eq(rental_orders.id, id)))[0]!.updated_at.getTime();
    const before = await stamp(byAddress);
    expect(await revokeClientLinks(db, { userId: "user-amel", email: "amel@example.test" })).toBe(3);
    // A new link is not an edit: the order's updated_at stays.
    expect(await stamp(byAddress)).toBe(before);
    const version = async (id: string) => (await db.select().from(rental_orders).where(eq(rental_orders.id, id)))[0]!.link_version;
    expect([await version(byAddress), await version(byAccount), await version(someoneElse)]).toEqual([2, 2, 1]);
    const requestVersion = async (id: string) => (await db.select().from(event_requests).where(eq(event_requests.message_id, id)))[0]!.link_version;
    expect([await requestVersion(message!.id), await requestVersion(other!.id)]).toEqual([2, 1]);
    expect((await db.select().from(order_events).where(eq(order_events.order_id, byAccount))).map((e) => e.kind)).toContain("link-revoked");
    expect((await db.select().from(request_events).where(eq(request_events.message_id, message!.id))).map((e) => e.kind)).toEqual(["link-revoked"]);

    // Again: each is bumped once more; without the account, only the address counts.
    expect(await revokeClientLinks(db, { userId: null, email: "amel@example.test" })).toBe(2);
    expect([await version(byAddress), await version(byAccount)]).toEqual([3, 2]);
    expect(await requestVersion(message!.id)).toBe(3);
  });
});
