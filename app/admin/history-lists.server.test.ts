import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { messagesCsv, messagesCsvStream } from "~/admin/contact/csv.server";
import { getMessageIds, getMessagesByIds } from "~/contact/messages.server";
import { ordersCsv, ordersCsvStream } from "~/admin/orders/csv.server";
import { getDeskOrdersByNumbers, getOrderNumbers } from "~/orders/desk.server";
import { contact_messages, rental_orders, type RentalOrderItem } from "~/db/schema";
import { todayInTunis } from "~/lib/calendar-dates";
import { SEARCH_COUNT_CAP } from "~/lib/pagination";
import { countUpTo, matchesSearch } from "~/lib/search.server";
import { formatOrderNumber } from "~/orders/status";
import * as contactRoute from "~/routes/admin/contact";
import * as contactCsvRoute from "~/routes/admin/contact-csv";
import * as shopRoute from "~/routes/admin/shop";
import * as shopCsvRoute from "~/routes/admin/shop-csv";
import { getRequest, routeArgs, settle, setUpAdminDatabase, setUpTempDataDir } from "~/test-support/admin.server";
import { testDatabaseTargets } from "~/test-support/databases.server";

// The orders desk and the messages list in pages (issue 21): counts and page boundaries, filters
// and search kept across pages, sorting, accent-insensitive search on the trigram-indexed
// search_text, the order number found exactly, and the exports streamed batch by batch.

type ShopData = Awaited<ReturnType<typeof shopRoute.loader>>;
type ContactData = Awaited<ReturnType<typeof contactRoute.loader>>;

setUpTempDataDir("history-lists");

function item(name: string): RentalOrderItem {
  return { id: "00000000-0000-4000-8000-00000000000a", name, category: "audio", image: "/images/categories/audio.svg", price: "100.00", quantity: 1, totalDays: 1, vatRate: "19.00" };
}

/** A day `days` from today in Tunis, as YYYY-MM-DD. */
function day(days: number): string {
  const [y, m, d] = todayInTunis().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The whole body as text, its byte-order mark kept (Response.text() drops it). */
async function readAll(body: ReadableStream<Uint8Array> | Response): Promise<string> {
  const bytes = await (body instanceof Response ? body : new Response(body)).arrayBuffer();
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
}

describe.each(testDatabaseTargets())("lists in pages on $label", ({ create }) => {
  const setup = setUpAdminDatabase({ create });
  const shop = (search: string) => settle<ShopData>(() => shopRoute.loader(routeArgs(getRequest(`/admin/shop${search}`, setup.admin))));
  const contact = (search: string) =>
    settle<ContactData>(() => contactRoute.loader(routeArgs(getRequest(`/admin/contact${search}`, setup.admin))));

  beforeAll(async () => {
    const db = setup.database.db;
    // 60 orders, one a minute: 30 for the Hôtel Laico (confirmed), 30 others (new); rental dates
    // spread from 30 days ago to 29 days ahead.
    await db.insert(rental_orders).values(
      Array.from({ length: 60 }, (_, i) => ({
        first_name: i % 2 === 0 ? "Amel" : "Karim",
        last_name: i % 2 === 0 ? "Ben Salah" : "Trabelsi",
        email: `client-${i}@example.tn`,
        phone: `+216 20 000 ${String(i).padStart(3, "0")}`,
        company: i < 30 ? "Hôtel Laico" : "Clinique Les Berges du Lac",
        rental_date: day(i - 30),
        return_date: day(i - 28),
        delivery_address: "Les Berges du Lac, Tunis",
        items: [item(i === 7 ? "Lyre Beam 230 W" : "Enceinte active 1000 W")],
        total_amount: "100.00",
        status: i < 30 ? "confirmed" : "new",
        created_at: new Date(Date.UTC(2026, 0, 1, 9, i)),
      })),
    );
    await db.insert(contact_messages).values(
      Array.from({ length: 60 }, (_, i) => ({
        first_name: "Sonia",
        last_name: `Mansour ${i}`,
        email: `sonia-${i}@example.tn`,
        phone: null,
        event_type: i % 3 === 0 ? "Mariage" : "Séminaire",
        message: i % 4 === 0 ? "Réception à l'Hôtel Mövenpick pour 200 invités" : "Congrès médical, 3 jours",
        status: i % 5 === 0 ? "handled" : "new",
        created_at: new Date(Date.UTC(2026, 0, 1, 9, i)),
      })),
    );
  });

  describe("the orders desk", () => {
    it("shows 25 orders a page, newest first, with the count, and every order once over the pages", async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => shop(page === 1 ? "" : `?page=${page}`)));
      expect(pages.map((p) => p.data!.orders.length)).toEqual([25, 25, 10]);
      expect(pages[0]!.data!.window).toMatchObject({ page: 1, pageCount: 3, total: 60, pageSize: 25 });
      const created = pages.flatMap((p) => p.data!.orders.map((o) => new Date(o.created_at).getTime()));
      expect(new Set(created).size).toBe(60);
      expect(created).toEqual([...created].sort((a, b) => b - a));
      // The dashboard counts every order, whatever the page.
      expect(pages[2]!.data!.dashboard).toMatchObject({ total: 60, new: 30 });
    });

    it("reads a bad page number as the first page, and one past the end as the last", async () => {
      for (const bad of ["0", "-3", "abc", "1.5", ""]) {
        const page = await shop(`?page=${bad}`);
        expect(page.status).toBe(200);
        expect(page.data!.window.page).toBe(1);
      }
      for (const far of ["4", "1000000000000", "1e12"]) {
        const page = await shop(`?page=${far}`);
        expect(page.data!.window.page).toBe(3);
        expect(page.data!.filter.page).toBe(3);
        expect(page.data!.orders).toHaveLength(10);
      }
    });

    it("keeps the filter and the search across pages, and counts what matches", async () => {
      const page2 = await shop("?status=confirmed&q=Hotel&page=2");
      expect(page2.data!.window).toMatchObject({ page: 2, pageCount: 2, total: 30 });
      expect(page2.data!.orders).toHaveLength(5);
      expect(page2.data!.orders.every((o) => o.company === "Hôtel Laico" && o.status === "confirmed")).toBe(true);
      expect(page2.data!.filter).toMatchObject({ status: "confirmed", q: "Hotel", page: 2 });
      // Nothing new matches the hotel.
      expect((await shop("?status=new&q=hotel")).data!.window.total).toBe(0);
    });

    it("ignores accents and case, and finds products of the lines and parts of names", async () => {
      for (const q of ["HOTEL", "hôtel", "Hôtel Laïco", "laico"]) expect((await shop(`?q=${encodeURIComponent(q)}`)).data!.window.total).toBe(30);
      expect((await shop("?q=clinique%20les%20berges")).data!.window.total).toBe(30);
      expect((await shop("?q=lyre%20beam")).data!.orders.map((o) => o.items[0]!.name)).toEqual(["Lyre Beam 230 W"]);
      expect((await shop("?q=ben%20sal")).data!.window.total).toBe(30);
      expect((await shop("?q=client-42%40example")).data!.window.total).toBe(1);
    });

    it("counts a search's matches only up to its cap, and says when more match", async () => {
      const hotel = matchesSearch("rental_orders", "hotel");
      const db = setup.database.db;
      expect(await countUpTo(db, rental_orders, hotel, 10)).toEqual({ n: 10, more: true });
      expect(await countUpTo(db, rental_orders, hotel, 29)).toEqual({ n: 29, more: true });
      expect(await countUpTo(db, rental_orders, hotel, 30)).toEqual({ n: 30, more: false });
      expect(await countUpTo(db, rental_orders, undefined, 100)).toEqual({ n: 60, more: false });
    });

    it("finds an order by its number exactly", async () => {
      const [, , , target] = await getOrderNumbers({ status: "all", payment: "all", q: "", sort: "placed" });
      const [order] = await getDeskOrdersByNumbers([target!]);
      const number = formatOrderNumber(order!.order_number);
      const found = await shop(`?q=${number}`);
      expect(found.data!.orders.map((o) => o.id)).toEqual([order!.id]);
      expect((await shop(`?q=${number.toLowerCase().replace("-", "")}`)).data!.orders.map((o) => o.id)).toEqual([order!.id]);
    });

    it("sorts by rental date: upcoming first (soonest first), then past ones (latest first)", async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => shop(`?sort=rental&page=${page}`)));
      const dates = pages.flatMap((p) => p.data!.orders.map((o) => o.rental_date));
      const today = todayInTunis();
      const upcoming = dates.filter((d) => d >= today);
      expect(upcoming).toHaveLength(30);
      expect(dates.slice(0, 30)).toEqual([...upcoming].sort());
      expect(dates.slice(30)).toEqual(dates.filter((d) => d < today).sort().reverse());
      expect(pages[1]!.data!.filter.sort).toBe("rental");
    });

    it("answers odd searches and sorts without an error and without every row", async () => {
      for (const q of ["%", "_", "\\", "%_\\"]) {
        const page = await shop(`?q=${encodeURIComponent(q)}`);
        expect(page.status).toBe(200);
        expect(page.data!.window.total).toBe(0);
      }
      const long = await shop(`?q=${"Hôtel".repeat(1000)}`);
      expect(long.status).toBe(200);
      expect(long.data!.filter.q).toHaveLength(200);
      expect(long.data!.window.total).toBe(0);
      const odd = await shop("?sort=prix&status=perdue");
      expect(odd.data!.filter).toMatchObject({ sort: "placed", status: "all" });
      expect(odd.data!.orders).toHaveLength(25);
    });

    it("exports every order of the filter, streamed, equal to the whole CSV of the same orders", async () => {
      const filter = { status: "all" as const, payment: "all" as const, q: "hotel", sort: "rental" as const };
      const whole = ordersCsv(await getDeskOrdersByNumbers(await getOrderNumbers(filter)));
      expect(await readAll(await ordersCsvStream(filter, { batchSize: 7 }))).toBe(whole);
      const { response } = await settle(() => shopCsvRoute.loader(routeArgs(getRequest("/admin/shop.csv?q=hotel&sort=rental&page=2", setup.admin))));
      const text = await readAll(response!);
      // Every page: the page of the desk is not the export's.
      expect(text.split("\r\n").filter(Boolean)).toHaveLength(31);
      expect(text).toBe(whole);
    });

    it("sends the first rows before it reads the last ones", async () => {
      const reader = (await ordersCsvStream({ status: "all", payment: "all", q: "", sort: "placed" }, { batchSize: 10, highWaterMark: 1 })).getReader();
      const decoder = new TextDecoder();
      const header = decoder.decode((await reader.read()).value);
      const firstBatch = decoder.decode((await reader.read()).value);
      expect(header).toContain("N° de commande");
      expect(firstBatch.split("\r\n").filter(Boolean)).toHaveLength(10);
      // The orders the export has not read yet are deleted now: had it read them before sending
      // the first rows, they would still come; streamed, they are gone.
      const rest = (await getOrderNumbers({ status: "all", payment: "all", q: "", sort: "placed" })).slice(20);
      const saved = await getDeskOrdersByNumbers(rest);
      await setup.database.db.transaction(async (tx) => {
        for (const order of saved) await tx.delete(rental_orders).where(eq(rental_orders.id, order.id));
      });
      let remaining = "";
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) remaining += decoder.decode(chunk.value);
      expect(remaining.split("\r\n").filter(Boolean)).toHaveLength(10);
      await setup.database.db.insert(rental_orders).overridingSystemValue().values(saved.map(({ invoice_number: _invoice, deposit_held: _deposit, ...order }) => order));
      expect((await shop("")).data!.window.total).toBe(60);
    });
  });

  describe("the messages", () => {
    it("shows 25 messages a page, newest first, with the count and the header's figures", async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => contact(`?page=${page}`)));
      expect(pages.map((p) => p.data!.messages.length)).toEqual([25, 25, 10]);
      expect(pages[0]!.data!.window).toMatchObject({ total: 60, pageCount: 3 });
      expect(pages[2]!.data!.counts).toEqual({ total: 60, new: 48 });
      const created = pages.flatMap((p) => p.data!.messages.map((m) => new Date(m.created_at).getTime()));
      expect(new Set(created).size).toBe(60);
      expect(created).toEqual([...created].sort((a, b) => b - a));
      expect((await contact("?page=-3")).data!.window.page).toBe(1);
      expect((await contact("?page=99")).data!.window.page).toBe(3);
    });

    it("keeps the filter and the search across pages; accents and case ignored", async () => {
      const handled = await contact("?status=handled&page=1");
      expect(handled.data!.window.total).toBe(12);
      const hotel = await contact("?q=MOVENPICK&page=1");
      expect(hotel.data!.window.total).toBe(15);
      const page2 = await contact("?q=h%C3%B4tel%20movenpick&page=2");
      expect(page2.data!.window).toMatchObject({ page: 1, pageCount: 1, total: 15 });
      expect(page2.data!.messages.every((m) => m.message.includes("Mövenpick"))).toBe(true);
      expect((await contact("?q=seminaire")).data!.window.total).toBe(40);
      expect((await contact("?q=%25_%5C")).data!.window.total).toBe(0);
    });

    it("says « plus de 1 000 » past the search's cap, and pages through the first thousand", async () => {
      const db = setup.database.db;
      await db.insert(contact_messages).values(
        Array.from({ length: SEARCH_COUNT_CAP + 1 }, (_, i) => ({
          first_name: "Hela",
          last_name: `Kairouani ${i}`,
          email: `hela-${i}@example.tn`,
          phone: null,
          event_type: "Mariage",
          message: "Mariage à Kairouan",
          created_at: new Date(Date.UTC(2025, 0, 1, 9, i)),
        })),
      );
      try {
        const last = await contact("?q=kairouan&page=99");
        expect(last.data!.window).toMatchObject({ total: SEARCH_COUNT_CAP, more: true, pageCount: SEARCH_COUNT_CAP / 25, page: SEARCH_COUNT_CAP / 25 });
        expect(last.data!.messages).toHaveLength(25);
        // Below the cap the count is exact, and nothing says « plus ».
        const one = await contact("?q=kairouani%201000");
        expect(one.data!.window).toEqual(expect.not.objectContaining({ more: true }));
        expect(one.data!.window.total).toBe(1);
      } finally {
        await db.delete(contact_messages).where(like(contact_messages.last_name, "Kairouani %"));
      }
      expect((await contact("")).data!.window.total).toBe(60);
    });

    it("exports every message of the filter, streamed, equal to the whole CSV", async () => {
      const filter = { status: "all" as const, q: "séminaire" };
      const whole = messagesCsv(await getMessagesByIds(await getMessageIds(filter)));
      expect(await readAll(await messagesCsvStream(filter, { batchSize: 6 }))).toBe(whole);
      const { response } = await settle(() => contactCsvRoute.loader(routeArgs(getRequest("/admin/contact.csv?q=s%C3%A9minaire&page=3", setup.admin))));
      expect(await readAll(response!)).toBe(whole);
      expect(whole.split("\r\n").filter(Boolean)).toHaveLength(41);
    });
  });
});
