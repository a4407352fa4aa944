import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDataDir } from "../../server/test-server";
import { e2eAdminCookie, e2eSql, startSecurityServer, placedOrderNumber } from "./security-server";
import { STALE_ACCEPTED_QUOTE_ADMIN_NOTICE, STALE_QUOTE_ADMIN_NOTICE, STALE_QUOTE_CLIENT_NOTICE, STALE_QUOTE_REFUSAL } from "../../app/orders/quote-staleness";
import { NEW_VERSION_COMING, NOT_SENT_MESSAGE } from "../../app/requests/event-quotes/event-quote-messages";
import { tried } from "./tried";

// A quote is accepted as it was, tried against the real server (production build, PGlite, the
// outbox as the mail): a rental quote issued, then the order edited, can no longer be accepted
// (409) and both the client's page and the back office call it 'Périmé'; an event quote the agency
// issued but has not sent is neither shown to the client nor accepted, until it is sent. What held
// still holds: a superseded version, a cancelled order and a lost request are refused, and the
// acceptance's fingerprint is the one of the PDF the client downloads.

const data = tempDataDir();
let base = "";
let stop = () => {};
let productId = "";
let adminCookie = "";

beforeAll(async () => {
  ({ base, stop } = await startSecurityServer(data.dir));
  const [product] = await sql<{ id: string }>("select id from rental_products where is_available and price > 0 order by name limit 1");
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

async function send(who: Who, pathname: string, body?: URLSearchParams | FormData): Promise<Response> {
  // Each call from its own address: the acceptance forms' per-address limits are not what is tried here.
  const headers = new Headers({ "X-Forwarded-For": `203.0.113.${++ipCounter % 250}` });
  if (body) headers.set("Origin", base);
  if (who === "admin") headers.set("Cookie", adminCookie);
  return fetch(new URL(pathname, base), { method: body ? "POST" : "GET", body, headers, redirect: "manual" });
}
const get = (pathname: string, who: Who = "client") => send(who, pathname);
const post = (pathname: string, fields: Record<string, string> | URLSearchParams, who: Who = "client") =>
  send(who, pathname, fields instanceof URLSearchParams ? fields : new URLSearchParams(fields));

/** Text of a page, with the entities React writes decoded. */
async function pageText(response: Response): Promise<string> {
  // (React separates a text's static and dynamic parts with empty comments.)
  return (await response.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

/** The paths matching `pattern` in the e-mails to `to`, once there is one. */
async function linkTo(to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 20_000;
  const dir = path.join(data.dir, "outbox");
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(".eml"));
    const mails = (await Promise.all(files.map((file) => readFile(path.join(dir, file), "utf8"))))
      .filter((raw) => raw.includes(`To: ${to}`))
      .map((raw) => raw.replace(/=\r?\n/g, ""));
    const match = mails.map((mail) => pattern.exec(mail)).find(Boolean);
    if (match) return new URL(match[0]).pathname;
    if (Date.now() > deadline) throw new Error(`No link ${pattern} to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const ORDER_LINK = /https?:\/\/[^\s"<>]+\/commande\/[\w-]{43,48}(?![\w-])/;
const REQUEST_LINK = /https?:\/\/[^\s"<>]+\/demande\/[\w-]{43,48}(?![\w-])/;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const sha256 = async (response: Response) => createHash("sha256").update(Buffer.from(await response.arrayBuffer())).digest("hex");
const money = (decimal: string) => `${decimal.replace(".", ",")} DT`;

/** A guest's order of one unit from the plain form of /panier: its number and its link. */
async function guestOrder(email: string): Promise<{ number: string; n: number; link: string }> {
  const response = await post("/panier", {
    idempotency_key: randomUUID(),
    first_name: "Amel",
    last_name: "Ben Salah",
    email,
    phone: "+216 20 123 456",
    company: "",
    rental_date: day(20),
    return_date: day(21),
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
  return { number, n: Number(number.slice(4)), link: await linkTo(email, ORDER_LINK) };
}

type OrderRow = {
  version: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string | null;
  fulfilment: string;
  delivery_address: string;
  departure_slot: string | null;
  return_slot: string | null;
  notes: string | null;
  rental_date: string;
  return_date: string;
  delivery_fee: string;
  discount_kind: string;
  discount_value: string;
  deposit: string;
  total_ttc: string;
  items: { quantity: number; from?: string; to?: string }[];
};

async function orderRow(n: number): Promise<OrderRow> {
  const [row] = await sql<OrderRow>(
    `select version, first_name, last_name, email, phone, company, fulfilment, delivery_address, departure_slot, return_slot, notes,
       to_char(rental_date, 'YYYY-MM-DD') as rental_date, to_char(return_date, 'YYYY-MM-DD') as return_date,
       delivery_fee, discount_kind, discount_value, deposit, total_ttc, items from rental_orders where order_number = ${n}`,
  );
  return row!;
}

/** 'Enregistrer' on the order page as the browser posts it: the order as it stands, `quantity` on its one line. */
async function editQuantity(number: string, n: number, quantity: number): Promise<Response> {
  const order = await orderRow(n);
  const form = new URLSearchParams({
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
    notes: order.notes ?? "",
    rental_date: order.rental_date,
    return_date: order.return_date,
    delivery_fee: order.delivery_fee,
    discount_kind: order.discount_kind,
    discount_value: order.discount_value,
    deposit: order.deposit,
  });
  for (const item of order.items) {
    form.append("line_quantity", String(quantity));
    form.append("line_from", item.from ?? order.rental_date);
    form.append("line_to", item.to ?? order.return_date);
  }
  return post(`/admin/shop/commandes/${number}/modifier`, form, "admin");
}

async function issueQuote(number: string, n: number): Promise<{ id: string; version: number; total_ttc: string }> {
  expect((await post(`/admin/shop/commandes/${number}/documents`, { intent: "issue-quote" }, "admin")).status).toBe(200);
  const [quote] = await sql<{ id: string; version: number; total_ttc: string }>(
    `select d.id, d.version, d.total_ttc from order_documents d join rental_orders o on o.id = d.order_id where o.order_number = ${n} and d.kind = 'quote' order by d.version desc limit 1`,
  );
  return quote!;
}

const acceptance = (document: string) => ({ intent: "accept-quote", document, name: "Amel Ben Salah", agree: "on" });

describe("a rental quote", () => {
  it("issued, then the order edited: acceptance refused with a 409, and both pages say 'Périmé'", async () => {
    const email = `amel-${randomUUID().slice(0, 8)}@example.tn`;
    const { number, n, link } = await guestOrder(email);
    const v1 = await issueQuote(number, n);
    const before = await orderRow(n);
    expect(before.total_ttc).toBe(v1.total_ttc);

    tried(`devis v1 de ${money(v1.total_ttc)} TTC émis, puis la commande modifiée (quantité 1 → 3) par l'agence`);
    expect((await editQuantity(number, n, 3)).status).toBe(200);
    const after = await orderRow(n);
    expect(after.version).toBe(before.version + 1);
    expect(after.total_ttc).not.toBe(v1.total_ttc);

    tried(`POST ${"/commande/<jeton>"} intent=accept-quote sur le devis v1 (${money(v1.total_ttc)}) d'une commande à ${money(after.total_ttc)}`);
    const refused = await post(link, acceptance(v1.id));
    expect(refused.status).toBe(409);
    expect(await pageText(refused)).toContain(STALE_QUOTE_REFUSAL);
    expect(await sql(`select id from quote_acceptances where document_id = '${v1.id}'`)).toEqual([]);

    tried("la page du client : le devis v1 marqué « Périmé », sans formulaire d'acceptation");
    const clientPage = await pageText(await get(link));
    expect(clientPage).toContain("Périmé");
    expect(clientPage).toContain(STALE_QUOTE_CLIENT_NOTICE);
    expect(clientPage).not.toContain('value="accept-quote"');

    tried("la page de la commande dans le back-office : « Périmé » et « Émettez une nouvelle version »");
    const adminPage = await pageText(await get(`/admin/shop/commandes/${number}`, "admin"));
    expect(adminPage).toContain("Devis v1 · Périmé");
    expect(adminPage).toContain(STALE_QUOTE_ADMIN_NOTICE);
    expect(adminPage).not.toContain("Devis accepté (v1)");

    tried("une nouvelle version émise sur la commande modifiée : acceptée, et l'empreinte est celle du PDF servi");
    const v2 = await issueQuote(number, n);
    expect(v2.total_ttc).toBe(after.total_ttc);
    const fresh = await pageText(await get(link));
    expect(fresh).not.toContain("Périmé");
    expect(fresh).toContain('value="accept-quote"');
    const accepted = await post(link, acceptance(v2.id));
    expect(accepted.status).toBe(200);
    expect(await pageText(accepted)).toContain("(version 2) est accepté");
    const pdfHref = /href="(\/commande\/[\w-]+\/documents\/DEV-\d{4}-\d{4}-v2\.pdf)"/.exec(await pageText(await get(link)))?.[1];
    const [stored] = await sql<{ pdf_sha256: string }>(`select pdf_sha256 from quote_acceptances where document_id = '${v2.id}'`);
    expect(await sha256(await get(pdfHref!))).toBe(stored!.pdf_sha256);

    tried("ce qui tenait : le devis v1, remplacé, posté de nouveau");
    const superseded = await post(link, acceptance(v1.id));
    expect(superseded.status).toBe(409);
    expect(await pageText(superseded)).toContain("Ce devis a été remplacé par une version plus récente (version 2)");
  });

  it("accepted, then the order edited: the acceptance stays, and both pages say the quote is 'Périmé'", async () => {
    const { number, n, link } = await guestOrder(`karim-${randomUUID().slice(0, 8)}@example.tn`);
    const v1 = await issueQuote(number, n);
    expect((await post(link, acceptance(v1.id))).status).toBe(200);
    expect(await pageText(await get(`/admin/shop/commandes/${number}`, "admin"))).toContain("Devis accepté (v1)");

    tried("devis v1 accepté par le client, puis la commande modifiée par l'agence");
    expect((await editQuantity(number, n, 2)).status).toBe(200);
    const adminPage = await pageText(await get(`/admin/shop/commandes/${number}`, "admin"));
    expect(adminPage).toContain("Devis accepté (v1) · Périmé");
    expect(adminPage).toContain(STALE_ACCEPTED_QUOTE_ADMIN_NOTICE);
    const clientPage = await pageText(await get(link));
    expect(clientPage).toContain("Périmé");
    expect(clientPage).toContain(STALE_QUOTE_CLIENT_NOTICE);
    expect(clientPage).toContain("Vous l'aviez accepté (Amel Ben Salah");
    // The acceptance is the proof of what was agreed to then: it stays.
    expect(await sql(`select id from quote_acceptances where document_id = '${v1.id}'`)).toHaveLength(1);
  });

  it("a status change leaves the quote current; a cancelled order's quote is still refused", async () => {
    const confirmed = await guestOrder(`sonia-${randomUUID().slice(0, 8)}@example.tn`);
    const quote = await issueQuote(confirmed.number, confirmed.n);
    tried("la commande confirmée après son devis : pas « Périmé », le devis s'accepte");
    expect((await post(`/admin/shop/commandes/${confirmed.number}/statut`, { intent: "set-status", to: "confirmed" }, "admin")).status).toBe(200);
    expect(await pageText(await get(confirmed.link))).not.toContain("Périmé");
    expect((await post(confirmed.link, acceptance(quote.id))).status).toBe(200);

    tried("ce qui tenait : la commande annulée, l'acceptation de son devis");
    const cancelled = await guestOrder(`mehdi-${randomUUID().slice(0, 8)}@example.tn`);
    const cancelledQuote = await issueQuote(cancelled.number, cancelled.n);
    expect((await post(`/admin/shop/commandes/${cancelled.number}/statut`, { intent: "set-status", to: "cancelled" }, "admin")).status).toBe(200);
    const refused = await post(cancelled.link, acceptance(cancelledQuote.id));
    expect(refused.status).toBe(409);
    expect(await pageText(refused)).toContain("Cette commande est annulée");
  });
});

describe("an event quote", () => {
  /** A contact message, the agency's first reply and its link. */
  async function answeredRequest(email: string) {
    const [message] = await sql<{ id: string }>(
      `insert into contact_messages (first_name, last_name, email, event_type, message) values ('Leïla', 'Haddad', '${email}', 'Mariage', 'Mariage à Hammamet') returning id`,
    );
    const form = new FormData();
    form.set("subject", "Votre mariage");
    form.set("body", "Bonjour Leïla, voici nos premières idées.");
    expect((await send("admin", `/admin/contact/demandes/${message!.id}/repondre`, form)).status).toBe(302);
    return { id: message!.id, link: await linkTo(email, REQUEST_LINK) };
  }

  /** The editor's 'Émettre' as the browser posts it, one free line. */
  async function issue(id: string, basedOn: string, price: string) {
    const form = new URLSearchParams({ intent: "issue", based_on: basedOn, title: "", notes: "" });
    for (const [field, value] of Object.entries({ kind: "free", description: "Coordination du jour J", quantity: "1", unit_price: price, vat_rate: "19", product_id: "", from: "", to: "" })) {
      form.append(`line_${field}`, value);
    }
    expect((await post(`/admin/contact/demandes/${id}/devis`, form, "admin")).status).toBe(302);
    const [quote] = await sql<{ id: string; number: string; version: number }>(`select id, number, version from event_quotes where message_id = '${id}' order by version desc limit 1`);
    return { ...quote!, file: `${quote!.number}-v${quote!.version}.pdf` };
  }

  const sendToClient = async (id: string, quote: string) =>
    expect((await post(`/admin/contact/demandes/${id}/devis`, { intent: "send", quote, back: "file" }, "admin")).status).toBe(302);

  it("issued but not sent: not shown to the client, acceptance refused with a 409; once sent, accepted", async () => {
    const email = `leila-${randomUUID().slice(0, 8)}@example.tn`;
    const { id, link } = await answeredRequest(email);
    const v1 = await issue(id, "", "1500");

    tried("un devis événement émis, pas envoyé : la page du client, son PDF et son acceptation");
    const page = await pageText(await get(link));
    expect(page).not.toContain(v1.number);
    expect(page).not.toContain("Accepter le devis");
    expect((await get(`${link}/devis/${v1.file}`)).status).toBe(404);
    const unsent = await post(`${link}/devis/accepter`, acceptance(v1.id));
    expect(unsent.status).toBe(409);
    expect(await pageText(unsent)).toContain(NOT_SENT_MESSAGE);
    expect((await sql<{ accepted_name: string | null }>(`select accepted_name from event_quotes where id = '${v1.id}'`))[0]!.accepted_name).toBeNull();

    tried("le même devis envoyé au client (« Envoyer au client ») : accepté par son lien");
    await sendToClient(id, v1.id);
    const shown = await pageText(await get(link));
    expect(shown).toContain(v1.number);
    expect(shown).toContain("Accepter le devis");
    const accepted = await post(`${link}/devis/accepter`, acceptance(v1.id));
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe(link);
    expect((await sql<{ accepted_name: string | null }>(`select accepted_name from event_quotes where id = '${v1.id}'`))[0]!.accepted_name).toBe("Amel Ben Salah");

    tried("l'empreinte de l'acceptation : celle du PDF que le client télécharge");
    const [event] = await sql<{ details: string[] }>(`select details from request_events where message_id = '${id}' and kind = 'quote-accepted'`);
    const fingerprint = event!.details.find((line) => line.startsWith("SHA-256 du PDF : "))!.slice("SHA-256 du PDF : ".length);
    expect(await sha256(await get(`${link}/devis/${v1.file}`))).toBe(fingerprint);
  });

  it("a version 2 issued and not sent: neither it nor the version 1 it replaces is accepted until it is sent", async () => {
    const { id, link } = await answeredRequest(`anis-${randomUUID().slice(0, 8)}@example.tn`);
    const v1 = await issue(id, "", "1500");
    await sendToClient(id, v1.id);
    const v2 = await issue(id, v1.id, "1800");

    tried("la version 2 émise, pas envoyée, postée par le lien du client");
    const draft = await post(`${link}/devis/accepter`, acceptance(v2.id));
    expect(draft.status).toBe(409);
    expect(await pageText(draft)).toContain(NOT_SENT_MESSAGE);
    expect((await get(`${link}/devis/${v2.file}`)).status).toBe(404);

    tried("la version 1, envoyée, pendant que la version 2 attend d'être envoyée");
    const replaced = await post(`${link}/devis/accepter`, acceptance(v1.id));
    expect(replaced.status).toBe(409);
    expect(await pageText(replaced)).toContain(NEW_VERSION_COMING);
    const page = await pageText(await get(link));
    expect(page).toContain(NEW_VERSION_COMING);
    expect(page).not.toContain(`${v2.number} (version 2)`);
    expect(await sql(`select id from event_quotes where message_id = '${id}' and accepted_at is not null`)).toEqual([]);

    tried("la version 2 envoyée : acceptée ; la version 1 reste refusée, remplacée");
    await sendToClient(id, v2.id);
    expect((await post(`${link}/devis/accepter`, acceptance(v1.id))).status).toBe(409);
    expect((await post(`${link}/devis/accepter`, acceptance(v2.id))).status).toBe(302);
  });

  it("sent, on a request marked lost: still refused", async () => {
    const { id, link } = await answeredRequest(`nour-${randomUUID().slice(0, 8)}@example.tn`);
    const quote = await issue(id, "", "900");
    await sendToClient(id, quote.id);
    tried("un devis envoyé d'une demande perdue");
    await sql(`update event_requests set stage = 'lost', lost_reason = 'budget' where message_id = '${id}'`);
    const lost = await post(`${link}/devis/accepter`, acceptance(quote.id));
    expect(lost.status).toBe(409);
    expect(await pageText(lost)).toContain("Cette demande est close");
  });
});
