// The 'Départs et retours' sheet's route on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): the role check, which orders leave and come back on the day and in
// which order, the new orders to confirm, and the refused days.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getRequest, routeArgs, settle, setUpAdminDatabase, setUpTempDataDir } from "~/test-support/admin.server";
import { rental_orders } from "~/db/schema";
import { testDatabaseTargets } from "~/test-support/databases.server";
import type { TimeSlot } from "~/orders/fulfilment";
import { formatOrderNumber, type OrderStatus } from "~/orders/status";
import { todayInTunis } from "~/lib/calendar-dates";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import * as sheetRoute from "~/routes/admin/departures-returns";
import type { DailySheetPage } from "./departures-returns.server";
import { INVALID_DAY_MESSAGE } from "./sheet-day";

setUpTempDataDir("daily-sheet");

const DAY = "2030-04-15";

describe.each(testDatabaseTargets())("the daily sheet on $label", ({ create }) => {
  const route = setUpAdminDatabase({ create, seed: (database) => insertSiteSettings(database.db) });

  /** `cookie` "" is a visitor. */
  const open = (search: string, cookie: string = route.admin) =>
    settle<DailySheetPage>(() => sheetRoute.loader(routeArgs(getRequest(`/admin/shop/departs-retours${search}`, cookie))));

  async function order(
    status: OrderStatus,
    from: string,
    to: string,
    extra: { departure?: TimeSlot; return?: TimeSlot; pickup?: boolean; notes?: string; firstName?: string } = {},
  ) {
    const product = await insertProduct(route.database.db, { name: `Enceinte ${status} ${from}`, stock_quantity: 20 });
    const row = await insertPricedOrder(route.database.db, { status, from, to, lines: [{ product, quantity: 3 }] });
    await route.database.db
      .update(rental_orders)
      .set({
        departure_slot: extra.departure ?? null,
        return_slot: extra.return ?? null,
        ...(extra.pickup ? { fulfilment: "pickup", delivery_address: "" } : {}),
        notes: extra.notes ?? null,
        ...(extra.firstName ? { first_name: extra.firstName } : {}),
      })
      .where(eq(rental_orders.id, row.id));
    return { ...row, number: formatOrderNumber(row.order_number), product };
  }

  it("refuses visitors and signed-in non-admins before reading anything", async () => {
    const visitor = await open(`?jour=${DAY}`, "");
    expect(visitor.status).toBe(302);
    expect(visitor.response?.headers.get("Location")).toBe("/auth");
    const nonAdmin = await open(`?jour=${DAY}`, route.member);
    expect(nonAdmin.status).toBe(302);
    expect(nonAdmin.response?.headers.get("Location")).toBe("/auth?acces-admin=1");
  });

  it("lists the day's departures and returns of confirmed and in-progress orders, by slot, and the new ones to confirm", async () => {
    const evening = await order("confirmed", DAY, "2030-04-17", { departure: "evening", return: "morning" });
    const noSlot = await order("in_progress", DAY, "2030-04-16");
    const morning = await order("confirmed", DAY, "2030-04-18", { departure: "morning", pickup: true, notes: "Appeler avant de venir." });
    const afternoon = await order("confirmed", DAY, DAY, { departure: "afternoon", return: "evening" }); // leaves and returns that day
    const backAfternoon = await order("confirmed", "2030-04-12", DAY, { return: "afternoon" });
    const backMorning = await order("in_progress", "2030-04-10", DAY, { return: "morning" });
    const toConfirm = await order("new", DAY, "2030-04-16", { departure: "morning", firstName: "Nadia" });
    // Never on the sheet: cancelled, completed, a new order coming back (it never left), other days.
    await order("cancelled", DAY, "2030-04-16", { departure: "morning" });
    await order("completed", "2030-04-11", DAY, { return: "morning" });
    await order("new", "2030-04-12", DAY);
    await order("confirmed", "2030-04-14", "2030-04-16");

    const { status, data } = await open(`?jour=${DAY}`);
    expect(status).toBe(200);
    if (!data?.ok) throw new Error("refused");
    expect(data).toMatchObject({ day: DAY, previous: "2030-04-14", next: "2030-04-16", agency: "Imagine" });
    expect(data.departures.map((o) => o.number)).toEqual([morning.number, afternoon.number, evening.number, noSlot.number]);
    expect(data.returns.map((o) => o.number)).toEqual([backMorning.number, backAfternoon.number, afternoon.number]);
    expect(data.toConfirm.map((o) => o.number)).toEqual([toConfirm.number]);

    const pickup = data.departures[0]!;
    expect(pickup).toMatchObject({
      path: `/admin/shop/commandes/${morning.number}`,
      clientName: "Amel Trabelsi",
      company: "Clinique du Lac",
      phone: "+216 20 123 456",
      phoneHref: "tel:+21620123456",
      fulfilment: "pickup",
      fulfilmentLabel: "Retrait au dépôt",
      address: "",
      where: "Retrait au dépôt",
      departureSlot: "morning",
      notes: "Appeler avant de venir.",
      items: [{ name: morning.product.name, quantity: 3 }],
    });
    const delivered = data.departures[2]!;
    expect(delivered).toMatchObject({ fulfilmentLabel: "Livraison", address: "Les Berges du Lac, Tunis", where: "Livraison — Les Berges du Lac, Tunis" });
    expect(data.departures[3]!.departureSlot).toBeNull();
  });

  it("shows an empty day as such, and today when no day is given", async () => {
    const empty = await open("?jour=2031-01-01");
    expect(empty.status).toBe(200);
    expect(empty.data).toMatchObject({ ok: true, departures: [], returns: [], toConfirm: [] });
    const today = await open("");
    expect(today.status).toBe(200);
    expect(today.data).toMatchObject({ ok: true, day: todayInTunis() });
  });

  it("answers 400 with a French message for a day that does not exist", async () => {
    for (const typed of ["2030-02-30", "abc", "15/04/2030", "0001-01-01"]) {
      const { status, data } = await open(`?jour=${encodeURIComponent(typed)}`);
      expect(status).toBe(400);
      expect(data).toMatchObject({ ok: false, error: INVALID_DAY_MESSAGE, typed, today: todayInTunis() });
    }
  });
});
