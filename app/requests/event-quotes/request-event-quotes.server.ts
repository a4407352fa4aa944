// A request's event quotes as its file shows them (issue 24): every version, accepted or not, newest
// first, whether a new one may be issued, the rental order a won quote became, and the draft being
// written (issue 38).

import { eq } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { event_requests } from "~/db/schema";
import { getEventQuoteDraft } from "./event-quote-drafts.server";
import { listEventQuotes } from "./event-quotes.server";
import { linkedOrders } from "./won-order.server";

export async function getRequestEventQuotes(db: DbExecutor, messageId: string) {
  const [quotes, [request], draft] = await Promise.all([
    listEventQuotes(db, messageId),
    db.select({ stage: event_requests.stage, rental_order_id: event_requests.rental_order_id }).from(event_requests).where(eq(event_requests.message_id, messageId)),
    getEventQuoteDraft(db, messageId),
  ]);
  const orders = await linkedOrders(db, request?.rental_order_id ? [request.rental_order_id] : []);
  const order = request?.rental_order_id ? orders.get(request.rental_order_id) : undefined;
  return {
    quotes,
    /** A decided request (won or lost) is reopened before a new quote is issued. */
    canIssue: request ? request.stage !== "won" && request.stage !== "lost" : true,
    /** The rental order the won quote became. */
    rentalOrder: order ?? null,
    /** The quote being written and not issued yet. */
    draft,
  };
}
