import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DeskActionResult } from "~/admin/desk-result";
import { getRequest, postRequest, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { order_events, rental_orders } from "~/db/schema";
import { drainOnce } from "~/lib/mail-queue.server";
import { orderAccessToken } from "~/orders/access.server";
import { formatOrderNumber } from "~/orders/status";
import { insertPricedOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import * as documentRoute from "~/routes/admin/order-document";
import * as orderRoute from "~/routes/admin/order";
import * as creditNotesRoute from "~/routes/admin/order-credit-notes";
import * as documentsRoute from "~/routes/admin/order-documents";
import * as editRoute from "~/routes/admin/order-edit";
import * as sendRoute from "~/routes/admin/order-send-document";
import * as statusRoute from "~/routes/admin/order-status";
import * as shopRoute from "~/routes/admin/shop";
import * as clientDocumentRoute from "~/routes/shop/order-document";
import type { OrderPageData } from "./order-page.server";
import type { OrderSaveFailure } from "./order-results";

type LoaderData = OrderPageData;

// Each form of the order page posts to its own resource under the order's address.
const resources: Record<string, { path: string; action: (args: never) => Promise<unknown> }> = {
  save: { path: "modifier", action: editRoute.action },
  "set-status": { path: "statut", action: statusRoute.action },
  "issue-quote": { path: "documents", action: documentsRoute.action },
  "issue-invoice": { path: "documents", action: documentsRoute.action },
  "send-document": { path: "envoi", action: sendRoute.action },
  "issue-credit-note": { path: "avoirs", action: creditNotesRoute.action },
};
type Order = typeof rental_orders.$inferSelect;

const route = setUpAdminRoute("order-page", { seed: (database) => insertSiteSettings(database.db) });

const withParams = <A,>(request: Request, params: Record<string, string>) => ({ ...routeArgs<A>(request), params }) as A;
const page = (number: string, cookie?: string, search = "") =>
  settle<LoaderData>(() => orderRoute.loader(withParams(getRequest(`/admin/shop/commandes/${number}${search}`, cookie), { number })));
const act = (number: string, fields: Record<string, string>, cookie: string = route.admin) =>
  settle<DeskActionResult | OrderSaveFailure>(() => {
    const resource = resources[fields.intent!]!;
    return resource.action(withParams<never>(postRequest(`/admin/shop/commandes/${number}/${resource.path}`, fields, cookie), { number }));
  });
const adminDocument = (number: string, file: string, cookie?: string) =>
  settle(() => documentRoute.loader(withParams(getRequest(`/admin/shop/commandes/${number}/documents/${file}`, cookie), { number, file })));
const clientDocument = (token: string, file: string) =>
  settle(() => clientDocumentRoute.loader(withParams(getRequest(`/commande/${token}/documents/${file}`), { token, file })));

function saveFields(order: Order, changes: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "save",
    version: String(order.version),
    first_name: order.first_name,
    last_name: order.last_name,
    email: order.email,
    phone: order.phone,
    company: order.company ?? "",
    fulfilment: order.fulfilment,
    delivery_address: order.delivery_address,
    departure_slot: order.departure_slot ?? "morning",
    return_slot: order.return_slot ?? "evening",
    notes: "",
    rental_date: order.rental_date,
    return_date: order.return_date,
    line_quantity: String(order.items[0]!.quantity),
    line_from: order.rental_date,
    line_to: order.return_date,
    delivery_fee: "0",
    discount_kind: "amount",
    discount_value: "0",
    deposit: "0",
    ...changes,
  };
}

async function newOrder(status: "new" | "confirmed" = "new") {
  const product = await insertProduct(route.database.db, { name: `Enceinte ${Math.random().toString(36).slice(2, 7)}`, price: "120.50", stock_quantity: 10 });
  const order = await insertPricedOrder(route.database.db, { status, lines: [{ product, quantity: 2 }] });
  return { order, number: formatOrderNumber(order.order_number), product };
}

describe("who may open an order", () => {
  it("refuses visitors and non-admins the page, its actions and its documents", async () => {
    const { order, number } = await newOrder();
    for (const cookie of [undefined, route.member]) {
      expect((await page(number, cookie)).status).toBe(302);
      expect((await adminDocument(number, "FAC-2026-0001.pdf", cookie)).status).toBe(cookie ? 403 : 401);
    }
    expect((await act(number, saveFields(order, { deposit: "900" }), "")).status).toBe(401);
    expect((await act(number, { intent: "issue-invoice" }, route.member)).status).toBe(403);
    const [row] = await route.database.db.select().from(rental_orders).where(eq(rental_orders.id, order.id));
    expect(row!.deposit).toBe("0.00");
  });

  it("answers 404 for an unknown or malformed order number", async () => {
    expect((await page("CMD-999999", route.admin)).status).toBe(404);
    expect((await page("CMD-12ab", route.admin)).status).toBe(404);
    expect((await act("CMD-999999", { intent: "issue-quote" })).status).toBe(404);
  });
});

describe("the order page", () => {
  it("shows the order with its figures, documents, timeline and a product search", async () => {
    const { number, product } = await newOrder();
    const { status, data } = await page(number, route.admin, `?recherche=${encodeURIComponent(product.name.slice(0, 12))}`);
    expect(status).toBe(200);
    expect(data!.number).toBe(number);
    expect(data!.figures).toMatchObject({ subtotal: "723.00", vat: "137.37", stampDuty: "1.00", totalTtc: "861.37" });
    expect(data!.editable).toBe(true);
    expect(data!.transitions.map((t) => t.label)).toEqual(["Confirmer", "Annuler"]);
    expect(data!.matches.map((m) => m.id)).toContain(product.id);
    expect(data!.canIssue).toEqual({ quote: true, invoice: false, creditNote: false });
  });

  it("refuses bad input with French messages and gives back what was typed", async () => {
    const { order, number } = await newOrder();
    const typed = saveFields(order, { first_name: "Amira", line_quantity: "0", delivery_fee: "-10", discount_kind: "percent", discount_value: "150" });
    const result = await act(number, typed);
    expect(result.status).toBe(400);
    const failure = result.data as OrderSaveFailure;
    expect(failure.fieldErrors).toMatchObject({
      "lines.0.quantity": "La quantité doit être d'au moins 1.",
      delivery_fee: "Les frais de livraison ne peuvent pas être négatifs.",
      discount_value: "Une remise ne peut pas dépasser 100 %.",
    });
    expect(failure.values).toMatchObject({ first_name: "Amira", delivery_fee: "-10", discount_value: "150", lines: [{ quantity: "0" }] });
    const [row] = await route.database.db.select().from(rental_orders).where(eq(rental_orders.id, order.id));
    expect(row).toMatchObject({ first_name: "Amel", version: 1 });
  });

  it("refuses a stale save with 409 and keeps the typed values", async () => {
    const { order, number } = await newOrder();
    expect((await act(number, saveFields(order, { deposit: "100" }))).status).toBe(200);
    const stale = await act(number, saveFields(order, { deposit: "250", notes: "Tapé sur l'ancienne version" }));
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ ok: false, error: expect.stringContaining("modifiée par quelqu'un d'autre"), values: { deposit: "250", notes: "Tapé sur l'ancienne version" } });
  });

  it("issues and e-mails the quote with its PDF, then invoices once the order is confirmed", async () => {
    const { order, number } = await newOrder();
    expect((await act(number, { intent: "issue-invoice" })).data).toMatchObject({ ok: false, toast: { title: "Facture non émise" } });
    expect((await act(number, { intent: "issue-quote" })).data).toMatchObject({ ok: true, toast: { title: "Devis émis" } });
    const { data } = await page(number, route.admin);
    const quote = data!.documents.find((d) => d.kind === "quote")!;
    const sent = await act(number, { intent: "send-document", document: quote.id });
    expect(sent.data).toMatchObject({ ok: true, toast: { title: "Devis envoyé" } });

    await drainOnce();
    const files = await readdir(path.join(route.dataDir, "outbox"));
    const mails = await Promise.all(files.map((file) => readFile(path.join(route.dataDir, "outbox", file), "utf8")));
    const mail = mails.find((m) => m.includes(`To: ${order.email}`) && m.includes(quote.fileName))!;
    expect(mail).toContain("Content-Type: application/pdf");
    expect(mail).toContain(`filename=${quote.fileName}`);
    const token = orderAccessToken(order);
    expect(mail.replace(/=\r?\n/g, "")).toContain(`/commande/${token}/documents/${quote.fileName}`);

    expect((await act(number, { intent: "set-status", to: "confirmed" })).data).toMatchObject({ ok: true });
    expect((await act(number, { intent: "issue-invoice" })).data).toMatchObject({ ok: true, toast: { title: "Facture émise" } });
    const second = await act(number, { intent: "issue-invoice" });
    expect(second).toMatchObject({ status: 409, data: { toast: { description: expect.stringContaining("déjà une facture") } } });

    const { data: after } = await page(number, route.admin);
    const invoice = after!.documents.find((d) => d.kind === "invoice")!;
    const download = await adminDocument(number, invoice.fileName, route.admin);
    expect(download.response!.headers.get("Content-Type")).toBe("application/pdf");
    expect(Buffer.from(await download.response!.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    // The client's link opens it; a wrong token or another order's file gives a 404.
    expect((await clientDocument(token, invoice.fileName)).status).toBe(200);
    expect((await clientDocument(token.slice(0, -2) + "AA", invoice.fileName)).status).toBe(404);
    expect((await clientDocument(orderAccessToken((await newOrder()).order), invoice.fileName)).status).toBe(404);

    const summaries = after!.events.map((e) => e.summary);
    expect(summaries).toEqual(expect.arrayContaining([expect.stringMatching(/^Facture FAC-\d{4}-\d{4} émise/), expect.stringMatching(/^Devis DEV-\d{4}-\d{4} version 1 envoyé par e-mail/), "Statut : Nouvelle → Confirmée"]));
    const actors = await route.database.db.select({ actor: order_events.actor }).from(order_events).where(eq(order_events.order_id, order.id));
    expect(actors.some((a) => a.actor.startsWith("desk-"))).toBe(true);

    // The desk shows the invoice number; an invoiced order is kept for the accounts.
    const desk = await settle<Awaited<ReturnType<typeof shopRoute.loader>>>(() => shopRoute.loader(routeArgs(getRequest(`/admin/shop?q=${number}`, route.admin))));
    expect(desk.data!.orders.find((o) => o.id === order.id)?.invoice_number).toBe(invoice.number);
    const deleted = await settle<DeskActionResult>(() => shopRoute.action(routeArgs(postRequest("/admin/shop", { intent: "delete", id: order.id }, route.admin))));
    expect(deleted).toMatchObject({ status: 409, data: { toast: { title: "Erreur lors de la suppression" } } });

    // A credit note (issue 22): a refusal keeps what was typed; once credited in full the invoice
    // no longer stands — the desk drops its number, the order is editable, the client opens the note.
    expect((await act(number, { intent: "issue-credit-note", invoice: invoice.id, mode: "amount", amount: "99999", reason: "Erreur" })).data).toMatchObject({
      ok: false,
      intent: "issue-credit-note",
      fieldErrors: { amount: expect.stringContaining("dépasse ce qui reste à créditer") },
      values: { mode: "amount", amount: "99999", reason: "Erreur" },
    });
    expect((await act(number, { intent: "issue-credit-note", invoice: invoice.id, mode: "whole", reason: "" })).data).toMatchObject({
      ok: false,
      fieldErrors: { reason: "Indiquez le motif de l'avoir." },
    });
    const credited = await act(number, { intent: "issue-credit-note", invoice: invoice.id, mode: "whole", reason: "Commande à refaire" });
    expect(credited.data).toMatchObject({ ok: true, toast: { title: "Facture d'avoir émise", description: expect.stringContaining(`crédite entièrement la facture ${invoice.number}`) } });
    const { data: afterCredit } = await page(number, route.admin);
    const note = afterCredit!.documents.find((d) => d.kind === "credit_note")!;
    expect(note.number).toMatch(/^AV-\d{4}-\d{4}$/);
    expect(afterCredit).toMatchObject({ editable: true, standingInvoice: null, canIssue: { invoice: true, creditNote: false } });
    expect((await clientDocument(token, note.fileName)).status).toBe(200);
    const deskAfter = await settle<Awaited<ReturnType<typeof shopRoute.loader>>>(() => shopRoute.loader(routeArgs(getRequest(`/admin/shop?q=${number}`, route.admin))));
    expect(deskAfter.data!.orders.find((o) => o.id === order.id)?.invoice_number).toBeNull();
  });
});
