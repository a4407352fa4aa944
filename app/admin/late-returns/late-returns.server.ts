// The late orders for the planning's band and the back office's line: the first `limit`, then
// their count. The list comes first and the count is read only when the list is full, so that the
// usual day (none late, or a few) costs one small query on every back-office page.

import { count } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { rental_orders } from "~/db/schema";
import { getLateReturns, lateReturnCondition } from "~/orders/late-returns.server";
import { orderPagePath } from "~/orders/path";
import type { LateReturns } from "./late-returns";

export async function getLateReturnsSummary(db: DbExecutor, limit: number, now: Date = new Date()): Promise<LateReturns> {
  const rows = await getLateReturns(db, now, limit);
  let total = rows.length;
  if (rows.length >= limit) {
    const [counted] = await db.select({ n: count() }).from(rental_orders).where(lateReturnCondition(now));
    // An order brought back between the two reads must not leave fewer in all than listed.
    total = Math.max(rows.length, counted?.n ?? 0);
  }
  return {
    count: total,
    orders: rows.map((row) => ({
      id: row.id,
      number: row.number,
      href: orderPagePath(row.orderNumber),
      client: `${row.firstName} ${row.lastName}`.trim(),
      company: row.company || null,
      returnDate: row.returnDate,
      returnSlot: row.returnSlot,
      outstanding: row.outstanding,
    })),
  };
}
