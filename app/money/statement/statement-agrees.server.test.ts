import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { getRequest, routeArgs, settle, setUpAdminDatabase, setUpTempDataDir } from "~/test-support/admin.server";
import * as orderRoute from "~/routes/admin/order";

import { rental_orders, type PaymentMethod } from "~/db/schema";
import { todayInTunis } from "~/lib/calendar-dates";
import { centsToDecimal, signedDecimalToCents, type Cents } from "~/lib/pricing";
import { orderAccessToken } from "~/orders/access.server";
import { getClientOrder } from "~/orders/client/client-order.server";
import { getDeskOrdersByNumbers } from "~/orders/desk.server";
import { standingInvoice } from "~/orders/documents.server";
import { formatOrderNumber } from "~/orders/status";
import { testDatabaseTargets } from "~/test-support/databases.server";
import type * as RenderDocument from "~/orders/documents/render-document.server";
import { HISTORY_ACTOR, placeOrderForHistory, playHistory, type HistoryStep } from "~/test-support/order-history.server";
import { insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { amountOwed } from "../amount-owed";
import { amountOwedSql } from "../amount-owed.server";
import { getReceivables } from "../finances.server";
import { isOverdue } from "../overdue";
import { storedPaymentSummary } from "../payment-status";
import { PaymentSchema } from "../payment-schema";
import { recordPayment } from "../payments.server";
import { overdueCondition, sendPaymentReminder } from "../reminders.server";
import { getOrderStatement } from "./statement.server";

type LoaderArgs = Parameters<typeof orderRoute.loader>[0];
/** What the order page's loader answers (the back office's own type is not imported from here). */
type OrderPageData = { statement: { closing: string }; paymentSummary: { due: string; overpaid: string } };

// Issue 37's property: over random histories of an order — invoice, payments and cancellations,
// withholdings, credit notes (in part or in whole, then invoiced again), charges billed or settled
// by the kept deposit, the deposit kept or given back — made with the domain's own functions, every
// place that says what the client owes says the same amount: the statement's closing balance (and
// its running balance line by line), the order page's loader, the client's page, the desk's row,
// the reminders' SQL (and the reminder it sends), and the finances' receivables. On PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set. A seeded loop: STATEMENT_SEED=… replays another set.
// A history's steps and the domain's refusals are in the message of a failed check.

// The documents are issued as the agency issues them, numbered and stored; only their PDF is not
// drawn (what they print is the documents' tests' business): a PDF took most of a history's time.
vi.mock("~/orders/documents/render-document.server", async (original) => ({
  ...(await original<typeof RenderDocument>()),
  renderDocumentPdf: async () => Buffer.from("%PDF-1.4 (non dessiné)"),
}));

// Six by default keeps the file near 10 s on each database; STATEMENT_HISTORIES=40 for a longer look.
const HISTORIES = Number(process.env.STATEMENT_HISTORIES ?? 6);
const SEED = Number(process.env.STATEMENT_SEED ?? 37_2026);

/** mulberry32: a small generator whose seed replays the same histories. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { chance: (p: number) => next() < p, int, pick: <T,>(list: readonly T[]) => list[int(0, list.length - 1)]! };
}

type Random = ReturnType<typeof generator>;
const METHODS: readonly PaymentMethod[] = ["cash", "transfer", "cheque", "card", "withholding"];
/** An amount in DT with its cents, as the form takes it ("123,45"). */
const amount = (random: Random, min: number, max: number) => centsToDecimal(BigInt(random.int(min * 100, max * 100))).replace(".", ",");

/** A week or three of an order's money, each step on its day (counted from the day it was placed). */
function randomHistory(random: Random): { quantity: number; deposit: string | null; steps: HistoryStep[] } {
  const steps: HistoryStep[] = [];
  let day = 0;
  const later = (most = 2) => (day = Math.min(18, day + random.int(0, most)));
  const pay = (max: number) => steps.push({ do: "pay", day: later(), amount: amount(random, 1, max), method: random.pick(METHODS) });
  const deposit = random.chance(0.6) ? random.pick(["300", "500", "1000"]) : null;
  if (deposit) steps.push({ do: "deposit", day: later(1), amount: deposit });
  if (random.chance(0.3)) pay(300);
  if (random.chance(0.85)) steps.push({ do: "invoice", day: later() });
  for (let i = random.int(0, 3); i > 0; i--) pay(400);
  if (random.chance(0.35)) steps.push({ do: "cancel-payment", day: later(), nth: random.int(0, 3) });
  if (random.chance(0.4)) steps.push({ do: "credit", day: later(), amountHt: amount(random, 5, 150) });
  if (random.chance(0.15)) {
    steps.push({ do: "credit-whole", day: later() });
    if (random.chance(0.6)) steps.push({ do: "invoice", day: later() });
  }
  // Charges still to bill when the deposit is settled: its retention bills them (at most their TTC).
  let unbilledHt = 0;
  if (random.chance(0.55)) {
    const charge = random.int(20, 300);
    steps.push({ do: "out", day: later(1) });
    steps.push({ do: "charge", day: later(), kind: random.pick(["damage", "loss"] as const), amountHt: String(charge) });
    if (random.chance(0.4)) steps.push({ do: "bill-charges", day: later() });
    else unbilledHt = charge;
  }
  if (deposit && random.chance(0.8)) {
    // Given back whole, or kept in part or in full: for the charges (up to their amount), or alone.
    const most = unbilledHt > 0 ? Math.min(Number(deposit), unbilledHt) : Number(deposit);
    const retained = random.pick(["0", amount(random, 2, most), String(most)]);
    steps.push({ do: "settle-deposit", day: later(), retained });
  }
  if (random.chance(0.5)) pay(500);
  return { quantity: random.int(1, 4), deposit, steps };
}

setUpTempDataDir("statement");

const net = (summary: { due: Cents; overpaid: Cents }) => summary.due - summary.overpaid;
const cents = (decimal: string | null | undefined) => signedDecimalToCents(String(decimal ?? "0")) ?? 0n;

describe.each(testDatabaseTargets())("the amount owed over random histories on $label", ({ create }) => {
  // The process's database (the order page's loader and the desk read it), with an admin signed in.
  const route = setUpAdminDatabase({ create, seed: (database) => insertSiteSettings(database.db, { vat_rate: "19", stamp_duty: "1" }) });
  const orderPage = (number: string) =>
    settle<OrderPageData>(() => orderRoute.loader({ ...routeArgs<LoaderArgs>(getRequest(`/admin/shop/commandes/${number}`, route.admin)), params: { number } }));

  it(`is the same everywhere after ${HISTORIES} histories (seed ${SEED})`, async () => {
    const db = route.database.db;
    const random = generator(SEED);
    const today = todayInTunis();
    for (let n = 0; n < HISTORIES; n++) {
      const history = randomHistory(random);
      const product = await insertProduct(db, { name: `Lyre spot LED ${n}`, price: amount(random, 20, 400).replace(",", "."), stock_quantity: 10 });
      const placed = await placeOrderForHistory(db, product, { quantity: history.quantity, ago: 20, deposit: history.deposit ?? "0" });
      const played = await playHistory(db, placed, product.id, history.steps);
      const context = `historique ${n} (graine ${SEED}) : ${JSON.stringify(played.applied)} ; refusés : ${JSON.stringify(played.refused)}`;

      const [order] = await db.select().from(rental_orders).where(eq(rental_orders.id, placed.id));
      const owed = amountOwed(order!);
      const statement = (await getOrderStatement(db, placed.id))!;
      // The statement: its closing balance, the sum of the lines that count, each line's running balance.
      expect(statement.closing, context).toBe(owed);
      let balance = 0n;
      for (const line of statement.lines) {
        if (line.counts) balance += line.amount;
        expect(line.balance, context).toBe(balance);
      }
      expect(balance, context).toBe(owed);

      // The order page's loader: its statement and its payments panel.
      const { status, data: page } = await orderPage(formatOrderNumber(order!.order_number));
      expect(status).toBe(200);
      expect(cents(page!.statement.closing), context).toBe(owed);
      expect(cents(page!.paymentSummary.due) - cents(page!.paymentSummary.overpaid), context).toBe(owed);

      // The client's page, through their link.
      const client = await getClientOrder(db, orderAccessToken(order!));
      expect(client.status).toBe("current");
      if (client.status === "current") {
        expect(cents(client.row.statement?.closing), context).toBe(owed);
        if (client.row.payment) expect(cents(client.row.payment.due) - cents(client.row.payment.overpaid), context).toBe(owed);
      }
      // The same page in English: the same figures, its lines in the English of the documents.
      const english = await getClientOrder(db, orderAccessToken(order!), "en");
      if (english.status === "current" && client.status === "current") {
        expect(cents(english.row.statement?.closing), context).toBe(owed);
        expect(english.row.statement?.lines.map((line) => line.balance), context).toEqual(client.row.statement?.lines.map((line) => line.balance));
        for (const line of english.row.statement?.lines ?? []) expect(line.label, context).not.toMatch(/^(Facture|Paiement|Caution|Commande|Retenue) /);
      }

      // The desk's row ('reste …').
      const [desk] = await getDeskOrdersByNumbers([order!.order_number]);
      expect(net(storedPaymentSummary(desk!)), context).toBe(owed);

      // The reminders' SQL, its overdue rule, and the reminder it sends.
      const [inSql] = await db.select({ owed: amountOwedSql(rental_orders) }).from(rental_orders).where(eq(rental_orders.id, placed.id));
      expect(cents(inSql!.owed), context).toBe(owed);
      const overdue = await db.select({ id: rental_orders.id }).from(rental_orders).where(overdueCondition(today));
      expect(overdue.some((row) => row.id === placed.id), context).toBe(isOverdue(order!, today));
      const invoice = await standingInvoice(db, placed.id);
      if (invoice && owed > 0n && order!.status !== "cancelled") {
        const reminder = await sendPaymentReminder(db, placed.id, HISTORY_ACTOR);
        expect(cents(reminder!.amount_due), context).toBe(owed);
      }

      // The finances' receivables, invoice by invoice: an order whose rental is invoiced owes on
      // them what it owes; one not invoiced yet owes on them at most its charges.
      const number = formatOrderNumber(order!.order_number);
      const receivable = (await getReceivables(db, today)).flatMap((bucket) => bucket.invoices).filter((row) => row.number === number);
      const onInvoices = receivable.reduce((sum, row) => sum + cents(row.due), 0n);
      if (invoice) expect(onInvoices, context).toBe(owed > 0n ? owed : 0n);
      else expect(onInvoices <= (owed > 0n ? owed : 0n), context).toBe(true);

      // The client pays the rest: the statement closes on 0, and the order leaves the receivables
      // (whose lists show 20 invoices: the next histories' are then all there).
      if (owed > 0n) {
        const [{ revision }] = (await db.select({ revision: rental_orders.payments_revision }).from(rental_orders).where(eq(rental_orders.id, placed.id))) as [{ revision: number }];
        await recordPayment(db, placed.id, PaymentSchema.parse({ revision: String(revision), paid_on: today, amount: centsToDecimal(owed), method: "transfer" }), HISTORY_ACTOR);
        expect((await getOrderStatement(db, placed.id))!.closing, context).toBe(0n);
      }
    }
  });
});
