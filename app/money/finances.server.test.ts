import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resultRows } from "~/db/executor";
import { order_deposits, order_documents, order_equipment, order_payments, payment_attempts, rental_orders, type PaymentGatewayId } from "~/db/schema";
import { todayInTunis } from "~/lib/calendar-dates";
import { CreditNoteSchema } from "./credit-note-schema";
import { issueCreditNote } from "./credit-notes.server";
import { DepositReceiptSchema, DepositSettlementSchema } from "./deposit-schema";
import { receiveDeposit, settleDeposit } from "./deposits.server";
import { issueDocument } from "~/orders/documents.server";
import { CancelPaymentSchema, PaymentSchema } from "./payment-schema";
import { cancelPayment, recordPayment } from "./payments.server";
import { ChargeSchema } from "./charge-schema";
import { addCharge, billCharges } from "./charges.server";
import { amountOwed } from "./amount-owed";
import { formatOrderNumber } from "~/orders/status";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import {
  getHeldDeposits,
  getMonthlyFinances,
  getOnlinePayments,
  getReceivables,
  heldDepositsQuery,
  invoicedByMonthQuery,
  keptDepositsByMonthQuery,
  loadFinancesPage,
  onlinePaymentsByMonthQuery,
  receivablesQuery,
  receivedByMonthQuery,
} from "./finances.server";
import { journalEntriesQuery, paymentsJournalStream } from "./payments-journal.server";
import { twelveMonthRange } from "~/lib/months";

// The finances page's figures on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set), from documents, credit notes, payments and deposits made by the modules that make them:
// invoiced HT per Tunis month less credit notes, payments per month without the cancelled ones,
// what is owed by the invoice's age, the deposits held, the accountant's journal of a period; the
// lists bounded, and every query able to read through its index.

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-finances-"));
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = "";
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const ADMIN = "admin@imagine-events.tn";
/** The page is looked at on 15 June 2026 (Tunis): its months run from July 2025 to June 2026. */
const NOW = new Date("2026-06-15T10:00:00Z");
const TODAY = todayInTunis(NOW);
const at = (iso: string) => new Date(iso);

describe.each(testDatabaseTargets())("the finances page's figures on $label", ({ create }) => {
  let database: TestDatabase;
  const number: Record<string, string> = {};
  const orderId: Record<string, string> = {};

  beforeAll(async () => {
    database = await create();
    const db = database.db;
    await insertSiteSettings(db);
    // 100 DT × 3 days: one unit is 300 HT, 57 VAT, 1 stamp = 358 TTC; two are 715 TTC.
    const product = await insertProduct(db, { name: "Console de mixage 16 voies", price: "100.00", stock_quantity: null });
    const order = async (key: string, quantity = 1, status: "confirmed" | "completed" | "new" = "confirmed") => {
      const row = await insertPricedOrder(db, { status, lines: [{ product, quantity }] });
      // Placed long ago, so that payments and deposits of any day of the year may be recorded.
      await db.update(rental_orders).set({ created_at: at("2025-01-01T09:00:00Z") }).where(eq(rental_orders.id, row.id));
      number[key] = formatOrderNumber(row.order_number);
      orderId[key] = row.id;
      return row;
    };
    let revision: Record<string, number> = {};
    const pay = async (orderId: string, fields: Record<string, string>) => {
      const current = revision[orderId] ?? 0;
      revision = { ...revision, [orderId]: current + 1 };
      return recordPayment(db, orderId, PaymentSchema.parse({ revision: String(current), method: "transfer", ...fields }), ADMIN, NOW);
    };
    const credit = (invoice: string, fields: Record<string, string>) => CreditNoteSchema.parse({ invoice, reason: "Geste commercial", ...fields });

    // A: invoiced in March (600 HT), credited 100 HT in April (119 TTC), 200 paid in April: owes 396, 97 days old.
    const a = await order("A", 2);
    const invoiceA = await issueDocument(db, a.id, "invoice", ADMIN, at("2026-03-10T09:00:00Z"));
    await issueCreditNote(db, a.id, credit(invoiceA.id, { mode: "amount", amount: "100" }), ADMIN, at("2026-04-05T09:00:00Z"));
    await pay(a.id, { paid_on: "2026-04-10", amount: "200", reference: "VIR-7781" });
    // B: invoiced in May; a cheque of 100, and 50 in cash cancelled: owes 258, 26 days old.
    const b = await order("B");
    await issueDocument(db, b.id, "invoice", ADMIN, at("2026-05-20T09:00:00Z"));
    await pay(b.id, { paid_on: "2026-05-25", amount: "100", method: "cheque", cheque_number: "0042137", bank: "BIAT" });
    const mistake = await pay(b.id, { paid_on: "2026-05-26", amount: "50", method: "cash" });
    await cancelPayment(db, b.id, CancelPaymentSchema.parse({ revision: "2", payment: mistake.id, reason: "Saisi deux fois" }), ADMIN);
    // C: invoiced in April; a withholding settles 53,70 of it in June: owes 304,30, 66 days old.
    const c = await order("C");
    await issueDocument(db, c.id, "invoice", ADMIN, at("2026-04-10T09:00:00Z"));
    await pay(c.id, { paid_on: "2026-06-01", amount: "53,70", method: "withholding", certificate_number: "RS-2026-118" });
    // D: invoiced in April, paid in full in June: owes nothing.
    const d = await order("D");
    await issueDocument(db, d.id, "invoice", ADMIN, at("2026-04-30T09:00:00Z"));
    await pay(d.id, { paid_on: "2026-06-14", amount: "358" });
    // E: invoiced in January, credited in full in February: February is negative, nothing is owed.
    const e = await order("E");
    const invoiceE = await issueDocument(db, e.id, "invoice", ADMIN, at("2026-01-15T09:00:00Z"));
    await issueCreditNote(db, e.id, credit(invoiceE.id, { mode: "whole" }), ADMIN, at("2026-02-01T09:00:00Z"));
    // F and G: 23:30 and 00:30 in Tunis around midnight of 30 June 2025: G is out of the window, F in July.
    const f = await order("F");
    await issueDocument(db, f.id, "invoice", ADMIN, at("2025-06-30T23:30:00Z"));
    const g = await order("G");
    await issueDocument(db, g.id, "invoice", ADMIN, at("2025-06-30T22:30:00Z"));
    // H: a quote is no invoice.
    const h = await order("H", 1, "new");
    await issueDocument(db, h.id, "quote", ADMIN, at("2026-05-02T09:00:00Z"));
    // I: a deposit of 500, 50 of it kept in May: a complementary invoice, and no deposit held.
    const i = await order("I", 1, "completed");
    await receiveDeposit(db, i.id, DepositReceiptSchema.parse({ received_on: "2026-05-02", amount: "500", method: "cheque", reference: "Chèque 0012" }), ADMIN);
    await settleDeposit(db, i.id, DepositSettlementSchema.parse({ settled_on: "2026-05-10", retained: "50", reason: "damage" }), ADMIN, at("2026-05-10T09:00:00Z"));
    // J and K: deposits held now.
    const j = await order("J");
    await receiveDeposit(db, j.id, DepositReceiptSchema.parse({ received_on: "2026-06-01", amount: "400", method: "transfer", reference: "VIR-DEP-1" }), ADMIN);
    const k = await order("K");
    await receiveDeposit(db, k.id, DepositReceiptSchema.parse({ received_on: "2026-06-10", amount: "250,50", method: "cash" }), ADMIN);
    // L: cents that a float would not add up; M: a payment before the window.
    const l = await order("L");
    await pay(l.id, { paid_on: "2025-08-05", amount: "0,10" });
    await pay(l.id, { paid_on: "2025-08-06", amount: "0,20" });
    const m = await order("M");
    await pay(m.id, { paid_on: "2025-06-30", amount: "999" });
    // N (issue 37's week): invoiced on 1 June (715 TTC), 200 paid; a damage charge of 400 HT
    // (477 TTC) billed on 10 June by keeping the whole deposit of 300, which settles that much of
    // it: two invoices unpaid, 515 of the first and 177 of the second; 300 received on 10 June.
    const n = await order("N", 2);
    await issueDocument(db, n.id, "invoice", ADMIN, at("2026-06-01T09:00:00Z"));
    await pay(n.id, { paid_on: "2026-06-05", amount: "200" });
    await receiveDeposit(db, n.id, DepositReceiptSchema.parse({ received_on: "2026-05-28", amount: "300", method: "cash" }), ADMIN);
    await db.insert(order_equipment).values({ order_id: n.id, product_id: product.id, name: product.name, out: 2, returned: 1, damaged: 1 });
    await addCharge(db, n.id, ChargeSchema.parse({ kind: "damage", amount: "400", reason: "Console tombée", lines: [{ product: product.id, quantity: "1" }] }), ADMIN);
    await settleDeposit(db, n.id, DepositSettlementSchema.parse({ settled_on: "2026-06-10", retained: "300", reason: "damage" }), ADMIN, at("2026-06-10T09:00:00Z"));
    // O: not invoiced yet, a late fee of 120 HT billed on 12 June: 143,80 owed on that invoice alone.
    const o = await order("O");
    await db.insert(order_equipment).values({ order_id: o.id, product_id: product.id, name: product.name, out: 1, returned: 1 });
    await addCharge(db, o.id, ChargeSchema.parse({ kind: "late", amount: "120", reason: "Deux jours de retard", lines: [] }), ADMIN);
    await billCharges(db, o.id, ADMIN, at("2026-06-12T09:00:00Z"));
  }, 120_000);
  afterAll(() => database.dispose());

  it("sums the invoiced HT per Tunis month, credit notes subtracted, and the payments received without the cancelled ones", async () => {
    const [complementary] = await database.db
      .select({ total_ht: order_documents.total_ht })
      .from(order_documents)
      .where(eq(order_documents.kind, "complementary_invoice"));
    // 50 TTC kept: 1 of stamp duty, the rest HT + 19 % VAT.
    expect(complementary!.total_ht).toBe("41.18");

    const months = await getMonthlyFinances(database.db, TODAY);
    expect(months.map((month) => month.key)).toEqual([
      "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06",
    ]);
    const figures = Object.fromEntries(months.map(({ key, invoiced, credited, net, received }) => [key, { invoiced, credited, net, received }]));
    const zero = { invoiced: "0.00", credited: "0.00", net: "0.00", received: "0.00" };
    expect(figures).toEqual({
      "2025-07": { ...zero, invoiced: "300.00", net: "300.00" }, // F at 00:30 in Tunis; G at 23:30 the day before is out
      "2025-08": { ...zero, received: "0.30" },
      "2025-09": zero,
      "2025-10": zero,
      "2025-11": zero,
      "2025-12": zero,
      "2026-01": { ...zero, invoiced: "300.00", net: "300.00" },
      "2026-02": { ...zero, credited: "-300.00", net: "-300.00" },
      "2026-03": { ...zero, invoiced: "600.00", net: "600.00" },
      "2026-04": { invoiced: "600.00", credited: "-100.00", net: "500.00", received: "200.00" },
      // The cash payment was cancelled; I's deposit kept (50) is received.
      "2026-05": { ...zero, invoiced: "341.18", net: "341.18", received: "150.00" },
      // N's invoice and the invoices of N's and O's charges; the withholding counts, and N's deposit kept (300).
      "2026-06": { ...zero, invoiced: "1120.00", net: "1120.00", received: "911.70" },
    });
    expect(months[0]).toMatchObject({ label: "juil. 2025", longLabel: "juillet 2025" });
    expect(months[5]).toMatchObject({ label: "déc. 2025", longLabel: "décembre 2025" });

    const page = await loadFinancesPage(database.db, { now: NOW });
    expect(page.totals).toEqual({ invoiced: "3261.18", credited: "-400.00", net: "2861.18", received: "1262.00" });
    expect(page.journal).toEqual({ from: "2026-06-01", to: "2026-06-30" });
  });

  it("sorts what clients owe by the age of each unpaid invoice, oldest first, with the sums", async () => {
    const buckets = await getReceivables(database.db, TODAY);
    const summary = buckets.map(({ id, count, due, more, invoices }) => ({ id, count, due, more, invoices: invoices.map((i) => [i.number, i.kind, i.ageDays, i.due]) }));
    expect(summary).toEqual([
      {
        id: "0-30",
        count: 4,
        due: "1093.80",
        more: 0,
        invoices: [
          [number.B, "invoice", 26, "258.00"],
          // N owes on two invoices: the rental's after the 200 paid, the charges' beyond the deposit kept.
          [number.N, "invoice", 14, "515.00"],
          [number.N, "complementary_invoice", 5, "177.00"],
          // O's rental is not invoiced: only its charges' invoice is a receivable.
          [number.O, "complementary_invoice", 3, "143.80"],
        ],
      },
      { id: "31-60", count: 0, due: "0.00", more: 0, invoices: [] },
      { id: "61-90", count: 1, due: "304.30", more: 0, invoices: [[number.C, "invoice", 66, "304.30"]] },
      {
        id: "90+",
        count: 3,
        due: "1112.00",
        more: 0,
        invoices: [
          [number.G, "invoice", 350, "358.00"],
          [number.F, "invoice", 349, "358.00"],
          [number.A, "invoice", 97, "396.00"], // 715 − 119 credited − 200 paid
        ],
      },
    ]);
    const a = buckets[3]!.invoices[2]!;
    expect(a).toMatchObject({ path: `/admin/shop/commandes/${number.A}`, client: "Amel Trabelsi", company: "Clinique du Lac", dueOn: "2026-04-09" });
    expect(a.invoiceNumber).toMatch(/^FAC-2026-\d{4}$/);
    const [rentalN, chargesN] = buckets[0]!.invoices.filter((invoice) => invoice.number === number.N);
    expect(chargesN!.invoiceNumber).not.toBe(rentalN!.invoiceNumber);
    expect(chargesN!.dueOn).toBe("2026-07-10");
    // An invoiced order's unpaid invoices add up to what it owes.
    const [orderN] = await database.db.select().from(rental_orders).where(eq(rental_orders.id, orderId.N!));
    expect(amountOwed(orderN!)).toBe(69_200n);
    // The day the invoice is 31 days old it moves to the next bucket.
    const later = await getReceivables(database.db, "2026-06-20");
    expect(later.map((bucket) => bucket.count)).toEqual([3, 1, 1, 3]);
  });

  it("settles an order's invoices with its payments, the rental's first, then the charges' oldest first", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Micro HF", price: "100.00", stock_quantity: null });
    const row = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
    await db.update(rental_orders).set({ created_at: at("2025-01-01T09:00:00Z") }).where(eq(rental_orders.id, row.id));
    await issueDocument(db, row.id, "invoice", ADMIN, at("2026-06-02T09:00:00Z"));
    await db.insert(order_equipment).values({ order_id: row.id, product_id: product.id, name: product.name, out: 1, missing: 1 });
    await addCharge(db, row.id, ChargeSchema.parse({ kind: "loss", amount: "100", reason: "Micro perdu", lines: [{ product: product.id, quantity: "1" }] }), ADMIN);
    await billCharges(db, row.id, ADMIN, at("2026-06-03T09:00:00Z"));
    await addCharge(db, row.id, ChargeSchema.parse({ kind: "late", amount: "50", reason: "Un jour de retard", lines: [] }), ADMIN);
    await billCharges(db, row.id, ADMIN, at("2026-06-04T09:00:00Z"));
    // 358 + 120 + 60,50 owed; 400 paid settles the rental and 42 of the first charges' invoice.
    await recordPayment(db, row.id, PaymentSchema.parse({ revision: "0", method: "transfer", paid_on: "2026-04-20", amount: "400" }), ADMIN, NOW);
    const mine = (await getReceivables(db, TODAY)).flatMap((bucket) => bucket.invoices).filter((invoice) => invoice.number === formatOrderNumber(row.order_number));
    expect(mine.map((invoice) => [invoice.kind, invoice.ageDays, invoice.due])).toEqual([
      ["complementary_invoice", 12, "78.00"],
      ["complementary_invoice", 11, "60.50"],
    ]);
    // Paid in full: no invoice left.
    await recordPayment(db, row.id, PaymentSchema.parse({ revision: "1", method: "cash", paid_on: "2026-04-21", amount: "138,50" }), ADMIN, NOW);
    const after = (await getReceivables(db, TODAY)).flatMap((bucket) => bucket.invoices);
    expect(after.some((invoice) => invoice.number === formatOrderNumber(row.order_number))).toBe(false);
  });

  it("lists the deposits held now, newest first, with their sum", async () => {
    const held = await getHeldDeposits(database.db);
    expect(held).toMatchObject({ count: 2, total: "650.50", more: 0 });
    expect(held.deposits).toEqual([
      { number: number.K, path: `/admin/shop/commandes/${number.K}`, client: "Amel Trabelsi", company: "Clinique du Lac", receivedOn: "2026-06-10", amount: "250.50", methodLabel: "Espèces", reference: null },
      { number: number.J, path: `/admin/shop/commandes/${number.J}`, client: "Amel Trabelsi", company: "Clinique du Lac", receivedOn: "2026-06-01", amount: "400.00", methodLabel: "Virement", reference: "VIR-DEP-1" },
    ]);
  });

  it("writes the payments journal of a period for Excel, cancelled payments with their day and reason, batch by batch", async () => {
    const stream = await paymentsJournalStream(database.db, { from: "2026-05-01", to: "2026-06-30" }, { batchSize: 1 });
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    const client = "Amel Trabelsi (Clinique du Lac)";
    const cancelledOn = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeZone: "UTC" }).format(new Date(`${todayInTunis()}T00:00:00Z`));
    const complementary = (key: string) =>
      database.db
        .select({ number: order_documents.number })
        .from(order_documents)
        .where(and(eq(order_documents.kind, "complementary_invoice"), eq(order_documents.order_id, orderId[key]!)))
        .then((rows) => rows[0]!);
    const [keptI, keptN] = [await complementary("I"), await complementary("N")];
    expect(lines).toEqual([
      "Date;Commande;Client;Mode;Référence;Montant (DT);Annulé",
      // I's deposit, kept on 10 May: money received that day, which settles its facture complémentaire.
      `10/05/2026;${number.I};${client};Caution retenue;Règle ${keptI!.number} · caution reçue le 02/05/2026 (chèque) · Chèque 0012;"50,00";`,
      `25/05/2026;${number.B};${client};Chèque;"Chèque n° 0042137, BIAT";"100,00";`,
      `26/05/2026;${number.B};${client};Espèces;;"50,00";${cancelledOn} : Saisi deux fois`,
      `01/06/2026;${number.C};${client};Retenue à la source;Certificat n° RS-2026-118;"53,70";`,
      `05/06/2026;${number.N};${client};Virement;;"200,00";`,
      `10/06/2026;${number.N};${client};Caution retenue;Règle ${keptN!.number} · caution reçue le 28/05/2026 (espèces);"300,00";`,
      `14/06/2026;${number.D};${client};Virement;;"358,00";`,
      // The totals per mode, the cancelled payment left out, then all of it.
      `Total;;;Virement;;"558,00";`,
      `Total;;;Chèque;;"100,00";`,
      `Total;;;Retenue à la source;;"53,70";`,
      `Total;;;Caution retenue;;"350,00";`,
      `Total encaissé;;;;paiements annulés exclus;"1061,70";`,
      "",
    ]);
    // The period's bounds are included; April holds A's transfer only.
    const april = await new Response(await paymentsJournalStream(database.db, { from: "2026-04-10", to: "2026-04-10" })).text();
    expect(april.split("\r\n").slice(1, -1)).toEqual([`10/04/2026;${number.A};${client};Virement;VIR-7781;"200,00";`, `Total;;;Virement;;"200,00";`, `Total encaissé;;;;paiements annulés exclus;"200,00";`]);
    // A period without a line has no totals.
    const empty = await new Response(await paymentsJournalStream(database.db, { from: "2026-04-11", to: "2026-04-12" })).text();
    expect(empty).toBe("Date;Commande;Client;Mode;Référence;Montant (DT);Annulé\r\n");
  });

  it("can read every figure through its index", async () => {
    const range = twelveMonthRange(TODAY);
    const plans = await database.db.transaction(async (tx) => {
      // With sequential scans priced out, a query that can use an index does; one that cannot
      // still scans, and its plan names no index.
      await tx.execute(sql`set local enable_seqscan = off`);
      const explain = async (query: SQL | SQLWrapper, wrap: boolean) =>
        resultRows<Record<string, string>>(await tx.execute(wrap ? sql`explain select * from ${query} as q` : sql`explain ${query}`))
          .map((row) => Object.values(row)[0])
          .join("\n");
      return {
        invoiced: await explain(invoicedByMonthQuery(tx, range), true),
        received: await explain(receivedByMonthQuery(tx, range), true),
        kept: await explain(keptDepositsByMonthQuery(tx, range), true),
        receivables: await explain(receivablesQuery(TODAY), false),
        deposits: await explain(heldDepositsQuery(tx), true),
        journal: await explain(journalEntriesQuery({ from: "2026-05-01", to: "2026-05-31" }), false),
      };
    });
    for (const plan of Object.values(plans)) expect(plan).not.toContain("Seq Scan");
    expect(plans.invoiced).toContain("order_documents_issued_idx");
    expect(plans.received).toContain("order_payments_paid_on_idx");
    // The invoiced orders, or their standing invoices: both partial indexes hold just those.
    expect(plans.receivables).toMatch(/rental_orders_invoice_due_idx|order_documents_one_invoice_idx/);
    expect(plans.receivables).toContain("rental_orders_charges_due_idx");
    expect(plans.kept).toContain("order_deposits_kept_idx");
    expect(plans.deposits).toContain("order_deposits_held_idx");
    expect(plans.journal).toContain("order_payments_paid_on_idx");
    expect(plans.journal).toContain("order_deposits_kept_idx");
  });

  // Last: it adds rows that the sums above do not count.
  it("shows at most 20 orders per age and 20 deposits, and counts the others", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Pupitre", price: "100.00", stock_quantity: null });
    const orders = await Promise.all(Array.from({ length: 22 }, () => insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] })));
    // Invoices stored as issued 45 days before, without rendering 22 PDFs.
    await db.insert(order_documents).values(
      orders.map((row, index) => ({
        order_id: row.id,
        kind: "invoice",
        number: `FAC-2026-9${String(index).padStart(3, "0")}`,
        year: 2026,
        sequence: 9000 + index,
        total_ht: "300.00",
        total_ttc: "358.00",
        data: {},
        pdf: Buffer.from("%PDF-"),
        issued_by: ADMIN,
        issued_at: at("2026-05-01T09:00:00Z"),
      })),
    );
    await db.update(rental_orders).set({ invoice_due_on: "2026-05-31" }).where(inArray(rental_orders.id, orders.map((row) => row.id)));
    await db.insert(order_deposits).values(orders.map((row) => ({ order_id: row.id, received_on: "2026-06-12", received_amount: "100.00", method: "cash" as const, received_by: ADMIN })));

    const bucket = (await getReceivables(db, TODAY))[1]!;
    expect(bucket).toMatchObject({ id: "31-60", count: 22, due: "7876.00", more: 2 });
    expect(bucket.invoices).toHaveLength(20);
    const held = await getHeldDeposits(db);
    expect(held).toMatchObject({ count: 24, total: "2850.50", more: 4 });
    expect(held.deposits).toHaveLength(20);
    expect(held.deposits.every((deposit) => deposit.receivedOn === "2026-06-12")).toBe(true);
  });
});

describe.each(testDatabaseTargets())("the online payments per gateway and month on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    const db = database.db;
    await insertSiteSettings(db);
    const product = await insertProduct(db, { name: "Projecteur LED", price: "100.00", stock_quantity: null });
    const { id: orderId } = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 10 }] });
    // Placed long ago, so that the agency's payment of June may be recorded.
    await db.update(rental_orders).set({ created_at: at("2025-01-01T09:00:00Z") }).where(eq(rental_orders.id, orderId));
    let sequence = 0;
    /**
     * A payment as the gateway's confirmation writes it (payments/attempts.server.ts's writeCheck):
     * the ledger's row and its paid attempt, flagged when the gateway received another amount.
     */
    const online = async (gateway: PaymentGatewayId, paidOn: string, amount: string, options: { asked?: string; cancelled?: boolean } = {}) => {
      const reference = `${gateway}-${++sequence}`;
      const [payment] = await db
        .insert(order_payments)
        .values({
          order_id: orderId,
          paid_on: paidOn,
          amount,
          method: "online",
          gateway,
          reference,
          note: options.asked ? `Montant reçu différent du montant demandé (${options.asked} DT) : à vérifier.` : null,
          recorded_by: "Paiement en ligne",
          ...(options.cancelled ? { cancelled_at: NOW, cancelled_by: ADMIN, cancel_reason: "Remboursé par la passerelle" } : {}),
        })
        .returning();
      await db.insert(payment_attempts).values({
        order_id: orderId,
        gateway,
        purpose: "balance",
        amount: options.asked ?? amount,
        reference,
        pay_url: `https://pay.example/${reference}`,
        state: "paid",
        expires_at: at(`${paidOn}T12:00:00Z`),
        received_amount: amount,
        amount_mismatch: options.asked !== undefined,
        payment_id: payment!.id,
      });
    };
    // The window is July 2025 to June 2026 (NOW): the first day in, the day before out.
    await online("flouci", "2025-06-30", "77.00");
    await online("konnect", "2025-07-01", "10.00");
    // May: two by Konnect, one by Flouci on the month's last day.
    await online("konnect", "2026-05-03", "120.50");
    await online("konnect", "2026-05-20", "79.50");
    await online("flouci", "2026-05-31", "45.25");
    // June: Konnect received 300 where 310 was asked; three by Flouci, cents a float would not add up.
    await online("konnect", "2026-06-02", "300.00", { asked: "310.00" });
    await online("flouci", "2026-06-01", "100.00");
    await online("flouci", "2026-06-14", "0.10");
    await online("flouci", "2026-06-14", "0.20");
    // Neither counts: a cancelled online payment (flagged too), and a transfer typed by the agency.
    await online("konnect", "2026-06-05", "999.00", { asked: "1000.00", cancelled: true });
    await recordPayment(db, orderId, PaymentSchema.parse({ revision: "0", method: "transfer", paid_on: "2026-06-03", amount: "500" }), ADMIN, NOW);
  }, 120_000);
  afterAll(() => database.dispose());

  it("counts and sums them per gateway and month, without the cancelled ones nor the other methods, and counts those of another amount", async () => {
    const online = await getOnlinePayments(database.db, TODAY);
    expect(online.months.map((month) => month.key)).toEqual(twelveMonthRange(TODAY).months);
    const none = { count: 0, total: "0.00" };
    const figures = Object.fromEntries(
      online.months
        .filter((month) => month.gateways.konnect.count + month.gateways.flouci.count > 0)
        .map(({ key, gateways, mismatched }) => [key, { ...gateways, mismatched }]),
    );
    expect(figures).toEqual({
      "2025-07": { konnect: { count: 1, total: "10.00" }, flouci: none, mismatched: 0 },
      "2026-05": { konnect: { count: 2, total: "200.00" }, flouci: { count: 1, total: "45.25" }, mismatched: 0 },
      "2026-06": { konnect: { count: 1, total: "300.00" }, flouci: { count: 3, total: "100.30" }, mismatched: 1 },
    });
    expect(online.months.find((month) => month.key === "2026-04")).toMatchObject({ gateways: { konnect: none, flouci: none }, mismatched: 0 });
    expect(online.months[10]).toMatchObject({ label: "mai 2026", longLabel: "mai 2026" });
    expect(online.totals).toEqual({ gateways: { konnect: { count: 4, total: "510.00" }, flouci: { count: 4, total: "145.55" } }, mismatched: 1 });
    expect(online.count).toBe(8);
  });

  it("shows them when there are some, or when a gateway is set up, and not otherwise", async () => {
    const page = await loadFinancesPage(database.db, { now: NOW });
    expect(page.online?.count).toBe(8);
    // A year later the twelve months hold none: hidden, unless a gateway is set up.
    const later = new Date("2027-07-15T10:00:00Z");
    expect((await loadFinancesPage(database.db, { now: later })).online).toBeNull();
    const configured = await loadFinancesPage(database.db, { now: later, gatewaysConfigured: true });
    expect(configured.online).toMatchObject({ count: 0, totals: { gateways: { konnect: { count: 0, total: "0.00" }, flouci: { count: 0, total: "0.00" } }, mismatched: 0 } });
  });

  it("reads them through the payments' day index and finds each attempt through its reference's", async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = resultRows<Record<string, string>>(await tx.execute(sql`explain select * from ${onlinePaymentsByMonthQuery(tx, twelveMonthRange(TODAY))} as q`));
      return rows.map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).not.toContain("Seq Scan");
    expect(plan).toContain("order_payments_paid_on_idx");
    expect(plan).toContain("payment_attempts_reference");
  });
});
