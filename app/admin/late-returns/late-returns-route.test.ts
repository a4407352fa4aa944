// Late returns (issue 23) on the planning and at the top of the back office, on a real database
// (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): an order whose units are still out past
// its return date is listed, and marked on the month's bar and the week's card; an order brought
// back, or out but not yet due, is not; the list is bounded and the count is of them all.
import { describe, expect, it } from "vitest";
import { CheckInSchema, CheckOutSchema } from "~/equipment/depot-schema";
import { checkIn, checkOut } from "~/equipment/depot.server";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { formatOrderNumber } from "~/orders/status";
import * as layoutRoute from "~/routes/admin/layout";
import * as planningRoute from "~/routes/admin/planning";
import type { PlanningData } from "~/admin/planning/planning.server";
import { getRequest, routeArgs, settle, setUpAdminDatabase, setUpTempDataDir } from "~/test-support/admin.server";
import { testDatabaseTargets } from "~/test-support/databases.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { getLateReturnsSummary } from "./late-returns.server";

type LayoutData = Awaited<ReturnType<typeof layoutRoute.loader>>;

setUpTempDataDir("late-returns");

const ADMIN = "retards@imagine-events.tn";
const today = todayInTunis();

describe.each(testDatabaseTargets())("late returns on the planning and the back office's line on $label", ({ create }) => {
  const route = setUpAdminDatabase({ create, seed: (database) => insertSiteSettings(database.db) });

  const planning = async (search: string) => {
    const { status, data } = await settle<PlanningData>(() => planningRoute.loader(routeArgs(getRequest(`/admin/shop/planning${search}`, route.admin))));
    expect(status).toBe(200);
    if (!data?.ok) throw new Error(`refused: ${data?.error}`);
    return data;
  };
  const layout = async () => (await settle<LayoutData>(() => layoutRoute.loader(routeArgs(getRequest("/admin", route.admin))))).data!;

  /** An order of `product` over `from`–`to` whose `quantity` units have all left the depot. */
  async function orderOut(product: Awaited<ReturnType<typeof insertProduct>>, from: string, to: string, quantity = 2) {
    const order = await insertPricedOrder(route.database.db, { status: "confirmed", from, to, lines: [{ product, quantity }] });
    await checkOut(route.database.db, order.id, CheckOutSchema.parse({ revision: "0", note: "", lines: [{ product: product.id, out: String(quantity) }] }), ADMIN);
    return order;
  }

  it("lists the order still out past its return, longest overdue first, and leaves out the one brought back and the one not yet due", async () => {
    const db = route.database.db;
    const product = await insertProduct(db, { name: "Enceinte retard", stock_quantity: 20 });
    const from = addDays(today, -6);
    const due = addDays(today, -3);
    const late = await orderOut(product, from, due);
    // Same dates, every unit back: not late.
    const back = await orderOut(product, from, due);
    await checkIn(db, back.id, CheckInSchema.parse({ revision: "1", note: "", lines: [{ product: product.id, returned: "2", damaged: "0", missing: "0" }] }), ADMIN);
    // Out, but due back in two days: not late yet.
    const out = await orderOut(product, from, addDays(today, 2));
    // Longer overdue, one unit of two still out (partly back): late, and listed first.
    const older = await orderOut(product, addDays(today, -9), addDays(today, -5));
    await checkIn(db, older.id, CheckInSchema.parse({ revision: "1", note: "", lines: [{ product: product.id, returned: "1", damaged: "0", missing: "0" }] }), ADMIN);

    const expected = [
      { number: formatOrderNumber(older.order_number), outstanding: 1, returnDate: addDays(today, -5) },
      { number: formatOrderNumber(late.order_number), outstanding: 2, returnDate: due },
    ];
    const lines = (orders: { number: string; outstanding: number; returnDate: string }[]) => orders.map(({ number, outstanding, returnDate }) => ({ number, outstanding, returnDate }));

    // Every view of the planning carries them (the product timeline included).
    for (const search of ["", `?date=${due}`, `?vue=semaine&date=${due}`, "?vue=produits"]) {
      const data = await planning(search);
      expect(data.lateReturns.count).toBe(2);
      expect(lines(data.lateReturns.orders)).toEqual(expected);
    }
    const [first] = (await planning("")).lateReturns.orders;
    expect(first).toEqual({
      id: older.id,
      number: formatOrderNumber(older.order_number),
      href: `/admin/shop/commandes/${formatOrderNumber(older.order_number)}`,
      client: "Amel Trabelsi",
      company: "Clinique du Lac",
      returnDate: addDays(today, -5),
      returnSlot: null,
      outstanding: 1,
    });

    // The month's bars and the week's cards say which orders are late, and only those.
    const month = await planning(`?date=${due}`);
    if (month.content.kind !== "month") throw new Error("not the month");
    const bars = new Map(month.content.weeks.flatMap((row) => row.segments.map((segment) => [segment.order.id, segment.order.late ?? false] as const)));
    expect(bars.get(late.id)).toBe(true);
    expect(bars.get(back.id)).toBe(false);
    expect(bars.get(out.id)).toBe(false);
    const week = await planning(`?vue=semaine&date=${due}`);
    if (week.content.kind !== "week") throw new Error("not the week");
    const returns = week.content.days.find((day) => day.date === due)!.returns;
    expect(returns.map((order) => [order.id, order.late ?? false]).sort()).toEqual(
      [
        [late.id, true],
        [back.id, false],
      ].sort(),
    );

    // The line at the top of every back-office page.
    const top = await layout();
    expect(top.lateReturns.count).toBe(2);
    expect(lines(top.lateReturns.orders)).toEqual(expected);

    // Bounded: the first `limit`, and the count of them all.
    const one = await getLateReturnsSummary(db, 1);
    expect(one.count).toBe(2);
    expect(one.orders.map((order) => order.id)).toEqual([older.id]);

    // Back, even late: off every list.
    await checkIn(db, late.id, CheckInSchema.parse({ revision: "1", note: "", lines: [{ product: product.id, returned: "2", damaged: "0", missing: "0" }] }), ADMIN);
    await checkIn(db, older.id, CheckInSchema.parse({ revision: "2", note: "", lines: [{ product: product.id, returned: "1", damaged: "0", missing: "0" }] }), ADMIN);
    expect((await planning("")).lateReturns).toEqual({ count: 0, orders: [] });
    expect((await layout()).lateReturns).toEqual({ count: 0, orders: [] });
  });
});
