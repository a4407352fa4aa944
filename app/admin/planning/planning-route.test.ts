// The planning's route on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): the role check, the orders placed on the month and the week, the product timeline's
// held units (buffer days included) and its shortage mark, and the refused windows.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getRequest, routeArgs, settle, setUpAdminDatabase, setUpTempDataDir } from "~/test-support/admin.server";
import { rental_orders } from "~/db/schema";
import { testDatabaseTargets } from "~/test-support/databases.server";
import { insertOrder, insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { formatOrderNumber } from "~/orders/status";
import * as planningRoute from "~/routes/admin/planning";
import { WINDOW_REVERSED_MESSAGE } from "./planning-dates";
import { addDays } from "~/lib/calendar-dates";
import { MONTH_ROW_LANES, monthRows, WEEK_LIST_ENTRIES, weekDays, type MonthRow } from "./planning-layout";
import { INVALID_CATEGORY_MESSAGE, INVALID_VIEW_MESSAGE } from "./planning-params";
import { getPlanningOrders, type PlanningContent, type PlanningData } from "./planning.server";
import { timelineCell } from "./planning-timeline";

setUpTempDataDir("planning");

describe.each(testDatabaseTargets())("the planning on $label", ({ create }) => {
  // Site settings' default buffers: 1 day before, 1 day after.
  const route = setUpAdminDatabase({ create, seed: (database) => insertSiteSettings(database.db) });

  /** `cookie` "" is a visitor. */
  const open = (search: string, cookie: string = route.admin) =>
    settle<PlanningData>(() => planningRoute.loader(routeArgs(getRequest(`/admin/shop/planning${search}`, cookie))));

  async function content<K extends PlanningContent["kind"]>(search: string, kind: K) {
    const { status, data } = await open(search);
    expect(status).toBe(200);
    if (!data?.ok) throw new Error(`refused: ${data?.error}`);
    expect(data.content.kind).toBe(kind);
    return data.content as Extract<PlanningContent, { kind: K }>;
  }

  it("refuses visitors and signed-in non-admins before reading anything", async () => {
    const visitor = await open("", "");
    expect(visitor.status).toBe(302);
    expect(visitor.response?.headers.get("Location")).toBe("/auth");
    const nonAdmin = await open("?vue=produits", route.member);
    expect(nonAdmin.status).toBe(302);
    expect(nonAdmin.response?.headers.get("Location")).toMatch(/^\/auth\?/);
  });

  it("puts an order on its days in the month and in the week, and hides cancelled ones unless asked", async () => {
    const db = route.database.db;
    const product = await insertProduct(db, { name: "Enceinte planning", stock_quantity: 10 });
    // Sunday 10 to Tuesday 12 March 2030: across two rows of the month grid.
    const order = await insertPricedOrder(db, { status: "confirmed", from: "2030-03-10", to: "2030-03-12", lines: [{ product, quantity: 2 }] });
    await db.update(rental_orders).set({ departure_slot: "morning", return_slot: "evening", fulfilment: "pickup" }).where(eq(rental_orders.id, order.id));
    const cancelled = await insertPricedOrder(db, { status: "cancelled", from: "2030-03-11", to: "2030-03-11", lines: [{ product, quantity: 1 }] });
    const later = await insertPricedOrder(db, { status: "new", from: "2030-05-02", to: "2030-05-03", lines: [{ product, quantity: 1 }] });
    const number = formatOrderNumber(order.order_number);

    const month = await content("?date=2030-03-20", "month");
    expect(month.weeks[0]!.days[0]).toBe("2030-02-25");
    const barsOf = (content: { weeks: MonthRow[] }) => content.weeks.flatMap((row) => row.segments.map((segment) => segment.order));
    const numbers = barsOf(month).map((o) => o.number);
    expect(numbers).toContain(number);
    expect(numbers).not.toContain(formatOrderNumber(cancelled.order_number));
    expect(numbers).not.toContain(formatOrderNumber(later.order_number));
    expect(month.total).toBe(1);
    // A bar carries its link and its name only: no e-mail, phone, address, prices or items.
    const shown = barsOf(month).find((o) => o.number === number)!;
    expect(shown).toEqual({ id: order.id, number, href: `/admin/shop/commandes/${number}`, client: "Amel Trabelsi", status: "confirmed" });
    // The Sunday ends the second week; Monday and Tuesday start the third.
    const bars = month.weeks.map((row) => row.segments.find((s) => s.order.number === number));
    expect(bars[1]).toMatchObject({ column: 6, span: 1, continuesAfter: true });
    expect(bars[2]).toMatchObject({ column: 0, span: 2, continuesBefore: true, continuesAfter: false });
    expect(bars[0]).toBeUndefined();
    expect(bars[3]).toBeUndefined();

    const withCancelled = await content("?date=2030-03-20&annulees=1", "month");
    expect(barsOf(withCancelled).map((o) => o.number)).toContain(formatOrderNumber(cancelled.order_number));

    const week = await content("?vue=semaine&date=2030-03-13", "week");
    expect(week.days.map((day) => day.date)).toEqual(["2030-03-11", "2030-03-12", "2030-03-13", "2030-03-14", "2030-03-15", "2030-03-16", "2030-03-17"]);
    const day = (date: string, content = week) => content.days.find((entry) => entry.date === date)!;
    expect(day("2030-03-11").ongoing.map((o) => o.number)).toEqual([number]);
    expect(day("2030-03-12").returns.map((o) => o.number)).toEqual([number]);
    expect(day("2030-03-12").counts).toEqual({ departures: 0, returns: 1, ongoing: 0 });
    expect(day("2030-03-13").returns).toEqual([]);
    // The week's entries carry what its cards show: slots, fulfilment, company and items, no contact details.
    const entry = day("2030-03-12").returns[0]!;
    expect(entry).toMatchObject({
      href: `/admin/shop/commandes/${number}`,
      client: "Amel Trabelsi",
      company: "Clinique du Lac",
      status: "confirmed",
      from: "2030-03-10",
      to: "2030-03-12",
      fulfilment: "pickup",
      departureSlot: "morning",
      returnSlot: "evening",
      items: [{ name: "Enceinte planning", quantity: 2 }],
    });
    expect(Object.keys(entry).sort()).toEqual(
      ["client", "company", "departureSlot", "from", "fulfilment", "href", "id", "items", "number", "returnSlot", "status", "to"].sort(),
    );
    // The week before holds its departure on the Sunday.
    const before = await content("?vue=semaine&date=2030-03-10", "week");
    expect(day("2030-03-10", before).departures.map((o) => o.number)).toEqual([number]);
  });

  it("draws the first lanes of a busy week and counts the rest per day; a busy day lists its first entries", async () => {
    const db = route.database.db;
    const product = await insertProduct(db, { name: "Chaise planning chargé", stock_quantity: 500 });
    // Eleven one-day orders on Wednesday 7 May 2031, three of them also on Thursday.
    for (let index = 0; index < 11; index++) {
      await insertPricedOrder(db, { status: "confirmed", from: "2031-05-07", to: index < 3 ? "2031-05-08" : "2031-05-07", lines: [{ product, quantity: 1 }] });
    }
    const month = await content("?date=2031-05-15", "month");
    const row = month.weeks.find((week) => week.days.includes("2031-05-07"))!;
    expect(row.lanes).toBe(MONTH_ROW_LANES);
    expect(row.segments.every((segment) => segment.lane < MONTH_ROW_LANES)).toBe(true);
    expect(row.segments).toHaveLength(MONTH_ROW_LANES);
    // The three two-day orders take the first lanes (the longest first), so Thursday hides none.
    expect(row.hidden).toEqual([0, 0, 11 - MONTH_ROW_LANES, 0, 0, 0, 0]);
    expect(month.total).toBe(11);

    const week = await content("?vue=semaine&date=2031-05-07", "week");
    const wednesday = week.days.find((entry) => entry.date === "2031-05-07")!;
    expect(wednesday.counts).toEqual({ departures: 11, returns: 8, ongoing: 0 });
    expect(wednesday.departures).toHaveLength(WEEK_LIST_ENTRIES);
    expect(wednesday.returns).toHaveLength(WEEK_LIST_ENTRIES);
  });

  it("reads only the orders it draws and lists, and shows the same as from every order of a busy month", async () => {
    const db = route.database.db;
    const product = await insertProduct(db, { name: "Chaise mois chargé", stock_quantity: 5000 });
    // 160 orders over August 2032 and its edges, 1 to 12 days long, every status; a fixed
    // pseudo-random sequence so that a failure can be replayed.
    let seed = 7;
    const next = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const statuses = ["new", "confirmed", "in_progress", "completed", "cancelled"] as const;
    for (let index = 0; index < 160; index++) {
      const from = addDays("2032-07-20", next(50));
      await insertOrder(db, { status: statuses[next(5)]!, from, to: addDays(from, next(12)), items: [{ id: product.id, quantity: 1 }] });
    }
    for (const includeCancelled of [false, true]) {
      const month = await content(`?date=2032-08-12${includeCancelled ? "&annulees=1" : ""}`, "month");
      const weeks = month.weeks.map((row) => row.days);
      const every = await getPlanningOrders(db, { from: weeks[0]![0]!, to: weeks.at(-1)!.at(-1)! }, { includeCancelled, withItems: false });
      expect(every.length).toBeGreaterThan(100);
      expect(month.total).toBe(every.length);
      expect(month.weeks).toEqual(monthRows(every, weeks));
      expect(month.weeks.some((row) => row.hidden.some((n) => n > 0))).toBe(true);
      const week = await content(`?vue=semaine&date=2032-08-12${includeCancelled ? "&annulees=1" : ""}`, "week");
      const days = week.days.map((day) => day.date);
      const weekOrders = await getPlanningOrders(db, { from: days[0]!, to: days.at(-1)! }, { includeCancelled });
      expect(week.total).toBe(weekOrders.length);
      expect(week.days).toEqual(weekDays(weekOrders, days));
    }
  });

  it("counts held units per product and day with buffer days, and marks the days a confirmed order leaves short", async () => {
    const db = route.database.db;
    const product = await insertProduct(db, { name: "Mur LED timeline", category: "video", stock_quantity: 2 });
    const unlimited = await insertProduct(db, { name: "Câble timeline", category: "video", stock_quantity: null, is_available: false });
    const other = await insertProduct(db, { name: "Console autre catégorie", category: "audio", stock_quantity: 3 });
    // Holds 2 units 9–13 March with one buffer day each side…
    await insertOrder(db, { status: "confirmed", from: "2030-03-10", to: "2030-03-12", items: [{ id: product.id, quantity: 2 }, { id: unlimited.id, quantity: 7 }] });
    // …and one more 11–14 (confirmed against the stock: the case the mark is for).
    await insertOrder(db, { status: "in_progress", from: "2030-03-12", to: "2030-03-13", items: [{ id: product.id, quantity: 1 }] });
    // New and cancelled orders hold nothing.
    await insertOrder(db, { status: "new", from: "2030-03-08", to: "2030-03-15", items: [{ id: product.id, quantity: 2 }] });

    const timeline = await content("?vue=produits&categorie=video&du=2030-03-08&au=2030-03-15", "timeline");
    expect(timeline.window).toEqual({ from: "2030-03-08", to: "2030-03-15" });
    expect(timeline.days).toHaveLength(8);
    const names = timeline.products.map((p) => p.name);
    expect(names).toContain("Mur LED timeline");
    expect(names).toContain("Câble timeline"); // shown although not offered for rent
    expect(names).not.toContain(other.name);
    const row = timeline.products.find((p) => p.id === product.id)!;
    //              8  9  10 11 12 13 14 15
    expect(row.held).toEqual([0, 2, 2, 3, 3, 3, 1, 0]);
    expect(row.held.map((held) => timelineCell(held, row.stock).text)).toEqual(["0/2", "2/2", "2/2", "3/2", "3/2", "3/2", "1/2", "0/2"]);
    expect(row.held.map((held) => timelineCell(held, row.stock).short)).toEqual([false, false, false, true, true, true, false, false]);
    const cable = timeline.products.find((p) => p.id === unlimited.id)!;
    expect(cable).toMatchObject({ stock: null, isAvailable: false });
    expect(timelineCell(cable.held[3]!, cable.stock).text).toBe("7/∞");

    // Without a window: the anchor's month, every category.
    const month = await content("?vue=produits&date=2030-03-20", "timeline");
    expect(month.window).toEqual({ from: "2030-03-01", to: "2030-03-31" });
    expect(month.products.map((p) => p.id)).toEqual(expect.arrayContaining([product.id, unlimited.id, other.id]));
    expect(month.products.find((p) => p.id === product.id)!.held.slice(7, 15)).toEqual(row.held);
  });

  it("shows the product timeline 25 products a page, by name, with the count", async () => {
    const db = route.database.db;
    for (let i = 0; i < 30; i++) await insertProduct(db, { name: `Pupitre page ${String(i).padStart(2, "0")}`, category: "stage", stock_quantity: 1 });
    const first = await content("?vue=produits&categorie=stage&du=2030-05-01&au=2030-05-07", "timeline");
    expect(first.pages).toMatchObject({ page: 1, total: 30, pageCount: 2 });
    expect(first.products).toHaveLength(25);
    const second = await content("?vue=produits&categorie=stage&du=2030-05-01&au=2030-05-07&page=2", "timeline");
    expect(second.products.map((p) => p.name)).toEqual(["Pupitre page 25", "Pupitre page 26", "Pupitre page 27", "Pupitre page 28", "Pupitre page 29"]);
    expect(new Set([...first.products, ...second.products].map((p) => p.id)).size).toBe(30);
    const past = await content("?vue=produits&categorie=stage&page=99", "timeline");
    expect(past.pages.page).toBe(2);
  });

  it("answers 400 with a French message for reversed or absurd windows and unknown parameters", async () => {
    const cases: [string, string][] = [
      ["?vue=produits&du=2030-03-20&au=2030-03-01", WINDOW_REVERSED_MESSAGE],
      ["?vue=produits&du=2030-01-01&au=2040-01-01", "La période demandée dépasse 62 jours."],
      ["?vue=produits&du=2030-01-01", "Indiquez les deux dates de la période : « du » et « au »."],
      ["?vue=produits&du=2030-02-30&au=2030-03-02", "Date invalide : utilisez le format AAAA-MM-JJ (par exemple 2026-11-21)."],
      ["?date=99999-01-01", "Date invalide : utilisez le format AAAA-MM-JJ (par exemple 2026-11-21)."],
      ["?date=1850-01-01", "Date hors du planning : choisissez une date entre 2000 et 2100."],
      ["?vue=annee", INVALID_VIEW_MESSAGE],
      ["?vue=produits&categorie=jouets", INVALID_CATEGORY_MESSAGE],
    ];
    for (const [search, message] of cases) {
      const { status, data } = await open(search);
      expect({ search, status, error: data && !data.ok ? data.error : null }).toEqual({ search, status: 400, error: message });
    }
    // The refused window comes back as typed, for the form.
    const { data } = await open("?vue=produits&du=2030-03-20&au=2030-03-01");
    expect(data).toMatchObject({ ok: false, params: { view: "produits" }, typed: { from: "2030-03-20", to: "2030-03-01" } });
  });
});
