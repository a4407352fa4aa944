import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDataDir } from "../../server/test-server";
import { e2eAdminCookie, e2eSql, startSecurityServer, placedOrderNumber } from "./security-server";
import { tried } from "./tried";

// Order and request links that can be revoked (ADR 010), tried against the real server
// (production build, PGlite, the outbox as the mail): a link from the client's e-mail opens; an
// administrator's 'Renvoyer un nouveau lien' turns it into a 404 that says how to get a new one,
// for the page, its form and its downloads, while the new link opens; 'Révoquer les liens' does
// the same without e-mail; the links sent before versions existed (43 characters) keep working
// while nothing was revoked; and past 90 days after the return or the last message a link still
// reads but no longer cancels or answers.

const data = tempDataDir();
let base = "";
let stop = () => {};
let productId = "";
let adminCookie = "";

beforeAll(async () => {
  ({ base, stop } = await startSecurityServer(data.dir));
  const [product] = await sql<{ id: string }>("select id from rental_products where is_available order by name limit 1");
  productId = product!.id;
  adminCookie = await e2eAdminCookie(base);
}, 240_000);

afterAll(() => {
  stop();
  data.remove();
});

const sql = <T>(query: string) => e2eSql<T>(base, query);

type Who = "client" | "admin";
let ipCounter = 0;

async function send(who: Who, pathname: string, init: { method?: string; body?: URLSearchParams | FormData } = {}): Promise<Response> {
  const headers = new Headers({ "X-Forwarded-For": `198.51.100.${++ipCounter % 250}` });
  if (init.body) headers.set("Origin", base);
  if (who === "admin") headers.set("Cookie", adminCookie);
  return fetch(new URL(pathname, base), { method: init.method ?? (init.body ? "POST" : "GET"), body: init.body, headers, redirect: "manual" });
}
const get = (pathname: string, who: Who = "client") => send(who, pathname);
const post = (pathname: string, fields: Record<string, string>, who: Who = "client") => send(who, pathname, { body: new URLSearchParams(fields) });

/** Text of a page, with the entities React writes decoded. */
async function pageText(response: Response): Promise<string> {
  return (await response.text()).replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

/** The e-mails to `to` (quoted-printable undone), oldest first. */
async function mailsTo(to: string): Promise<string[]> {
  const dir = path.join(data.dir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(".eml")).sort();
  const raws = await Promise.all(files.map((file) => readFile(path.join(dir, file), "utf8")));
  return raws
    .filter((raw) => raw.includes(`To: ${to}`))
    .map((raw) => raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

/** The paths matching `pattern` in the e-mails to `to`, once there are more than `after` of them. */
async function linksTo(to: string, pattern: RegExp, after = 0): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const links = [...new Set((await mailsTo(to)).flatMap((mail) => [...mail.matchAll(pattern)].map((match) => new URL(match[0]).pathname)))];
    if (links.length > after) return links;
    if (Date.now() > deadline) throw new Error(`No link ${pattern} to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const ORDER_LINK = /https?:\/\/[^\s"<>]+\/commande\/[\w-]{43,48}(?![\w-])/g;
const REQUEST_LINK = /https?:\/\/[^\s"<>]+\/demande\/[\w-]{43,48}(?![\w-])/g;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** A day counted from today in Tunisia, where the 90 days are counted (not the database's UTC day). */
const tunisDay = (days: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Tunis" }).format(new Date(Date.now() + days * 86_400_000));

/** A guest's order from the plain form of /panier: its number and the link of its acknowledgement. */
async function guestOrder(email: string): Promise<{ number: string; link: string }> {
  const response = await post("/panier", {
    idempotency_key: randomUUID(),
    first_name: "Amel",
    last_name: "Ben Salah",
    email,
    phone: "+216 20 123 456",
    company: "",
    rental_date: day(10),
    return_date: day(12),
    departure_slot: "morning",
    return_slot: "evening",
    fulfilment: "delivery",
    delivery_address: "12 rue du Lac, Tunis",
    notes: "",
    line_id: productId,
    line_quantity: "1",
    line_from: "",
    line_to: "",
  });
  const number = await placedOrderNumber(base, response);
  const [link] = await linksTo(email, ORDER_LINK);
  return { number, link: link! };
}

async function orderEvents(number: string) {
  return sql<{ kind: string; summary: string; details: string[]; actor: string }>(
    `select e.kind, e.summary, e.details, e.actor from order_events e join rental_orders o on o.id = e.order_id where o.order_number = ${Number(number.slice(4))} order by e.created_at`,
  );
}

/** The French page of a revoked link, and nothing of the order or request behind it. */
async function expectRevokedPage(response: Response, secrets: string[]) {
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toMatch(/text\/html/);
  const text = await pageText(response);
  expect(text).toContain("Ce lien n'est plus valable");
  expect(text).toContain("Obtenir un nouveau lien");
  expect(text).toContain("Répondez à ce dernier e-mail, ou écrivez-nous");
  // The agency's contacts from the seeded settings.
  expect(text).toMatch(/href="tel:[^"]+"/);
  expect(text).toMatch(/href="mailto:[^"]+"/);
  for (const secret of secrets) expect(text).not.toContain(secret);
  return text;
}

describe("an order's link", () => {
  it("opens until 'Renvoyer un nouveau lien'; then the old link is a French 404 for the page, its form and its documents, and the new one opens", async () => {
    const email = `amel-${randomUUID().slice(0, 8)}@example.tn`;
    const { number, link } = await guestOrder(email);
    tried(`le lien de l'accusé de réception (${link.length - "/commande/".length} caractères) s'ouvre`);
    expect(link).toMatch(/^\/commande\/[\w-]{43}$/);
    const opened = await get(link);
    expect(opened.status).toBe(200);
    expect(await pageText(opened)).toContain(`Commande ${number}`);

    // A quote the client can download through the link.
    expect((await post(`/admin/shop/commandes/${number}/documents`, { intent: "issue-quote" }, "admin")).status).toBe(200);
    const quoteHref = /href="(\/commande\/[\w-]+\/documents\/[^"]+\.pdf)"/.exec(await pageText(await get(link)))?.[1];
    expect(quoteHref).toBeDefined();
    expect((await get(quoteHref!)).status).toBe(200);

    tried("« Renvoyer un nouveau lien » posté sans session, puis par un compte client : refusé avant tout");
    const member = await fetch(`${base}/__e2e/user`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    const memberCookie = ((await member.json()) as { cookies: { name: string; value: string }[] }).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    expect((await post(`/admin/shop/commandes/${number}/lien`, { intent: "send-new-link" })).status).toBe(401);
    const asMember = await fetch(`${base}/admin/shop/commandes/${number}/lien`, {
      method: "POST",
      body: new URLSearchParams({ intent: "send-new-link" }),
      headers: { Origin: base, Cookie: memberCookie },
      redirect: "manual",
    });
    expect(asMember.status).toBe(403);
    expect((await get(link)).status).toBe(200);

    tried("un administrateur clique « Renvoyer un nouveau lien » sur la page de la commande");
    const resent = await post(`/admin/shop/commandes/${number}/lien`, { intent: "send-new-link" }, "admin");
    expect(resent.status).toBe(303);
    expect(resent.headers.get("Location")).toBe(`/admin/shop/commandes/${number}`);
    expect(resent.headers.getSetCookie().some((line) => line.startsWith("imagine_toast="))).toBe(true);

    tried("l'ancien lien : la page, le formulaire d'annulation et le PDF du devis");
    await expectRevokedPage(await get(link), [number, "Amel", "Ben Salah", email]);
    const cancel = await post(link, { intent: "cancel", reason: "Je ne suis pas le client" });
    await expectRevokedPage(cancel, [number, "Amel"]);
    await expectRevokedPage(await get(quoteHref!), [number, "Amel"]);
    // The client router's data request gives nothing of the order either.
    const dataRequest = await get(`${link}.data`);
    expect(await dataRequest.text()).not.toContain(number);
    const [status] = await sql<{ status: string }>(`select status from rental_orders where order_number = ${Number(number.slice(4))}`);
    expect(status!.status).toBe("new");

    tried("le nouveau lien de l'e-mail « Votre nouveau lien » s'ouvre, avec ses documents");
    const links = await linksTo(email, ORDER_LINK, 1);
    const fresh = links.find((l) => l !== link)!;
    expect(fresh).toMatch(/^\/commande\/[\w-]{48}$/);
    const mail = (await mailsTo(email)).find((m) => m.includes("votre nouveau lien"))!;
    // (The .eml is read byte by byte: its accented letters are not compared.)
    expect(mail).toContain("auparavant ne s'ouvrent plus : gardez celui-ci.");
    const page = await get(fresh);
    expect(page.status).toBe(200);
    const freshText = await pageText(page);
    expect(freshText).toContain(`Commande ${number}`);
    const freshQuote = /href="(\/commande\/[\w-]+\/documents\/[^"]+\.pdf)"/.exec(freshText)?.[1];
    expect(freshQuote!.startsWith(fresh)).toBe(true);
    expect((await get(freshQuote!)).headers.get("content-type")).toBe("application/pdf");

    tried("« Révoquer les liens » (raison : lien transmis) : le nouveau lien ne s'ouvre plus non plus, sans e-mail");
    const mailsBefore = (await mailsTo(email)).length;
    const revoked = await post(`/admin/shop/commandes/${number}/lien`, { intent: "revoke-links", reason: "shared", note: "Transféré à un prestataire" }, "admin");
    expect(revoked.status).toBe(303);
    await expectRevokedPage(await get(fresh), [number]);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await mailsTo(email)).length).toBe(mailsBefore);

    const events = await orderEvents(number);
    expect(events.filter((e) => e.kind.startsWith("link-")).map((e) => [e.kind, e.summary, e.details])).toEqual([
      ["link-sent", `Nouveau lien de suivi pour ${email} : les liens précédents ne s'ouvrent plus`, []],
      ["link-revoked", "Liens du client révoqués : lien transmis à une autre personne", ["Transféré à un prestataire"]],
    ]);
    expect(events.filter((e) => e.kind.startsWith("link-")).every((e) => e.actor.startsWith("admin-"))).toBe(true);
  });

  it("keeps a link of the old format (43 characters) working while the order's version is 1", async () => {
    const email = `karim-${randomUUID().slice(0, 8)}@example.tn`;
    const { number, link } = await guestOrder(email);
    const [row] = await sql<{ link_version: number }>(`select link_version from rental_orders where order_number = ${Number(number.slice(4))}`);
    tried(`un lien au format d'avant les versions (43 caractères) sur une commande en version ${row!.link_version}`);
    expect(row!.link_version).toBe(1);
    expect(link.length - "/commande/".length).toBe(43);
    expect((await get(link)).status).toBe(200);
    tried("le même lien, écrit en 48 caractères avec une version 1 ou 2 inventée : refusé sans la page du lien révoqué");
    const bytes = Buffer.from(link.slice("/commande/".length), "base64url");
    for (const version of [1, 2]) {
      const forged = Buffer.concat([bytes.subarray(0, 16), Buffer.from([0, 0, 0, version]), bytes.subarray(16)]).toString("base64url");
      const response = await get(`/commande/${forged}`);
      expect(response.status).toBe(404);
      expect(await pageText(response)).not.toContain("Ce lien n'est plus valable");
    }
  });

  it("no longer cancels 90 days after the return, yet reads; a new link from the back office reads again but still changes nothing", async () => {
    const email = `sonia-${randomUUID().slice(0, 8)}@example.tn`;
    const { number, link } = await guestOrder(email);
    const n = Number(number.slice(4));
    tried("une commande rendue il y a 91 jours, encore « nouvelle » : l'annulation par son lien");
    await sql(`update rental_orders set rental_date = '${tunisDay(-95)}', return_date = '${tunisDay(-91)}' where order_number = ${n}`);
    const reading = await get(link);
    expect(reading.status).toBe(200);
    const text = await pageText(reading);
    expect(text).toContain("Ce lien ne permet plus de modifier quoi que ce soit");
    expect(text).not.toContain('value="cancel"');
    const cancel = await post(link, { intent: "cancel", reason: "" });
    expect(cancel.status).toBe(410);
    expect(await pageText(cancel)).toContain("plus de 90 jours ont passé");
    tried("l'acceptation du devis par le même lien");
    expect((await post(`/admin/shop/commandes/${number}/documents`, { intent: "issue-quote" }, "admin")).status).toBe(200);
    const [quote] = await sql<{ id: string }>(`select d.id from order_documents d join rental_orders o on o.id = d.order_id where o.order_number = ${n} and d.kind = 'quote'`);
    const accept = await post(link, { intent: "accept-quote", document: quote!.id, name: "Sonia Ben Salah", agree: "on" });
    expect(accept.status).toBe(410);
    expect(await pageText(accept)).toContain("plus de 90 jours ont passé");

    tried("l'agence renvoie un nouveau lien : il lit, mais n'annule toujours pas");
    expect((await post(`/admin/shop/commandes/${number}/lien`, { intent: "send-new-link" }, "admin")).status).toBe(303);
    const fresh = (await linksTo(email, ORDER_LINK, 1)).find((l) => l !== link)!;
    expect((await get(fresh)).status).toBe(200);
    expect((await post(fresh, { intent: "cancel", reason: "" })).status).toBe(410);
    const [row] = await sql<{ status: string }>(`select status from rental_orders where order_number = ${n}`);
    expect(row!.status).toBe("new");

    tried("la veille du 91e jour (retour il y a 90 jours) : l'annulation passe encore");
    const other = await guestOrder(`leila-${randomUUID().slice(0, 8)}@example.tn`);
    await sql(`update rental_orders set rental_date = '${tunisDay(-92)}', return_date = '${tunisDay(-90)}' where order_number = ${Number(other.number.slice(4))}`);
    expect((await post(other.link, { intent: "cancel", reason: "" })).status).toBe(200);
  });
});

describe("a request's link", () => {
  /** A contact message and the link of the agency's first reply. */
  async function answeredRequest(email: string) {
    const [message] = await sql<{ id: string }>(
      `insert into contact_messages (first_name, last_name, email, event_type, message) values ('Leïla', 'Haddad', '${email}', 'Mariage', 'Mariage à Hammamet') returning id`,
    );
    const form = new FormData();
    form.set("subject", "Votre mariage");
    form.set("body", "Bonjour Leïla, voici nos premières idées.");
    const replied = await send("admin", `/admin/contact/demandes/${message!.id}/repondre`, { body: form });
    expect(replied.status).toBe(302);
    const [link] = await linksTo(email, REQUEST_LINK);
    return { id: message!.id, link: link! };
  }

  it("opens until 'Renvoyer un nouveau lien' on the request's file; the old link and its files are a French 404, the new one opens", async () => {
    const email = `leila-${randomUUID().slice(0, 8)}@example.tn`;
    const { id, link } = await answeredRequest(email);
    tried(`le lien de la réponse de l'agence (${link.length - "/demande/".length} caractères) s'ouvre et répond`);
    expect(link).toMatch(/^\/demande\/[\w-]{43}$/);
    expect((await get(link)).status).toBe(200);
    expect((await post(link, { body: "Merci, le lieu est le Golden Tulip." })).status).toBe(302);

    tried("un administrateur clique « Renvoyer un nouveau lien » sur le dossier de la demande");
    expect((await post(`/admin/contact/demandes/${id}/lien`, { intent: "send-new-link" })).status).toBe(401);
    const resent = await post(`/admin/contact/demandes/${id}/lien`, { intent: "send-new-link" }, "admin");
    expect(resent.status).toBe(303);
    expect(resent.headers.get("Location")).toBe(`/admin/contact/demandes/${id}`);

    tried("l'ancien lien : la page, la réponse, le devis et une pièce jointe");
    await expectRevokedPage(await get(link), ["Haddad", "premières idées", email]);
    await expectRevokedPage(await post(link, { body: "Encore moi" }), ["Haddad"]);
    await expectRevokedPage(await get(`${link}/devis/DEV-2026-0001-v1.pdf`), ["Haddad"]);
    await expectRevokedPage(await get(`${link}/pieces/${randomUUID()}`), ["Haddad"]);
    const [answers] = await sql<{ n: number }>(`select count(*)::int as n from request_thread where message_id = '${id}' and direction = 'client'`);
    expect(answers!.n).toBe(1);

    tried("le nouveau lien s'ouvre ; « Révoquer les liens » le ferme aussi");
    const fresh = (await linksTo(email, REQUEST_LINK, 1)).find((l) => l !== link)!;
    expect(fresh).toMatch(/^\/demande\/[\w-]{48}$/);
    expect((await get(fresh)).status).toBe(200);
    expect((await post(`/admin/contact/demandes/${id}/lien`, { intent: "revoke-links", reason: "mailbox" }, "admin")).status).toBe(303);
    await expectRevokedPage(await get(fresh), ["Haddad"]);
    const events = await sql<{ kind: string; summary: string }>(`select kind, summary from request_events where message_id = '${id}' and kind like 'link-%' order by created_at`);
    expect(events).toEqual([
      { kind: "link-sent", summary: `Nouveau lien envoyé à ${email} : les liens précédents ne s'ouvrent plus` },
      { kind: "link-revoked", summary: "Liens du client révoqués : boîte mail du client compromise" },
    ]);
  });

  it("no longer takes an answer 90 days after the conversation's last message, yet reads", async () => {
    const email = `nour-${randomUUID().slice(0, 8)}@example.tn`;
    const { id, link } = await answeredRequest(email);
    tried("une demande dont le dernier message date de 91 jours : la réponse du client par son lien");
    await sql(`update contact_messages set created_at = now() - interval '120 days' where id = '${id}'`);
    await sql(`update request_thread set created_at = now() - interval '91 days' where message_id = '${id}'`);
    const reading = await get(link);
    expect(reading.status).toBe(200);
    const text = await pageText(reading);
    expect(text).toContain("Ce lien ne permet plus de modifier quoi que ce soit");
    expect(text).not.toContain("Envoyer ma réponse");
    const answer = await post(link, { body: "Toujours là ?" });
    expect(answer.status).toBe(410);
    expect(await pageText(answer)).toContain("plus de 90 jours ont passé");
    const [answers] = await sql<{ n: number }>(`select count(*)::int as n from request_thread where message_id = '${id}' and direction = 'client'`);
    expect(answers!.n).toBe(0);
    tried("l'acceptation d'un devis événement par le même lien");
    const accept = await post(`${link}/devis/accepter`, { intent: "accept-quote", document: randomUUID(), name: "Nour Ben Ali", agree: "on" });
    expect(accept.status).toBe(410);
  });
});

describe("revoking every link of an account", () => {
  // revokeClientLinks is what a password reset and an account takeover call: tried here in the
  // app's own process, on its database, through the client page's loader.
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-revoke-"));
    process.env.DATA_DIR = dataDir;
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("rotates the account's orders and requests, by account and by address, and nobody else's", async () => {
    const { useTestDatabase } = await import("~/test-support/databases.server");
    const { insertOrder } = await import("~/test-support/rental-data.server");
    const { routeArgs, settle } = await import("~/test-support/admin.server");
    const { rental_orders, contact_messages } = await import("~/db/schema");
    const { clientOrderPath } = await import("~/orders/access.server");
    const { clientRequestPath } = await import("~/requests/access.server");
    const { revokeClientLinks } = await import("~/orders/client-links.server");
    const clientOrderRoute = await import("~/routes/shop/client-order");
    const clientRequestRoute = await import("~/routes/site/client-request");
    const database = await useTestDatabase();
    const db = database.db;
    try {
      const order = async (email: string, userId: string | null) => {
        const row = await insertOrder(db, { status: "new", from: day(5), to: day(6), items: [] });
        const [updated] = await db.update(rental_orders).set({ email, user_id: userId }).where(eq(rental_orders.id, row.id)).returning();
        return clientOrderPath(updated!);
      };
      const open = async (link: string) => {
        const token = link.split("/")[2]!;
        const route = link.startsWith("/commande/") ? clientOrderRoute : clientRequestRoute;
        const args = routeArgs<Parameters<typeof clientOrderRoute.loader>[0]>(new Request(`http://localhost${link}`));
        return (await settle(() => route.loader({ ...args, params: { token } }))).status;
      };
      const mine = [await order("Amel@Example.tn", null), await order("autre@example.tn", "user-amel")];
      const theirs = await order("sami@example.tn", null);
      const [message] = await db.insert(contact_messages).values({ first_name: "Amel", last_name: "T", email: "amel@example.tn", event_type: "Mariage", message: "Bonjour" }).returning();
      const request = clientRequestPath(message!.id, 1);

      tried("les liens d'une commande par adresse (casse différente), d'une commande du compte et d'une demande s'ouvrent");
      expect(await Promise.all([...mine, request, theirs].map(open))).toEqual([200, 200, 200, 200]);
      tried("revokeClientLinks({ userId, email }) : tous tournent, sauf celui d'un autre client");
      expect(await revokeClientLinks(db, { userId: "user-amel", email: "amel@example.tn" })).toBe(3);
      expect(await Promise.all([...mine, request, theirs].map(open))).toEqual([404, 404, 404, 200]);
    } finally {
      await database.dispose();
    }
  });
});
