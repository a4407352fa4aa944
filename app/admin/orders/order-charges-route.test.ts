import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DeskActionResult } from "~/admin/desk-result";
import { order_charges, order_equipment, rental_orders } from "~/db/schema";
import { formatOrderNumber } from "~/orders/status";
import { getRequest, postRequest, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import type { OrderPageData } from "~/admin/orders/order-page.server";
import * as chargesRoute from "~/routes/admin/order-charges";
import * as orderRoute from "~/routes/admin/order";

// The order page's 'Frais après location' (issue 23) through its route: a proposed late fee
// confirmed, then billed; an unknown charge, a stranger and an order with nothing to bill refused.

const route = setUpAdminRoute("order-charges", { seed: (database) => insertSiteSettings(database.db) });

const withParams = <A,>(request: Request, params: Record<string, string>) => ({ ...routeArgs<A>(request), params }) as A;
const act = (number: string, fields: Record<string, string>, cookie: string = route.admin) =>
  settle<DeskActionResult>(() => chargesRoute.action(withParams(postRequest(`/admin/shop/commandes/${number}/frais`, fields, cookie), { number })));
const page = (number: string) => settle<OrderPageData>(() => orderRoute.loader(withParams(getRequest(`/admin/shop/commandes/${number}`, route.admin), { number })));

describe("the order's charges after the rental", () => {
  it("confirms a proposed late fee, bills it and counts it in what the client owes", async () => {
    const db = route.database.db;
    const speaker = await insertProduct(db, { name: "Enceinte de façade", stock_quantity: 4 });
    const order = await insertPricedOrder(db, { status: "in_progress", lines: [{ product: speaker, quantity: 1 }] });
    await db.insert(order_equipment).values({ order_id: order.id, product_id: speaker.id, name: speaker.name, out: 1, returned: 1 });
    const [fee] = await db.insert(order_charges).values({ order_id: order.id, kind: "late", status: "proposed", amount: "75.00", reason: "Restitution tardive : 3 jours", days: 3, created_by: "Système" }).returning();
    const number = formatOrderNumber(order.order_number);

    expect((await act(number, { intent: "decide-charge", charge: fee!.id, decision: "confirm" }, route.member)).status).toBe(403);
    expect((await act(number, { intent: "decide-charge", charge: "pas-un-id", decision: "confirm" })).data).toMatchObject({ ok: false, error: "Frais inconnus." });
    expect((await act(number, { intent: "decide-charge", charge: fee!.id, decision: "confirm" })).data).toMatchObject({ ok: true, toast: { title: "Frais confirmés" } });
    const before = (await page(number)).data!;
    expect(before.charges).toMatchObject({ toBillHt: "75.00", toBillTtc: "90.25", dueTtc: "0.00" });

    const billed = await act(number, { intent: "bill-charges" });
    expect(billed.data).toMatchObject({ ok: true, toast: { title: "Frais facturés" } });
    const after = (await page(number)).data!;
    expect(after.charges.list[0]).toMatchObject({ status: "confirmed", billedBy: expect.stringMatching(/^FAC-\d{4}-\d{4}$/) });
    expect(after.charges.dueTtc).toBe("90.25");
    expect(Number(after.paymentSummary.due) - Number(before.paymentSummary.due)).toBeCloseTo(90.25, 2);
    expect((await db.select().from(rental_orders).where(eq(rental_orders.id, order.id)))[0]!.charges_due_ttc).toBe("90.25");
    expect((await act(number, { intent: "bill-charges" })).data).toMatchObject({ ok: false, error: "Aucun frais confirmé à facturer." });
  });
});
