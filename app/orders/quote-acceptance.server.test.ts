import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mail_queue, order_documents, order_events, rental_orders } from "~/db/schema";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { issueDocument, sendDocument } from "./documents.server";
import { QuoteAcceptanceSchema } from "./quote-acceptance-schema";
import { acceptQuote, getQuoteAcceptances, QuoteAcceptanceError } from "./quote-acceptance.server";
import { editOrder } from "./edit.server";
import { OrderEditSchema } from "./edit-schema";
import { PaymentSchema } from "~/money/payment-schema";
import { recordPayment } from "~/money/payments.server";
import { changeOrderStatus } from "./status-change.server";
import { STALE_QUOTE_NOT_SENT, STALE_QUOTE_REFUSAL } from "./quote-staleness";
import { todayInTunis } from "~/lib/calendar-dates";
import { getClientOrder } from "~/orders/client/client-order.server";
import { orderAccessToken } from "./access.server";

// The client's online acceptance of a quote (issue 22) on a real database: what it records, the
// agency's e-mail queued with it, and the refusals (superseded version, stale version, twice,
// cancelled or completed order, another order's quote).

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-acceptance-"));
  process.env.DATA_DIR = dataDir;
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const ADMIN = "admin@imagine-events.tn";
const REQUEST = { ip: "197.0.0.12", userAgent: "Mozilla/5.0 (iPhone) Safari" };
const input = (document: string, name = "Amel Trabelsi") => QuoteAcceptanceSchema.parse({ intent: "accept-quote", document, name, agree: "on" });

type Order = typeof rental_orders.$inferSelect;
/** The order page's edit form for `order` as it stands, with `changes` on top. */
const editOf = (order: Order, changes: Record<string, unknown> = {}) =>
  OrderEditSchema.parse({
    version: order.version,
    first_name: order.first_name,
    last_name: order.last_name,
    email: order.email,
    phone: order.phone,
    company: order.company ?? "",
    fulfilment: order.fulfilment,
    delivery_address: order.delivery_address,
    departure_slot: order.departure_slot ?? "morning",
    return_slot: order.return_slot ?? "evening",
    notes: order.notes ?? "",
    rental_date: order.rental_date,
    return_date: order.return_date,
    lines: order.items.map((item) => ({ quantity: String(item.quantity), from: item.from ?? order.rental_date, to: item.to ?? order.return_date })),
    delivery_fee: order.delivery_fee,
    discount_kind: order.discount_kind,
    discount_value: order.discount_value,
    deposit: order.deposit,
    ...changes,
  });

describe.each(testDatabaseTargets())("quote acceptance on $label", ({ create }) => {
  let database: TestDatabase;
  let product: Awaited<ReturnType<typeof insertProduct>>;
  beforeAll(async () => {
    database = await create();
    await insertSiteSettings(database.db);
    product = await insertProduct(database.db, { name: "Lyre LED", price: "80.00", stock_quantity: null });
  });
  afterAll(() => database.dispose());

  it("records the latest version's acceptance with the PDF's SHA-256, the timeline and the agency's e-mail; a new version asks again", async () => {
    const db = database.db;
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 2 }] });
    const v1 = await issueDocument(db, order.id, "quote", ADMIN);
    const acceptance = await acceptQuote(db, order.id, input(v1.id, "  Amel   Trabelsi "), REQUEST);
    const [stored] = await db.select({ pdf: order_documents.pdf }).from(order_documents).where(eq(order_documents.id, v1.id));
    expect(acceptance).toMatchObject({ version: 1, quote_number: v1.number, accepted_name: "Amel Trabelsi", ip: "197.0.0.12", user_agent: REQUEST.userAgent });
    // Issued without its PDF (rendered after the commit): the acceptance stores the one it fingerprints.
    expect(stored!.pdf).not.toBeNull();
    expect(acceptance.pdf_sha256).toBe(createHash("sha256").update(stored!.pdf!).digest("hex"));
    const events = await db.select().from(order_events).where(and(eq(order_events.order_id, order.id), eq(order_events.kind, "quote-accepted")));
    expect(events.map((e) => e.summary)).toEqual([`Devis ${v1.number} version 1 accepté en ligne par Amel Trabelsi`]);
    const mails = await db.select().from(mail_queue).where(and(eq(mail_queue.order_id, order.id), eq(mail_queue.kind, "quote-accepted")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("devis@imagine-events.tn");

    await expect(acceptQuote(db, order.id, input(v1.id), REQUEST)).rejects.toThrow("Ce devis est déjà accepté (par Amel Trabelsi).");
    const v2 = await issueDocument(db, order.id, "quote", ADMIN);
    await expect(acceptQuote(db, order.id, input(v1.id), REQUEST)).rejects.toThrow("Ce devis a été remplacé par une version plus récente (version 2)");
    await acceptQuote(db, order.id, input(v2.id), REQUEST);
    expect((await getQuoteAcceptances(db, order.id)).map((a) => a.version)).toEqual([2, 1]);
  });

  it("records the order's revision on each quote; an edit after it makes it stale: refused, nothing written, a new version accepted", async () => {
    const db = database.db;
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 2 }] });
    const v1 = await issueDocument(db, order.id, "quote", ADMIN);
    expect(v1.order_version).toBe(order.version);
    const { order: edited } = await editOrder(db, order.id, editOf(order, { lines: [{ quantity: "6", from: order.rental_date, to: order.return_date }] }), ADMIN);
    expect(edited.version).toBe(order.version + 1);

    const refusal = await acceptQuote(db, order.id, input(v1.id), REQUEST).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(QuoteAcceptanceError);
    expect(refusal).toMatchObject({ status: 409, message: STALE_QUOTE_REFUSAL });
    expect(await getQuoteAcceptances(db, order.id)).toEqual([]);
    expect(await db.select().from(order_events).where(and(eq(order_events.order_id, order.id), eq(order_events.kind, "quote-accepted")))).toEqual([]);
    expect(await db.select().from(mail_queue).where(and(eq(mail_queue.order_id, order.id), eq(mail_queue.kind, "quote-accepted")))).toEqual([]);

    // Nor is it e-mailed: the agency issues a new version.
    await expect(sendDocument(db, order.id, v1.id, ADMIN)).rejects.toMatchObject({ status: 409, message: STALE_QUOTE_NOT_SENT });
    const v2 = await issueDocument(db, order.id, "quote", ADMIN);
    expect(v2.order_version).toBe(edited.version);
    expect(v2.data.figures.totalTtc).not.toBe(v1.data.figures.totalTtc);
    expect(await acceptQuote(db, order.id, input(v2.id), REQUEST)).toMatchObject({ version: 2 });
  });

  it("keeps a quote current through what it does not show: a status change, a payment, an edit that changes nothing", async () => {
    const db = database.db;
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 1 }] });
    await db.update(rental_orders).set({ departure_slot: "morning", return_slot: "evening" }).where(eq(rental_orders.id, order.id));
    const [slotted] = await db.select().from(rental_orders).where(eq(rental_orders.id, order.id));
    const quote = await issueDocument(db, order.id, "quote", ADMIN);
    await changeOrderStatus(db, order.id, "confirmed", ADMIN);
    await recordPayment(db, order.id, PaymentSchema.parse({ revision: "0", paid_on: todayInTunis(), amount: "50", method: "cash" }), ADMIN);
    expect((await editOrder(db, order.id, editOf(slotted!), ADMIN)).changes).toEqual([]);
    const [now] = await db.select({ version: rental_orders.version }).from(rental_orders).where(eq(rental_orders.id, order.id));
    expect(now!.version).toBe(quote.order_version);
    expect(await acceptQuote(db, order.id, input(quote.id), REQUEST)).toMatchObject({ version: 1 });
  });

  it("tells the client a quote accepted before an edit is stale, and offers no form", async () => {
    const db = database.db;
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 1 }] });
    const quote = await issueDocument(db, order.id, "quote", ADMIN);
    await acceptQuote(db, order.id, input(quote.id), REQUEST);
    const view = async () => {
      const found = await getClientOrder(db, orderAccessToken(order));
      return found.status === "current" ? found.row.quote : null;
    };
    expect(await view()).toMatchObject({ stale: false, canAccept: false, accepted: { name: "Amel Trabelsi" } });
    await editOrder(db, order.id, editOf(order, { notes: "Livrer par l'entrée de service" }), ADMIN);
    // The acceptance stays (it proves what was agreed to then); the page says the quote no longer holds.
    expect(await view()).toMatchObject({ stale: true, open: true, canAccept: false, accepted: { name: "Amel Trabelsi" } });
    expect(await getQuoteAcceptances(db, order.id)).toHaveLength(1);
  });

  it("runs an edit and an acceptance at the same moment one after the other: never an acceptance of a quote the order no longer shows", async () => {
    const db = database.db;
    for (let round = 0; round < 6; round++) {
      const order = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 1 }] });
      const quote = await issueDocument(db, order.id, "quote", ADMIN);
      const [accepted, edited] = await Promise.allSettled([
        acceptQuote(db, order.id, input(quote.id), REQUEST),
        editOrder(db, order.id, editOf(order, { lines: [{ quantity: "3", from: order.rental_date, to: order.return_date }] }), ADMIN),
      ]);
      // The edit always goes through; the acceptance only if it came first.
      expect(edited.status).toBe("fulfilled");
      if (accepted.status === "rejected") {
        expect(accepted.reason).toMatchObject({ status: 409, message: STALE_QUOTE_REFUSAL });
        expect(await getQuoteAcceptances(db, order.id)).toEqual([]);
      } else {
        // Accepted first, edited after: the acceptance stands and the quote shows as stale.
        const found = await getClientOrder(db, orderAccessToken(order));
        expect(found.status === "current" ? found.row.quote : null).toMatchObject({ stale: true, accepted: { name: "Amel Trabelsi" } });
      }
    }
  });

  it("refuses a cancelled or completed order and another order's quote, and writes nothing", async () => {
    const db = database.db;
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 1 }] });
    const other = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 1 }] });
    const quote = await issueDocument(db, order.id, "quote", ADMIN);
    const otherQuote = await issueDocument(db, other.id, "quote", ADMIN);
    await expect(acceptQuote(db, order.id, input(otherQuote.id), REQUEST)).rejects.toThrow("Devis introuvable pour cette commande.");
    await db.update(rental_orders).set({ status: "cancelled" }).where(eq(rental_orders.id, order.id));
    await expect(acceptQuote(db, order.id, input(quote.id), REQUEST)).rejects.toThrow("Cette commande est annulée");
    await db.update(rental_orders).set({ status: "completed" }).where(eq(rental_orders.id, order.id));
    await expect(acceptQuote(db, order.id, input(quote.id), REQUEST)).rejects.toThrow("Cette commande est terminée");
    expect(await getQuoteAcceptances(db, order.id)).toEqual([]);
    expect(QuoteAcceptanceSchema.safeParse({ intent: "accept-quote", document: quote.id, name: "Amel" }).error?.issues[0]?.message).toBe(
      "Cochez « Bon pour accord » pour accepter le devis.",
    );
    expect(QuoteAcceptanceSchema.safeParse({ intent: "accept-quote", document: quote.id, name: " ", agree: "on" }).error?.issues[0]?.message).toBe(
      "Tapez votre nom et prénom pour accepter le devis.",
    );
  });
});
