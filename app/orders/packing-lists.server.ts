// Packing lists (bons de sortie, issue 23): one order's, from its page, or every departure of a
// day in one PDF, from the departures sheet. Rendered on request from the order as it is now.

import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { rental_orders } from "~/db/schema";
import { env } from "~/lib/env.server";
import { todayInTunis, type IsoDate } from "~/lib/calendar-dates";
import { TIME_SLOTS } from "./fulfilment";
import { documentSettings } from "./documents.server";
import { buildPackingListData, type PackingListData } from "./documents/packing-list-data";
import { renderPackingListPdf } from "./documents/render-document.server";
import { HOLDING_STATUSES } from "./status";

/** A day's departures beyond this are printed in several goes (a PDF of 60 orders takes seconds). */
export const PACKING_LISTS_MAX = 60;

async function packingLists(db: DbExecutor, orders: (typeof rental_orders.$inferSelect)[], now: Date): Promise<PackingListData[]> {
  const settings = await documentSettings(db);
  const print = { printedOn: todayInTunis(now), publicUrl: env().PUBLIC_URL };
  return orders.map((order) => buildPackingListData(order, settings, print));
}

/** One order's packing list as a PDF; null when there is no such order. */
export async function orderPackingListPdf(db: DbExecutor, orderNumber: number, now = new Date()): Promise<Buffer | null> {
  const [order] = await db.select().from(rental_orders).where(eq(rental_orders.order_number, orderNumber));
  if (!order) return null;
  return renderPackingListPdf(await packingLists(db, [order], now));
}

/** The packing lists of the orders leaving on `day` (those that hold units), by slot; null when none leave. */
export async function dayPackingListsPdf(db: DbExecutor, day: IsoDate, now = new Date()): Promise<Buffer | null> {
  const orders = await db
    .select()
    .from(rental_orders)
    .where(and(inArray(rental_orders.status, [...HOLDING_STATUSES]), eq(rental_orders.rental_date, day)))
    .orderBy(asc(rental_orders.order_number))
    .limit(PACKING_LISTS_MAX);
  if (orders.length === 0) return null;
  // Morning first, as the vans leave; an order without a slot last.
  const rank = (slot: string | null) => {
    const index = TIME_SLOTS.indexOf(slot as (typeof TIME_SLOTS)[number]);
    return index === -1 ? TIME_SLOTS.length : index;
  };
  orders.sort((a, b) => rank(a.departure_slot) - rank(b.departure_slot) || a.order_number - b.order_number);
  return renderPackingListPdf(await packingLists(db, orders, now));
}
