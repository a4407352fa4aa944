// An event quote's data to PDF bytes, with the rental documents' fonts and logo. react-pdf and the
// layout load with the first quote a process writes, as render-document.server.ts does.

import type * as ReactPdf from "@react-pdf/renderer";
import type * as DocumentFonts from "~/orders/documents/document-fonts.server";
import { documentLogo } from "~/orders/documents/render-document.server";
import type { EventQuoteData } from "./event-quote-data";
import type * as EventQuotePdf from "./event-quote-pdf";

let modules: Promise<[typeof ReactPdf, typeof EventQuotePdf, typeof DocumentFonts]> | undefined;

export async function renderEventQuotePdf(data: EventQuoteData): Promise<Buffer> {
  modules ??= Promise.all([import("@react-pdf/renderer"), import("./event-quote-pdf"), import("~/orders/documents/document-fonts.server")]);
  const [{ renderToBuffer }, { eventQuotePdfElement }, { registerDocumentFonts }] = await modules;
  registerDocumentFonts();
  const logo = await documentLogo();
  return renderToBuffer(eventQuotePdfElement({ data, logo }));
}
