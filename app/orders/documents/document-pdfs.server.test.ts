import { execFileSync } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { order_documents } from "~/db/schema";
import { drainOnce } from "~/lib/mail-queue.server";
import { setUpAdminRoute } from "~/test-support/admin.server";
import { insertOrderWithDocuments } from "~/test-support/order-documents.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { getDocumentPdf, getOrderDocuments, issueDocument, sendDocument } from "../documents.server";
import { documentPdf, renderMissingDocumentPdfs } from "./document-pdfs.server";

// Issue 38: a document is issued without its PDF (the render took the request and the order's lock)
// and gets it afterwards, from the renderer or from whoever needs it first. Nothing that needs the
// PDF may ever find it missing.

const setup = setUpAdminRoute("document-pdfs", { seed: (database) => insertSiteSettings(database.db) });
const ADMIN = "admin@imagine.tn";
const db = () => setup.database.db;

const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/[\u00a0\u202f\u2009]/g, " ");
const storedPdf = async (id: string) => (await db().select({ pdf: order_documents.pdf }).from(order_documents).where(eq(order_documents.id, id)))[0]!.pdf;

describe("a document's PDF after its issue", () => {
  it("is not rendered by the issue; the download renders it from the stored data, stores it and serves the same bytes after", async () => {
    const product = await insertProduct(db(), { name: "Projecteur PAR 64", price: "45.00", stock_quantity: 10 });
    const order = await insertPricedOrder(db(), { status: "confirmed", lines: [{ product, quantity: 3 }] });
    const invoice = await issueDocument(db(), order.id, "invoice", ADMIN);
    expect(invoice.pdf_ready).toBe(false);
    expect(await storedPdf(invoice.id)).toBeNull();
    expect((await getOrderDocuments(db(), order.id)).find((doc) => doc.id === invoice.id)?.pdf_ready).toBe(false);

    const first = await getDocumentPdf(db(), order.id, invoice.fileName);
    expect(first!.pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(first!.pdf);
    expect(text).toContain(invoice.number);
    expect(text).toContain("Projecteur PAR 64");
    const stored = await storedPdf(invoice.id);
    expect(stored && Buffer.compare(stored, first!.pdf)).toBe(0);
    expect((await getOrderDocuments(db(), order.id)).find((doc) => doc.id === invoice.id)?.pdf_ready).toBe(true);
    // Served as stored from then on: the same bytes, not a new render.
    const again = await getDocumentPdf(db(), order.id, invoice.fileName);
    expect(Buffer.compare(again!.pdf, first!.pdf)).toBe(0);
  });

  it("keeps the first PDF stored when two render the same document", async () => {
    const product = await insertProduct(db(), { name: "Machine à fumée", price: "60.00", stock_quantity: 10 });
    const order = await insertPricedOrder(db(), { status: "new", lines: [{ product, quantity: 1 }] });
    const quote = await issueDocument(db(), order.id, "quote", ADMIN);
    const [a, b] = await Promise.all([documentPdf(db(), quote.id), documentPdf(db(), quote.id)]);
    const stored = await storedPdf(quote.id);
    expect(Buffer.compare(a!, stored!)).toBe(0);
    expect(Buffer.compare(b!, stored!)).toBe(0);
  });

  it("the renderer's pass renders every missing PDF, receipts and credit notes included", async () => {
    const { quote, invoice, receipt, credit } = await insertOrderWithDocuments(db(), ADMIN);
    const ids = [quote.id, invoice.id, receipt.id, credit.id];
    const missing = async () => (await db().select({ id: order_documents.id, pdf: order_documents.pdf }).from(order_documents).where(inArray(order_documents.id, ids))).filter((row) => !row.pdf);
    expect(await missing()).toHaveLength(4);
    const failed = new Set<string>();
    while ((await renderMissingDocumentPdfs(db(), failed)) > 0);
    expect(await missing()).toHaveLength(0);
    expect(failed.size).toBe(0);
    expect(pdfText((await storedPdf(receipt.id))!)).toContain(receipt.number);
    expect(pdfText((await storedPdf(credit.id))!)).toContain(credit.number);
  });

  it("an e-mail queued before the PDF is rendered still carries it", async () => {
    const product = await insertProduct(db(), { name: "Pupitre DMX", price: "75.00", stock_quantity: 10 });
    const order = await insertPricedOrder(db(), { status: "confirmed", lines: [{ product, quantity: 1 }] });
    const invoice = await issueDocument(db(), order.id, "invoice", ADMIN);
    await sendDocument(db(), order.id, invoice.id, ADMIN);
    expect(await storedPdf(invoice.id)).toBeNull();
    await drainOnce(db());
    const dir = path.join(setup.dataDir, "outbox");
    const raws = await Promise.all((await readdir(dir)).filter((f) => f.endsWith(".eml")).map((f) => readFile(path.join(dir, f), "utf8")));
    const raw = raws.find((r) => r.includes(`\nTo: ${order.email}`) && r.includes(invoice.fileName));
    expect(raw).toContain(`Content-Type: application/pdf; name=${invoice.fileName}`);
    // The worker stored the PDF it attached: the download serves the same.
    expect(await storedPdf(invoice.id)).not.toBeNull();
  });
});
