import { existsSync } from "node:fs";
import { join } from "node:path";
import { asc, count, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "~/db/schema";
import { CONTACT_LIMITS, CONTACT_SERVICES, EVENT_TYPES } from "~/contact/contact-options";
import { MESSAGE_STATUSES } from "~/contact/message-status";
import { getBufferDefaults } from "~/orders/availability.server";
import { storedOrderFigures } from "~/orders/figures";
import { canTransition, ORDER_STATUSES, orderStatusLabel, type OrderStatus } from "~/orders/status";
import { PRODUCT_CATEGORY_IDS } from "~/lib/rental-categories";
import { centsToDecimal, decimalToCents, lineTotal } from "~/lib/pricing";
import { addDays, dayNumber, inclusiveDays, todayInTunis } from "~/lib/calendar-dates";
import { resultRows } from "~/db/executor";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertPricedOrder, insertProduct } from "~/test-support/rental-data.server";
import { HISTORY_LIMITS, type HistoryOptions } from "./history-args";
import { mulberry32 } from "./random";
import { historyId, historyIdPattern } from "./history-ids";
import { historyWindow } from "./history-window";
import { generateProducts } from "./catalogue";
import { generateOrders, type CatalogueProduct } from "./orders";
import { generateMessages } from "./messages";
import { HistoryRefusedError, lastHistoryRun, seedHistory, type HistoryReport } from "./history.server";
import { seedContent } from "~/db/seed/data";
import { seedDatabase } from "~/db/seed/seed.server";

const TODAY = "2026-03-15";
const WINDOW = historyWindow(TODAY);
/** The small run of the brief, in batches of 64 rows so that several statements are written. */
const SMALL: HistoryOptions & { batchSize: number } = { orders: 300, messages: 200, products: 40, seed: 7, today: TODAY, force: false, batchSize: 64 };
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PUBLIC_DIR = join(process.cwd(), "public");
const OUT_OF_DEPOT: readonly string[] = ["confirmed", "in_progress", "completed"];

/** The generated products as the order generator reads them from the database. */
function asCatalogue(products: ReturnType<typeof generateProducts>): CatalogueProduct[] {
  return products.map((p) => ({
    id: p.id,
    name: p.name,
    category: p.category,
    image_url: p.image_url,
    price: p.price,
    stock_quantity: p.stock_quantity ?? null,
    is_available: p.is_available ?? true,
    buffer_days_before: p.buffer_days_before ?? null,
    buffer_days_after: p.buffer_days_after ?? null,
  }));
}

describe("the generators", () => {
  const products = (seed: number) => generateProducts({ seed, run: 1, startIndex: 0, count: 40, today: TODAY });
  const orders = (seed: number, count = 200) => [
    ...generateOrders({
      seed,
      run: 1,
      count,
      today: TODAY,
      catalogue: asCatalogue(products(seed)),
      taxes: { vat_rate: "19.00", vat_rates: ["19.00", "13.00", "7.00", "0.00"], stamp_duty: "1.00" },
      bufferDefaults: { before: 1, after: 1 },
    }),
  ];
  const messages = (seed: number) => [...generateMessages({ seed, run: 1, count: 100, today: TODAY })];

  it("repeat themselves for one seed and differ for another (mulberry32)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(first).size).toBe(5);
    expect(mulberry32(43)()).not.toBe(first[0]);

    expect(products(7)).toEqual(products(7));
    expect(orders(7)).toEqual(orders(7));
    expect(messages(7)).toEqual(messages(7));
    expect(orders(8).map((o) => o.order.email)).not.toEqual(orders(7).map((o) => o.order.email));
    expect(messages(8).map((m) => m.message)).not.toEqual(messages(7).map((m) => m.message));
  });

  it("give every row an id of its own, a valid version-4 UUID that says seed, run and table", () => {
    expect(historyId(2024, 1, "rental_orders", 0)).toBe("000007e8-0001-4002-8000-000000000000");
    expect(historyId(0xffffffff, 0xffff, "order_events", 8 * 1_000_000 + 7)).toMatch(UUID_V4);
    const ids = [...products(7).map((p) => p.id), ...orders(7).flatMap((o) => [o.order.id, ...o.events.map((e) => e.id)]), ...messages(7).map((m) => m.id)];
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("tell their own ids, at every index a run gives, from random UUIDs that have the table's code", () => {
    const own = (table: "rental_products" | "order_events") => new RegExp(historyIdPattern(table));
    for (const index of [0, 1, HISTORY_LIMITS.productsMax - 1]) {
      expect(historyId(0xffffffff, 0xffff, "rental_products", index)).toMatch(own("rental_products"));
    }
    for (const index of [0, 8 * HISTORY_LIMITS.ordersMax - 1]) expect(historyId(7, 1, "order_events", index)).toMatch(own("order_events"));
    expect(historyId(7, 1, "order_events", 0)).not.toMatch(own("rental_products"));
    expect("3f6c2a91-c215-4001-9d4e-7b1a0c5e8f23").not.toMatch(own("rental_products"));
    expect("3f6c2a91-c215-4001-8d4e-7b1a0c5e8f23").not.toMatch(own("rental_products"));
    expect("0b7e4d12-9a3c-4004-8e21-5f6a7b8c9d0e").not.toMatch(own("order_events"));
  });

  it("name a large catalogue without a duplicate, five categories in turn, at half-dinar prices", () => {
    const catalogue = generateProducts({ seed: 1, run: 1, startIndex: 29, count: 2_000, today: TODAY });
    expect(new Set(catalogue.map((p) => p.name)).size).toBe(2_000);
    for (const category of PRODUCT_CATEGORY_IDS) expect(catalogue.filter((p) => p.category === category)).toHaveLength(400);
    for (const product of catalogue) {
      expect(product.price).toMatch(/^\d+\.(00|50)$/);
      expect(decimalToCents(product.price)! > 0n).toBe(true);
      expect(product.image_url).toBe(`/images/categories/${product.category}.svg`);
      expect(product.created_at!.getTime()).toBeLessThan(WINDOW.cutoff.getTime());
    }
    // Names already in the seed's catalogue are never taken again.
    const seedNames = new Set(seedContent.rentalProducts.map((p) => p.name));
    expect(catalogue.filter((p) => seedNames.has(p.name))).toEqual([]);
  });

  it("price every order with the app's own functions, to the cent", () => {
    for (const { order } of orders(11, 500)) {
      const figures = storedOrderFigures(order as Parameters<typeof storedOrderFigures>[0]);
      expect(order.total_amount).toBe(centsToDecimal(figures.subtotal));
      expect(order.total_ttc).toBe(centsToDecimal(figures.totalTtc));
    }
  });
});

/** Units held per product and day by the orders that left the depot, buffers included. */
function overbookings(orders: s.RentalOrder[], products: Map<string, typeof s.rental_products.$inferSelect>, defaults: { before: number; after: number }) {
  const held = new Map<string, number>();
  for (const order of orders) {
    if (!OUT_OF_DEPOT.includes(order.status)) continue;
    for (const item of order.items) {
      const product = products.get(item.id)!;
      if (product.stock_quantity === null) continue;
      const from = dayNumber(item.from ?? order.rental_date)! - (product.buffer_days_before ?? defaults.before);
      const to = dayNumber(item.to ?? order.return_date)! + (product.buffer_days_after ?? defaults.after);
      for (let day = from; day <= to; day++) held.set(`${item.id}/${day}`, (held.get(`${item.id}/${day}`) ?? 0) + item.quantity);
    }
  }
  return [...held].filter(([key, units]) => units > products.get(key.split("/")[0]!)!.stock_quantity!);
}

describe.each(testDatabaseTargets())("seedHistory on $label", ({ create }) => {
  let database: TestDatabase;
  let report: HistoryReport;
  let seedProducts: number;
  let orders: s.RentalOrder[];
  let products: Map<string, typeof s.rental_products.$inferSelect>;

  beforeAll(async () => {
    database = await create();
    await seedDatabase(database.db);
    seedProducts = (await database.db.select({ n: count() }).from(s.rental_products))[0]!.n;
    report = await seedHistory(database.db, SMALL);
    orders = await database.db.select().from(s.rental_orders).orderBy(asc(s.rental_orders.order_number));
    products = new Map((await database.db.select().from(s.rental_products)).map((p) => [p.id, p]));
  });
  afterAll(() => database.dispose());

  it("tops the catalogue up, adds the orders with their timelines and the messages, each marked as history", async () => {
    expect(report.run).toBe(1);
    expect(report.inserted).toEqual({
      rental_products: SMALL.products - seedProducts,
      rental_orders: 300,
      order_events: expect.any(Number),
      contact_messages: 200,
      event_requests: 200,
      order_payments: expect.any(Number),
      payment_attempts: expect.any(Number),
      order_deposits: expect.any(Number),
    });
    expect(report.catalogueSize).toBe(40);
    expect(products.size).toBe(40);
    expect(orders).toHaveLength(300);
    const events = await database.db.select({ n: count() }).from(s.order_events);
    expect(events[0]!.n).toBe(report.inserted.order_events);
    for (const [index, order] of orders.entries()) {
      expect(order.idempotency_key).toBe(`historique:1:${index}`);
      expect(order.id).toBe(historyId(SMALL.seed, 1, "rental_orders", index));
    }
    const messages = await database.db.select().from(s.contact_messages);
    expect(messages.map((m) => m.idempotency_key).sort()).toEqual(Array.from({ length: 200 }, (_, i) => `historique:1:${i}`).sort());
    // The seed's own products are kept as they were.
    for (const product of seedContent.rentalProducts) expect([...products.values()].some((p) => p.name === product.name && p.price === product.price)).toBe(true);
  });

  it("leaves the search's indexes as the migrations made them: every entry in the index, no pending list", async () => {
    for (const index of ["rental_orders_search_idx", "contact_messages_search_idx"]) {
      const options = await database.db.execute(sql`select reloptions from pg_class where relname = ${index}`);
      expect((options as unknown as { rows: { reloptions: string[] }[] }).rows[0]!.reloptions).toEqual(["fastupdate=off"]);
      // The pages a flush still finds in the pending list: none, the history flushed them.
      const flushed = await database.db.execute(sql`select gin_clean_pending_list(${index}::regclass)::int as pages`);
      expect((flushed as unknown as { rows: { pages: number }[] }).rows[0]!.pages).toBe(0);
    }
    const [found] = await database.db.select({ n: count() }).from(s.rental_orders).where(sql`search_text like imagine_fold(${`%${orders[0]!.last_name}%`})`);
    expect(found!.n).toBeGreaterThan(0);
  });

  it("prices every order with the app's functions: its items snapshot and its figures", () => {
    for (const order of orders) {
      const figures = storedOrderFigures(order);
      expect(order.total_amount, order.idempotency_key!).toBe(centsToDecimal(figures.subtotal));
      expect(order.total_ht).toBe(centsToDecimal(figures.totalHt));
      expect(order.vat_amount).toBe(centsToDecimal(figures.vat));
      expect(order.total_ttc).toBe(centsToDecimal(figures.totalTtc));
      expect(order.vat_rate).toBe("19.00");
      expect(order.stamp_duty).toBe("1.00");
      const subtotal = order.items.reduce((sum, item) => sum + lineTotal({ unitPrice: decimalToCents(item.price)!, quantity: item.quantity, totalDays: item.totalDays }), 0n);
      expect(order.total_amount).toBe(centsToDecimal(subtotal));
      expect(decimalToCents(order.discount_value)! <= subtotal || order.discount_kind === "percent").toBe(true);
      if (order.fulfilment === "pickup") expect(order.delivery_fee).toBe("0.00");
      expect(order.items.length).toBeGreaterThanOrEqual(1);
      expect(order.items.length).toBeLessThanOrEqual(5);
      expect(new Set(order.items.map((item) => item.id)).size).toBe(order.items.length);
      for (const item of order.items) {
        const product = products.get(item.id)!;
        expect(product, item.name).toBeDefined();
        expect({ name: item.name, category: item.category, image: item.image, price: item.price }).toEqual({
          name: product.name,
          category: product.category,
          image: product.image_url,
          price: product.price,
        });
        expect(Number.isInteger(item.quantity) && item.quantity >= 1 && item.quantity <= 500).toBe(true);
        expect(Boolean(item.from)).toBe(Boolean(item.to));
        const range = { from: item.from ?? order.rental_date, to: item.to ?? order.return_date };
        expect(range.from >= order.rental_date && range.to <= order.return_date && range.from <= range.to).toBe(true);
        expect(item.totalDays).toBe(inclusiveDays(range));
      }
    }
    expect(orders.some((order) => order.items.some((item) => item.from))).toBe(true);
    expect(orders.some((order) => order.discount_kind === "percent" && order.discount_value !== "0.00")).toBe(true);
    expect(orders.some((order) => order.discount_kind === "amount" && order.discount_value !== "0.00")).toBe(true);
    expect(orders.some((order) => order.deposit !== "0.00")).toBe(true);
  });

  it("dates every order in the window, booked before its rental, and every timeline step after the one before", async () => {
    const events = await database.db.select().from(s.order_events).orderBy(asc(s.order_events.created_at), asc(s.order_events.id));
    const byOrder = new Map<string, typeof events>();
    for (const event of events) byOrder.set(event.order_id, [...(byOrder.get(event.order_id) ?? []), event]);
    for (const order of orders) {
      const rental = dayNumber(order.rental_date)!;
      expect(rental).toBeGreaterThanOrEqual(WINDOW.firstDay);
      expect(rental).toBeLessThanOrEqual(WINDOW.lastDay);
      expect(order.return_date >= order.rental_date).toBe(true);
      // Booked before the rental day begins in Tunis (UTC+1), and before today.
      expect(order.created_at.getTime()).toBeLessThan(Date.UTC(...ymd(order.rental_date)) - 3_600_000);
      expect(order.created_at.getTime()).toBeLessThan(WINDOW.cutoff.getTime());
      expect(order.updated_at.getTime()).toBeGreaterThanOrEqual(order.created_at.getTime());
      const timeline = byOrder.get(order.id)!;
      expect(timeline[0]).toMatchObject({ kind: "placed", actor: `${order.first_name} ${order.last_name}` });
      expect(timeline[0]!.created_at.getTime()).toBe(order.created_at.getTime());
      let status: OrderStatus = "new";
      for (const event of timeline.slice(1)) {
        const to = ORDER_STATUSES.find((candidate) => event.summary === `Statut : ${orderStatusLabel(status)} → ${orderStatusLabel(candidate)}`);
        expect(to, event.summary).toBeDefined();
        expect(canTransition(status, to!)).toBe(true);
        status = to!;
        expect(event.created_at.getTime()).toBeLessThan(WINDOW.cutoff.getTime());
      }
      expect(status).toBe(order.status);
      expect(order.updated_at.getTime()).toBe(timeline.at(-1)!.created_at.getTime());
    }
  });

  it("has every status: past orders mostly done or cancelled, future ones new or confirmed", () => {
    const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, orders.filter((o) => o.status === status).length]));
    for (const status of ORDER_STATUSES) expect(counts[status], status).toBeGreaterThan(0);
    const past = orders.filter((o) => dayNumber(o.return_date)! < WINDOW.todayDay);
    const future = orders.filter((o) => dayNumber(o.rental_date)! > WINDOW.todayDay);
    expect(past.length).toBeGreaterThan(200);
    expect(future.length).toBeGreaterThan(10);
    expect(past.filter((o) => o.status === "completed" || o.status === "cancelled").length / past.length).toBeGreaterThan(0.9);
    expect(past.filter((o) => o.status === "completed").length / past.length).toBeGreaterThan(0.6);
    expect(future.filter((o) => o.status === "new" || o.status === "confirmed").length / future.length).toBeGreaterThan(0.8);
    expect(future.filter((o) => o.status === "completed" || o.status === "in_progress")).toEqual([]);
    // Far-off dates are rarely booked yet: the next three months hold more than the three after.
    expect(future.filter((o) => dayNumber(o.rental_date)! <= WINDOW.todayDay + 91).length).toBeGreaterThan(
      future.filter((o) => dayNumber(o.rental_date)! > WINDOW.todayDay + 91).length,
    );
  });

  it("follows the seasons: more rentals per day in spring and summer and in September–October than in winter", () => {
    const group = (month: number) => (month >= 2 && month <= 7 ? "springSummer" : month === 8 || month === 9 ? "congress" : month === 10 ? "november" : "winter");
    const days: Record<string, number> = {};
    const rentals: Record<string, number> = {};
    for (let day = WINDOW.firstDay; day < WINDOW.todayDay; day++) {
      const key = group(new Date(day * 86_400_000).getUTCMonth());
      days[key] = (days[key] ?? 0) + 1;
    }
    for (const order of orders) {
      const day = dayNumber(order.rental_date)!;
      if (day >= WINDOW.todayDay) continue;
      const key = group(new Date(day * 86_400_000).getUTCMonth());
      rentals[key] = (rentals[key] ?? 0) + 1;
    }
    const rate = (key: string) => (rentals[key] ?? 0) / days[key]!;
    expect(rate("springSummer") / rate("winter")).toBeGreaterThan(1.3);
    expect(rate("congress") / rate("winter")).toBeGreaterThan(1.3);
  });

  it("draws lines from every category of the catalogue, and never takes out more units than the depot holds", async () => {
    const generated = [...products.values()].filter((p) => p.id.startsWith(historyId(SMALL.seed, 1, "rental_products", 0).slice(0, 19)));
    expect(generated).toHaveLength(SMALL.products - seedProducts);
    for (const category of PRODUCT_CATEGORY_IDS) {
      expect(generated.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(2);
      expect(orders.some((o) => o.items.some((item) => item.category === category)), category).toBe(true);
    }
    for (const product of generated) {
      expect(existsSync(join(PUBLIC_DIR, product.image_url)), product.image_url).toBe(true);
      expect(product.period).toBe("jour");
      if (product.stock_quantity !== null) expect(product.stock_quantity).toBeGreaterThanOrEqual(0);
    }
    // No line of a product that cannot be rented in an order that went out.
    for (const order of orders.filter((o) => OUT_OF_DEPOT.includes(o.status))) {
      for (const item of order.items) expect(products.get(item.id)!.stock_quantity).not.toBe(0);
    }
    expect(overbookings(orders, products, await getBufferDefaults(database.db))).toEqual([]);
  });

  it("writes for Tunisian clients: names, +216 phones, e-mails, companies with accents, addresses in Tunisian towns", () => {
    for (const order of orders) {
      expect(order.phone).toMatch(/^\+216 \d{2} \d{3} \d{3}$/);
      expect(order.email).toMatch(/^[a-z0-9.]+@[a-z0-9-]+(\.[a-z]+)+$/);
      if (order.fulfilment === "pickup") expect(order.delivery_address).toBe("");
      else expect(order.delivery_address).toMatch(/^\d+ .+, \d{4} .+$/);
      expect(["morning", "afternoon", "evening"]).toContain(order.departure_slot);
      expect(["morning", "afternoon", "evening"]).toContain(order.return_slot);
    }
    const companies = orders.map((o) => o.company).filter((c): c is string => c !== null);
    expect(companies.length).toBeGreaterThan(100);
    expect(companies.some((c) => /[À-ÿ]/.test(c))).toBe(true);
    expect(companies.some((c) => /^(Clinique|Polyclinique|Laboratoire)/.test(c))).toBe(true);
    expect(companies.some((c) => c.startsWith("Hôtel"))).toBe(true);
    for (const town of ["Tunis", "Sousse", "Sfax"]) expect(orders.some((o) => o.delivery_address.includes(town)), town).toBe(true);
    expect(orders.some((o) => o.fulfilment === "pickup")).toBe(true);
  });

  it("makes each message a request: the recent ones open, older ones mostly decided with their value or reason", async () => {
    const requests = await database.db.select().from(s.event_requests);
    expect(requests).toHaveLength(200);
    for (const stage of ["new", "qualified", "proposal_sent", "won", "lost"]) expect(requests.some((r) => r.stage === stage), stage).toBe(true);
    for (const request of requests) {
      if (request.stage === "won") expect(Number(request.won_value)).toBeGreaterThan(0);
      if (request.stage === "lost") expect(request.lost_reason).not.toBeNull();
      if (request.decided_at) expect(request.decided_at.getTime()).toBeGreaterThan(request.created_at.getTime());
    }
  });

  it("writes contact messages of every event type and both statuses, within the form's limits", async () => {
    const messages = await database.db.select().from(s.contact_messages);
    expect(messages).toHaveLength(200);
    for (const type of EVENT_TYPES) expect(messages.some((m) => m.event_type === type), type).toBe(true);
    for (const status of MESSAGE_STATUSES) expect(messages.some((m) => m.status === status), status).toBe(true);
    for (const message of messages) {
      expect(EVENT_TYPES as readonly string[]).toContain(message.event_type);
      expect(MESSAGE_STATUSES as readonly string[]).toContain(message.status);
      expect(message.services.length).toBeGreaterThan(0);
      for (const service of message.services) expect(CONTACT_SERVICES as readonly string[]).toContain(service);
      expect(message.message.length).toBeLessThanOrEqual(CONTACT_LIMITS.messageMax);
      expect(message.message).toContain(message.last_name);
      if (message.guest_count !== null) expect(message.guest_count).toBeGreaterThanOrEqual(CONTACT_LIMITS.guestMin);
      if (message.phone !== null) expect(message.phone).toMatch(/^\+216 \d{2} \d{3} \d{3}$/);
      expect(message.created_at.getTime()).toBeLessThan(WINDOW.cutoff.getTime());
      expect(message.created_at.getTime()).toBeGreaterThanOrEqual(Date.UTC(...ymd(historyDate(WINDOW.firstDay))) - 3_600_000);
      expect(message.updated_at.getTime()).toBeGreaterThanOrEqual(message.created_at.getTime());
      if (message.event_date) {
        expect(dayNumber(message.event_date)!).toBeLessThanOrEqual(WINDOW.lastDay);
        expect(message.created_at.getTime()).toBeLessThan(Date.UTC(...ymd(message.event_date)));
      }
    }
    // Recent messages still wait for an answer more often than old ones.
    const recent = messages.filter((m) => m.created_at.getTime() > WINDOW.cutoff.getTime() - 21 * 86_400_000);
    const old = messages.filter((m) => m.created_at.getTime() <= WINDOW.cutoff.getTime() - 21 * 86_400_000);
    const share = (rows: typeof messages) => rows.filter((m) => m.status === "new").length / rows.length;
    expect(share(recent)).toBeGreaterThan(share(old));
  });

  it("pays the agreed orders only, in a plausible mix of methods and amounts, between the booking and 60 days after the return", async () => {
    const payments = await database.db.select().from(s.order_payments);
    expect(payments.length).toBe(report.inserted.order_payments);
    const byId = new Map(orders.map((order) => [order.id, order]));
    for (const payment of payments) {
      const order = byId.get(payment.order_id)!;
      expect(order, payment.id).toBeDefined();
      expect(payment.id).toMatch(new RegExp(historyIdPattern("order_payments")));
      // New orders pay nothing; a cancelled one only an advance given back (cancelled, with why).
      if (!OUT_OF_DEPOT.includes(order.status)) {
        expect(order.status, order.idempotency_key!).toBe("cancelled");
        expect(payment.cancel_reason).toMatch(/^Commande annulée/);
      }
      expect(payment.paid_on >= todayInTunis(order.created_at), payment.id).toBe(true);
      const latest = [addDays(TODAY, -1), addDays(order.return_date, 60)].sort()[0]!;
      expect(payment.paid_on <= latest, payment.id).toBe(true);
      expect(payment.recorded_at.getTime()).toBeGreaterThan(order.created_at.getTime());
      expect(payment.recorded_at.getTime()).toBeLessThan(WINDOW.cutoff.getTime());
      if (payment.cancelled_at) expect(payment.cancelled_at.getTime()).toBeGreaterThanOrEqual(payment.recorded_at.getTime());
    }
    for (const method of ["cash", "transfer", "cheque", "card", "withholding", "online"]) expect(payments.some((p) => p.method === method), method).toBe(true);
    expect(payments.filter((p) => p.method === "cheque").every((p) => p.cheque_number && p.bank)).toBe(true);
    expect(payments.some((p) => p.cancelled_at && p.cancel_reason)).toBe(true);

    const total = (order: s.RentalOrder) => decimalToCents(order.total_ttc)!;
    const paid = (order: s.RentalOrder) => decimalToCents(order.paid_amount)!;
    const completed = orders.filter((o) => o.status === "completed");
    const share = (rows: s.RentalOrder[], test: (o: s.RentalOrder) => boolean) => rows.filter(test).length / rows.length;
    // A gateway that received 1 DT less than asked leaves the order 1 DT short.
    expect(share(completed, (o) => paid(o) >= total(o) - 100n)).toBeGreaterThan(0.65);
    expect(share(completed, (o) => paid(o) > 0n && paid(o) < total(o) - 100n)).toBeGreaterThan(0.05);
    expect(share(completed, (o) => paid(o) === 0n)).toBeGreaterThan(0.02);
    // Orders still to come or under way: the advance (30 % of the total, to the cent above) more often than not.
    const advance = (o: s.RentalOrder) => (total(o) * 30n + 99n) / 100n;
    const ongoing = orders.filter((o) => o.status === "in_progress" || o.status === "confirmed");
    expect(share(ongoing, (o) => paid(o) === advance(o) || paid(o) === advance(o) - 100n)).toBeGreaterThan(0.4);
    for (const order of orders.filter((o) => o.status === "new" || o.status === "cancelled")) expect(order.paid_amount, order.idempotency_key!).toBe("0.00");
  });

  it("keeps each order's paid_amount equal to its payments not cancelled", async () => {
    const [row] = resultRows<{ orders: number; wrong: number }>(
      await database.db.execute(sql`
        select count(*) filter (where o.paid_amount > 0)::int as orders,
               count(*) filter (where o.paid_amount <> coalesce((select sum(p.amount) from order_payments p where p.order_id = o.id and p.cancelled_at is null), 0))::int as wrong
        from rental_orders o where o.idempotency_key like 'historique:%'`),
    );
    expect(row!.orders).toBeGreaterThan(100);
    expect(row!.wrong).toBe(0);
  });

  it("gives every online payment exactly one paid attempt, every paid attempt its payment or its held caution, and leaves failed ones without", async () => {
    const [row] = resultRows<Record<string, number>>(
      await database.db.execute(sql`
        select
          (select count(*)::int from order_payments where method = 'online') as online,
          (select count(*)::int from order_payments p where p.method = 'online' and (
            select count(*) from payment_attempts a
            where a.payment_id = p.id and a.state = 'paid' and a.order_id = p.order_id and a.gateway = p.gateway and a.reference = p.reference and a.received_amount = p.amount) <> 1) as payments_alone,
          (select count(*)::int from payment_attempts a where a.state = 'paid' and a.purpose <> 'caution' and not exists (
            select 1 from order_payments p where p.id = a.payment_id and p.method = 'online')) as attempts_alone,
          (select count(*)::int from payment_attempts a where a.state = 'paid' and a.purpose = 'caution' and not exists (
            select 1 from order_deposits d where d.order_id = a.order_id and d.method = 'online' and d.reference = a.reference)) as cautions_alone,
          (select count(*)::int from order_deposits d where d.method = 'online' and (
            select count(*) from payment_attempts a where a.order_id = d.order_id and a.purpose = 'caution' and a.state = 'paid' and a.reference = d.reference) <> 1) as holds_alone,
          (select count(*)::int from payment_attempts where state in ('failed', 'expired')) as gave_up,
          (select count(*)::int from payment_attempts where state in ('failed', 'expired') and payment_id is not null) as gave_up_paid,
          (select count(*)::int from payment_attempts where amount_mismatch) as mismatched,
          (select count(*)::int from payment_attempts where amount_mismatch <> (amount <> received_amount)) as mismatch_wrong,
          (select count(*)::int from payment_attempts) as attempts`),
    );
    expect(row!.online).toBeGreaterThan(10);
    expect(row).toMatchObject({ payments_alone: 0, attempts_alone: 0, cautions_alone: 0, holds_alone: 0, gave_up_paid: 0, mismatch_wrong: 0 });
    expect(row!.gave_up).toBeGreaterThan(5);
    expect(row!.mismatched).toBeGreaterThan(0);
    expect(row!.attempts).toBe(report.inserted.payment_attempts);
  });

  it("receives the deposits of the orders that left the depot, settles most of the completed ones, keeps little, and holds a few online", async () => {
    const deposits = await database.db.select().from(s.order_deposits);
    expect(deposits.length).toBe(report.inserted.order_deposits);
    const byId = new Map(orders.map((order) => [order.id, order]));
    for (const deposit of deposits) {
      const order = byId.get(deposit.order_id)!;
      expect(OUT_OF_DEPOT).toContain(order.status);
      expect(deposit.received_amount).toBe(order.deposit);
      expect(deposit.received_on >= todayInTunis(order.created_at) && deposit.received_on < TODAY).toBe(true);
      if (deposit.settled_on) {
        expect(order.status).toBe("completed");
        expect(deposit.settled_on >= deposit.received_on && deposit.settled_on < TODAY).toBe(true);
        const kept = decimalToCents(deposit.retained_amount!)!;
        // Modest: the history issues no facture complémentaire for the part kept.
        expect(kept * 4n <= decimalToCents(deposit.received_amount)!).toBe(true);
      }
      if (deposit.method === "online") {
        expect(deposit.hold_state).toBe(deposit.settled_on ? (deposit.retained_amount === "0.00" ? "released" : "captured") : "held");
        expect(deposit.hold_expires_at!.getTime()).toBeGreaterThan((deposit.settled_at ?? deposit.received_at).getTime());
        if (deposit.hold_state === "captured") expect(deposit.hold_captured_amount).toBe(deposit.retained_amount);
      }
    }
    const leftTheDepot = orders.filter((o) => (o.status === "completed" || o.status === "in_progress") && o.deposit !== "0.00");
    expect(leftTheDepot.filter((o) => deposits.some((d) => d.order_id === o.id)).length / leftTheDepot.length).toBeGreaterThan(0.75);
    const completed = deposits.filter((d) => byId.get(d.order_id)!.status === "completed");
    expect(completed.filter((d) => d.settled_on).length / completed.length).toBeGreaterThan(0.8);
    expect(deposits.some((d) => d.retained_amount === "0.00")).toBe(true);
    expect(deposits.some((d) => d.retention_reason && decimalToCents(d.retained_amount!)! > 0n)).toBe(true);
    expect(deposits.some((d) => d.settled_on === null)).toBe(true);
    expect(deposits.some((d) => d.method === "online")).toBe(true);
  });

  it("adds a second run after its own history, with keys and ids of its own", async () => {
    const money = async () => ({
      payments: await database.db.select().from(s.order_payments).orderBy(asc(s.order_payments.id)),
      attempts: await database.db.select().from(s.payment_attempts).orderBy(asc(s.payment_attempts.id)),
      deposits: await database.db.select().from(s.order_deposits).orderBy(asc(s.order_deposits.order_id)),
      paid: await database.db.select({ id: s.rental_orders.id, paid: s.rental_orders.paid_amount, revision: s.rental_orders.payments_revision }).from(s.rental_orders).orderBy(asc(s.rental_orders.id)),
    });
    const first = await money();
    const second = await seedHistory(database.db, { ...SMALL, orders: 50, messages: 20 });
    expect(second.run).toBe(2);
    expect(second.inserted).toMatchObject({ rental_products: 0, rental_orders: 50, contact_messages: 20 });
    const all = await database.db.select().from(s.rental_orders);
    expect(all).toHaveLength(350);
    expect(all.filter((o) => o.idempotency_key!.startsWith("historique:2:"))).toHaveLength(50);
    // Its money is on its own orders, and the first run's is as it was.
    const secondOrders = new Set(all.filter((o) => o.idempotency_key!.startsWith("historique:2:")).map((o) => o.id));
    const after = await money();
    expect(second.inserted.order_payments).toBeGreaterThan(0);
    expect(after.payments.filter((p) => !secondOrders.has(p.order_id))).toEqual(first.payments);
    expect(after.payments.filter((p) => secondOrders.has(p.order_id))).toHaveLength(second.inserted.order_payments);
    expect(after.attempts.filter((a) => !secondOrders.has(a.order_id))).toEqual(first.attempts);
    expect(after.attempts.filter((a) => secondOrders.has(a.order_id))).toHaveLength(second.inserted.payment_attempts);
    expect(after.deposits.filter((d) => !secondOrders.has(d.order_id))).toEqual(first.deposits);
    expect(after.deposits.filter((d) => secondOrders.has(d.order_id))).toHaveLength(second.inserted.order_deposits);
    expect(after.paid.filter((o) => !secondOrders.has(o.id))).toEqual(first.paid);
    // The second run's orders went out only where units were still free.
    expect(overbookings(all, products, await getBufferDefaults(database.db))).toEqual([]);
  });

  it("gives the same rows for the same seed in another database", async () => {
    const other = await create();
    try {
      await seedDatabase(other.db);
      const again = await seedHistory(other.db, SMALL);
      expect(again.inserted).toEqual(report.inserted);
      expect(again.money).toEqual(report.money);
      const snapshot = async (db: TestDatabase["db"]) => {
        const rows = await db.select().from(s.rental_orders).orderBy(asc(s.rental_orders.order_number)).limit(300);
        const names = new Map((await db.select().from(s.rental_products)).map((p) => [p.id, p.name]));
        // The seed's own products have random ids: the lines are compared by product name.
        return rows.map((row) => ({ ...row, items: row.items.map((item) => ({ ...item, id: names.get(item.id) })) }));
      };
      expect(await snapshot(other.db)).toEqual(await snapshot(database.db));
      const messages = (db: TestDatabase["db"]) =>
        db.select().from(s.contact_messages).where(like(s.contact_messages.idempotency_key, "historique:1:%")).orderBy(asc(s.contact_messages.id));
      expect(await messages(other.db)).toEqual(await messages(database.db));
      const events = (db: TestDatabase["db"]) => db.select().from(s.order_events).orderBy(asc(s.order_events.id)).limit(report.inserted.order_events);
      expect(await events(other.db)).toEqual(await events(database.db));
      // The first run's money, rows and ids alike (the database under test has a second run since).
      const firstRun = (table: typeof s.order_payments | typeof s.payment_attempts | typeof s.order_deposits) =>
        (db: TestDatabase["db"]) =>
          db.select().from(table).where(sql`${table.order_id} in (select id from rental_orders where idempotency_key like 'historique:1:%')`).orderBy(sql`1`);
      for (const table of [s.order_payments, s.payment_attempts, s.order_deposits]) {
        const rows = await firstRun(table)(other.db);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows).toEqual(await firstRun(table)(database.db));
      }
    } finally {
      await other.dispose();
    }
  });

  it("reads no run in the random ids of products and events it did not make, and still its own once its orders are gone", async () => {
    const other = await create();
    try {
      await seedDatabase(other.db);
      // Random version-4 UUIDs with a history table's code where a history id has it (one in 4 096).
      await insertProduct(other.db, { id: "3f6c2a91-c215-4001-8d4e-7b1a0c5e8f23", name: "Enceinte de l'agence" });
      await other.db.insert(s.order_events).values({ id: "0b7e4d12-9a3c-4004-8e21-5f6a7b8c9d0e", order_id: "0b7e4d12-9a3c-4d2e-8e21-5f6a7b8c9d0e", kind: "placed", summary: "Commande passée sur le site", actor: "Test" });
      expect(await lastHistoryRun(other.db)).toBe(0);
      expect((await seedHistory(other.db, { ...SMALL, orders: 20, messages: 5 })).run).toBe(1);
      await other.db.delete(s.rental_orders);
      await other.db.delete(s.contact_messages);
      expect(await lastHistoryRun(other.db)).toBe(1);
    } finally {
      await other.dispose();
    }
  });

  it("refuses, in French and without writing anything, a database holding orders it did not make, unless forced", async () => {
    const other = await create();
    try {
      await seedDatabase(other.db);
      const product = await insertProduct(other.db, { name: "Enceinte de l'agence", price: "90.00", stock_quantity: 4 });
      const agencyOrder = await insertPricedOrder(other.db, { lines: [{ product, quantity: 1 }] });
      const before = await tableCounts(other.db);
      const refusal = seedHistory(other.db, SMALL);
      await expect(refusal).rejects.toBeInstanceOf(HistoryRefusedError);
      await expect(refusal).rejects.toThrow(/La base contient déjà 1 commande que ce script n'a pas créée.*--force/);
      expect(await tableCounts(other.db)).toEqual(before);

      const forced = await seedHistory(other.db, { ...SMALL, orders: 20, messages: 5, force: true });
      expect(forced.foreignOrders).toBe(1);
      expect(forced.inserted.rental_orders).toBe(20);
      const [kept] = await other.db.select().from(s.rental_orders).where(eq(s.rental_orders.id, agencyOrder.id));
      expect(kept).toEqual(agencyOrder);
    } finally {
      await other.dispose();
    }
  });
});

function ymd(date: string): [number, number, number] {
  const [y, m, d] = date.split("-").map(Number);
  return [y!, m! - 1, d!];
}

function historyDate(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

async function tableCounts(db: TestDatabase["db"]) {
  const counts: Record<string, number> = {};
  for (const [name, table] of [
    ["rental_products", s.rental_products],
    ["rental_orders", s.rental_orders],
    ["order_events", s.order_events],
    ["contact_messages", s.contact_messages],
  ] as const) {
    counts[name] = (await db.select({ n: count() }).from(table))[0]!.n;
  }
  return counts;
}
