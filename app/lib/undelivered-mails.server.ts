import { inArray } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import { rental_orders } from "~/db/schema";
import { listUndeliveredMails } from "./mail-queue.server";

// The e-mails of the queue that are not delivered (failed after every try, or still waiting), each
// with the number of the order it is about when that order still exists: what the back office's
// 'E-mails en attente' page lists. 'Renvoyer' is the queue's own requeueMail.

export type UndeliveredMail = Awaited<ReturnType<typeof listUndeliveredMails>>[number] & { order_number: number | null };

export async function getUndeliveredMails(db: Db = getDb()): Promise<UndeliveredMail[]> {
  const mails = await listUndeliveredMails(db);
  const orderIds = [...new Set(mails.flatMap((m) => (m.order_id ? [m.order_id] : [])))];
  const numbers = new Map(
    orderIds.length === 0
      ? []
      : (await db.select({ id: rental_orders.id, number: rental_orders.order_number }).from(rental_orders).where(inArray(rental_orders.id, orderIds))).map(
          (o) => [o.id, o.number] as const,
        ),
  );
  return mails.map((m) => ({ ...m, order_number: m.order_id ? (numbers.get(m.order_id) ?? null) : null }));
}
