import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order_deposits, order_documents, order_events, rental_orders } from "~/db/schema";
import { decimalToCents } from "~/lib/pricing";
import { todayInTunis } from "~/lib/calendar-dates";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { DepositReceiptSchema, DepositSettlementSchema } from "./deposit-schema";
import { receiveDeposit, settleDeposit } from "./deposits.server";
import { getDocumentPdf, issueDocument, standingInvoice } from "~/orders/documents.server";
import { orderPaymentSummary } from "./payments.server";

// A retained deposit is billed (issue 22): the facture complémentaire takes the next FAC number,
// its HT, VAT and stamp duty add up to the amount kept, the deposit settles it, and the order's
// first invoice and balance stay as they were.

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-complementary-"));
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = "";
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const ADMIN = "admin@imagine-events.tn";
const today = todayInTunis();
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/[\u00a0\u202f\u2009]/g, " ");
const cents = (decimal: string) => decimalToCents(decimal.replace("-", "")) ?? 0n;

describe.each(testDatabaseTargets())("complementary invoices on $label", ({ create }) => {
  let database: TestDatabase;
  let product: Awaited<ReturnType<typeof insertProduct>>;
  beforeAll(async () => {
    database = await create();
    await insertSiteSettings(database.db);
    product = await insertProduct(database.db, { name: "Enceinte amplifiée 15\"", price: "100.00", stock_quantity: null });
  });
  afterAll(() => database.dispose());

  async function completedOrderWithDeposit() {
    const db = database.db;
    const order = await insertPricedOrder(db, { status: "completed", lines: [{ product, quantity: 2 }] });
    await receiveDeposit(db, order.id, DepositReceiptSchema.parse({ received_on: today, amount: "500", method: "cheque", reference: "Chèque 0012" }), ADMIN);
    return order;
  }

  it("deposit retained → complementary invoice: next FAC number, settled by the deposit, the first invoice and the balance unchanged", async () => {
    const db = database.db;
    const order = await completedOrderWithDeposit();
    const invoice = await issueDocument(db, order.id, "invoice", ADMIN);
    const before = orderPaymentSummary((await db.select().from(rental_orders).where(eq(rental_orders.id, order.id)))[0]!);

    const settled = await settleDeposit(
      db,
      order.id,
      DepositSettlementSchema.parse({ settled_on: today, retained: "120,50", reason: "damage", note: "Grille d'enceinte enfoncée" }),
      ADMIN,
    );
    const complementary = settled.complementaryInvoice!;
    expect(complementary.kind).toBe("complementary_invoice");
    const sequence = (number: string) => Number(number.slice(-4));
    expect(complementary.number.slice(0, 9)).toBe(invoice.number.slice(0, 9));
    expect(sequence(complementary.number)).toBe(sequence(invoice.number) + 1);

    const { figures, lines, complement } = complementary.data;
    // 120,50 TTC = 1,00 stamp + 100,42 HT + 19,08 VAT (HT rounded half up, VAT what is left).
    expect(figures).toMatchObject({ totalTtc: "120.50", stampDuty: "1.00", totalHt: "100.42", vat: "19.08", paid: "120.50", due: "0.00" });
    expect(cents(figures.totalHt) + cents(figures.vat) + cents(figures.stampDuty)).toBe(cents(figures.totalTtc));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ name: "Caution retenue — dommages", quantity: 1, total: "100.42" });
    expect(complement).toMatchObject({ invoiceNumber: invoice.number, reason: "Dommages : Grille d'enceinte enfoncée" });

    // The first invoice still stands as issued, and the order owes what it owed.
    expect(await standingInvoice(db, order.id)).toMatchObject({ id: invoice.id });
    const after = orderPaymentSummary((await db.select().from(rental_orders).where(eq(rental_orders.id, order.id)))[0]!);
    expect(after).toEqual(before);
    const [row] = await db.select({ total_ht: order_documents.total_ht }).from(order_documents).where(eq(order_documents.id, complementary.id));
    expect(row!.total_ht).toBe("100.42");

    const pdf = await getDocumentPdf(db, order.id, `${complementary.number}.pdf`);
    const text = pdfText(pdf!.pdf);
    expect(text).toContain("Facture complémentaire");
    expect(text).toContain(`Facture initiale : ${invoice.number}`);
    expect(text).toContain("MOTIF DE LA RETENUE");
    expect(text).toContain("Réglée par la caution retenue");
    expect(text).toContain("Arrêtée la présente facture complémentaire à la somme de : cent vingt dinars et 500 millimes.");

    const events = await db.select({ summary: order_events.summary }).from(order_events).where(eq(order_events.order_id, order.id));
    expect(events.map((event) => event.summary)).toContain(
      `Facture complémentaire ${complementary.number} émise pour la caution retenue (120,50\u00a0DT TTC, réglée par la caution)`,
    );
  });

  it("bills a retention on an order never invoiced, and refuses one the stamp duty would swallow without taking a number", async () => {
    const db = database.db;
    const small = await completedOrderWithDeposit();
    await expect(
      settleDeposit(db, small.id, DepositSettlementSchema.parse({ settled_on: today, retained: "1", reason: "late" }), ADMIN),
    ).rejects.toMatchObject({ field: "retained", message: "Le montant retenu doit dépasser le timbre fiscal (1,00 DT) pour être facturé." });
    const [deposit] = await db.select().from(order_deposits).where(eq(order_deposits.order_id, small.id));
    expect(deposit!.settled_on).toBeNull();

    const last = await db.select({ number: order_documents.number }).from(order_documents).where(eq(order_documents.kind, "complementary_invoice"));
    const order = await completedOrderWithDeposit();
    const settled = await settleDeposit(db, order.id, DepositSettlementSchema.parse({ settled_on: today, retained: "500", reason: "loss" }), ADMIN);
    const complementary = settled.complementaryInvoice!;
    expect(Number(complementary.number.slice(-4))).toBe(Number(last.at(-1)!.number.slice(-4)) + 1);
    expect(complementary.data.complement).toMatchObject({ invoiceNumber: null, reason: "Pertes" });
    expect(await standingInvoice(db, order.id)).toBeNull();
    const rows = await db
      .select({ id: order_documents.id })
      .from(order_documents)
      .where(and(eq(order_documents.order_id, order.id), eq(order_documents.kind, "complementary_invoice")));
    expect(rows).toHaveLength(1);
  });
});
