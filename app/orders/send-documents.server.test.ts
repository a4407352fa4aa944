import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mail_queue, order_events, rental_orders } from "~/db/schema";
import { drainOnce } from "~/lib/mail-queue.server";
import { readOutbox, setUpAdminRoute } from "~/test-support/admin.server";
import { insertInvoicedOrder, insertOrderWithDocuments } from "~/test-support/order-documents.server";
import { insertSiteSettings } from "~/test-support/rental-data.server";
import { orderAccessToken } from "./access.server";
import { DocumentError, getOrderDocuments } from "./documents.server";
import { SEND_DOCUMENTS_MESSAGES } from "./send-documents-schema";
import { sendableDocuments, sendOrderDocuments } from "./send-documents.server";

// 'Envoyer les documents' in the domain: one e-mail with every chosen PDF attached, which lists
// what is attached in French and reaches the outbox; the timeline says so once it is sent. The
// domain checks again what the form's schema checked, against the order as it is when it queues.

const setup = setUpAdminRoute("send-documents", { seed: (database) => insertSiteSettings(database.db) });
const ADMIN = "admin@imagine.tn";
const db = () => setup.database.db;

async function queuedFor(orderId: string) {
  return db().select().from(mail_queue).where(eq(mail_queue.order_id, orderId));
}

/** The raw .eml files sent to `to`, after the worker's pass. */
async function rawMailsTo(to: string): Promise<string[]> {
  await drainOnce(db());
  const dir = path.join(setup.dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
  const raws = await Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")));
  return raws.filter((raw) => raw.includes(`\nTo: ${to}`));
}

describe("sendOrderDocuments", () => {
  it("queues one e-mail with the chosen PDFs attached, which lists them in French; the timeline says so once sent", async () => {
    const { order, number, email, quote, invoice, receipt, credit } = await insertOrderWithDocuments(db(), ADMIN);
    // Chosen in any order: the e-mail lists them quote, invoice, credit note, receipt, then the statement.
    const sent = await sendOrderDocuments(db(), order.id, { email, documents: [receipt.id, credit.id, quote.id, invoice.id], statement: true }, ADMIN);
    expect(sent).toMatchObject({ to: email, statement: true });
    expect(sent.documents.map((doc) => doc.number)).toEqual([quote.number, invoice.number, credit.number, receipt.number]);
    const [row, ...more] = (await queuedFor(order.id)).filter((r) => r.kind === "order-documents");
    expect(more).toHaveLength(0);
    const statementFile = `releve-${number}.pdf`;
    expect(row!.attachments.slice(0, 4)).toEqual([quote, invoice, credit, receipt].map((doc) => ({ filename: doc.fileName, contentType: "application/pdf", documentId: doc.id })));
    // The statement is drawn up when queued, as the account stands, and travels with the e-mail as
    // its data: the PDF is printed when the e-mail is sent (issue 38), not in the request.
    expect(row!.attachments[4]).toMatchObject({ filename: statementFile, contentType: "application/pdf", statement: expect.objectContaining({ orderNumber: number }) });
    expect(row!.attachments[4]!.base64).toBeUndefined();
    expect(row!.reply_to).toBe("contact@imagine-events.tn");

    // The worker sends it with the five PDFs.
    const [raw, ...others] = await rawMailsTo(email);
    expect(others).toHaveLength(0);
    for (const file of [quote, invoice, credit, receipt].map((doc) => doc.fileName).concat(statementFile)) expect(raw).toContain(`Content-Type: application/pdf; name=${file}`);
    const [mail] = (await readOutbox(setup.dataDir, db())).filter((m) => m.to === email);
    expect(mail!.subject).toBe(`Imagine : vos documents pour la commande ${number}`);
    const token = orderAccessToken(order);
    const NBSP = "\u00a0";
    expect(mail!.text).toContain(`Bonjour Amel,\n\nVeuillez trouver ci-joints les cinq documents suivants de votre commande de location ${number} :\n`);
    expect(mail!.text).toContain(`- Devis ${quote.number} : 861,37${NBSP}DT TTC (${quote.fileName})\n  http://localhost:3000/commande/${token}/documents/${quote.fileName}`);
    expect(mail!.text).toMatch(new RegExp(`- Facture ${invoice.number} : 861,37${NBSP}DT TTC, à régler avant le \\d{1,2} \\S+ \\d{4} \\(${invoice.fileName}\\)`));
    expect(mail!.text).toContain(`- Facture d'avoir ${credit.number} : corrige la facture ${invoice.number}, 59,50${NBSP}DT TTC en votre faveur (${credit.fileName})`);
    expect(mail!.text).toMatch(new RegExp(`- Reçu de paiement ${receipt.number} : votre paiement de 200,00${NBSP}DT du \\d{1,2} \\S+ \\d{4} \\(${receipt.fileName}\\)`));
    // What the statement closes on: 861,37 − 59,50 (the credit note) − 200,00 (the payment).
    expect(mail!.text).toMatch(new RegExp(`- Relevé de compte : arrêté au \\d{1,2} \\S+ \\d{4}, reste à payer 601,87${NBSP}DT \\(${statementFile}\\)\n  http://localhost:3000/commande/${token}/releve\\.pdf\n`));
    expect(mail!.text).toContain(`(ne partagez pas ces liens) :\nhttp://localhost:3000/commande/${token}\n`);
    // A quote among them: how to accept it.
    expect(mail!.text).toContain("choisissez « Accepter le devis »");
    expect(mail!.text).not.toContain("TTC TTC");
    expect(mail!.html).toContain(`>Facture d&#x27;avoir ${credit.number}</a>`);
    expect(mail!.html).toContain(`href="http://localhost:3000/commande/${token}/documents/${receipt.fileName}"`);
    expect(mail!.html).toContain(`Pièce jointe\u00a0: ${receipt.fileName}`);

    const events = await db().select().from(order_events).where(and(eq(order_events.order_id, order.id), eq(order_events.kind, "document-sent")));
    expect(events.map((e) => [e.summary, e.actor])).toContainEqual([
      `Documents envoyés par e-mail à ${email} : Devis ${quote.number} version 1, Facture ${invoice.number}, Facture d'avoir ${credit.number}, Reçu de paiement ${receipt.number}, Relevé de compte`,
      ADMIN,
    ]);
  });

  it("the statement alone: its own subject and title, the timeline names it", async () => {
    const { order, number, email } = await insertOrderWithDocuments(db(), ADMIN);
    await sendOrderDocuments(db(), order.id, { email, documents: [], statement: true }, ADMIN);
    const [mail] = (await readOutbox(setup.dataDir, db())).filter((m) => m.to === email);
    expect(mail!.subject).toBe(`Imagine : votre relevé de compte pour la commande ${number}`);
    expect(mail!.text).toContain(`Veuillez trouver ci-joint le relevé de compte de votre commande de location ${number} :\n- Relevé de compte : arrêté au `);
    expect(mail!.html).toContain(`Votre relevé de compte pour la commande ${number}`);
    const summaries = (await db().select().from(order_events).where(eq(order_events.order_id, order.id))).map((e) => e.summary);
    expect(summaries).toContain(`Relevé de compte envoyé par e-mail à ${email}`);
  });

  it("offers the latest quote unless the order changed after it, then every invoice, credit note and receipt", async () => {
    const { order, quote, invoice, credit, receipt } = await insertOrderWithDocuments(db(), ADMIN);
    const documents = await getOrderDocuments(db(), order.id);
    expect(sendableDocuments(documents, order).map((doc) => doc.id)).toEqual([quote.id, invoice.id, credit.id, receipt.id]);
    expect(sendableDocuments(documents, { version: order.version + 1 }).map((doc) => doc.id)).toEqual([invoice.id, credit.id, receipt.id]);
  });

  it("checks again against the order as it is: another order's document, a stale quote, no e-mail; nothing is queued", async () => {
    const { order, email, quote, invoice } = await insertOrderWithDocuments(db(), ADMIN);
    const other = await insertInvoicedOrder(db(), ADMIN);
    const before = (await queuedFor(order.id)).length;
    const refusal = (documents: string[]) => sendOrderDocuments(db(), order.id, { email, documents, statement: false }, ADMIN).then(() => null, (error: unknown) => error);

    expect(await refusal([invoice.id, other.invoice.id])).toEqual(new DocumentError(SEND_DOCUMENTS_MESSAGES.notOfOrder, 400));
    expect(await refusal([])).toEqual(new DocumentError(SEND_DOCUMENTS_MESSAGES.nothingChosen, 400));
    await db().update(rental_orders).set({ version: order.version + 1 }).where(eq(rental_orders.id, order.id));
    expect(await refusal([quote.id, invoice.id])).toEqual(new DocumentError(SEND_DOCUMENTS_MESSAGES.notOfOrder, 400));
    // The e-mail is the order's own, read when queueing, whatever the caller passed.
    await db().update(rental_orders).set({ email: "" }).where(eq(rental_orders.id, order.id));
    expect(await refusal([invoice.id])).toEqual(new DocumentError(SEND_DOCUMENTS_MESSAGES.noEmail, 400));
    expect(await queuedFor(order.id)).toHaveLength(before);
  });
});
