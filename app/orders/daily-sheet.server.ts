// The 'Départs et retours' sheet of one day: what leaves (rental_date) and what comes back
// (return_date) among the orders that hold units, and the new orders due to leave that day,
// which nobody has confirmed yet and which would otherwise be forgotten. About orders' dates:
// what is late to come back is the equipment's (app/equipment/late-returns.server.ts).

import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { rental_orders, site_settings } from "~/db/schema";
import type { IsoDate } from "~/lib/calendar-dates";
import { LOGISTICS_COLUMNS } from "./logistics.server";
import { compareBySlot, orderLogistics, type LogisticsRow, type OrderLogistics } from "./logistics";
import { HOLDING_STATUSES } from "./status";

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
export async function getAgencyName(db: DbExecutor): Promise<string> {
  const [row] = await db.select({ name: site_settings.brand_name }).from(site_settings).where(eq(site_settings.id, 1));
  return row?.name.trim() || "Imagine";
}
