import { execFileSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { productLabel, productSheet } from "~/equipment/labels/label-sheet";
import { renderStatementPdfData } from "~/money/statement/statement-pdf.server";
import { renderLabelSheetPdf } from "~/equipment/labels/product-labels.server";
import { buildEventQuoteData } from "~/requests/event-quotes/event-quote-data";
import { renderEventQuotePdf } from "~/requests/event-quotes/render-event-quote.server";
import { buildComplementaryInvoiceData } from "./complementary-invoice-builder";
import { buildCreditNoteData, NOTHING_CREDITED } from "./credit-note-builder";
import { buildDocumentData, documentAgency, type DocumentOrder, type DocumentSettings } from "./document-builder";
import { buildPackingListData } from "./packing-list-data";
import { buildReceiptData } from "./receipt-data";
import { renderDocumentPdf, renderPackingListPdf, renderReceiptPdf } from "./render-document.server";
import { sampleDocumentData } from "./sample-document";

// The text of every kind of document, read back as a client's PDF reader, a search or a screen
// reader does (poppler's pdftotext), gives back every name and number exactly, in every face and
// weight the document sets them in. The fonts are prepared and shared by the whole process
// (font-files.server.ts), so the documents are printed one after the other in one process, as
// the server prints them, after an ordinary quote: a glyph one document embedded must still
// carry its character in the next.

/**
 * Ten digits, the French accented letters, small and capital. Ÿ, from the latin-ext files, is a
 * word of its own: react-pdf (textkit's wrapWords) takes the place a word changes font for a
 * hyphenation point, and may cut it there with a hyphen.
 */
const CORE = "Ñ 0123456789 Àâäçéèêëîïôöùûüÿœæ ÂÄÇÉÈÊËÎÏÔÖÙÛÜŒÆ Ÿ";
/** Where the name is printed, each place its own words so that each is found on its own. */
const CLIENT = `Zoé ${CORE}`;
const COMPANY = `Société ${CORE}`;
const ADDRESS = `Route ${CORE}`;
const ITEM = `Pupitre ${CORE}`;
const BRAND = `Maison ${CORE}`;
const NOTE = `Note ${CORE}`;
/**
 * The amounts: twelve lines of 2 × 59 725,71 DT × 6 days (716 708,52) make 8 600 502,24 HT, VAT
 * 19 % 1 634 095,43, stamp duty 1,00: 10 234 598,67 TTC, the ten digits in the bold tabular
 * figures of the total, and all ten again in the regular ones of the lines and the rows above;
 * every amount fits its column (a credit note's lines, with their minus sign, do not: they are
 * left out).
 */
const TOTAL_TTC = "10 234 598,67 DT";
const AMOUNTS = ["59 725,71 DT", "716 708,52 DT", "8 600 502,24 DT", "1 634 095,43 DT", TOTAL_TTC];
const NUMBER = "0123456789";

/** The text in the order it is drawn, every space left out: a name or an amount cut at a line's end still reads whole. */
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-raw", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/\s+/g, "");
const unspaced = (words: string) => words.replace(/\s+/g, "");

const settings: DocumentSettings = {
  brand_name: BRAND,
  tagline: "excellence événementielle",
  phone: "+216 71 960 500",
  email: "contact@imagine-events.tn",
  street_address: "Rue du Lac Windermere",
  postal_code: "1053",
  city: "Tunis",
  legal_name: "Imagine Événements SARL",
  legal_address: "Rue du Lac Windermere\n1053 Tunis, Tunisie",
  tax_id: "1234567/A/M/000",
  trade_register: "B0123452009",
  bank_details: "IBAN : TN59 0800 6000 1234 5678 9012",
  quote_terms: "Devis valable 30 jours. Acompte de 30 % à la signature.",
  invoice_terms: "Payable par virement ou chèque.",
  credit_note_terms: "Vient en déduction de la facture.",
  document_footer: "Imagine Événements — location de matériel événementiel.",
};

const order: DocumentOrder = {
  order_number: 123_456_789,
  first_name: "Zoé",
  last_name: CORE,
  email: "zoe@example.tn",
  phone: "+216 20 123 456",
  company: COMPANY,
  fulfilment: "delivery",
  delivery_address: ADDRESS,
  departure_slot: "morning",
  return_slot: "evening",
  notes: NOTE,
  rental_date: "2026-12-01",
  return_date: "2026-12-06",
  items: Array.from({ length: 12 }, () => ({ name: ITEM, category: "stage", price: "59725.71", quantity: 2, totalDays: 6, vatRate: "19.00" })),
  delivery_fee: "0.00",
  delivery_fee_vat_rate: "19.00",
  discount_kind: "amount",
  discount_value: "0.00",
  deposit: "3000.00",
  stamp_duty: "1.00",
};

const issue = { number: `DEV-${NUMBER}`, version: 2, issuedOn: "2026-11-20" };

describe("the text of every document kind", () => {
  test("gives back the client's name, the ten digits and the accents in every weight", async () => {
    // An ordinary quote first: its amounts' tabular figures once left the bold "3", "7" and "9" of
    // every later document without their characters.
    await renderDocumentPdf(sampleDocumentData("quote", 12));

    const quote = buildDocumentData(order, settings, { ...issue, kind: "quote" });
    const invoice = buildDocumentData({ ...order, paid_amount: "0" }, settings, { ...issue, number: `FAC-${NUMBER}`, version: 1, kind: "invoice" });
    const credit = buildCreditNoteData(invoice, NOTHING_CREDITED, { mode: "whole" }, { number: `AV-${NUMBER}`, issuedOn: "2026-12-10", reason: NOTE });
    const complement = buildComplementaryInvoiceData(order, settings, {
      number: `FAC-${NUMBER}-2`,
      issuedOn: "2026-12-10",
      retained: 1_023_459_867n,
      reasonLabel: "Dommages",
      note: NOTE,
      vatRate: 1900n,
      stampDuty: 100n,
      invoice: { number: invoice.number, issuedOn: invoice.issuedOn },
    });
    if (!credit.ok || !complement.ok) throw new Error("the credit note and the complementary invoice are built");
    const receipt = buildReceiptData({
      number: `REC-${NUMBER}`,
      issuedOn: "2026-12-10",
      orderNumber: quote.orderNumber,
      invoiceNumber: invoice.number,
      client: { name: quote.client.name, company: COMPANY, email: order.email, phone: order.phone },
      payment: { paid_on: "2026-12-10", amount: "10234598.67", method: "transfer", gateway: null, reference: NUMBER, cheque_number: null, bank: null },
      situation: { totalTtc: 1_023_459_867n, paid: 1_023_459_867n, due: 0n },
      settings,
    });
    // The packing list's quantities are its bold tabular figures.
    const packing = buildPackingListData({ ...order, items: [3210, 7654, 1989].map((quantity) => ({ ...order.items[0]!, quantity })) }, settings, {
      printedOn: "2026-11-30",
      publicUrl: "https://imagine.example.tn",
    });
    const labels = productSheet(productLabel({ id: NUMBER, name: ITEM, category: "stage" }, "https://imagine.example.tn"), 1, {
      brand: BRAND,
      line: `Propriété de ${BRAND}`,
    });
    const eventQuote = buildEventQuoteData({
      number: `DEV-${NUMBER}`,
      version: 1,
      issuedOn: "2026-11-20",
      notes: NOTE,
      lines: Array.from({ length: 12 }, () => ({ kind: "free" as const, description: `${ITEM}\n${ADDRESS}`, quantity: 12, unit_price: "59725.71", vat_rate: "19.00" })),
      client: { first_name: "Zoé", last_name: CORE, email: order.email, phone: order.phone, event_type: COMPANY },
      event: { date: "2026-12-05", guests: 120 },
      settings,
      taxes: { stampDuty: 100n },
    });

    const statement = {
      orderNumber: quote.orderNumber,
      asOf: "2026-12-10",
      agency: documentAgency(settings),
      client: { name: quote.client.name, company: COMPANY, email: order.email, phone: order.phone },
      period: { from: order.rental_date, to: order.return_date },
      lines: [{ date: "01/12/2026", label: ITEM, details: [NOTE], debit: "59\u00a0725,71\u00a0DT", credit: "", balance: "59\u00a0725,71\u00a0DT", struck: false }],
      totals: [{ label: "Total facturé", value: TOTAL_TTC }],
      closing: { label: "Reste à payer", value: TOTAL_TTC },
      closingAmount: 1_023_459_867n,
      overpaid: false,
      depositNote: null,
      footer: settings.document_footer,
    };

    // What each kind prints, by weight: Playfair Display bold (the brand), Inter bold (the client,
    // the number), semibold (the company, the item, the label's owner), regular (the address, the
    // notes, the order number) and the tabular figures, regular (lines, rows) and bold (the total).
    const documents: [string, () => Promise<Buffer>, string[]][] = [
      ["quote", () => renderDocumentPdf(quote), [BRAND, CLIENT, `N° DEV-${NUMBER}`, COMPANY, ITEM, ADDRESS, NOTE, "CMD-123456789", ...AMOUNTS]],
      ["invoice", () => renderDocumentPdf(invoice), [BRAND, CLIENT, `N° FAC-${NUMBER}`, COMPANY, ITEM, ADDRESS, ...AMOUNTS]],
      ["credit note", () => renderDocumentPdf(credit.data), [BRAND, CLIENT, `N° AV-${NUMBER}`, COMPANY, ITEM, NOTE, `FAC-${NUMBER}`, AMOUNTS[0]!, ...AMOUNTS.slice(2).map((amount) => `−${amount}`)]],
      ["complementary invoice", () => renderDocumentPdf(complement.data), [BRAND, CLIENT, `N° FAC-${NUMBER}-2`, COMPANY, NOTE, `FAC-${NUMBER}`, ...AMOUNTS.slice(2)]],
      ["receipt", () => renderReceiptPdf(receipt), [BRAND, CLIENT, `N° REC-${NUMBER}`, COMPANY, `Référence : ${NUMBER}`, "CMD-123456789", TOTAL_TTC, "0,00 DT"]],
      ["packing list", () => renderPackingListPdf([packing]), [BRAND, CLIENT, "Commande CMD-123456789", COMPANY, ADDRESS, ITEM, NOTE, "3210", "7654", "1989"]],
      ["labels", () => renderLabelSheetPdf(labels), [ITEM, `Propriété de ${BRAND}`, `produit=${NUMBER}`]],
      ["statement", () => renderStatementPdfData(statement), [BRAND, CLIENT, COMPANY, ITEM, NOTE, "CMD-123456789", "01/12/2026", "59 725,71 DT", TOTAL_TTC]],
      ["event quote", () => renderEventQuotePdf(eventQuote), [BRAND, CLIENT, `N° DEV-${NUMBER}`, COMPANY, ITEM, ADDRESS, NOTE, ...AMOUNTS]],
    ];
    const missing: Record<string, string[]> = {};
    for (const [kind, render, expected] of documents) {
      const text = pdfText(await render());
      const lost = expected.filter((words) => !text.includes(unspaced(words)));
      if (lost.length > 0) missing[kind] = lost;
    }
    expect(missing).toEqual({});
  });
});
