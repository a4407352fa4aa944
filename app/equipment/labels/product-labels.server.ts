// The QR label sheet's PDF (issue 23): one product's labels, or one per product of the catalogue
// (or of a category), rendered on request from the products as they are now. The route checks the
// admin role first.

import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type * as ReactPdf from "@react-pdf/renderer";
import type * as QrCode from "qrcode";
import type { DbExecutor } from "~/db/executor";
import { rental_products, site_settings } from "~/db/schema";
import { categoryLabel } from "~/lib/rental-categories";
import { renderOffThread } from "~/lib/render-thread.server";
import type * as DocumentFonts from "~/orders/documents/document-fonts.server";
import { catalogueSheet, labelOwner, productLabel, productSheet, type LabelSheetData } from "./label-sheet";
import type * as LabelSheetPdf from "./label-sheet-pdf";
import { CATALOGUE_LABELS_MAX, type LabelsQuery } from "./labels-query";
import { qrPath, qrSide } from "./qr-path";

export type LabelSheetResult = { ok: true; sheet: LabelSheetData } | { ok: false; status: 400 | 404; error: string };

let modules: Promise<[typeof ReactPdf, typeof LabelSheetPdf, typeof DocumentFonts, typeof QrCode]> | undefined;

/** The sheet's data, or why there is none to print (no such product, none in the catalogue, too many). */
export async function labelSheetData(db: DbExecutor, query: LabelsQuery, publicUrl: string): Promise<LabelSheetResult> {
  const [settings] = await db.select({ brandName: site_settings.brand_name, phone: site_settings.phone }).from(site_settings).limit(1);
  const owner = labelOwner(settings ?? null);
  const columns = { id: rental_products.id, name: rental_products.name, category: rental_products.category };
  if (query.scope === "product") {
    const [product] = await db.select(columns).from(rental_products).where(eq(rental_products.id, query.product));
    if (!product) return { ok: false, status: 404, error: "Article introuvable : il a peut-être été supprimé du catalogue." };
    return { ok: true, sheet: productSheet(productLabel(product, publicUrl), query.count, owner) };
  }
  const products = await db
    .select(columns)
    .from(rental_products)
    .where(query.category ? eq(rental_products.category, query.category) : undefined)
    .orderBy(asc(rental_products.category), asc(rental_products.name))
    .limit(CATALOGUE_LABELS_MAX + 1);
  const within = query.category ? ` dans « ${categoryLabel(query.category)} »` : " au catalogue";
  if (products.length === 0) return { ok: false, status: 404, error: `Aucun article${within} : pas d'étiquette à imprimer.` };
  if (products.length > CATALOGUE_LABELS_MAX) {
    return { ok: false, status: 400, error: `Plus de ${CATALOGUE_LABELS_MAX} articles${within} : imprimez les étiquettes catégorie par catégorie.` };
  }
  const labels = products.map((product) => productLabel(product, publicUrl));
  return { ok: true, sheet: catalogueSheet(labels, owner, query.category ? `Étiquettes — ${categoryLabel(query.category)}` : undefined) };
}

/**
 * Sheets printed lately, by the sha-256 of their data: a sheet is a pure function of it, and the
 * depot prints the same category's labels again and again (a render of 100 labels takes a core for
 * a second or more). A few sheets of a few hundred kilobytes: the oldest goes first.
 */
const recentSheets = new Map<string, Promise<Buffer>>();
const RECENT_SHEETS_MAX = 8;

/** The sheet as a PDF, or why there is none. */
export async function productLabelsPdf(db: DbExecutor, query: LabelsQuery, publicUrl: string): Promise<{ ok: true; pdf: Buffer } | Extract<LabelSheetResult, { ok: false }>> {
  const result = await labelSheetData(db, query, publicUrl);
  if (!result.ok) return result;
  const key = createHash("sha256").update(JSON.stringify(result.sheet)).digest("hex");
  let pdf = recentSheets.get(key);
  if (pdf) recentSheets.delete(key);
  else {
    pdf = renderLabelSheetPdf(result.sheet);
    // A failed render is not kept.
    pdf.catch(() => recentSheets.delete(key));
  }
  recentSheets.set(key, pdf);
  while (recentSheets.size > RECENT_SHEETS_MAX) recentSheets.delete(recentSheets.keys().next().value!);
  return { ok: true, pdf: await pdf };
}

/** A sheet's labels as a PDF, rendered in the render thread when there is one (render-thread.server.ts). */
export function renderLabelSheetPdf(sheet: LabelSheetData): Promise<Buffer> {
  return renderOffThread("labels", sheet, () => renderLabelSheetPdfHere(sheet));
}

export async function renderLabelSheetPdfHere(sheet: LabelSheetData): Promise<Buffer> {
  // react-pdf and its layout load with the first sheet a process prints, as the documents do.
  modules ??= Promise.all([import("@react-pdf/renderer"), import("./label-sheet-pdf"), import("~/orders/documents/document-fonts.server"), import("qrcode")]);
  const [{ renderToBuffer }, { labelSheetPdfElement }, { registerDocumentFonts }, qrcode] = await modules;
  registerDocumentFonts();
  // One code per product, however many labels it has. Error correction M, as the packing list's:
  // still read with a corner of the label scuffed.
  const qrs = new Map<string, LabelSheetPdf.LabelQr>();
  for (const label of sheet.pages.flat()) {
    if (qrs.has(label.url)) continue;
    const { modules: matrix } = qrcode.create(label.url, { errorCorrectionLevel: "M" });
    qrs.set(label.url, { path: qrPath(matrix), side: qrSide(matrix) });
  }
  return renderToBuffer(labelSheetPdfElement({ sheet, qrs }));
}
