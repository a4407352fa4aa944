// The calendar feed on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set):
// made and replaced from the settings page, served at its secret URL only, and read back by an
// iCalendar parser (ical.js) as Google or Apple Calendar would read it.
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { getRequest, postRequest, routeArgs, settle, setUpAdminDatabase, setUpTempDataDir } from "~/test-support/admin.server";
import { rental_orders, site_settings } from "~/db/schema";
import { testDatabaseTargets } from "~/test-support/databases.server";
import { env } from "~/lib/env.server";
import type { TimeSlot } from "~/orders/fulfilment";
import { formatOrderNumber, type OrderStatus } from "~/orders/status";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import * as settingsRoute from "~/routes/admin/shop-settings";
import * as feedRoute from "~/routes/resources/calendar-feed";
import { FEED_HISTORY_DAYS } from "./calendar-feed.server";
import { newFeedToken } from "./feed-token.server";

setUpTempDataDir("calendar-feed");

const host = () => new URL(env().PUBLIC_URL).hostname;

/** What a calendar app gets at /agenda/<token>/commandes.ics. */
async function fetchFeed(token: string): Promise<Response> {
  const request = getRequest(`/agenda/${encodeURIComponent(token)}/commandes.ics`);
  return feedRoute.loader({ ...routeArgs<Parameters<typeof feedRoute.loader>[0]>(request), params: { token } });
}

type ParsedEvent = { uid: string; summary: string; description: string; location: string; dtstart: string; dtend: string; allDay: boolean };

function parseFeed(text: string): { calendar: ICAL.Component; events: Map<string, ParsedEvent> } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = new Map<string, ParsedEvent>();
  for (const vevent of calendar.getAllSubcomponents("vevent")) {
    const event = new ICAL.Event(vevent);
    events.set(event.uid, {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      dtstart: vevent.getFirstProperty("dtstart")!.toICALString(),
      dtend: vevent.getFirstProperty("dtend")!.toICALString(),
      allDay: event.startDate.isDate,
    });
  }
  return { calendar, events };
}

describe.each(testDatabaseTargets())("the calendar feed on $label", ({ create }) => {
  const route = setUpAdminDatabase({ create, seed: (database) => insertSiteSettings(database.db) });

  const post = (intent: string, cookie: string = route.admin) =>
    settle(() => settingsRoute.action(routeArgs(postRequest("/admin/shop/parametres", { intent }, cookie))));
  const storedToken = async () =>
    (await route.database.db.select({ token: site_settings.calendar_feed_token }).from(site_settings).where(eq(site_settings.id, 1)))[0]!.token;

  async function order(status: OrderStatus, from: string, to: string, slots: { departure?: TimeSlot; return?: TimeSlot; pickup?: boolean } = {}) {
    const product = await insertProduct(route.database.db, { name: `Lyre LED ${status} ${from}`, stock_quantity: 10 });
    const row = await insertPricedOrder(route.database.db, { status, from, to, lines: [{ product, quantity: 2 }] });
    await route.database.db
      .update(rental_orders)
      .set({
        departure_slot: slots.departure ?? null,
        return_slot: slots.return ?? null,
        ...(slots.pickup ? { fulfilment: "pickup", delivery_address: "" } : {}),
      })
      .where(eq(rental_orders.id, row.id));
    return { ...row, number: formatOrderNumber(row.order_number), product };
  }

  it("answers the same plain 404 while no address exists, for any token", async () => {
    expect(await storedToken()).toBeNull();
    for (const token of [newFeedToken(), "", "commandes", "a".repeat(43)]) {
      const response = await fetchFeed(token);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toBe("Introuvable.\n");
    }
  });

  it("is made by an admin only, and making it again keeps the same address", async () => {
    expect((await post("create-calendar-feed", route.member)).status).toBe(403);
    expect((await post("create-calendar-feed", "")).status).toBe(401);
    expect(await storedToken()).toBeNull();

    const made = await post("create-calendar-feed");
    expect(made.status).toBe(200);
    expect(made.data).toMatchObject({ ok: true, intent: "create-calendar-feed", toast: { title: "Adresse de l'agenda créée" } });
    const token = await storedToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await post("create-calendar-feed");
    expect(again.data).toMatchObject({ ok: true, toast: { title: "L'adresse de l'agenda existe déjà" } });
    expect(await storedToken()).toBe(token);

    const page = await settle<Awaited<ReturnType<typeof settingsRoute.loader>>>(() =>
      settingsRoute.loader(routeArgs(getRequest("/admin/shop/parametres", route.admin))),
    );
    const url = `${new URL(env().PUBLIC_URL).origin}/agenda/${token}/commandes.ics`;
    expect(page.data!.feed).toEqual({ url, webcalUrl: url.replace(/^https?:/, "webcal:") });
  });

  it("carries a departure and a return per confirmed or in-progress order, timed in UTC or all day, and nothing else", async () => {
    const today = todayInTunis();
    const soon = addDays(today, 20);
    const slotted = await order("confirmed", soon, addDays(soon, 2), { departure: "morning", return: "evening" });
    const allDay = await order("in_progress", addDays(today, -2), addDays(today, 3), { pickup: true });
    const recent = await order("confirmed", addDays(today, -FEED_HISTORY_DAYS - 5), addDays(today, -FEED_HISTORY_DAYS + 1));
    const absent = [
      await order("new", soon, addDays(soon, 1), { departure: "morning" }),
      await order("cancelled", soon, addDays(soon, 1)),
      await order("completed", addDays(today, -10), addDays(today, -8)),
      // Back more than FEED_HISTORY_DAYS ago: out of the feed.
      await order("confirmed", addDays(today, -FEED_HISTORY_DAYS - 10), addDays(today, -FEED_HISTORY_DAYS - 1)),
    ];

    const token = (await storedToken())!;
    const response = await fetchFeed(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Content-Disposition")).toBe('inline; filename="commandes.ics"');
    const text = await response.text();
    expect(text).toMatch(/\r\n/); // RFC 5545 line ends

    const { calendar, events } = parseFeed(text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Imagine//Planning location//FR");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Imagine — Planning location");
    for (const vevent of calendar.getAllSubcomponents("vevent")) expect(vevent.getFirstPropertyValue("dtstamp")).toBeTruthy();

    const compact = (day: string) => day.replaceAll("-", "");
    const departure = events.get(`${slotted.id}-depart@${host()}`);
    expect(departure).toMatchObject({
      summary: `Départ ${slotted.number} · Amel Trabelsi`,
      location: "Les Berges du Lac, Tunis",
      // 08:00 – 12:00 in Tunis is 07:00 – 11:00 UTC.
      dtstart: `DTSTART:${compact(slotted.rental_date)}T070000Z`,
      dtend: `DTEND:${compact(slotted.rental_date)}T110000Z`,
      allDay: false,
    });
    expect(departure!.description).toContain("Téléphone : +216 20 123 456");
    expect(departure!.description).toContain(`- 2 × ${slotted.product.name}`);
    expect(departure!.description).toContain("Société : Clinique du Lac");
    expect(departure!.description).toContain(`/admin/shop/commandes/${slotted.number}`);
    expect(events.get(`${slotted.id}-retour@${host()}`)).toMatchObject({
      summary: `Retour ${slotted.number} · Amel Trabelsi`,
      dtstart: `DTSTART:${compact(slotted.return_date)}T170000Z`,
      dtend: `DTEND:${compact(slotted.return_date)}T200000Z`,
    });

    const pickup = events.get(`${allDay.id}-depart@${host()}`);
    expect(pickup).toMatchObject({
      location: "Retrait au dépôt",
      dtstart: `DTSTART;VALUE=DATE:${compact(allDay.rental_date)}`,
      dtend: `DTEND;VALUE=DATE:${compact(addDays(allDay.rental_date, 1))}`,
      allDay: true,
    });
    expect(pickup!.description).toContain("Créneau : Non précisé");
    expect(events.has(`${allDay.id}-retour@${host()}`)).toBe(true);
    expect(events.has(`${recent.id}-retour@${host()}`)).toBe(true);

    for (const gone of absent) {
      expect(events.has(`${gone.id}-depart@${host()}`)).toBe(false);
      expect(events.has(`${gone.id}-retour@${host()}`)).toBe(false);
    }
    expect(events.size).toBe(6);

    // The same order keeps its UIDs from one fetch to the next (calendar apps update, not duplicate).
    const second = parseFeed(await (await fetchFeed(token)).text());
    expect([...second.events.keys()].sort()).toEqual([...events.keys()].sort());
  });

  it("answers 404 to a wrong token, and a new address cuts the old one off at once", async () => {
    const old = (await storedToken())!;
    expect((await fetchFeed(old)).status).toBe(200);
    for (const wrong of [newFeedToken(), old.slice(0, -1), `${old}x`, old.toUpperCase() === old ? old.toLowerCase() : old.toUpperCase()]) {
      const response = await fetchFeed(wrong);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("Introuvable.\n");
    }

    expect((await post("regenerate-calendar-feed", route.member)).status).toBe(403);
    expect(await storedToken()).toBe(old);

    const regenerated = await post("regenerate-calendar-feed");
    expect(regenerated.status).toBe(200);
    expect(regenerated.data).toMatchObject({ ok: true, intent: "regenerate-calendar-feed", toast: { title: "Nouvelle adresse de l'agenda créée" } });
    const fresh = (await storedToken())!;
    expect(fresh).not.toBe(old);
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const before = await fetchFeed(old);
    expect(before.status).toBe(404);
    expect(await before.text()).toBe("Introuvable.\n");
    const after = await fetchFeed(fresh);
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("BEGIN:VCALENDAR");
  });
});
