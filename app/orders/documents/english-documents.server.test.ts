import { execFileSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { content_translations, order_documents, rental_orders } from "~/db/schema";
import type { Locale } from "~/i18n/locale";
import { orderStatementData, renderStatementPdfData } from "~/money/statement/statement-pdf.server";
import { orderAccessToken } from "~/orders/access.server";
import { formatOrderNumber } from "~/orders/status";
import * as adminDocumentRoute from "~/routes/admin/order-document";
import * as clientDocumentRoute from "~/routes/shop/order-document";
import { getRequest, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { insertOrderWithDocuments } from "~/test-support/order-documents.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { getDocumentPdf, issueDocument } from "../documents.server";

// Issue 39: an order placed in English gets its documents in English — the words, the dates, the
// amounts and the total in words, the names the agency gave its products in English — through the
// client's links and the e-mails, which serve the stored PDF; the back office prints the French
// from the same data. French orders' documents are as they were, and Arabic orders get the French.

const route = setUpAdminRoute("english-documents", {
  seed: async ({ db }) => {
    await insertSiteSettings(db, { tagline: "excellence événementielle", quote_terms: "Devis valable 30 jours." });
    await db.insert(content_translations).values([
      { content_table: "site_settings", locale: "en", row_id: "1", field: "tagline", value: "event excellence" },
      { content_table: "site_settings", locale: "en", row_id: "1", field: "quote_terms", value: "Quote valid for 30 days." },
    ]);
  },
});
const db = () => route.database.db;
const ADMIN = "admin@imagine.tn";

/** The text a client's reader extracts, French typography's no-break spaces read as spaces. */
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/[\u00a0\u202f\u2009]/g, " ");

/** An order of one « Enceinte amplifiée » (English: "Powered speaker") at 100,00 DT for 3 days: 358,00 DT TTC. */
async function orderIn(locale: Locale) {
  const product = await insertProduct(db(), { name: "Enceinte amplifiée", price: "100.00", stock_quantity: 5 });
  await db().insert(content_translations).values({ content_table: "rental_products", locale: "en", row_id: product.id, field: "name", value: "Powered speaker" });
  const order = await insertPricedOrder(db(), { status: "new", lines: [{ product, quantity: 1 }] });
  await db().update(rental_orders).set({ locale }).where(eq(rental_orders.id, order.id));
  return order;
}

const withParams = <A,>(request: Request, params: Record<string, string>) => ({ ...routeArgs<A>(request), params }) as A;

async function clientDownload(order: typeof rental_orders.$inferSelect, file: string) {
  const token = orderAccessToken(order);
  const settled = await settle(() => clientDocumentRoute.loader(withParams(getRequest(`/commande/${token}/documents/${file}`), { token, file })));
  return Buffer.from(await settled.response!.arrayBuffer());
}

function adminDownload(number: string, file: string, query = "") {
  return settle(() => adminDocumentRoute.loader(withParams(getRequest(`/admin/shop/commandes/${number}/documents/${file}${query}`, route.admin), { number, file })));
}

const FRENCH_QUOTE = ["Devis", "N° DEV-", "PÉRIODE DE LOCATION", "P.U. HT / JOUR", "Total TTC", "Arrêté le présent devis à la somme de : trois cent cinquante-huit dinars.", "Bon pour accord"];
const ENGLISH_QUOTE = [
  "Quote",
  "No. DEV-",
  "Date:",
  "Order: CMD-",
  "RENTAL PERIOD",
  "From 10 March 2030",
  "to 12 March 2030",
  "3 days",
  "Powered speaker",
  "DAY RATE",
  "TOTAL EXCL. VAT",
  "TND 100.00",
  "TND 300.00",
  "Subtotal excl. VAT",
  "Stamp duty",
  "Total incl. VAT",
  "TND 358.00",
  "TERMS OF THE QUOTE",
  "Quote valid for 30 days.",
  "EVENT EXCELLENCE",
  "This quote is set at the sum of: three hundred and fifty-eight Tunisian dinars.",
  "Approved and accepted",
  "Client's signature and stamp:",
  "Page 1 of 1",
];

describe("an English order's documents", () => {
  it("are in English: the client's link serves the English quote, its words, dates, amounts, total in words and product names", async () => {
    const order = await orderIn("en");
    const quote = await issueDocument(db(), order.id, "quote", ADMIN);
    expect(quote.language).toBe("en");
    const text = pdfText(await clientDownload(order, quote.fileName));
    for (const expected of ENGLISH_QUOTE) expect(text).toContain(expected);
    for (const french of ["Devis", "Arrêté", "Total TTC", "Période", "Enceinte amplifiée", "Bon pour accord", "Devis valable"]) expect(text).not.toContain(french);
  });

  it("are printed in French for the back office with ?lang=fr, from the same data and not stored; the English stays the stored one", async () => {
    const order = await orderIn("en");
    const quote = await issueDocument(db(), order.id, "quote", ADMIN);
    const number = formatOrderNumber(order.order_number);
    const english = await adminDownload(number, quote.fileName);
    expect(english.response!.headers.get("Content-Disposition")).toBe(`inline; filename="${quote.fileName}"`);
    const stored = (await db().select({ pdf: order_documents.pdf }).from(order_documents).where(eq(order_documents.id, quote.id)))[0]!.pdf!;
    expect(Buffer.compare(Buffer.from(await english.response!.arrayBuffer()), stored)).toBe(0);

    const french = await adminDownload(number, quote.fileName, "?lang=fr");
    expect(french.status).toBe(200);
    expect(french.response!.headers.get("Content-Disposition")).toBe(`inline; filename="${quote.fileName.replace(".pdf", "-fr.pdf")}"`);
    const text = pdfText(Buffer.from(await french.response!.arrayBuffer()));
    for (const expected of [...FRENCH_QUOTE, "Enceinte amplifiée", "Devis valable 30 jours.", "EXCELLENCE ÉVÉNEMENTIELLE"]) expect(text).toContain(expected);
    expect(text).not.toContain("Powered speaker");
    // Still the English stored: what the client received, and what an acceptance fingerprints.
    const after = (await db().select({ pdf: order_documents.pdf }).from(order_documents).where(eq(order_documents.id, quote.id)))[0]!.pdf!;
    expect(Buffer.compare(after, stored)).toBe(0);

    expect((await adminDownload(number, quote.fileName, "?lang=ar")).status).toBe(400);
  });

  it("receipt, credit note and statement of account are English too", async () => {
    const { order, invoice, receipt, credit } = await insertOrderWithDocuments(db(), ADMIN, { locale: "en" });
    expect([invoice.language, receipt.language, credit.language]).toEqual(["en", "en", "en"]);
    const invoiceText = pdfText((await getDocumentPdf(db(), order.id, invoice.fileName))!.pdf);
    expect(invoiceText).toContain("Invoice");
    expect(invoiceText).toContain("This invoice is set at the sum of: eight hundred and sixty-one Tunisian dinars and 370 millimes.");
    expect(invoiceText).toContain("Payable no later than");
    const receiptText = pdfText((await getDocumentPdf(db(), order.id, receipt.fileName))!.pdf);
    for (const expected of ["Payment receipt", "RECEIVED FROM", "Bank transfer", "Reference: VIR-88", "Received the sum of: two hundred Tunisian dinars.", "For the agency"]) {
      expect(receiptText).toContain(expected);
    }
    const creditText = pdfText((await getDocumentPdf(db(), order.id, credit.fileName))!.pdf);
    for (const expected of ["Credit note", `Credit on invoice ${invoice.number}`, "Amount excl. VAT", "REASON FOR THE CREDIT NOTE", "Geste commercial", "This credit note is set at the sum of"]) {
      expect(creditText).toContain(expected);
    }

    const statement = await orderStatementData(db(), order.id);
    expect(statement!.data.language).toBe("en");
    const statementText = pdfText(await renderStatementPdfData(statement!.data));
    for (const expected of ["Statement of account", `Invoice ${invoice.number}`, "Payment by bank transfer", `Credit note ${credit.number} on invoice ${invoice.number}`, "Balance due", "This statement closes with a balance due of"]) {
      expect(statementText).toContain(expected);
    }
    expect(statementText).not.toContain("Reste à payer");
    const french = await orderStatementData(db(), order.id, new Date(), "fr");
    expect(pdfText(await renderStatementPdfData(french!.data))).toContain(`Facture ${invoice.number}`);
  });
});

describe("a French or Arabic order's documents", () => {
  it.each(["fr", "ar"] as const)("are French, as before English documents, for an order placed in %s", async (locale) => {
    const order = await orderIn(locale);
    const quote = await issueDocument(db(), order.id, "quote", ADMIN);
    expect(quote.language).toBe("fr");
    expect(quote.data).not.toHaveProperty("language");
    expect(quote.data).not.toHaveProperty("english");
    const text = pdfText(await clientDownload(order, quote.fileName));
    for (const expected of [...FRENCH_QUOTE, "Enceinte amplifiée", "Du 10 mars 2030", "358,00 DT"]) expect(text).toContain(expected);
    for (const english of ["Quote", "Powered speaker", "Tunisian dinars", "TND"]) expect(text).not.toContain(english);
  });

  it("may be printed in English by the back office (?lang=en): English words, the French content kept", async () => {
    const order = await orderIn("fr");
    const quote = await issueDocument(db(), order.id, "quote", ADMIN);
    const english = await adminDownload(formatOrderNumber(order.order_number), quote.fileName, "?lang=en");
    const text = pdfText(Buffer.from(await english.response!.arrayBuffer()));
    expect(text).toContain("This quote is set at the sum of: three hundred and fifty-eight Tunisian dinars.");
    // Its content's English was not taken when it was issued in French.
    expect(text).toContain("Enceinte amplifiée");
    expect(text).toContain("Sound");
  });
});
