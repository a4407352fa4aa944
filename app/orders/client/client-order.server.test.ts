import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOutbox, routeArgs, settle } from "~/test-support/admin.server";
import { order_events, rental_orders } from "~/db/schema";
import { testDatabaseTargets, useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import * as clientOrderRoute from "~/routes/shop/client-order";
import { changeOrderStatus } from "~/orders/status-change.server";
import { cancelOrderByClient, ClientCancelError, getClientOrder, NOT_CANCELLABLE_MESSAGE } from "./client-order.server";
import { orderAccessToken } from "~/orders/access.server";
import { PaymentSchema } from "~/money/payment-schema";
import { cancelPayment, recordPayment } from "~/money/payments.server";
import { todayInTunis } from "~/lib/calendar-dates";
import { env } from "~/lib/env.server";
import { issueDocument } from "~/orders/documents.server";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-client-order-"));
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = "";
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The page's view of a current link (null for any other). */
async function viewOf(db: Parameters<typeof getClientOrder>[0], token: string) {
  const found = await getClientOrder(db, token);
  return found.status === "current" ? found.row : null;
}

describe.each(testDatabaseTargets())("the client's order on $label", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    await insertSiteSettings(database.db);
  });
  afterAll(() => database.dispose());

  it("finds the order by its token only, with its documents behind the same token", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Enceinte", price: "100.00", stock_quantity: 5 });
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 1 }] });
    const other = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 1 }] });
    await issueDocument(db, order.id, "quote", "admin@imagine-events.tn");
    const token = orderAccessToken(order);
    const seen = await viewOf(db, token);
    expect(seen).toMatchObject({ status: "new", figures: { subtotal: "300.00", totalTtc: "358.00" } });
    expect(seen!.documents).toHaveLength(1);
    expect(seen!.documents[0]!.href).toMatch(new RegExp(`^/commande/${token}/documents/DEV-\\d{4}-\\d{4}-v1\\.pdf$`));
    expect(await viewOf(db, orderAccessToken(other))).toMatchObject({ documents: [] });
    // Wrong, truncated, or an order number instead of a token.
    expect(await getClientOrder(db, token.slice(0, -1))).toEqual({ status: "unknown" });
    expect(await getClientOrder(db, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)).toEqual({ status: "unknown" });
    expect(await getClientOrder(db, String(order.order_number))).toEqual({ status: "unknown" });
  });

  it("shows what was paid and what remains once something is paid or the order is confirmed", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Console", price: "100.00", stock_quantity: 5 });
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 1 }] });
    const token = orderAccessToken(order);
    // A new order with nothing paid says nothing of it.
    expect((await viewOf(db, token))!.payment).toBeNull();
    const paid = await recordPayment(db, order.id, PaymentSchema.parse({ revision: "0", paid_on: todayInTunis(), amount: "100", method: "transfer" }), "admin@imagine-events.tn");
    expect((await viewOf(db, token))!.payment).toEqual({ paid: "100.00", due: "258.00", overpaid: "0.00", status: "Acompte reçu", state: "partial" });
    await cancelPayment(db, order.id, { revision: 1, payment: paid.id, reason: "Erreur" }, "admin@imagine-events.tn");
    await db.update(rental_orders).set({ status: "confirmed" }).where(eq(rental_orders.id, order.id));
    expect((await viewOf(db, token))!.payment).toEqual({ paid: "0.00", due: "358.00", overpaid: "0.00", status: "Non payée", state: "unpaid" });
  });

  it("gives the mode, the address or the depot's, and the slots (null on older orders)", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Lyre", price: "50.00", stock_quantity: 5 });
    const older = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 1 }] });
    expect(await viewOf(db, orderAccessToken(older))).toMatchObject({
      fulfilment: "delivery",
      deliveryAddress: "Les Berges du Lac, Tunis",
      departureSlot: null,
      returnSlot: null,
    });
    const pickup = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 1 }] });
    await db.update(rental_orders).set({ fulfilment: "pickup", delivery_address: "", departure_slot: "morning", return_slot: "evening" }).where(eq(rental_orders.id, pickup.id));
    expect(await viewOf(db, orderAccessToken(pickup))).toMatchObject({
      fulfilment: "pickup",
      departureSlot: "morning",
      returnSlot: "evening",
      agency: { depotAddress: "Rue du Lac Windermere, Les Berges du Lac, 1053 Tunis" },
    });
  });

  it("cancels while new, tells the agency, and writes who did it in the timeline", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Micro", price: "20.00", stock_quantity: 5 });
    const order = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 1 }] });
    const before = (await readOutbox(dataDir, db)).length;
    const cancelled = await cancelOrderByClient(db, orderAccessToken(order), "Événement reporté");
    expect(cancelled.status).toBe("cancelled");
    const [event] = await db.select().from(order_events).where(eq(order_events.order_id, order.id));
    expect(event).toMatchObject({ kind: "status", summary: "Statut : Nouvelle → Annulée", actor: "Client : Amel Trabelsi", details: ["Raison : Événement reporté"] });
    const mails = (await readOutbox(dataDir, db)).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(["amel@example.tn", "devis@imagine-events.tn"]);
    expect(mails.find((m) => m.to === "devis@imagine-events.tn")!.text).toContain("Raison : Événement reporté");
    // Once cancelled, or once confirmed, it can no longer be cancelled online.
    await expect(cancelOrderByClient(db, orderAccessToken(order), undefined)).rejects.toThrow(NOT_CANCELLABLE_MESSAGE);
  });

  it("lets one of a client's cancel and an admin's 'Confirmer' win, cleanly", async () => {
    const db = database.db;
    const product = await insertProduct(db, { name: "Lyre", price: "50.00", stock_quantity: 5 });
    for (let round = 0; round < 5; round++) {
      const order = await insertPricedOrder(db, { status: "new", lines: [{ product, quantity: 1 }] });
      const [client, admin] = await Promise.allSettled([
        cancelOrderByClient(db, orderAccessToken(order), undefined),
        changeOrderStatus(db, order.id, "confirmed", "admin@imagine-events.tn"),
      ]);
      const wins = [client, admin].filter((r) => r.status === "fulfilled");
      expect(wins).toHaveLength(1);
      const loser = [client, admin].find((r) => r.status === "rejected") as PromiseRejectedResult;
      if (client.status === "rejected") expect(loser.reason).toBeInstanceOf(ClientCancelError);
      const [row] = await db.select({ status: rental_orders.status }).from(rental_orders).where(eq(rental_orders.id, order.id));
      expect(row!.status).toBe(client.status === "fulfilled" ? "cancelled" : "confirmed");
      const statusEvents = await db.select().from(order_events).where(eq(order_events.order_id, order.id));
      expect(statusEvents.filter((e) => e.kind === "status")).toHaveLength(1);
    }
  });
});

describe("the client's order page", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await useTestDatabase();
    await insertSiteSettings(database.db);
  });
  afterAll(() => database.dispose());

  type LoaderArgs = Parameters<typeof clientOrderRoute.loader>[0];
  type ActionArgs = Parameters<typeof clientOrderRoute.action>[0];
  const page = (token: string, query = "") =>
    settle<{ order: { number: string }; confirmation: { followUrl: string } | null }>(() =>
      clientOrderRoute.loader({ ...routeArgs<LoaderArgs>(new Request(`http://localhost/commande/${token}${query}`)), params: { token } }),
    );
  const post = (token: string, fields: Record<string, string>) =>
    settle<{ ok: boolean; message: string; reason?: string }>(() =>
      clientOrderRoute.action({
        ...routeArgs<ActionArgs>(new Request(`http://localhost/commande/${token}`, { method: "POST", body: new URLSearchParams(fields) })),
        params: { token },
      }),
    );

  it("opens on the confirmation where the checkout ends (?nouvelle=1), with the e-mail's link, while the order is new", async () => {
    const product = await insertProduct(database.db, { name: "Projecteur", price: "40.00", stock_quantity: 3 });
    const order = await insertPricedOrder(database.db, { status: "new", lines: [{ product, quantity: 1 }] });
    const token = orderAccessToken(order);
    const placed = await page(token, "?nouvelle=1");
    expect(placed.status).toBe(200);
    expect(placed.data!.confirmation).toEqual({ followUrl: `${env().PUBLIC_URL}/commande/${token}` });
    expect((await page(token)).data!.confirmation).toBeNull();
    // A confirmation kept in the bookmarks is the plain page once the agency has moved the order on.
    await changeOrderStatus(database.db, order.id, "confirmed");
    expect((await page(token, "?nouvelle=1")).data!.confirmation).toBeNull();
  });

  it("answers 404 with nothing in it for a wrong token", async () => {
    const result = await page("x".repeat(43));
    expect(result.status).toBe(404);
    expect(JSON.stringify(result.data ?? {})).not.toMatch(/CMD-|Amel/);
  });

  it("refuses a too long reason and a cancel of a confirmed order, keeping the reason typed", async () => {
    const product = await insertProduct(database.db, { name: "Chaise", price: "5.00", stock_quantity: null });
    const order = await insertPricedOrder(database.db, { status: "new", lines: [{ product, quantity: 10 }] });
    const token = orderAccessToken(order);
    expect(await post(token, { intent: "cancel", reason: "x".repeat(501) })).toMatchObject({ status: 400, data: { ok: false, message: "La raison est trop longue (500 caractères au plus)." } });
    await changeOrderStatus(database.db, order.id, "confirmed");
    expect(await post(token, { intent: "cancel", reason: "Trop tard ?" })).toMatchObject({ status: 409, data: { ok: false, message: NOT_CANCELLABLE_MESSAGE, reason: "Trop tard ?" } });
    expect((await page(token)).status).toBe(200);
  });
});
