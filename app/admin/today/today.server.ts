// The data of 'Aujourd'hui' (issue 38): each section read by its domain's own bounded function —
// the first TODAY_LIMIT rows and their count —, side by side. The caller has run requireAdmin.

import type { DbExecutor } from "~/db/executor";
import { getDepotDays, type DepotDay } from "~/equipment/depot-day.server";
import { addDays, todayInTunis, type IsoDate } from "~/lib/calendar-dates";
import type { CappedCount } from "~/lib/search.server";
import { getOverdueInvoices, type OverdueInvoices } from "~/money/overdue-invoices.server";
import { countNewOrders } from "~/orders/desk.server";
import { getAcceptedQuotesToConfirm, getOrdersToConfirm, type OrdersToConfirm } from "~/orders/to-confirm.server";
import { getAcceptedEventQuotes, type AcceptedEventQuotes } from "~/requests/event-quotes/accepted-quotes.server";
import type { FollowUpLine } from "~/requests/follow-ups";
import { countDueFollowUpsUpTo, getDueFollowUps } from "~/requests/follow-ups.server";
import { getUnreadReplies, type UnreadReplies } from "~/requests/unread-replies.server";
import { getLateReturnsSummary } from "~/admin/late-returns/late-returns.server";
import type { LateReturns } from "~/admin/late-returns/late-returns";
import { getExpiringHolds, type ExpiringHolds } from "~/payments/caution-holds.server";
import { TODAY_LIMIT } from "./today";

export type TodayDay = DepotDay;

export type TodayPageData = {
  today: IsoDate;
  /** Today's and tomorrow's departures and returns. */
  days: [TodayDay, TodayDay];
  lateReturns: LateReturns;
  /** New orders whose quote the client accepted, and open requests whose event quote was accepted. */
  acceptedOrders: OrdersToConfirm;
  acceptedRequests: AcceptedEventQuotes;
  toConfirm: OrdersToConfirm;
  replies: UnreadReplies;
  followUps: { count: CappedCount; lines: FollowUpLine[] };
  overdue: OverdueInvoices;
  /** Cautions held on a client's card (Flouci) that the bank lets go within two days, or has. */
  holds: ExpiringHolds;
};

/** Follow-ups counted up to this many, as the back office's line counts them. */
const FOLLOW_UPS_CAP = 99;

export async function loadTodayPage(db: DbExecutor, now: Date = new Date()): Promise<TodayPageData> {
  const today = todayInTunis(now);
  const [days, lateReturns, acceptedOrders, acceptedRequests, newCount, replies, followUpLines, followUpCount, overdue, holds] = await Promise.all([
    getDepotDays(db, [today, addDays(today, 1)], TODAY_LIMIT),
    getLateReturnsSummary(db, TODAY_LIMIT, now),
    getAcceptedQuotesToConfirm(db, TODAY_LIMIT, now),
    getAcceptedEventQuotes(db, TODAY_LIMIT, now),
    countNewOrders(),
    getUnreadReplies(db, TODAY_LIMIT),
    getDueFollowUps(db, { today, limit: TODAY_LIMIT }),
    countDueFollowUpsUpTo(db, { today }, FOLLOW_UPS_CAP),
    getOverdueInvoices(db, today, TODAY_LIMIT),
    getExpiringHolds(db, now, TODAY_LIMIT),
  ]);
  const toConfirm = await getOrdersToConfirm(db, TODAY_LIMIT, { newCount, acceptedCount: acceptedOrders.count }, now);
  return {
    today,
    days: [days[0]!, days[1]!],
    lateReturns,
    acceptedOrders,
    acceptedRequests,
    toConfirm,
    replies,
    // A follow-up set between the two reads must not leave fewer in all than listed.
    followUps: { count: followUpCount.more ? followUpCount : { n: Math.max(followUpCount.n, followUpLines.length), more: false }, lines: followUpLines },
    overdue,
    holds,
  };
}
