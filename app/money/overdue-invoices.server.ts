// The invoices past their due day with something still to pay ('Aujourd'hui', issue 38): the
// reminders' rule (overdueCondition, read through rental_orders_invoice_due_idx), the longest
// overdue first, at most `limit`, with what the client owes (amountOwedSql) and the last reminder
// sent; counted up to a cap, so that an agency with thousands unpaid pays for a hundred.

import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { order_documents, order_reminders, rental_orders } from "~/db/schema";
import type { IsoDate } from "~/lib/calendar-dates";
import type { CappedCount } from "~/lib/search.server";
import { orderPagePath } from "~/orders/path";
import { formatOrderNumber } from "~/orders/status";
import { amountOwedSql } from "./amount-owed.server";
import { overdueCondition } from "./reminders.server";

export type OverdueInvoice = {
  id: string;
  /** "CMD-000042", and its page. */
  number: string;
  path: string;
  client: string;
  company: string | null;
  /** The standing invoice's number (FAC-2026-0001). */
  invoiceNumber: string | null;
  dueOn: IsoDate;
  /** What the client still owes on the order, decimal text ("591.80"). */
  owed: string;
  /** When the last reminder (by hand or automatic) left. */
  lastReminderAt: Date | null;
};

export type OverdueInvoices = { count: CappedCount; invoices: OverdueInvoice[] };

export async function getOverdueInvoices(db: DbExecutor, today: IsoDate, limit: number, cap = 99): Promise<OverdueInvoices> {
  const where = overdueCondition(today);
  const invoice = db
    .select({ number: order_documents.number })
    .from(order_documents)
    .where(and(eq(order_documents.order_id, rental_orders.id), eq(order_documents.kind, "invoice"), isNull(order_documents.credited_by)))
    .limit(1);
  const lastReminder = db
    .select({ at: order_reminders.sent_at })
    .from(order_reminders)
    .where(eq(order_reminders.order_id, rental_orders.id))
    .orderBy(desc(order_reminders.sent_at))
    .limit(1);
  const overdue = db.select({ one: sql`1`.as("one") }).from(rental_orders).where(where).limit(cap + 1).as("overdue");
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: rental_orders.id,
        orderNumber: rental_orders.order_number,
        firstName: rental_orders.first_name,
        lastName: rental_orders.last_name,
        company: rental_orders.company,
        dueOn: rental_orders.invoice_due_on,
        owed: sql<string>`(${amountOwedSql(rental_orders)})::numeric(14, 2)::text`,
        invoiceNumber: sql<string | null>`(${invoice})`,
        lastReminderAt: sql<Date | null>`(${lastReminder})`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
      })
      .from(rental_orders)
      .where(where)
      .orderBy(asc(rental_orders.invoice_due_on), asc(rental_orders.order_number))
      .limit(limit),
    db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(overdue),
  ]);
  const n = Math.max(rows.length, counted?.n ?? 0);
  return {
    count: n > cap ? { n: cap, more: true } : { n, more: false },
    invoices: rows.map((row) => ({
      id: row.id,
      number: formatOrderNumber(row.orderNumber),
      path: orderPagePath(row.orderNumber),
      client: `${row.firstName} ${row.lastName}`.trim(),
      company: row.company?.trim() || null,
      invoiceNumber: row.invoiceNumber,
      dueOn: row.dueOn!,
      owed: row.owed,
      lastReminderAt: row.lastReminderAt,
    })),
  };
}
