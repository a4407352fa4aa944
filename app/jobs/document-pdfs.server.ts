// The renderer's pass (app/lib/document-renderer.server.ts): the PDFs of the order documents and
// event quotes issued without one (issue 38), the oldest first.

import type { Db } from "~/db/client.server";
import { startDocumentRenderer, type DocumentRenderer } from "~/lib/document-renderer.server";
import { renderMissingDocumentPdfs } from "~/orders/documents/document-pdfs.server";
import { renderMissingEventQuotePdfs } from "~/requests/event-quotes/event-quote-pdfs.server";

/** Documents whose render failed in this process: left out of the passes (their download still tries). */
const failedDocuments = new Set<string>();
const failedQuotes = new Set<string>();

export async function renderMissingPdfs(db: Db): Promise<number> {
  return (await renderMissingDocumentPdfs(db, failedDocuments)) + (await renderMissingEventQuotePdfs(db, failedQuotes));
}

/** This instance's renderer of the missing PDFs; stopped by the server's drain. */
export function startPdfRenderer(): DocumentRenderer {
  return startDocumentRenderer(renderMissingPdfs);
}
