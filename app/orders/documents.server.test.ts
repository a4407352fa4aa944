import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editOrder } from "./edit.server";
import { OrderEditSchema } from "./edit-schema";
import { order_documents, order_events, rental_orders } from "~/db/schema";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { DocumentError, getDocumentPdf, issueDocument } from "./documents.server";
import { PaymentSchema } from "~/money/payment-schema";
import { CreditNoteSchema } from "~/money/credit-note-schema";
import { issueCreditNote } from "~/money/credit-notes.server";
import { recordPayment } from "~/money/payments.server";
import { todayInTunis } from "~/lib/calendar-dates";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-documents-"));
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = "";
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const ISSUED_AT = new Date("2026-11-22T10:00:00Z");

describe.each(testDatabaseTargets())("quotes and invoices on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    await insertSiteSettings(database.db);
  });
  afterAll(() => database.dispose());

  it("stores the figures with VAT, stamp duty, discount and fees, rounded to the cent", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Enceinte 1000 W", price: "120.50", stock_quantity: 20 });
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 2 }] });
    const base = {
      version: order.version,
      first_name: order.first_name,
      last_name: order.last_name,
      email: order.email,
      phone: order.phone,
      company: order.company,
      fulfilment: order.fulfilment,
      delivery_address: order.delivery_address,
      departure_slot: "morning",
      return_slot: "evening",
      notes: "",
      rental_date: order.rental_date,
      return_date: order.return_date,
      lines: [{ quantity: "2", from: order.rental_date, to: order.return_date }],
    };
    const input = OrderEditSchema.parse({ ...base, delivery_fee: "150", discount_kind: "percent", discount_value: "12,5", deposit: "500" });
    const { order: edited, changes } = await editOrder(db, order.id, input, "admin@imagine-events.tn");
    // 120.50 × 2 × 3 = 723.00; −12.5 % = −90.375 → −90.38; +150 → 782.62 HT; VAT 19 % = 148.6978 → 148.70; + 1 stamp
    expect(edited).toMatchObject({ total_amount: "723.00", total_ht: "782.62", vat_amount: "148.70", total_ttc: "932.32", deposit: "500.00", version: 2 });
    expect(changes).toContain("Remise : aucune → 12,5\u00a0%");

    const quote = await issueDocument(db, edited.id, "quote", "admin@imagine-events.tn", ISSUED_AT);
    expect(quote.data.figures).toMatchObject({ subtotal: "723.00", discount: "90.38", deliveryFee: "150.00", totalHt: "782.62", vat: "148.70", stampDuty: "1.00", totalTtc: "932.32", deposit: "500.00" });
    expect(quote.data.figures.discountLabel).toBe("Remise (12,5\u00a0%)");
    // The mode and the slots as printed, with no-break spaces in the hours.
    expect(quote.data.fulfilment).toEqual({ mode: "delivery", departureSlot: "Matin (8\u00a0h – 12\u00a0h)", returnSlot: "Soir (18\u00a0h – 21\u00a0h)" });
  });

  it("prints on an invoice issued after a payment what was received and what remains; a quote says nothing of it", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Console 32 voies", price: "100.00", stock_quantity: 5 });
    // 100 × 1 × 3 = 300 HT; VAT 57; stamp 1: 358 TTC.
    const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
    const quote = await issueDocument(db, order.id, "quote", "admin@imagine-events.tn", ISSUED_AT);
    expect(quote.data.figures).not.toHaveProperty("paid");
    await recordPayment(db, order.id, PaymentSchema.parse({ revision: "0", paid_on: todayInTunis(), amount: "100,50", method: "transfer" }), "admin@imagine-events.tn");
    const quoteAfter = await issueDocument(db, order.id, "quote", "admin@imagine-events.tn", ISSUED_AT);
    expect(quoteAfter.data.figures).not.toHaveProperty("paid");
    const invoice = await issueDocument(db, order.id, "invoice", "admin@imagine-events.tn", ISSUED_AT);
    expect(invoice.data.figures).toMatchObject({ totalTtc: "358.00", paid: "100.50", due: "257.50" });
    const pdf = await getDocumentPdf(db, order.id, invoice.fileName);
    expect(pdf!.pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("gives 20 concurrent invoices on distinct orders 20 consecutive numbers, with no gap and no duplicate", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Chaise Napoléon", price: "8.00", stock_quantity: null });
    const orders = await Promise.all(Array.from({ length: 20 }, () => insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 10 }] })));
    const issued = await Promise.all(orders.map((order) => issueDocument(db, order.id, "invoice", "admin@imagine-events.tn", ISSUED_AT)));
    const sequences = issued.map((doc) => Number(doc.number.slice("FAC-2026-".length))).sort((a, b) => a - b);
    expect(new Set(issued.map((doc) => doc.number)).size).toBe(20);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => sequences[0]! + i));
    expect(issued.every((doc) => /^FAC-2026-\d{4}$/.test(doc.number))).toBe(true);
  });

  it("refuses a second invoice, an invoice for a new or cancelled order, and a quote for a completed one", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Lyre LED", price: "80.00", stock_quantity: 50 });
    const confirmed = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
    const first = await issueDocument(db, confirmed.id, "invoice", "admin@imagine-events.tn", ISSUED_AT);
    const second = issueDocument(db, confirmed.id, "invoice", "admin@imagine-events.tn", ISSUED_AT);
    await expect(second).rejects.toBeInstanceOf(DocumentError);
    await expect(second).rejects.toThrow(`Cette commande a déjà une facture : ${first.number}`);
    for (const status of ["new", "cancelled"] as const) {
      const order = await insertPricedOrder(db, { status, lines: [{ product, quantity: 1 }] });
      await expect(issueDocument(db, order.id, "invoice", "admin@imagine-events.tn", ISSUED_AT)).rejects.toThrow("Une facture ne s'émet que pour une commande confirmée");
    }
    const completed = await insertPricedOrder(db, { status: "completed", lines: [{ product, quantity: 1 }] });
    await expect(issueDocument(db, completed.id, "quote", "admin@imagine-events.tn", ISSUED_AT)).rejects.toThrow("Un devis ne s'émet plus");
    const invoices = await db.select().from(order_documents).where(eq(order_documents.order_id, confirmed.id));
    expect(invoices).toHaveLength(1);
  });

  it("keeps one quote number per order, with a new version at each issue", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Micro HF", price: "45.00", stock_quantity: 10 });
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 2 }] });
    const v1 = await issueDocument(db, order.id, "quote", "admin@imagine-events.tn", ISSUED_AT);
    const v2 = await issueDocument(db, order.id, "quote", "admin@imagine-events.tn", ISSUED_AT);
    expect(v2.number).toBe(v1.number);
    expect([v1.version, v2.version]).toEqual([1, 2]);
    expect(await getDocumentPdf(db, order.id, `${v1.number}-v1.pdf`)).not.toBeNull();
    expect(await getDocumentPdf(db, order.id, `${v1.number}-v3.pdf`)).toBeNull();
    expect(await getDocumentPdf(db, order.id, `${v1.number}.pdf`)).toBeNull();
    const events = await db.select().from(order_events).where(eq(order_events.order_id, order.id));
    expect(events.map((e) => e.summary)).toEqual(expect.arrayContaining([expect.stringContaining(`Devis ${v1.number} version 2 émis`)]));
  });

  it("serves an issued invoice's PDF unchanged after the order and the settings change", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Écran LED", price: "300.00", stock_quantity: 10 });
    const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
    const invoice = await issueDocument(db, order.id, "invoice", "admin@imagine-events.tn", ISSUED_AT);
    const before = await getDocumentPdf(db, order.id, invoice.fileName);
    expect(before!.pdf.subarray(0, 5).toString()).toBe("%PDF-");

    const input = OrderEditSchema.parse({
      version: order.version,
      first_name: "Autre",
      last_name: order.last_name,
      email: order.email,
      phone: order.phone,
      company: "",
      fulfilment: "delivery",
      delivery_address: "Sousse",
      departure_slot: "morning",
      return_slot: "evening",
      notes: "",
      rental_date: order.rental_date,
      return_date: order.return_date,
      lines: [{ quantity: "3", from: order.rental_date, to: order.return_date }],
      delivery_fee: "99",
      discount_kind: "amount",
      discount_value: "0",
      deposit: "0",
    });
    // An invoice that stands locks the order: it is credited in full first (issue 22).
    await expect(editOrder(db, order.id, input, "admin@imagine-events.tn")).rejects.toThrow("Cette commande est facturée");
    await issueCreditNote(db, order.id, CreditNoteSchema.parse({ invoice: invoice.id, mode: "whole", reason: "Client et quantités à corriger" }), "admin@imagine-events.tn");
    await editOrder(db, order.id, input, "admin@imagine-events.tn");
    await insertSiteSettings(db, { vat_rate: "7.00" });
    const after = await getDocumentPdf(db, order.id, invoice.fileName);
    expect(Buffer.compare(after!.pdf, before!.pdf)).toBe(0);
    const [stored] = await db.select({ data: order_documents.data }).from(order_documents).where(eq(order_documents.id, invoice.id));
    expect(stored!.data).toMatchObject({ client: { name: "Amel Trabelsi" }, figures: { totalTtc: invoice.data.figures.totalTtc } });
    const [row] = await db.select({ total: rental_orders.total_ttc }).from(rental_orders).where(eq(rental_orders.id, order.id));
    expect(row!.total).not.toBe(invoice.data.figures.totalTtc);
  });
});
