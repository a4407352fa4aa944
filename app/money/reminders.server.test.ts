import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type Db } from "~/db/client.server";
import { mail_queue, order_reminders, rental_orders, site_settings } from "~/db/schema";
import { addDays, todayInTunis } from "~/lib/calendar-dates";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { issueDocument } from "~/orders/documents.server";
import { PaymentSchema } from "./payment-schema";
import { recordPayment } from "./payments.server";
import { AUTO_REMINDER_ACTOR, daysLate, isOverdue, sendDueReminders, sendPaymentReminder } from "./reminders.server";

// Payment reminders (issue 22): 'En retard' past the invoice's due day with a balance, the manual
// reminder with its refusals, and the automatic one — at most one every 7 days per order, also
// when two instances run their pass at the same moment.

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-reminders-"));
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = "";
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const ADMIN = "admin@imagine-events.tn";
const DAY = 86_400_000;

describe("isOverdue", () => {
  const order = { invoice_due_on: "2026-11-20", total_ttc: "715.00", paid_amount: "300.00", credited_ttc: "0", status: "completed" };
  it("is late past the due day with a balance, not on the day, nor paid, credited, cancelled or not invoiced", () => {
    expect(isOverdue(order, "2026-11-21")).toBe(true);
    expect(isOverdue(order, "2026-11-20")).toBe(false);
    expect(isOverdue({ ...order, paid_amount: "715.00" }, "2026-12-01")).toBe(false);
    expect(isOverdue({ ...order, credited_ttc: "415.00" }, "2026-12-01")).toBe(false);
    expect(isOverdue({ ...order, status: "cancelled" }, "2026-12-01")).toBe(false);
    expect(isOverdue({ ...order, invoice_due_on: null }, "2026-12-01")).toBe(false);
    expect(daysLate("2026-11-20", "2026-12-02")).toBe(12);
  });
});

describe.each(testDatabaseTargets())("reminders on $label", ({ create }) => {
  let database: TestDatabase;
  let product: Awaited<ReturnType<typeof insertProduct>>;
  beforeAll(async () => {
    database = await create();
    await insertSiteSettings(database.db);
    product = await insertProduct(database.db, { name: "Vidéoprojecteur 6 000 lumens", price: "100.00", stock_quantity: null });
  });
  afterAll(() => database.dispose());

  /** A confirmed order (300 HT, 358 TTC) invoiced `daysAgo` days ago with the default 30-day terms. */
  async function invoicedOrder(daysAgo: number) {
    const db = database.db;
    const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
    await db.update(rental_orders).set({ created_at: new Date(Date.now() - (daysAgo + 1) * DAY) }).where(eq(rental_orders.id, order.id));
    const invoice = await issueDocument(db, order.id, "invoice", ADMIN, new Date(Date.now() - daysAgo * DAY));
    const [row] = await db.select().from(rental_orders).where(eq(rental_orders.id, order.id));
    return { order: row!, invoice };
  }
  const remindersOf = (db: Db, orderId: string) => db.select().from(order_reminders).where(eq(order_reminders.order_id, orderId));

  it("sets the due day on invoicing and sends a manual reminder with the invoice attached, refusing a second one at once", async () => {
    const db = database.db;
    const { order, invoice } = await invoicedOrder(40);
    expect(order.invoice_due_on).toBe(addDays(todayInTunis(new Date(Date.now() - 40 * DAY)), 30));
    expect(invoice.data.dueOn).toBe(order.invoice_due_on);
    expect(isOverdue(order)).toBe(true);

    const reminder = await sendPaymentReminder(db, order.id, ADMIN);
    expect(reminder).toMatchObject({ kind: "manual", invoice_number: invoice.number, amount_due: "358.00", sent_to: "amel@example.tn", sent_by: ADMIN });
    const [mail] = await db.select().from(mail_queue).where(eq(mail_queue.order_id, order.id));
    expect(mail).toMatchObject({ kind: "payment-reminder", to: "amel@example.tn" });
    expect(mail!.subject).toBe(`Imagine : rappel de paiement, facture ${invoice.number} (commande CMD-${String(order.order_number).padStart(6, "0")})`);
    expect(mail!.text).toContain("Il reste 358,00\u00a0DT à régler, comme le détaille le relevé de compte ci-dessous.");
    // The statement of account it comes from: the invoice, and what remains.
    expect(mail!.text).toContain(`Facture ${invoice.number} · 358,00\u00a0DT (solde 358,00\u00a0DT)`);
    expect(mail!.text).toContain("Reste à payer\u00a0: 358,00\u00a0DT");
    expect(mail!.text).toContain("est arrivée à échéance le");
    expect(mail!.attachments).toEqual([{ filename: `${invoice.number}.pdf`, contentType: "application/pdf", documentId: invoice.id }]);

    await expect(sendPaymentReminder(db, order.id, ADMIN)).rejects.toMatchObject({
      status: 409,
      message: "Une relance vient de partir pour cette commande : attendez 10 minutes avant d'en envoyer une autre.",
    });
    expect(await remindersOf(db, order.id)).toHaveLength(1);
  });

  it("refuses a reminder with nothing to chase: no invoice, or the invoice paid", async () => {
    const db = database.db;
    const order = await insertPricedOrder(db, { status: "confirmed", lines: [{ product, quantity: 1 }] });
    await expect(sendPaymentReminder(db, order.id, ADMIN)).rejects.toMatchObject({
      message: "Cette commande n'a pas de facture en cours : émettez la facture avant de relancer le client.",
    });
    const { order: paid } = await invoicedOrder(35);
    await recordPayment(db, paid.id, PaymentSchema.parse({ revision: "0", paid_on: todayInTunis(), amount: "358", method: "transfer" }), ADMIN);
    await expect(sendPaymentReminder(db, paid.id, ADMIN)).rejects.toMatchObject({ message: "Cette facture est réglée : rien à relancer." });
    expect(await remindersOf(db, paid.id)).toHaveLength(0);
  });

  it("refuses a reminder to an order without an e-mail, and queues nothing", async () => {
    const db = database.db;
    const { order } = await invoicedOrder(35);
    await db.update(rental_orders).set({ email: "" }).where(eq(rental_orders.id, order.id));
    await expect(sendPaymentReminder(db, order.id, ADMIN)).rejects.toMatchObject({ message: expect.stringContaining("n'a pas d'adresse e-mail") });
    expect(await remindersOf(db, order.id)).toHaveLength(0);
  });

  it("sends automatic reminders only when the setting is on, to overdue orders, at most one every 7 days, also from two instances at once", async () => {
    const db = database.db;
    // A second instance: its own pool on the same PostgreSQL database; PGlite has one process.
    const second = database.url ? openPostgres(database.url, { max: 3 }) : null;
    const other = second?.db ?? db;
    try {
      const late = await invoicedOrder(45);
      const notYetDue = await invoicedOrder(10);
      const now = new Date();

      expect(await sendDueReminders(db, now)).toBe(0);
      await db.update(site_settings).set({ auto_payment_reminders: true });

      const passes = await Promise.all([sendDueReminders(db, now), sendDueReminders(other, now), sendDueReminders(db, now)]);
      const ours = async () => (await remindersOf(db, late.order.id)).length;
      expect(await ours()).toBe(1);
      expect(passes.reduce((sum, sent) => sum + sent, 0)).toBeGreaterThanOrEqual(1);
      const [auto] = await remindersOf(db, late.order.id);
      expect(auto).toMatchObject({ kind: "auto", sent_by: AUTO_REMINDER_ACTOR });
      expect(await remindersOf(db, notYetDue.order.id)).toHaveLength(0);

      // Six days later: still nothing; a week and a minute later: one more, from either instance.
      expect(await Promise.all([sendDueReminders(db, new Date(now.getTime() + 6 * DAY)), sendDueReminders(other, new Date(now.getTime() + 6 * DAY))])).toEqual([0, 0]);
      expect(await ours()).toBe(1);
      const later = new Date(now.getTime() + 7 * DAY + 60_000);
      await Promise.all([sendDueReminders(db, later), sendDueReminders(other, later)]);
      expect(await ours()).toBe(2);
      const mails = await db.select({ kind: mail_queue.kind }).from(mail_queue).where(eq(mail_queue.order_id, late.order.id));
      expect(mails.filter((mail) => mail.kind === "payment-reminder")).toHaveLength(2);
    } finally {
      await db.update(site_settings).set({ auto_payment_reminders: false });
      await second?.close();
    }
  });
});
