// The 'Relevé de compte' PDF of an order (issue 37): the one function that prints it, for the
// back office's download, the client's link and the e-mails that send it. Rendered on request
// from the statement as it stands (statement.server.ts), never stored: it is dated the day it
// is printed. react-pdf and the layout load with the first one a process prints.

import type * as ReactPdf from "@react-pdf/renderer";
import { eq } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { rental_orders } from "~/db/schema";
import { todayInTunis } from "~/lib/calendar-dates";
import { documentSettings } from "~/orders/documents.server";
import type * as DocumentFonts from "~/orders/documents/document-fonts.server";
import { documentLogo } from "~/orders/documents/render-document.server";
import { formatOrderNumber } from "~/orders/status";
import { buildStatementPdfData, type StatementPdfData } from "./statement-pdf-data";
import type * as StatementPdf from "./statement-pdf";
import { getOrderStatement } from "./statement.server";

let modules: Promise<[typeof ReactPdf, typeof StatementPdf, typeof DocumentFonts]> | undefined;

/** The statement's data to PDF bytes, with the documents' fonts and logo. */
export async function renderStatementPdfData(data: StatementPdfData): Promise<Buffer> {
  modules ??= Promise.all([import("@react-pdf/renderer"), import("./statement-pdf"), import("~/orders/documents/document-fonts.server")]);
  const [{ renderToBuffer }, { statementPdfElement }, { registerDocumentFonts }] = await modules;
  registerDocumentFonts();
  return renderToBuffer(statementPdfElement({ data, logo: await documentLogo() }));
}

/** « releve-CMD-000042.pdf »: the file the statement of an order is downloaded and attached as. */
export const statementFileName = (orderNumber: number) => `releve-${formatOrderNumber(orderNumber)}.pdf`;

/** The statement of account of an order as a PDF, as it stands `now`, with the data it prints (an e-mail that attaches it says its closing); null when there is no such order. */
export async function renderOrderStatement(db: DbExecutor, orderId: string, now = new Date()): Promise<{ fileName: string; pdf: Buffer; data: StatementPdfData } | null> {
  const [order] = await db.select().from(rental_orders).where(eq(rental_orders.id, orderId));
  if (!order) return null;
  const [statement, settings] = await Promise.all([getOrderStatement(db, orderId), documentSettings(db)]);
  if (!statement) return null;
  const data = buildStatementPdfData({ statement, order, settings, asOf: todayInTunis(now) });
  return { fileName: statementFileName(order.order_number), pdf: await renderStatementPdfData(data), data };
}

/** The statement of account of an order as a PDF, as it stands `now`; null when there is no such order. */
export async function renderStatementPdf(db: DbExecutor, orderId: string, now = new Date()): Promise<{ fileName: string; pdf: Buffer } | null> {
  const rendered = await renderOrderStatement(db, orderId, now);
  return rendered ? { fileName: rendered.fileName, pdf: rendered.pdf } : null;
}
