// The late orders for the planning's band and the back office's line (issue 23): the first
// `limit` and their count, as the lists show them (no contact details, no items).

import type { DbExecutor } from "~/db/executor";
import { getLateReturnsAndCount } from "~/equipment/late-returns.server";
import { orderPagePath } from "~/orders/path";
import type { LateReturns } from "./late-returns";

export async function getLateReturnsSummary(db: DbExecutor, limit: number, now: Date = new Date()): Promise<LateReturns> {
  const late = await getLateReturnsAndCount(db, limit, now);
  return {
    count: late.count,
    orders: late.orders.map((row) => ({
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
