import { and, asc, eq, inArray, or } from "drizzle-orm";
import { data } from "react-router";
import { rental_orders, site_settings } from "~/db/schema";
import type { DbExecutor } from "~/db/executor";
import { HOLDING_STATUSES } from "~/orders/status";
import { todayInTunis, type IsoDate } from "~/lib/calendar-dates";
import { LOGISTICS_COLUMNS } from "~/orders/logistics.server";
import { compareBySlot, orderLogistics, type LogisticsRow, type OrderLogistics } from "~/orders/logistics";
import { neighbourDays, parseSheetDay, SHEET_DAY_PARAM } from "./sheet-day";
import { getLateReturns } from "~/equipment/late-returns.server";

// The 'Départs et retours' sheet of one day: what leaves (rental_date) and what comes back
// (return_date) among the orders that hold units, and the new orders due to leave that day,
// which nobody has confirmed yet and which would otherwise be forgotten.

export type DailySheet = {
  day: IsoDate;
  departures: OrderLogistics[];
  returns: OrderLogistics[];
  /** New orders leaving that day: to confirm (or refuse) before the van goes. */
  toConfirm: OrderLogistics[];
};

export async function getDailySheet(db: DbExecutor, day: IsoDate): Promise<DailySheet> {
  const rows: LogisticsRow[] = await db
    .select(LOGISTICS_COLUMNS)
    .from(rental_orders)
    .where(
      and(
        inArray(rental_orders.status, [...HOLDING_STATUSES, "new"]),
        or(eq(rental_orders.rental_date, day), eq(rental_orders.return_date, day)),
      ),
    )
    .orderBy(asc(rental_orders.order_number));
  const orders = rows.map(orderLogistics);
  const holding = orders.filter((order) => order.status !== "new");
  return {
    day,
    departures: holding.filter((order) => order.rentalDate === day).sort(compareBySlot((order) => order.departureSlot)),
    returns: holding.filter((order) => order.returnDate === day).sort(compareBySlot((order) => order.returnSlot)),
    toConfirm: orders
      .filter((order) => order.status === "new" && order.rentalDate === day)
      .sort(compareBySlot((order) => order.departureSlot)),
  };
}

/** The agency's name, printed at the top of the sheet. */
async function getAgencyName(db: DbExecutor): Promise<string> {
  const [row] = await db.select({ name: site_settings.brand_name }).from(site_settings).where(eq(site_settings.id, 1));
  return row?.name.trim() || "Imagine";
}

export type LateReturn = Awaited<ReturnType<typeof getLateReturns>>[number];

export type DailySheetPage =
  | ({ ok: true; agency: string; today: IsoDate; previous: IsoDate; next: IsoDate; lateReturns: LateReturn[] } & DailySheet)
  | { ok: false; agency: string; today: IsoDate; error: string; typed: string };

/**
 * The page's loader data (the caller has run requireAdmin). A day that is not a real date answers
 * 400 with the French message, shown on the page with the day picker to choose another.
 */
export async function loadDailySheetPage(db: DbExecutor, url: URL, now: Date = new Date()) {
  const today = todayInTunis(now);
  const agency = await getAgencyName(db);
  const parsed = parseSheetDay(url.searchParams.get(SHEET_DAY_PARAM), today);
  if (!parsed.ok) {
    return data<DailySheetPage>({ ok: false, agency, today, error: parsed.error, typed: parsed.typed }, { status: 400 });
  }
  // Today's sheet also lists what is late to come back (issue 23): the first calls of the day.
  const [sheet, lateReturns] = await Promise.all([getDailySheet(db, parsed.day), parsed.day === today ? getLateReturns(db, now) : Promise.resolve([])]);
  return data<DailySheetPage>({ ok: true, agency, today, ...neighbourDays(parsed.day), ...sheet, lateReturns });
}
