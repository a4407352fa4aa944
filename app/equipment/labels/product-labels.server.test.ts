import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanTarget } from "~/equipment/scan-target";
import { rental_products } from "~/db/schema";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { SHEET } from "./label-sheet-pdf";
import { CATALOGUE_LABELS_MAX, type LabelsQuery } from "./labels-query";
import { labelSheetData, productLabelsPdf } from "./product-labels.server";

// The QR label sheet (issue 23) on a real database: printed to PDF, its text read back with
// pdftotext, its pages rasterised with pdftoppm and each label's code, cut out of the page where the
// sheet's geometry puts it, decoded with jsQR: the product's history in the back office, which the
// scanner accepts. One product's sheet holds the count chosen; the catalogue's, a label per product.

const PUBLIC_URL = "https://imagine.example.tn";
const DPI = 150;

const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/[\u00a0\u202f\u2009]/g, " ");
const pageCount = (pdf: Buffer) => pdfText(pdf).split("\f").filter((page) => page.trim()).length;

/** The pages of a PDF as PNG images at DPI. */
/** The PDF of a sheet that has one. */
async function sheetPdf(db: TestDatabase["db"], query: LabelsQuery): Promise<Buffer> {
  const result = await productLabelsPdf(db, query, PUBLIC_URL);
  if (!result.ok) throw new Error(result.error);
  return result.pdf;
}

async function pages(pdf: Buffer): Promise<PNG[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "imagine-labels-png-"));
  try {
    execFileSync("pdftoppm", ["-r", String(DPI), "-png", "-", path.join(dir, "page")], { input: pdf });
    const files = (await readdir(dir)).filter((name) => name.endsWith(".png")).sort();
    return Promise.all(files.map(async (file) => PNG.sync.read(await readFile(path.join(dir, file)))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The code of the label at `index` on a page (two columns, left to right, top to bottom), or null. */
function labelQr(page: PNG, index: number): string | null {
  const px = (points: number) => Math.round((points * DPI) / 72);
  const column = index % SHEET.columns;
  const row = Math.floor(index / SHEET.columns);
  const x = px(SHEET.left + column * (SHEET.labelWidth + SHEET.columnGap));
  const y = px(SHEET.top + row * SHEET.labelHeight);
  const width = px(SHEET.labelWidth);
  const height = px(SHEET.labelHeight);
  const label = new Uint8ClampedArray(width * height * 4);
  for (let line = 0; line < height; line++) {
    const from = ((y + line) * page.width + x) * 4;
    label.set(page.data.subarray(from, from + width * 4), line * width * 4);
  }
  return jsQR(label, width, height)?.data ?? null;
}

const LONG_NAME = "Écran LED modulaire P3.9 intérieur — mur d'images 4 × 3 m avec processeur vidéo et châssis de levage";

describe.each(testDatabaseTargets())("QR label sheets on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    await insertSiteSettings(database.db);
  });
  afterAll(() => database.dispose());

  it("prints nothing for an empty catalogue or a product that is not there, and says why", async () => {
    expect(await productLabelsPdf(database.db, { scope: "catalogue" }, PUBLIC_URL)).toEqual({
      ok: false,
      status: 404,
      error: "Aucun article au catalogue : pas d'étiquette à imprimer.",
    });
    expect(await productLabelsPdf(database.db, { scope: "product", product: "3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b", count: 14 }, PUBLIC_URL)).toEqual({
      ok: false,
      status: 404,
      error: "Article introuvable : il a peut-être été supprimé du catalogue.",
    });
  });

  it("fills one product's sheet with the count chosen, each code opening its history", async () => {
    const product = await insertProduct(database.db, { name: LONG_NAME, category: "video" });
    const history = `${PUBLIC_URL}/admin/shop/maintenance?produit=${product.id}#historique`;

    const pdf = await sheetPdf(database.db, { scope: "product", product: product.id, count: 3 });
    const text = pdfText(pdf);
    expect(pageCount(pdf)).toBe(1);
    expect(text.match(/VIDÉO/g)).toHaveLength(3);
    expect(text.match(/Propriété d'Imagine · \+216 71 960 500/g)).toHaveLength(3);
    expect(text).toContain("Écran LED modulaire P3.9 intérieur");
    expect(text.replace(/\s+/g, "")).toContain(`imagine.example.tn/admin/shop/maintenance?produit=${product.id}`);
    const [page] = await pages(pdf);
    expect(labelQr(page!, 0)).toBe(history);
    expect(labelQr(page!, 2)).toBe(history);
    expect(labelQr(page!, 3)).toBeNull();
    // What the label opens is what the scanner follows.
    expect(scanTarget(labelQr(page!, 1)!, [PUBLIC_URL])).toEqual({ ok: true, kind: "product", path: `/admin/shop/maintenance?produit=${product.id}#historique` });

    // Fourteen a sheet: the fifteenth starts a second one.
    expect(pageCount(await sheetPdf(database.db, { scope: "product", product: product.id, count: 14 }))).toBe(1);
    const two = await sheetPdf(database.db, { scope: "product", product: product.id, count: 15 });
    expect(pageCount(two)).toBe(2);
    const [, second] = await pages(two);
    expect(labelQr(second!, 0)).toBe(history);
    expect(labelQr(second!, 1)).toBeNull();
  });

  it("prints the catalogue a label per product, shelf by shelf, over as many sheets as it takes", async () => {
    const db = database.db;
    const tag = Math.random().toString(36).slice(2, 7);
    for (let index = 0; index < 16; index++) {
      await insertProduct(db, { name: `Chaise Napoléon ${tag} ${String(index).padStart(2, "0")}`, category: "furniture" });
    }
    await insertProduct(db, { name: `Console Yamaha CL5 ${tag}`, category: "audio" });

    const result = await labelSheetData(db, { scope: "catalogue" }, PUBLIC_URL);
    if (!result.ok) throw new Error(result.error);
    const labels = result.sheet.pages.flat();
    expect(labels).toHaveLength(18);
    expect(result.sheet.pages.map((page) => page.length)).toEqual([14, 4]);
    // Mobilier, then Sonorisation, then Vidéo; by name within each.
    expect(labels.map((label) => label.category)).toEqual([...Array(16).fill("Mobilier"), "Sonorisation", "Vidéo"]);
    expect(labels[0]!.name).toBe(`Chaise Napoléon ${tag} 00`);

    const pdf = await sheetPdf(db, { scope: "catalogue" });
    expect(pageCount(pdf)).toBe(2);
    const [first, second] = await pages(pdf);
    expect(labelQr(first!, 0)).toBe(labels[0]!.url);
    expect(labelQr(first!, 13)).toBe(labels[13]!.url);
    expect(labelQr(second!, 2)).toBe(labels[16]!.url);
    expect(labelQr(second!, 3)).toBe(labels[17]!.url);
    expect(labelQr(second!, 4)).toBeNull();
    expect(new Set(labels.map((label) => label.url)).size).toBe(18);
  });

  it("prints the same sheet again from memory, and a changed product anew", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Console lumière 512", category: "video", stock_quantity: 2 });
    const query: LabelsQuery = { scope: "product", product: product.id, count: 2 };
    const first = await sheetPdf(db, query);
    expect(await sheetPdf(db, query)).toBe(first);
    await db.update(rental_products).set({ name: "Console lumière 1024" }).where(eq(rental_products.id, product.id));
    const renamed = await sheetPdf(db, query);
    expect(renamed).not.toBe(first);
    expect(pdfText(renamed)).toContain("Console lumière 1024");
  });

  it("prints a category alone, and refuses a catalogue past its bound with a French message", async () => {
    const db = database.db;
    const audio = await labelSheetData(db, { scope: "catalogue", category: "audio" }, PUBLIC_URL);
    expect(audio.ok && audio.sheet.pages.flat().map((label) => label.category)).toEqual(["Sonorisation"]);
    expect(audio.ok && audio.sheet.title).toBe("Étiquettes — Sonorisation");
    expect(await labelSheetData(db, { scope: "catalogue", category: "stage" }, PUBLIC_URL)).toMatchObject({ ok: false, status: 404, error: "Aucun article dans « Scène & DJ » : pas d'étiquette à imprimer." });

    const filler = Array.from({ length: CATALOGUE_LABELS_MAX }, (_, index) => ({
      name: `Câble XLR ${index}`,
      category: "light",
      description: "Câble",
      image_url: "/images/categories/light.svg",
    }));
    await db.insert(rental_products).values(filler);
    expect(await labelSheetData(db, { scope: "catalogue" }, PUBLIC_URL)).toEqual({
      ok: false,
      status: 400,
      error: `Plus de ${CATALOGUE_LABELS_MAX} articles au catalogue : imprimez les étiquettes catégorie par catégorie.`,
    });
    const light = await labelSheetData(db, { scope: "catalogue", category: "light" }, PUBLIC_URL);
    expect(light.ok && light.sheet.pages.length).toBe(CATALOGUE_LABELS_MAX / 14);
  });
});
