// What the request's page shows of its event quotes (issue 24): every version, accepted or not,
// with its download link, and the rental order a won quote became. The file page's loader calls
// loadEventQuotes and hands the result to EventQuotesPanel.

import { eq } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { event_requests } from "~/db/schema";
import { adminEventQuoteFilePath, eventQuoteEditorPath } from "~/requests/event-quotes/event-quote-paths";
import { listEventQuotes } from "~/requests/event-quotes/event-quotes.server";
import { linkedOrders } from "~/requests/event-quotes/won-order.server";

export type EventQuotesPanelData = Awaited<ReturnType<typeof loadEventQuotes>>;

export async function loadEventQuotes(db: DbExecutor, messageId: string) {
  const [quotes, [request]] = await Promise.all([
    listEventQuotes(db, messageId),
    db.select({ stage: event_requests.stage, rental_order_id: event_requests.rental_order_id }).from(event_requests).where(eq(event_requests.message_id, messageId)),
  ]);
  const orders = await linkedOrders(db, request?.rental_order_id ? [request.rental_order_id] : []);
  const order = request?.rental_order_id ? orders.get(request.rental_order_id) : undefined;
  return {
    editorPath: eventQuoteEditorPath(messageId),
    /** A decided request (won or lost) is reopened before a new quote is issued. */
    canIssue: request ? request.stage !== "won" && request.stage !== "lost" : true,
    quotes: quotes.map((quote, index) => ({
      id: quote.id,
      number: quote.number,
      version: quote.version,
      totalTtc: quote.total_ttc,
      issuedAt: quote.issued_at.toISOString(),
      issuedBy: quote.issued_by,
      /** Not sent yet: the client neither sees nor accepts it. */
      sentAt: quote.sent_at?.toISOString() ?? null,
      accepted: quote.accepted_name && quote.accepted_at ? { name: quote.accepted_name, at: quote.accepted_at.toISOString() } : null,
      fileName: quote.fileName,
      href: adminEventQuoteFilePath(messageId, quote.fileName),
      hasRental: quote.hasRental,
      latest: index === 0,
    })),
    /** The rental order the won quote became. */
    rentalOrder: order ?? null,
  };
}
