import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mail_queue, order_documents, order_events, rental_orders } from "~/db/schema";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import { issueDocument } from "./documents.server";
import { QuoteAcceptanceSchema } from "./quote-acceptance-schema";
import { acceptanceLabel, acceptQuote, getQuoteAcceptances } from "./quote-acceptance.server";

// The client's online acceptance of a quote (issue 22) on a real database: what it records, the
// agency's e-mail queued with it, and the refusals (superseded version, twice, cancelled or
// completed order, another order's quote).

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-acceptance-"));
  process.env.DATA_DIR = dataDir;
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const ADMIN = "admin@imagine-events.tn";
const REQUEST = { ip: "197.0.0.12", userAgent: "Mozilla/5.0 (iPhone) Safari" };
const input = (document: string, name = "Amel Trabelsi") => QuoteAcceptanceSchema.parse({ intent: "accept-quote", document, name, agree: "on" });

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
    expect(acceptance.pdf_sha256).toBe(createHash("sha256").update(stored!.pdf).digest("hex"));
    const events = await db.select().from(order_events).where(and(eq(order_events.order_id, order.id), eq(order_events.kind, "quote-accepted")));
    expect(events.map((e) => e.summary)).toEqual([`Devis ${v1.number} version 1 accepté en ligne par Amel Trabelsi`]);
    const mails = await db.select().from(mail_queue).where(and(eq(mail_queue.order_id, order.id), eq(mail_queue.kind, "quote-accepted")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("devis@imagine-events.tn");
    expect(acceptanceLabel(1, 1)).toBe("Devis accepté (v1)");

    await expect(acceptQuote(db, order.id, input(v1.id), REQUEST)).rejects.toThrow("Ce devis est déjà accepté (par Amel Trabelsi).");
    const v2 = await issueDocument(db, order.id, "quote", ADMIN);
    expect(acceptanceLabel(2, (await getQuoteAcceptances(db, order.id))[0]!.version)).toBeNull();
    await expect(acceptQuote(db, order.id, input(v1.id), REQUEST)).rejects.toThrow("Ce devis a été remplacé par une version plus récente (version 2)");
    await acceptQuote(db, order.id, input(v2.id), REQUEST);
    expect((await getQuoteAcceptances(db, order.id)).map((a) => a.version)).toEqual([2, 1]);
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
