// 'En retard' (issue 22): an order whose standing invoice is past its due day with something
// still to pay. Pure, shared by the order's page, the desk and the reminders (reminders.server.ts'
// overdueCondition says the same in SQL).

import { todayInTunis } from "~/lib/calendar-dates";
import { amountOwed } from "./amount-owed";

export type DueOrder = { invoice_due_on: string | null; total_ttc: string; paid_amount: string; credited_ttc?: string; charges_due_ttc?: string; status: string };

/** 'En retard': a standing invoice past its due day with something still to pay (a cancelled order is not chased). */
export function isOverdue(order: DueOrder, today: string = todayInTunis()): boolean {
  if (!order.invoice_due_on || order.status === "cancelled") return false;
  return order.invoice_due_on < today && amountOwed(order) > 0n;
}

/** Days between the due day and today: "en retard de 12 jours". */
export function daysLate(dueOn: string, today: string = todayInTunis()): number {
  return Math.max(0, Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`)) / 86_400_000));
}

