import { execFileSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { order_documents, order_events, rental_orders } from "~/db/schema";
import { todayInTunis } from "~/lib/calendar-dates";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { CreditNoteSchema } from "./credit-note-schema";
import { CreditNoteError, issueCreditNote } from "./credit-notes.server";
import { getDocumentPdf, issueDocument } from "~/orders/documents.server";
import { OrderEditSchema } from "~/orders/edit-schema";
import { editOrder, OrderEditError } from "~/orders/edit.server";
import { PaymentSchema } from "./payment-schema";
import { orderPaymentSummary, recordPayment } from "./payments.server";

// Credit notes (factures d'avoir, issue 22) on a real database: numbering under concurrency, the
// balance they leave, the cap at what remains of the invoice, the refusals, and the order that
// becomes editable and invoiceable again once its invoice is credited in full.

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-credit-notes-"));
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = "";
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const ADMIN = "admin@imagine-events.tn";
const ISSUED_AT = new Date("2026-11-25T10:00:00Z");
const pdfText = (pdf: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf, encoding: "utf8" }).replace(/[\u00a0\u202f\u2009]/g, " ");

const credit = (invoice: string, fields: Record<string, unknown>) => CreditNoteSchema.parse({ invoice, reason: "Geste commercial", delivery: undefined, ...fields });

describe.each(testDatabaseTargets())("credit notes on $label", ({ create }) => {
  let database: TestDatabase;
  let product: Awaited<ReturnType<typeof insertProduct>>;
  beforeAll(async () => {
    database = await create();
    await insertSiteSettings(database.db);
    // 100 × 1 × 3 days = 300 HT a unit; VAT 19 %; stamp 1.
    product = await insertProduct(database.db, { name: "Console 32 voies — Yamaha « Série Pro »", price: "100.00", stock_quantity: null });
  });
  afterAll(() => database.dispose());

  const reload = async (id: string) => (await database.db.select().from(rental_orders).where(eq(rental_orders.id, id)))[0]!;

  it("credits an amount at one of the invoice's rates when it has several, and the rest of each rate with the last one", async () => {
    const db = database.db;
    // 300 HT at 19 % (57) and 300 HT at 7 % (21): 600 HT, 78 VAT, 1 stamp = 679 TTC.
    const rooms = await insertProduct(db, { name: "Chambre d'hôtel des intervenants", price: "100.00", stock_quantity: null, vat_rate: "7" });
    const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }, { product: rooms, quantity: 1 }] });
    const invoice = await issueDocument(db, order.id, "invoice", ADMIN, ISSUED_AT);
    expect(invoice.total_ttc).toBe("679.00");

    await expect(issueCreditNote(db, order.id, credit(invoice.id, { mode: "amount", amount: "50" }), ADMIN, ISSUED_AT)).rejects.toMatchObject({
      status: 400,
      field: "amount",
      message: `Choisissez le taux de TVA de l'avoir : la facture ${invoice.number} en a plusieurs.`,
    });
    const atSeven = await issueCreditNote(db, order.id, credit(invoice.id, { mode: "amount", amount: "50", vat_rate: "7" }), ADMIN, ISSUED_AT);
    // 50 HT at 7 %: 3.50 VAT, no stamp.
    expect(atSeven.total_ttc).toBe("-53.50");
    expect(atSeven.data.figures.vatByRate).toEqual([{ rate: "7.00", base: "-50.00", vat: "-3.50" }]);
    const rest = await issueCreditNote(db, order.id, credit(invoice.id, { mode: "whole" }), ADMIN, ISSUED_AT);
    expect(rest.completes).toBe(true);
    expect(rest.data.figures.vatByRate).toEqual([
      { rate: "19.00", base: "-300.00", vat: "-57.00" },
      { rate: "7.00", base: "-250.00", vat: "-17.50" },
    ]);
    expect(Number(atSeven.total_ttc) + Number(rest.total_ttc)).toBeCloseTo(-679, 2);
  });

  it("credits part of an invoice: the balance, the status of payment and the timeline follow, the order stays locked", async () => {
    const db = database.db;
    // Two lines of 300 HT: 600 HT, VAT 114, stamp 1 = 715 TTC.
    const second = await insertProduct(db, { name: "Pupitre plexiglas", price: "100.00", stock_quantity: null });
    const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }, { product: second, quantity: 1 }] });
    const invoice = await issueDocument(db, order.id, "invoice", ADMIN, ISSUED_AT);
    await recordPayment(db, order.id, PaymentSchema.parse({ revision: "0", paid_on: todayInTunis(), amount: "300", method: "transfer" }), ADMIN);
    expect(orderPaymentSummary(await reload(order.id))).toMatchObject({ totalTtc: 71_500n, due: 41_500n, status: "partial" });

    const note = await issueCreditNote(db, order.id, credit(invoice.id, { mode: "lines", lines: ["1"] }), ADMIN, ISSUED_AT);
    expect(note.number).toMatch(/^AV-2026-\d{4}$/);
    expect(note.fileName).toBe(`${note.number}.pdf`);
    expect(note.total_ttc).toBe("-357.00");
    expect(note.completes).toBe(false);
    const after = await reload(order.id);
    expect(after.credited_ttc).toBe("357.00");
    expect(orderPaymentSummary(after)).toMatchObject({ totalTtc: 35_800n, paid: 30_000n, due: 5_800n, status: "partial" });

    // A partial credit leaves the invoice standing: the order is not edited.
    const edit = OrderEditSchema.parse(editInput(after));
    await expect(editOrder(db, order.id, edit, ADMIN)).rejects.toThrow(`Cette commande est facturée (${invoice.number})`);
    const events = await db.select().from(order_events).where(and(eq(order_events.order_id, order.id), eq(order_events.kind, "credit-note-issued")));
    expect(events.map((e) => e.summary)).toEqual([`Facture d'avoir ${note.number} émise sur la facture ${invoice.number} (357,00\u00a0DT TTC)`]);
    expect(events[0]!.details).toEqual(["Motif : Geste commercial"]);

    // The PDF as issued: its title, the invoice it corrects, the reason and the negative amounts.
    const pdf = await getDocumentPdf(db, order.id, note.fileName);
    const text = pdfText(pdf!.pdf);
    expect(text).toContain("Facture d'avoir");
    expect(text).toContain(`Facture corrigée : ${invoice.number}`);
    expect(text).toContain("Geste commercial");
    expect(text).toMatch(/Total TTC\s+−357,00 DT/);
    expect(text).toContain("trois cent cinquante-sept dinars");
  });

  it("credits an invoice in full: it no longer stands, the order is edited and invoiced again under a new number", async () => {
    const db = database.db;
    const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 2 }] });
    const first = await issueDocument(db, order.id, "invoice", ADMIN, ISSUED_AT);
    await expect(issueDocument(db, order.id, "invoice", ADMIN, ISSUED_AT)).rejects.toThrow("corrigez-la par une facture d'avoir");
    const partial = await issueCreditNote(db, order.id, credit(first.id, { mode: "amount", amount: "100,00" }), ADMIN, ISSUED_AT);
    const rest = await issueCreditNote(db, order.id, credit(first.id, { mode: "whole", reason: "Quantité erronée : 1 console" }), ADMIN, ISSUED_AT);
    expect(rest.completes).toBe(true);
    // 600 HT + 114 + 1 = 715 TTC: the two credits give back exactly that.
    expect([partial.total_ttc, rest.total_ttc]).toEqual(["-119.00", "-596.00"]);
    const [stored] = await db.select().from(order_documents).where(eq(order_documents.id, first.id));
    expect(stored!.credited_by).toBe(rest.id);
    await expect(issueCreditNote(db, order.id, credit(first.id, { mode: "whole" }), ADMIN, ISSUED_AT)).rejects.toThrow("est déjà entièrement créditée");

    const credited = await reload(order.id);
    expect(credited.credited_ttc).toBe("0.00");
    const { order: edited } = await editOrder(db, order.id, OrderEditSchema.parse({ ...editInput(credited), lines: [{ quantity: "1", from: credited.rental_date, to: credited.return_date }] }), ADMIN);
    expect(edited.total_ttc).toBe("358.00");
    const second = await issueDocument(db, order.id, "invoice", ADMIN, ISSUED_AT);
    expect(second.number).not.toBe(first.number);
    expect(second.data.figures.totalTtc).toBe("358.00");
    expect(orderPaymentSummary(await reload(order.id))).toMatchObject({ totalTtc: 35_800n, status: "unpaid" });
    // Both invoices and both credit notes stay, each as issued.
    expect(await getDocumentPdf(db, order.id, first.fileName)).not.toBeNull();
    expect(await getDocumentPdf(db, order.id, rest.fileName)).not.toBeNull();
  });

  it("gives 20 concurrent credit notes on distinct invoices 20 consecutive AV numbers", async () => {
    const db = database.db;
    const orders = await Promise.all(Array.from({ length: 20 }, () => insertPricedOrder(db, { status: "completed", lines: [{ product, quantity: 1 }] })));
    const invoices = await Promise.all(orders.map((order) => issueDocument(db, order.id, "invoice", ADMIN, ISSUED_AT)));
    const notes = await Promise.all(orders.map((order, i) => issueCreditNote(db, order.id, credit(invoices[i]!.id, { mode: "amount", amount: "10" }), ADMIN, ISSUED_AT)));
    const sequences = notes.map((note) => Number(note.number.slice("AV-2026-".length))).sort((a, b) => a - b);
    expect(new Set(notes.map((note) => note.number)).size).toBe(20);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => sequences[0]! + i));
  });

  it("refuses a credit beyond what remains, on a cancelled order, on another order's invoice, and without a reason; nothing is written", async () => {
    const db = database.db;
    const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
    const other = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
    const invoice = await issueDocument(db, order.id, "invoice", ADMIN, ISSUED_AT);
    const otherInvoice = await issueDocument(db, other.id, "invoice", ADMIN, ISSUED_AT);
    const countNotes = async () => (await db.select().from(order_documents).where(eq(order_documents.kind, "credit_note"))).length;
    const before = await countNotes();

    const over = issueCreditNote(db, order.id, credit(invoice.id, { mode: "amount", amount: "300,01" }), ADMIN, ISSUED_AT);
    await expect(over).rejects.toBeInstanceOf(CreditNoteError);
    await expect(over).rejects.toThrow(`L'avoir (300,01\u00a0DT HT) dépasse ce qui reste à créditer sur la facture ${invoice.number} (300,00\u00a0DT HT).`);
    await expect(issueCreditNote(db, order.id, credit(otherInvoice.id, { mode: "whole" }), ADMIN, ISSUED_AT)).rejects.toThrow("Facture introuvable pour cette commande.");
    await db.update(rental_orders).set({ status: "cancelled" }).where(eq(rental_orders.id, other.id));
    await expect(issueCreditNote(db, other.id, credit(otherInvoice.id, { mode: "whole" }), ADMIN, ISSUED_AT)).rejects.toThrow("ne s'émet pas pour une commande « Annulée »");
    expect(CreditNoteSchema.safeParse({ invoice: invoice.id, mode: "whole", reason: "  " }).error?.issues[0]?.message).toBe("Indiquez le motif de l'avoir.");
    expect(CreditNoteSchema.safeParse({ invoice: invoice.id, mode: "amount", amount: "abc", reason: "Remise" }).error?.issues[0]?.message).toBe(
      "Montant invalide (exemple : 150 ou 150,50).",
    );
    expect(CreditNoteSchema.safeParse({ invoice: invoice.id, mode: "amount", amount: "1234567890123", reason: "Remise" }).success).toBe(false);

    expect(await countNotes()).toBe(before);
    expect((await reload(order.id)).credited_ttc).toBe("0.00");
    // After the refusals, the whole of what remains is still there to credit.
    const note = await issueCreditNote(db, order.id, credit(invoice.id, { mode: "amount", amount: "300" }), ADMIN, ISSUED_AT);
    expect(note.completes).toBe(true);
  });

  it("keeps the edit refusal in French with the invoice's number", async () => {
    const db = database.db;
    const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
    const invoice = await issueDocument(db, order.id, "invoice", ADMIN, ISSUED_AT);
    const refused = editOrder(db, order.id, OrderEditSchema.parse(editInput(await reload(order.id))), ADMIN);
    await expect(refused).rejects.toBeInstanceOf(OrderEditError);
    await expect(refused).rejects.toThrow(
      `Cette commande est facturée (${invoice.number}) et une facture émise ne change plus : émettez une facture d'avoir pour la corriger, puis une nouvelle facture.`,
    );
  });
});

/** The edit form of an order as it stands, as the page posts it. */
function editInput(order: typeof rental_orders.$inferSelect) {
  return {
    version: order.version,
    first_name: order.first_name,
    last_name: order.last_name,
    email: order.email,
    phone: order.phone,
    company: order.company ?? "",
    fulfilment: order.fulfilment,
    delivery_address: order.delivery_address,
    departure_slot: "morning",
    return_slot: "evening",
    notes: "",
    rental_date: order.rental_date,
    return_date: order.return_date,
    lines: order.items.map((item) => ({ quantity: String(item.quantity), from: order.rental_date, to: order.return_date })),
    delivery_fee: "0",
    discount_kind: "amount",
    discount_value: "0",
    deposit: "0",
  };
}
