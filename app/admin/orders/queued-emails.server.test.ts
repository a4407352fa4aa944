import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setStatus } from "~/admin/orders/actions.server";
import { readOutbox } from "~/test-support/admin.server";
import { getAuth } from "~/auth/auth.server";
import { createTestAccount, extractResetLinks } from "~/test-support/auth.server";
import { acknowledgeContactMessage, enqueueContactNotification } from "~/contact/contact-mail.server";
import { contactSchema } from "~/contact/contact-schema";
import { contactFr } from "~/i18n/messages/contact/fr";
import { mail_queue, site_settings } from "~/db/schema";
import { useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import { env } from "~/lib/env.server";
import { drainOnce } from "~/lib/mail-queue.server";
import { depotAddress } from "~/lib/depot-address";
import type { RentalOrder } from "~/db/schema";
import { placeOrder } from "~/rental/checkout.server";
import { cancelOrderByClient } from "~/orders/client/client-order.server";
import { clientOrderPath, orderAccessToken } from "~/orders/access.server";
import { issueDocument, sendDocument } from "~/orders/documents.server";
import { formatOrderNumber } from "~/orders/status";
import { checkoutInput, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";

// Every e-mail through its real path (checkout, contact form, back office, client's cancel,
// document, account) into the durable queue of a fresh PGlite: each row holds both parts, and
// the worker sends them as multipart/alternative, the text part first and unchanged in reach of
// the outbox readers (the browser tests read the raw .eml with the same decoding).

let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-emails-"));
  process.env.DATA_DIR = dataDir;
  process.env.SMTP_URL = "";
  database = await useTestDatabase();
  await insertSiteSettings(database.db);
});
afterAll(async () => {
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

async function order(email: string, fulfilment: "delivery" | "pickup" = "delivery"): Promise<RentalOrder> {
  const product = await insertProduct(database.db, { name: `Enceinte ${randomUUID().slice(0, 6)}`, price: "1250.00", stock_quantity: 5 });
  const input = checkoutInput([{ id: product.id, quantity: 2 }], {
    email,
    last_name: "Ben Salah <b>VIP</b>",
    fulfilment,
    delivery_address: fulfilment === "delivery" ? "12 rue du Lac, Tunis" : "",
    notes: "Entrée de service <i>svp</i>",
  });
  return (await placeOrder(database.db, input)).order;
}

async function queued(kind: string) {
  return database.db.select().from(mail_queue).where(eq(mail_queue.kind, kind));
}

/** The raw .eml files of the outbox sent to `to` (the worker runs first). */
async function rawMailsTo(to: string): Promise<string[]> {
  await drainOnce(database.db);
  const dir = path.join(dataDir, "outbox");
  const files = (await readdir(dir)).filter((f) => f.endsWith(".eml")).sort();
  const raws = await Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")));
  return raws.filter((raw) => raw.includes(`\nTo: ${to}`));
}

describe("the queued e-mails have both parts", () => {
  it("an order: the acknowledgement and the agency's notification, sent as multipart/alternative", async () => {
    const placed = await order("html-order@example.tn");
    const number = formatOrderNumber(placed.order_number);
    const rows = await database.db.select().from(mail_queue).where(eq(mail_queue.order_id, placed.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(["order-acknowledgement", "order-notification"]);
    for (const row of rows) {
      expect(row.text).toContain(`Commande : ${number}`);
      expect(row.text).toContain("Total TTC : 8\u00a0926,00\u00a0DT");
      expect(row.html).toContain(number);
      expect(row.html).toContain("8\u00a0926,00\u00a0DT");
      if (row.kind === "order-notification") expect(row.html).toContain("Amel Ben Salah &lt;b&gt;VIP&lt;/b&gt;");
      expect(row.html).toContain("Entrée de service &lt;i&gt;svp&lt;/i&gt;");
      expect(row.html).not.toMatch(/<b>VIP|<i>svp/);
    }
    const acknowledgement = rows.find((r) => r.kind === "order-acknowledgement")!;
    expect(acknowledgement.html).toContain(`href="${env().PUBLIC_URL}${clientOrderPath(placed)}"`);
    expect(acknowledgement.text).toContain(`${env().PUBLIC_URL}${clientOrderPath(placed)}`);

    const [raw] = await rawMailsTo("html-order@example.tn");
    expect(raw).toMatch(/Content-Type: multipart\/alternative;/);
    expect(raw!.indexOf("Content-Type: text/plain")).toBeLessThan(raw!.indexOf("Content-Type: text/html"));
    const [sent] = (await readOutbox(dataDir, database.db)).filter((m) => m.to === "html-order@example.tn");
    expect(sent!.text).toContain("Merci pour votre commande de location.");
    expect(sent!.text).not.toContain("<html");
    expect(sent!.html).toContain(`<html dir="ltr" lang="fr">`);
    expect(sent!.html).toContain("Suivre ma commande");
    // The browser tests find the follow-up link as the first /commande/… address of the decoded .eml.
    const decoded = raw!.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(/https?:\/\/\S+?(\/commande\/[A-Za-z0-9_-]{43})/.exec(decoded)?.[1]).toBe(`/commande/${orderAccessToken(placed)}`);
  });

  it("the back office's confirmation, a client's cancel and a quote", async () => {
    const confirmed = await order("html-status@example.tn");
    expect((await setStatus(confirmed.id, "confirmed", "admin@imagine.tn")).data).toMatchObject({ ok: true });
    const [status] = (await queued("order-status")).filter((r) => r.order_id === confirmed.id);
    expect(status!.text).toContain("est confirmée");
    expect(status!.html).toContain(`Votre commande ${formatOrderNumber(confirmed.order_number)} est confirmée`);
    expect(status!.html).toContain("Suivre ma commande");

    // A pickup: the client learns where the depot is, in both parts.
    const pickup = await order("html-pickup@example.tn", "pickup");
    expect((await setStatus(pickup.id, "confirmed", "admin@imagine.tn")).data).toMatchObject({ ok: true });
    const [settings] = await database.db.select().from(site_settings).limit(1);
    const depot = depotAddress(settings)!;
    expect(depot).toBeTruthy();
    const [pickupStatus] = (await queued("order-status")).filter((r) => r.order_id === pickup.id);
    expect(pickupStatus!.text).toContain(`Mode de remise : Retrait au dépôt (${depot})`);
    expect(pickupStatus!.text).not.toContain("Adresse de livraison");
    expect(pickupStatus!.html).toContain(depot);

    const cancelled = await order("html-cancel@example.tn");
    await cancelOrderByClient(database.db, orderAccessToken(cancelled), "Reporté <script>");
    for (const kind of ["order-cancel-notification", "order-cancel-acknowledgement"]) {
      const [row] = (await queued(kind)).filter((r) => r.order_id === cancelled.id);
      expect(row!.text, kind).toContain(formatOrderNumber(cancelled.order_number));
      expect(row!.html, kind).toContain(formatOrderNumber(cancelled.order_number));
    }
    const [notice] = (await queued("order-cancel-notification")).filter((r) => r.order_id === cancelled.id);
    expect(notice!.text).toContain("Raison : Reporté <script>");
    expect(notice!.html).toContain("Reporté &lt;script&gt;");
    expect(notice!.html).not.toContain("<script");

    const issued = await issueDocument(database.db, confirmed.id, "quote", "admin@imagine.tn");
    await sendDocument(database.db, confirmed.id, issued.id, "admin@imagine.tn");
    const [quote] = (await queued("quote")).filter((r) => r.order_id === confirmed.id);
    expect(quote!.text).toContain(`notre devis ${issued.number}`);
    expect(quote!.html).toContain(`Ouvrir le devis ${issued.number}`);
    expect(quote!.attachments).toHaveLength(1);
  });

  it("the contact form's two e-mails", async () => {
    const input = contactSchema(contactFr).parse({
      first_name: "Yassine",
      last_name: "Trabelsi <b>test</b>",
      email: "html-contact@example.tn",
      phone: "",
      event_type: "Mariage",
      services: [],
      message: "Une salle pour 200 invités.\nEt un DJ.",
    });
    const messageId = randomUUID();
    await database.db.transaction((tx) => enqueueContactNotification(tx, input, messageId));
    expect(await acknowledgeContactMessage(database.db, input, messageId)).toBe(true);
    for (const kind of ["contact-notification", "contact-acknowledgement"]) {
      const [row] = (await queued(kind)).filter((r) => r.text.includes("html-contact@example.tn"));
      expect(row!.text, kind).toContain("Nom : Yassine Trabelsi <b>test</b>");
      expect(row!.html, kind).toContain("Yassine Trabelsi &lt;b&gt;test&lt;/b&gt;");
      expect(row!.html, kind).toContain("Une salle pour 200 invités.\nEt un DJ.");
    }
  });

  it("the account's e-mails: the address confirmation and the password reset, whose link the outbox readers still find", async () => {
    const account = await createTestAccount("html-account@example.tn");
    const [verification] = (await queued("email-verification")).filter((r) => r.to === account.email);
    expect(verification!.text).toContain("Merci d'avoir créé votre compte Imagine.");
    expect(verification!.html).toContain("Confirmer mon adresse");

    await getAuth().api.requestPasswordReset({ body: { email: account.email, redirectTo: `${env().PUBLIC_URL}/reset-password` } });
    const [reset] = (await queued("password-reset")).filter((r) => r.to === account.email);
    const link = /^http\S+\/reset-password\?token=\S+$/m.exec(reset!.text)![0];
    expect(reset!.html).toContain(`href="${link}"`);
    expect(reset!.html).toContain("Choisir un nouveau mot de passe");
    // The auth tests and the browser tests take the first or the last link of the raw .eml: the same one.
    const raws = (await rawMailsTo(account.email)).filter((raw) => raw.includes("reset-password"));
    expect(raws).toHaveLength(1);
    const links = extractResetLinks(raws[0]!);
    expect(links.length).toBeGreaterThan(1);
    expect(new Set(links)).toEqual(new Set([link]));
  });
});
