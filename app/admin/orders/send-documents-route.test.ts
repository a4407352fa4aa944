import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DeskActionResult } from "~/admin/desk-result";
import { mail_queue, order_events, rental_orders } from "~/db/schema";
import { readOutbox, getRequest, routeArgs, settle, setUpAdminRoute } from "~/test-support/admin.server";
import { insertInvoicedOrder, insertOrderWithDocuments } from "~/test-support/order-documents.server";
import { insertSiteSettings } from "~/test-support/rental-data.server";
import * as orderRoute from "~/routes/admin/order";
import * as sendRoute from "~/routes/admin/order-send-document";
import * as sendManyRoute from "~/routes/admin/order-send-documents";
import { SEND_DOCUMENTS_MESSAGES } from "~/orders/send-documents-schema";
import type { OrderPageData } from "./order-page.server";
import type { OrderPageResult, SendDocumentsFailure } from "./order-results";

// 'Envoyer les documents' and 'Envoyer l'avoir' of the order page, through their routes as the page
// posts them: the toast, the refusals' French messages with what was ticked (nothing queued), the
// plain form post's way back to the page, the admin only. What the e-mail says:
// app/orders/send-documents.server.test.ts.

const route = setUpAdminRoute("send-documents", { seed: (database) => insertSiteSettings(database.db) });
const ADMIN = "admin@imagine.tn";

type Answer = DeskActionResult | SendDocumentsFailure;
type PageData = OrderPageData & { flashed: OrderPageResult | null };

const invoicedOrder = () => insertOrderWithDocuments(route.database.db, ADMIN);

function post(resource: "envoi" | "envoi-documents", number: string, fields: [string, string][], headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3000/admin/shop/commandes/${number}/${resource}`, {
    method: "POST",
    headers: { Cookie: route.admin, ...headers },
    body: new URLSearchParams(fields),
  });
}

const withParams = <A,>(request: Request, params: Record<string, string>) => ({ ...routeArgs<A>(request), params }) as A;

function sendMany(number: string, documents: string[], extra: [string, string][] = [], headers?: Record<string, string>) {
  const fields: [string, string][] = [["intent", "send-documents"], ...documents.map((id): [string, string] => ["documents", id]), ...extra];
  return settle<Answer>(() => sendManyRoute.action(withParams(post("envoi-documents", number, fields, headers), { number })));
}

function sendOne(number: string, document: string) {
  return settle<Answer>(() => sendRoute.action(withParams(post("envoi", number, [["intent", "send-document"], ["document", document]]), { number })));
}

async function queuedFor(orderId: string) {
  return route.database.db.select().from(mail_queue).where(eq(mail_queue.order_id, orderId));
}

describe("Envoyer les documents (…/envoi-documents)", () => {
  it("sends the ticked documents in one e-mail and says so in a toast", async () => {
    const { order, number, email, invoice, receipt, credit } = await invoicedOrder();
    const before = (await queuedFor(order.id)).length;
    const sent = await sendMany(number, [receipt.id, credit.id, invoice.id]);
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({
      ok: true,
      toast: { title: "Documents envoyés", description: `3 documents partent en un e-mail à ${email} : ${invoice.number}, ${credit.number}, ${receipt.number}.` },
    });
    const rows = (await queuedFor(order.id)).slice(before);
    expect(rows.map((row) => [row.kind, row.attachments.length])).toEqual([["order-documents", 3]]);
  });

  it("one document ticked is the e-mail of its own button; 'Envoyer l'avoir' sends the credit note", async () => {
    const { order, number, email, credit, invoice } = await invoicedOrder();
    expect((await sendOne(number, credit.id)).data).toMatchObject({ ok: true, toast: { title: "Facture d'avoir envoyée", description: `${credit.number} part par e-mail à ${email}.` } });
    expect((await sendMany(number, [invoice.id])).data).toMatchObject({ ok: true, toast: { title: "Facture envoyée", description: `${invoice.number} part par e-mail à ${email}.` } });
    const mails = (await readOutbox(route.dataDir, route.database.db)).filter((m) => m.to === email);
    expect(mails.map((m) => m.subject).sort()).toEqual([`Imagine : votre facture ${invoice.number} pour la commande ${number}`, `Imagine : votre facture d'avoir ${credit.number} pour la commande ${number}`]);
    const summaries = (await route.database.db.select().from(order_events).where(eq(order_events.order_id, order.id))).map((e) => e.summary);
    expect(summaries).toContain(`Facture d'avoir ${credit.number} envoyée par e-mail à ${email}`);
  });

  it("'Envoyer le relevé' sends the statement of account alone; with documents it joins their e-mail", async () => {
    const { order, number, email, invoice } = await invoicedOrder();
    const before = (await queuedFor(order.id)).length;
    expect((await sendMany(number, [], [["statement", "on"]])).data).toMatchObject({
      ok: true,
      toast: { title: "Relevé de compte envoyé", description: `Le relevé de ${number} part par e-mail à ${email}.` },
    });
    expect((await sendMany(number, [invoice.id], [["statement", "on"]])).data).toMatchObject({
      ok: true,
      toast: { title: "Documents envoyés", description: `2 documents partent en un e-mail à ${email} : ${invoice.number}, relevé de compte.` },
    });
    const rows = (await queuedFor(order.id)).slice(before);
    expect(rows.map((row) => row.attachments.map((a) => a.filename))).toEqual([[`releve-${number}.pdf`], [invoice.fileName, `releve-${number}.pdf`]]);
  });

  it("refuses with a French message, queueing nothing: no document ticked, another order's document, an old quote, an order without e-mail", async () => {
    const { order, number, quote, invoice } = await invoicedOrder();
    const other = await insertInvoicedOrder(route.database.db, ADMIN);
    const before = (await queuedFor(order.id)).length;

    const nothing = await sendMany(number, []);
    expect(nothing.status).toBe(400);
    expect(nothing.data).toMatchObject({ ok: false, intent: "send-documents", error: SEND_DOCUMENTS_MESSAGES.nothingChosen, fieldErrors: { documents: SEND_DOCUMENTS_MESSAGES.nothingChosen }, toast: { title: "Documents non envoyés" } });

    const foreign = await sendMany(number, [invoice.id, other.invoice.id]);
    expect(foreign).toMatchObject({ status: 400, data: { ok: false, error: SEND_DOCUMENTS_MESSAGES.notOfOrder, values: { documents: [invoice.id, other.invoice.id], statement: false } } });
    expect((await sendMany(number, ["pas-un-identifiant"])).data).toMatchObject({ error: SEND_DOCUMENTS_MESSAGES.notOfOrder });

    // A quote version the order was edited after is not offered either.
    await route.database.db.update(rental_orders).set({ version: order.version + 1 }).where(eq(rental_orders.id, order.id));
    expect((await sendMany(number, [quote.id, invoice.id])).data).toMatchObject({ error: SEND_DOCUMENTS_MESSAGES.notOfOrder });

    await route.database.db.update(rental_orders).set({ email: "  " }).where(eq(rental_orders.id, order.id));
    const noEmail = await sendMany(number, [invoice.id]);
    expect(noEmail).toMatchObject({ status: 400, data: { ok: false, error: SEND_DOCUMENTS_MESSAGES.noEmail, toast: { description: SEND_DOCUMENTS_MESSAGES.noEmail } } });
    // Each document's own 'Envoyer' says the same.
    expect((await sendOne(number, invoice.id)).data).toMatchObject({ ok: false, toast: { title: "Envoi impossible", description: SEND_DOCUMENTS_MESSAGES.noEmail } });
    await route.database.db.update(rental_orders).set({ email: "amel.example.tn" }).where(eq(rental_orders.id, order.id));
    expect((await sendMany(number, [invoice.id])).data).toMatchObject({ error: SEND_DOCUMENTS_MESSAGES.badEmail });

    expect(await queuedFor(order.id)).toHaveLength(before);
  });

  it("a plain form post (no JavaScript) comes back to the order page with its answer, ticks kept on a refusal", async () => {
    const { number, invoice, credit } = await invoicedOrder();
    const navigate = { "Sec-Fetch-Mode": "navigate" };
    const refused = await sendMany(number, [invoice.id, "pas-un-identifiant"], [], navigate);
    expect(refused.status).toBe(303);
    expect(refused.response!.headers.get("Location")).toBe(`/admin/shop/commandes/${number}`);
    const flash = refused.response!.headers.get("Set-Cookie")!.split(";")[0]!;
    const page = await settle<PageData>(() =>
      orderRoute.loader(withParams(getRequest(`/admin/shop/commandes/${number}`, `${route.admin}; ${flash}`), { number })),
    );
    expect(page.data!.flashed).toMatchObject({ ok: false, intent: "send-documents", error: SEND_DOCUMENTS_MESSAGES.notOfOrder, values: { documents: [invoice.id, "pas-un-identifiant"] } });
    // The page offers the order's documents to tick.
    expect(page.data!.sendable.documents.map((doc) => doc.label)).toEqual([expect.stringMatching(/^Devis DEV-\d{4}-\d{4} · v1$/), `Facture ${invoice.number}`, `Facture d'avoir ${credit.number}`, expect.stringMatching(/^Reçu de paiement REC-/)]);
    expect(page.data!.sendable.emailProblem).toBeNull();

    const sent = await sendMany(number, [invoice.id, credit.id], [], navigate);
    expect(sent.status).toBe(303);
    const sentFlash = sent.response!.headers.get("Set-Cookie")!.split(";")[0]!;
    const after = await settle<PageData>(() =>
      orderRoute.loader(withParams(getRequest(`/admin/shop/commandes/${number}`, `${route.admin}; ${sentFlash}`), { number })),
    );
    expect(after.data!.flashed).toMatchObject({ ok: true, toast: { title: "Documents envoyés" } });
  });

  it("answers only an admin", async () => {
    const { number, invoice } = await insertInvoicedOrder(route.database.db, ADMIN);
    const request = new Request(`http://localhost:3000/admin/shop/commandes/${number}/envoi-documents`, {
      method: "POST",
      headers: { Cookie: route.member },
      body: new URLSearchParams([["documents", invoice.id]]),
    });
    expect((await settle(() => sendManyRoute.action(withParams(request, { number })))).status).toBe(403);
  });
});
