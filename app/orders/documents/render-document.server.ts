// A quote's or an invoice's data to PDF bytes, on the server: the fonts are registered once per
// process and the logo is converted once, so a render only lays out and writes the document.

import { readFile } from "node:fs/promises";
import path from "node:path";
import type * as ReactPdf from "@react-pdf/renderer";
import { renderOffThread } from "~/lib/render-thread.server";
import { loadSharp } from "~/lib/sharp.server";
import type { DocumentData } from "./document-data";
import type * as DocumentFonts from "./document-fonts.server";
import type * as DocumentPdf from "./document-pdf";
import type * as ReceiptPdf from "./receipt-pdf";
import type * as PackingListPdf from "./packing-list-pdf";
import type * as QrCode from "qrcode";
import type { PackingListData } from "./packing-list-data";
import type { ReceiptData } from "./receipt-data";

/** Relative to the working directory: the server and the scripts all run from the project root. */
const LOGO_FILE = path.join("public", "images", "logo.svg");

/** The logo is printed 40 pt wide: 167 px at 300 dpi. */
const LOGO_PIXELS = 192;

let logoImage: Promise<Buffer | null> | null = null;

/**
 * The logo as a JPEG on the page's white (react-pdf draws no SVG file), converted on first use and
 * kept. JPEG rather than PNG: a PDF embeds JPEG bytes as they are, where react-pdf decodes a PNG
 * again on every render. A missing file is not an error: the document then shows the brand name.
 */
export function documentLogo(): Promise<Buffer | null> {
  logoImage ??= readFile(path.resolve(process.cwd(), LOGO_FILE))
    .then(
      async (svg) =>
        (await loadSharp())(svg, { density: 300 })
          .resize(LOGO_PIXELS, LOGO_PIXELS)
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: 92, chromaSubsampling: "4:4:4" })
          .toBuffer(),
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      },
    )
    .catch((error: unknown) => {
      // Not kept: the next document tries again rather than failing for the life of the process.
      logoImage = null;
      throw error;
    });
  return logoImage;
}

type PdfModules = [typeof ReactPdf, typeof DocumentPdf, typeof DocumentFonts];

let pdfModules: Promise<PdfModules> | undefined;

/** A quote's, an invoice's or a credit note's PDF, rendered in the render thread when there is one. */
export function renderDocumentPdf(data: DocumentData): Promise<Buffer> {
  return renderOffThread("document", data, () => renderDocumentPdfHere(data));
}

/** The same, in this thread: what the render thread runs. */
export async function renderDocumentPdfHere(data: DocumentData): Promise<Buffer> {
  // react-pdf, its layout engine and the document's layout load with the first document a process
  // writes, not at boot: they held about 17 MB of a fresh server's memory for pages that print none.
  pdfModules ??= Promise.all([import("@react-pdf/renderer"), import("./document-pdf"), import("./document-fonts.server")]);
  const [{ renderToBuffer }, { documentPdfElement }, { registerDocumentFonts }] = await pdfModules;
  registerDocumentFonts();
  const logo = await documentLogo();
  return renderToBuffer(documentPdfElement({ data, logo }));
}

let receiptModules: Promise<[typeof ReactPdf, typeof ReceiptPdf, typeof DocumentFonts]> | undefined;

/** A payment receipt's data to PDF bytes (issue 22), with the same fonts and logo. */
export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  return renderOffThread("receipt", data, () => renderReceiptPdfHere(data));
}

export async function renderReceiptPdfHere(data: ReceiptData): Promise<Buffer> {
  receiptModules ??= Promise.all([import("@react-pdf/renderer"), import("./receipt-pdf"), import("./document-fonts.server")]);
  const [{ renderToBuffer }, { receiptPdfElement }, { registerDocumentFonts }] = await receiptModules;
  registerDocumentFonts();
  const logo = await documentLogo();
  return renderToBuffer(receiptPdfElement({ data, logo }));
}

let packingModules: Promise<[typeof ReactPdf, typeof PackingListPdf, typeof DocumentFonts, typeof QrCode]> | undefined;

/**
 * Packing lists (bons de sortie, issue 23) to one PDF, a page run per order, each with a QR code of
 * its order's address in the back office (PNG, error correction M: still read when a corner of the
 * sheet is creased or stained).
 */
export function renderPackingListPdf(lists: PackingListData[]): Promise<Buffer> {
  return renderOffThread("packing-lists", lists, () => renderPackingListPdfHere(lists));
}

export async function renderPackingListPdfHere(lists: PackingListData[]): Promise<Buffer> {
  packingModules ??= Promise.all([import("@react-pdf/renderer"), import("./packing-list-pdf"), import("./document-fonts.server"), import("qrcode")]);
  const [{ renderToBuffer }, { packingListPdfElement }, { registerDocumentFonts }, qrcode] = await packingModules;
  registerDocumentFonts();
  const logo = await documentLogo();
  const qrs = await Promise.all(lists.map((list) => qrcode.toBuffer(list.orderUrl, { type: "png", errorCorrectionLevel: "M", margin: 2, scale: 6 })));
  return renderToBuffer(packingListPdfElement({ lists, logo, qrs }));
}
