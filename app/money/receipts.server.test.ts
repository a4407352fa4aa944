import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mail_queue, order_payments, rental_orders, type PaymentGatewayId } from "~/db/schema";
import { todayInTunis } from "~/lib/calendar-dates";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { getDocumentPdf, issueDocument, sendDocument } from "~/orders/documents.server";
import { formatOrderNumber } from "~/orders/status";
import { CancelPaymentSchema, PaymentSchema } from "./payment-schema";
import { cancelPayment, recordPayment } from "./payments.server";
import { issueReceipt } from "./receipts.server";

// Payment receipts (issue 22) on a real database: one per payment, REC numbers without gap under
// concurrency, the balance as it stood printed on it, and the payments that get none; an online
// payment's receipt and its e-mail name the gateway and its reference (issue 40), in the language
// the client ordered in.

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-receipts-"));
  process.env.DATA_DIR = dataDir;
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const ADMIN = "admin@imagine-events.tn";
const ISSUED_AT = new Date("2026-11-25T10:00:00Z");
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/[\u00a0\u202f\u2009]/g, " ");
/** In the order it is drawn, a text wrapped in its column read as one line. */
const drawnText = (pdf: Buffer) => execFileSync("pdftotext", ["-raw", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/\s+/g, " ");
const pay = (revision: number, fields: Record<string, string>) => PaymentSchema.parse({ revision: String(revision), paid_on: todayInTunis(), method: "cash", ...fields });

describe.each(testDatabaseTargets())("payment receipts on $label", ({ create }) => {
  let database: TestDatabase;
  let product: Awaited<ReturnType<typeof insertProduct>>;
  beforeAll(async () => {
    database = await create();
    await insertSiteSettings(database.db);
    product = await insertProduct(database.db, { name: "Écran LED géant", price: "100.00", stock_quantity: null });
  });
  afterAll(() => database.dispose());

  it("issues one receipt per payment with the balance as it stood, refused for a cancelled payment and a withholding", async () => {
    const db = database.db;
    // 300 HT, VAT 57, stamp 1: 358 TTC.
    const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
    const invoice = await issueDocument(db, order.id, "invoice", ADMIN, ISSUED_AT);
    const cheque = await recordPayment(db, order.id, pay(0, { amount: "158", method: "cheque", cheque_number: "0042137", bank: "Attijari bank" }), ADMIN);
    const receipt = await issueReceipt(db, order.id, cheque.id, ADMIN, ISSUED_AT);
    expect(receipt).toMatchObject({ kind: "receipt", payment_id: cheque.id, total_ttc: "158.00" });
    expect(receipt.fileName).toMatch(/^REC-2026-\d{4}\.pdf$/);
    const text = pdfText((await getDocumentPdf(db, order.id, receipt.fileName))!.pdf);
    expect(text).toContain("Reçu de paiement");
    expect(text).toContain(invoice.number);
    expect(text).toContain("Chèque n° 0042137, Attijari bank");
    expect(text).toMatch(/Montant reçu\s+158,00 DT/);
    expect(text).toMatch(/Reste à payer\s+200,00 DT/);
    expect(text).toContain("cent cinquante-huit dinars");

    await expect(issueReceipt(db, order.id, cheque.id, ADMIN, ISSUED_AT)).rejects.toThrow(`Ce paiement a déjà son reçu : ${receipt.number}.`);
    const mistake = await recordPayment(db, order.id, pay(1, { amount: "10" }), ADMIN);
    await cancelPayment(db, order.id, CancelPaymentSchema.parse({ revision: "2", payment: mistake.id, reason: "Saisi deux fois" }), ADMIN);
    await expect(issueReceipt(db, order.id, mistake.id, ADMIN, ISSUED_AT)).rejects.toThrow("Un paiement annulé n'a pas de reçu.");
    const withheld = await recordPayment(db, order.id, pay(3, { amount: "5,37", method: "withholding", certificate_number: "RS-77" }), ADMIN);
    await expect(issueReceipt(db, order.id, withheld.id, ADMIN, ISSUED_AT)).rejects.toThrow("attestée par son certificat");
    const other = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
    await expect(issueReceipt(db, other.id, cheque.id, ADMIN, ISSUED_AT)).rejects.toThrow("Paiement introuvable pour cette commande.");
  });

  it("names an online payment's gateway and its reference, on the PDF in French and in English and in the e-mail", async () => {
    const db = database.db;
    /** An online payment as the gateway's confirmation records it (payments/attempts.server.ts). */
    const paidOnline = async (gateway: PaymentGatewayId, reference: string, locale: "fr" | "en") => {
      const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
      await db.update(rental_orders).set({ locale, paid_amount: "107.40" }).where(eq(rental_orders.id, order.id));
      const [payment] = await db
        .insert(order_payments)
        .values({ order_id: order.id, paid_on: todayInTunis(), amount: "107.40", method: "online", gateway, reference, recorded_by: "Paiement en ligne" })
        .returning();
      const receipt = await issueReceipt(db, order.id, payment!.id, "Paiement en ligne", ISSUED_AT);
      return { order, receipt, text: drawnText((await getDocumentPdf(db, order.id, receipt.fileName))!.pdf) };
    };

    const konnect = await paidOnline("konnect", "6627a1b4c9e0f3d2a8e14b5e", "fr");
    expect(konnect.text).toContain("En ligne — Konnect");
    expect(konnect.text).toContain("Référence Konnect : 6627a1b4c9e0f3d2a8e14b5e");
    await sendDocument(db, konnect.order.id, konnect.receipt.id, ADMIN);
    const [mail] = await db.select().from(mail_queue).where(eq(mail_queue.order_id, konnect.order.id));
    const method = "Mode de paiement\u00a0: En ligne — Konnect, référence 6627a1b4c9e0f3d2a8e14b5e.";
    expect(mail!.text).toContain(method);
    expect(mail!.html).toContain(method);

    const flouci = await paidOnline("flouci", "flc_7Zp8QwT3nR2k", "en");
    expect(flouci.receipt.language).toBe("en");
    expect(flouci.text).toContain("Online — Flouci");
    expect(flouci.text).toContain("Flouci reference: flc_7Zp8QwT3nR2k");
    expect(flouci.text).not.toContain("En ligne");
  });

  it("sends an English or Arabic order's receipt in the client's language, its statement lines too", async () => {
    const db = database.db;
    const mailOf = async (locale: "en" | "ar", reference: string) => {
      const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
      await db.update(rental_orders).set({ locale, paid_amount: "107.40" }).where(eq(rental_orders.id, order.id));
      const [payment] = await db
        .insert(order_payments)
        .values({ order_id: order.id, paid_on: todayInTunis(), amount: "107.40", method: "online", gateway: "konnect", reference, recorded_by: "Paiement en ligne" })
        .returning();
      const receipt = await issueReceipt(db, order.id, payment!.id, "Paiement en ligne", ISSUED_AT);
      await sendDocument(db, order.id, receipt.id, "Paiement en ligne");
      const [mail] = await db.select().from(mail_queue).where(eq(mail_queue.order_id, order.id));
      return { receipt, mail: mail!, order: formatOrderNumber(order.order_number) };
    };

    // 358,00 TTC (300 HT, VAT 57, stamp 1), 107,40 paid online: 250,60 left, the order not invoiced yet.
    const english = await mailOf("en", "6627a1b4c9e0f3d2a8e1e001");
    expect(english.mail.subject).toBe(`Imagine: your payment receipt ${english.receipt.number} for order ${english.order}`);
    expect(english.mail.text).toContain(
      `Please find attached receipt ${english.receipt.number} for your payment of TND\u00a0107.40 towards your rental order ${english.order}. Payment method: Online — Konnect, reference 6627a1b4c9e0f3d2a8e1e001. Left to pay as of today: TND\u00a0250.60, as the statement of account below shows.`,
    );
    expect(english.mail.text).toContain(`\nStatement of account:\n- `);
    expect(english.mail.text).toContain(`· Order ${english.order}, total incl. VAT (invoice to come) · TND\u00a0358.00 (balance TND\u00a0358.00)\n`);
    expect(english.mail.text).toContain(`· Online payment — Konnect · −TND\u00a0107.40 (balance TND\u00a0250.60)\nLeft to pay: TND\u00a0250.60\n`);
    expect(english.mail.html).toContain(">Statement of account</p>");
    expect(english.mail.html).not.toMatch(/Mode de paiement|Relevé de compte|Reste à payer|Paiement en ligne/);

    // The PDF attached stays French (ADR 021); the e-mail, its statement included, is Arabic.
    const arabic = await mailOf("ar", "6627a1b4c9e0f3d2a8e1e002");
    expect(arabic.mail.subject).toBe(`Imagine: وصل الدفع ${arabic.receipt.number} للطلب ${arabic.order}`);
    expect(arabic.mail.text).toContain(
      `تجدون مرفقًا وصل الدفع ${arabic.receipt.number} الخاص بدفعتكم البالغة \u200f107,40\u00a0د.ت.\u200f لطلب الكراء ${arabic.order}. طريقة الدفع: عبر الإنترنت — Konnect، المرجع 6627a1b4c9e0f3d2a8e1e002. يبقى للدفع إلى اليوم \u200f250,60\u00a0د.ت.\u200f كما يبيّنه كشف الحساب أدناه.`,
    );
    expect(arabic.mail.text).toContain(`\nكشف الحساب:\n- `);
    expect(arabic.mail.text).toContain(`· الطلب ${arabic.order}، المجموع باحتساب الأداءات (الفاتورة لاحقًا) · \u200f358,00\u00a0د.ت.\u200f (الرصيد \u200f358,00\u00a0د.ت.\u200f)\n`);
    expect(arabic.mail.text).toContain(`· دفع عبر الإنترنت — Konnect · \u200f\u200e\u2212107,40\u00a0د.ت.\u200f (الرصيد \u200f250,60\u00a0د.ت.\u200f)\nالمتبقي للدفع: \u200f250,60\u00a0د.ت.\u200f\n`);
    expect(arabic.mail.html).toContain('<html dir="rtl" lang="ar">');
    expect(arabic.mail.html).not.toMatch(/Mode de paiement|Relevé de compte|Reste à payer|Paiement en ligne|Commande CMD/);
  });

  it("gives 12 concurrent receipts 12 consecutive numbers", async () => {
    const db = database.db;
    const orders = await Promise.all(Array.from({ length: 12 }, () => insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] })));
    const payments = await Promise.all(orders.map((order) => recordPayment(db, order.id, pay(0, { amount: "50" }), ADMIN)));
    const receipts = await Promise.all(orders.map((order, i) => issueReceipt(db, order.id, payments[i]!.id, ADMIN, ISSUED_AT)));
    const sequences = receipts.map((r) => Number(r.number.slice("REC-2026-".length))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 12 }, (_, i) => sequences[0]! + i));
  });
});
