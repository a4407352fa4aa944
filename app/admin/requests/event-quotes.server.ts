// What the request's page shows of its event quotes (issue 24): every version, accepted or not,
// with its download link, the rental order a won quote became, and the draft being written. The file page's loader calls
// loadEventQuotes and hands the result to EventQuotesPanel.

import type { DbExecutor } from "~/db/executor";
import { adminEventQuoteFilePath, eventQuoteEditorPath } from "~/requests/event-quotes/event-quote-paths";
import { getRequestEventQuotes } from "~/requests/event-quotes/request-event-quotes.server";

export type EventQuotesPanelData = Awaited<ReturnType<typeof loadEventQuotes>>;

export async function loadEventQuotes(db: DbExecutor, messageId: string) {
  const { quotes, canIssue, rentalOrder, draft } = await getRequestEventQuotes(db, messageId);
  return {
    editorPath: eventQuoteEditorPath(messageId),
    /** A decided request (won or lost) is reopened before a new quote is issued. */
    canIssue,
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
      /** Its PDF is still being rendered (the download renders it at once if asked). */
      pdfPending: !quote.pdf_ready,
      latest: index === 0,
    })),
    /** The rental order the won quote became. */
    rentalOrder,
    /** The quote being written (issue 38): when it was saved, by whom, its title and lines so far. */
    draft: draft
      ? {
          savedAt: draft.updatedAt.toISOString(),
          savedBy: draft.updatedBy,
          title: draft.values.title,
          lines: draft.values.lines.length,
          basedOn: quotes.find((quote) => quote.id === draft.values.based_on)?.version ?? null,
        }
      : null,
  };
}
