// The PDFs of an order's stored documents (quotes, invoices, complementary invoices, credit notes,
// receipts). Issuing numbers and stores a document with its data and no PDF (issue 38): the render
// took the request, and the order's lock, for several hundred milliseconds. The PDF is a pure
// function of the stored data, so it is made afterwards by the renderer (app/jobs/document-pdfs),
// or here by whoever needs it first: the download, the e-mail that attaches it, the acceptance that
// fingerprints it. Whatever happens between the commit and the render (a crash, a restart), no
// document is ever without its PDF when it is asked for.

import { and, asc, eq, isNull, notInArray } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { order_documents } from "~/db/schema";
import { isDatabaseUnavailable } from "~/db/unavailable.server";
import { logger } from "~/lib/logger.server";
import { renderAttachmentsWith } from "~/lib/mail-queue.server";
import type { DocumentData } from "./document-data";
import type { ReceiptData } from "./receipt-data";
import { renderDocumentPdf, renderReceiptPdf } from "./render-document.server";

/** A stored document's data to its PDF: a receipt has its own layout. */
export function renderStoredDocument(data: DocumentData | ReceiptData): Promise<Buffer> {
  return data.kind === "receipt" ? renderReceiptPdf(data) : renderDocumentPdf(data);
}

/**
 * The PDF of a stored document: as stored, or rendered from its data now and stored. Two instances
 * rendering the same document at once both answer the one stored first (`pdf is null` in the
 * update), so a document keeps one PDF, whose fingerprint an acceptance may have recorded.
 * Null when there is no such document.
 */
export async function documentPdf(db: DbExecutor, documentId: string): Promise<Buffer | null> {
  const [row] = await db.select({ pdf: order_documents.pdf, data: order_documents.data }).from(order_documents).where(eq(order_documents.id, documentId));
  if (!row) return null;
  if (row.pdf) return row.pdf;
  const rendered = await renderStoredDocument(row.data as DocumentData | ReceiptData);
  const [stored] = await db
    .update(order_documents)
    .set({ pdf: rendered })
    .where(and(eq(order_documents.id, documentId), isNull(order_documents.pdf)))
    .returning({ id: order_documents.id });
  if (stored) return rendered;
  const [again] = await db.select({ pdf: order_documents.pdf }).from(order_documents).where(eq(order_documents.id, documentId));
  return again?.pdf ?? rendered;
}

// An e-mail queued with a document whose PDF is not stored yet carries it all the same.
renderAttachmentsWith({ documentPdf });

/**
 * Renders and stores the PDFs still missing, the oldest first, up to `limit`: the renderer's pass.
 * Returns how many it rendered. A document whose render fails is logged and left out of this
 * process's passes (`failed`): its download tries again, and shows the error.
 */
export async function renderMissingDocumentPdfs(db: DbExecutor, failed: Set<string>, limit = 10): Promise<number> {
  const rows = await db
    .select({ id: order_documents.id })
    .from(order_documents)
    .where(and(isNull(order_documents.pdf), failed.size ? notInArray(order_documents.id, [...failed]) : undefined))
    .orderBy(asc(order_documents.issued_at))
    .limit(limit);
  for (const row of rows) {
    try {
      await documentPdf(db, row.id);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      failed.add(row.id);
      logger.error("PDF d'un document impossible à rendre", { documentId: row.id, error });
    }
  }
  return rows.length;
}
