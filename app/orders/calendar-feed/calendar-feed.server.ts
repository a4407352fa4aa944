import { and, asc, gte, inArray } from "drizzle-orm";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { LOGISTICS_COLUMNS } from "~/orders/logistics.server";
import { orderLogistics } from "~/orders/logistics";
import { rental_orders } from "~/db/schema";
import type { DbExecutor } from "~/db/executor";
import { HOLDING_STATUSES } from "~/orders/status";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { orderFeedEvents } from "./feed-events";
import { feedTokenMatches, getFeedToken } from "./feed-token.server";

// The planning as an iCalendar feed (RFC 5545) that Google Calendar and Apple Calendar subscribe
// to: a departure and a return event per confirmed or in-progress order.

export const FEED_NAME = "Imagine — Planning location";
export const FEED_PATH = (token: string) => `/agenda/${token}/commandes.ics`;

/**
 * Orders whose return is older than this are left out: the agency's calendar keeps the last
 * three months of history, and the feed stays small however many years of orders pile up.
 * Future orders are all in, however far ahead.
 */
export const FEED_HISTORY_DAYS = 90;

/** Calendar apps poll at their own pace; this asks those that listen (Apple, Outlook) for hourly. */
const REFRESH_SECONDS = 60 * 60;

export async function getFeedOrders(db: DbExecutor, now: Date = new Date()) {
  const oldestReturn = addDays(todayInTunis(now), -FEED_HISTORY_DAYS);
  const rows = await db
    .select(LOGISTICS_COLUMNS)
    .from(rental_orders)
    .where(and(inArray(rental_orders.status, [...HOLDING_STATUSES]), gte(rental_orders.return_date, oldestReturn)))
    .orderBy(asc(rental_orders.rental_date), asc(rental_orders.order_number));
  return rows;
}

/** The .ics text of the feed. */
export async function buildCalendarFeed(db: DbExecutor, options: { publicUrl: string; now?: Date }): Promise<string> {
  const now = options.now ?? new Date();
  const calendar = ical({
    name: FEED_NAME,
    description: "Départs et retours des commandes de location confirmées et en cours.",
    prodId: { company: "Imagine", product: "Planning location", language: "FR" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
  });
  for (const row of await getFeedOrders(db, now)) {
    const events = orderFeedEvents(orderLogistics(row), { publicUrl: options.publicUrl, lastModified: row.updated_at, version: row.version });
    for (const event of events) {
      calendar.createEvent({
        id: event.uid,
        summary: event.summary,
        description: event.description,
        location: event.location,
        url: event.url,
        start: event.start,
        end: event.end,
        allDay: event.allDay,
        stamp: now,
        lastModified: event.lastModified,
        sequence: event.sequence,
        status: ICalEventStatus.CONFIRMED,
      });
    }
  }
  return calendar.toString();
}

/** What every refusal answers: the same bytes whether the token is wrong, old, or no feed exists. */
function notFound(): Response {
  return new Response("Introuvable.\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}

/**
 * The feed's response for the token in its URL. `no-store`: the feed carries clients' phones and
 * addresses, and a new address must cut the old one off at once, with no copy left in any cache;
 * calendar apps poll every few hours at most, so a query per poll costs nothing.
 */
export async function calendarFeedResponse(db: DbExecutor, token: string | undefined, options: { publicUrl: string; now?: Date }): Promise<Response> {
  const stored = await getFeedToken(db);
  if (!token || !feedTokenMatches(token, stored)) return notFound();
  const body = await buildCalendarFeed(db, options);
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="commandes.ics"',
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
