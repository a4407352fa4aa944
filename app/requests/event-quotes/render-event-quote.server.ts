// An event quote's data to PDF bytes, with the rental documents' fonts and logo. react-pdf and the
// layout load with the first quote a process writes, as render-document.server.ts does.

import type * as ReactPdf from "@react-pdf/renderer";
import { renderOffThread } from "~/lib/render-thread.server";
import type * as DocumentFonts from "~/orders/documents/document-fonts.server";
import { documentLogo } from "~/orders/documents/render-document.server";
import type { EventQuoteData } from "./event-quote-data";
import type * as EventQuotePdf from "./event-quote-pdf";

let modules: Promise<[typeof ReactPdf, typeof EventQuotePdf, typeof DocumentFonts]> | undefined;

/** Rendered in the render thread when there is one (render-thread.server.ts). */
export function renderEventQuotePdf(data: EventQuoteData): Promise<Buffer> {
  return renderOffThread("event-quote", data, () => renderEventQuotePdfHere(data));
}

export async function renderEventQuotePdfHere(data: EventQuoteData): Promise<Buffer> {
  modules ??= Promise.all([import("@react-pdf/renderer"), import("./event-quote-pdf"), import("~/orders/documents/document-fonts.server")]);
  const [{ renderToBuffer }, { eventQuotePdfElement }, { registerDocumentFonts }] = await modules;
  registerDocumentFonts();
  const logo = await documentLogo();
  return renderToBuffer(eventQuotePdfElement({ data, logo }));
}
