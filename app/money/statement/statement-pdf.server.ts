// The 'Relevé de compte' PDF of an order (issue 37): the one function that prints it, for the
// back office's download, the client's link and the e-mails that send it. Rendered on request
// from the statement as it stands (statement.server.ts), never stored: it is dated the day it
// is printed. react-pdf and the layout load with the first one a process prints.

import type * as ReactPdf from "@react-pdf/renderer";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { renderAttachmentsWith } from "~/lib/mail-queue.server";
import { renderOffThread } from "~/lib/render-thread.server";
import { rental_orders } from "~/db/schema";
import { todayInTunis } from "~/lib/calendar-dates";
import { documentSettings } from "~/orders/documents.server";
import { englishContent } from "~/orders/documents/document-english.server";
import type * as DocumentFonts from "~/orders/documents/document-fonts.server";
import { documentLanguage, type DocumentLanguage } from "~/orders/documents/document-language";
import { documentLogo } from "~/orders/documents/render-document.server";
import { formatOrderNumber } from "~/orders/status";
import { buildStatementPdfData, type StatementPdfData } from "./statement-pdf-data";
import type * as StatementPdf from "./statement-pdf";
import { getOrderStatement } from "./statement.server";

let modules: Promise<[typeof ReactPdf, typeof StatementPdf, typeof DocumentFonts]> | undefined;

/** The statement's data to PDF bytes, with the documents' fonts and logo, in the render thread when there is one. */
export function renderStatementPdfData(data: StatementPdfData): Promise<Buffer> {
  return renderOffThread("statement", data, () => renderStatementPdfDataHere(data));
}

export async function renderStatementPdfDataHere(data: StatementPdfData): Promise<Buffer> {
  modules ??= Promise.all([import("@react-pdf/renderer"), import("./statement-pdf"), import("~/orders/documents/document-fonts.server")]);
  const [{ renderToBuffer }, { statementPdfElement }, { registerDocumentFonts }] = await modules;
  registerDocumentFonts();
  return renderToBuffer(statementPdfElement({ data, logo: await documentLogo() }));
}

/**
 * The statement's data as an e-mail keeps it until it is sent (JSON: its one amount in cents as
 * a string), and back. The e-mail says what the statement closes on when queued, so the PDF it
 * carries is printed from the same data, not from the account as it stands when sent.
 */
export function queuedStatement(data: StatementPdfData): unknown {
  return { ...data, closingAmount: data.closingAmount.toString() };
}

function statementFromQueue(queued: unknown): StatementPdfData {
  const data = queued as Omit<StatementPdfData, "closingAmount"> & { closingAmount: string };
  return { ...data, closingAmount: BigInt(data.closingAmount) };
}

// An e-mail queued with a statement prints it when it is sent, off the request that queued it.
renderAttachmentsWith({ statementPdf: (queued) => renderStatementPdfData(statementFromQueue(queued)) });

/** « releve-CMD-000042.pdf »: the file the statement of an order is downloaded and attached as. */
export const statementFileName = (orderNumber: number) => `releve-${formatOrderNumber(orderNumber)}.pdf`;

/**
 * The statement of account of an order as it stands `now`, the data its PDF prints; null when there
 * is no such order. In the order's documents' language (issue 39), or the one the back office asks for.
 */
export async function orderStatementData(
  db: DbExecutor,
  orderId: string,
  now = new Date(),
  language?: DocumentLanguage,
): Promise<{ fileName: string; data: StatementPdfData } | null> {
  const [order] = await db.select().from(rental_orders).where(eq(rental_orders.id, orderId));
  if (!order) return null;
  const printed = language ?? documentLanguage(order.locale);
  const [statement, settings] = await Promise.all([getOrderStatement(db, orderId, printed), documentSettings(db)]);
  if (!statement) return null;
  const english = printed === "en" ? await englishContent(db, [], settings) : undefined;
  return { fileName: statementFileName(order.order_number), data: buildStatementPdfData({ statement, order, settings, asOf: todayInTunis(now), language: printed, english }) };
}

/** The statement of account of an order as a PDF, as it stands `now`; null when there is no such order. */
export async function renderStatementPdf(db: DbExecutor, orderId: string, now = new Date(), language?: DocumentLanguage): Promise<{ fileName: string; pdf: Buffer } | null> {
  const statement = await orderStatementData(db, orderId, now, language);
  return statement ? { fileName: statement.fileName, pdf: await renderStatementPdfData(statement.data) } : null;
}
