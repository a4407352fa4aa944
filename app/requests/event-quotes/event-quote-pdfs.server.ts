// The PDFs of issued event quotes, as for the rental documents (app/orders/documents/document-pdfs.server.ts):
// a quote is stored with its data and no PDF (issue 38), which the renderer makes after the commit,
// or whoever needs it first (the download, 'Envoyer au client', the acceptance's fingerprint).

import { and, asc, eq, isNull, notInArray } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { event_quotes } from "~/db/schema";
import { isDatabaseUnavailable } from "~/db/unavailable.server";
import { logger } from "~/lib/logger.server";
import type { EventQuoteData } from "./event-quote-data";
import { renderEventQuotePdf } from "./render-event-quote.server";

/** The PDF of a stored event quote: as stored, or rendered from its data now and stored (the first stored wins). Null when there is no such quote. */
export async function eventQuotePdf(db: DbExecutor, quoteId: string): Promise<Buffer | null> {
  const [row] = await db.select({ pdf: event_quotes.pdf, data: event_quotes.data }).from(event_quotes).where(eq(event_quotes.id, quoteId));
  if (!row) return null;
  if (row.pdf) return row.pdf;
  const rendered = await renderEventQuotePdf(row.data as EventQuoteData);
  const [stored] = await db
    .update(event_quotes)
    .set({ pdf: rendered })
    .where(and(eq(event_quotes.id, quoteId), isNull(event_quotes.pdf)))
    .returning({ id: event_quotes.id });
  if (stored) return rendered;
  const [again] = await db.select({ pdf: event_quotes.pdf }).from(event_quotes).where(eq(event_quotes.id, quoteId));
  return again?.pdf ?? rendered;
}

/** The renderer's pass over the event quotes: as renderMissingDocumentPdfs. */
export async function renderMissingEventQuotePdfs(db: DbExecutor, failed: Set<string>, limit = 10): Promise<number> {
  const rows = await db
    .select({ id: event_quotes.id })
    .from(event_quotes)
    .where(and(isNull(event_quotes.pdf), failed.size ? notInArray(event_quotes.id, [...failed]) : undefined))
    .orderBy(asc(event_quotes.issued_at))
    .limit(limit);
  for (const row of rows) {
    try {
      await eventQuotePdf(db, row.id);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      failed.add(row.id);
      logger.error("PDF d'un devis d'événement impossible à rendre", { quoteId: row.id, error });
    }
  }
  return rows.length;
}
