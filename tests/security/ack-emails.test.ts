import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDataDir } from "../../server/test-server";
import { e2eSql, startSecurityServer, placedOrderNumber } from "./security-server";
import { tried } from "./tried";

// The acknowledgements the site sends to an address a visitor typed, tried as someone who types
// another person's address, against the real server (production build, PGlite, the outbox as the
// mail): the fourth in an hour to one inbox is not sent, whatever form it comes from, while the
// message or the order is stored and the agency told; and a long text comes back to that inbox
// as its first 200 characters, never whole.

const data = tempDataDir();
let base = "";
let stop = () => {};
let productId = "";

beforeAll(async () => {
  ({ base, stop } = await startSecurityServer(data.dir));
  productId = (await sql<{ id: string }>("select id from rental_products where is_available order by name limit 1"))[0]!.id;
}, 240_000);

afterAll(() => {
  stop();
  data.remove();
});

const sql = <T>(query: string) => e2eSql<T>(base, query);

let ipCounter = 0;
/** A plain form post from a new client address each time (the forms' own limits are per address). */
function post(pathname: string, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL(pathname, base), {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "X-Forwarded-For": `203.0.113.${++ipCounter}` },
    body: new URLSearchParams(fields),
  });
}

/** The e-mails of the outbox whose recipient is `to` (any case), quoted-printable undone. */
async function mailsTo(to: string): Promise<string[]> {
  const dir = path.join(data.dir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(".eml")).sort();
  const raws = await Promise.all(files.map((file) => readFile(path.join(dir, file), "utf8")));
  const recipient = new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}\\r?$`, "im");
  return raws.filter((raw) => recipient.test(raw)).map(decodeQuotedPrintable);
}

/** Quoted-printable undone: soft line breaks joined, =XX bytes read back as UTF-8. */
function decodeQuotedPrintable(raw: string): string {
  const escaped = raw.replace(/=\r?\n/g, "").replace(/%/g, "%25").replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(escaped);
}

/** Waits until the mail worker has written `count` e-mails to `to`. */
async function waitForMails(to: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = await mailsTo(to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} e-mails to ${to}, ${count} expected`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const AGENCY = async () => (await sql<{ notification_email: string }>("select notification_email from site_settings limit 1"))[0]!.notification_email;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("acknowledgements to an address nobody confirmed", () => {
  it("the 4th in an hour to one recipient is not sent, from the contact form or the checkout; everything is stored and the agency told", async () => {
    const victim = `victime-${randomUUID().slice(0, 8)}@example.tn`;
    const agency = await AGENCY();
    const before = (await mailsTo(agency)).length;
    tried(`trois messages de contact au nom de ${victim} (casse variée, trois adresses IP), puis un quatrième, puis une commande`);
    for (let i = 1; i <= 4; i++) {
      const response = await post("/contact", {
        first_name: "Victime",
        last_name: "Inconnue",
        email: i % 2 ? victim : victim.toUpperCase(),
        event_type: "Mariage",
        message: `Message numéro ${i} envoyé par quelqu'un d'autre.`,
        idempotency_key: randomUUID(),
      });
      expect(response.status, `message ${i}`).toBe(302);
    }
    const order = await post("/panier", {
      idempotency_key: randomUUID(),
      first_name: "Victime",
      last_name: "Inconnue",
      email: victim,
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
    const number = await placedOrderNumber(base, order);

    // Stored, all five; the agency told of all five.
    expect(await sql(`select id from contact_messages where lower(email) = '${victim}'`)).toHaveLength(4);
    expect(await sql(`select id from rental_orders where order_number = ${Number(number.slice(4))}`)).toHaveLength(1);
    const toAgency = (await waitForMails(agency, before + 5)).slice(before);
    expect(toAgency.filter((mail) => mail.includes(victim) || mail.includes(victim.toUpperCase()))).toHaveLength(5);

    // Three acknowledgements reached the inbox: the first three messages.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const received = await mailsTo(victim);
    expect(received).toHaveLength(3);
    for (let i = 1; i <= 3; i++) expect(received.some((mail) => mail.includes(`Message numéro ${i} `))).toBe(true);
    expect(received.some((mail) => mail.includes("Message numéro 4") || mail.includes(number))).toBe(false);
    // The order's timeline tells the agency.
    const events = await sql<{ summary: string }>(
      `select e.summary from order_events e join rental_orders o on o.id = e.order_id where o.order_number = ${Number(number.slice(4))} order by e.created_at`,
    );
    expect(events.map((event) => event.summary)).toContain(
      `Accusé de réception non envoyé à ${victim} : trois accusés de réception sont déjà partis vers cette adresse dans l'heure`,
    );
  });

  it("a long message comes back to the visitor as its first 200 characters, cut on a word, whole to the agency", async () => {
    const visitor = `long-${randomUUID().slice(0, 8)}@example.tn`;
    const agency = await AGENCY();
    const before = (await mailsTo(agency)).length;
    const message = `${"Achetez maintenant sur https://spam.example le meilleur produit du monde entier. ".repeat(10)}FIN-DU-TEXTE`;
    tried(`un message de ${message.length} caractères au nom de ${visitor}`);
    expect((await post("/contact", { first_name: "Long", last_name: "Texte", email: visitor, event_type: "Autre", message, idempotency_key: randomUUID() })).status).toBe(302);
    const [thanks] = await waitForMails(visitor, 1);
    const notification = (await waitForMails(agency, before + 1)).slice(before).find((mail) => mail.includes(visitor))!;
    expect(notification).toContain("FIN-DU-TEXTE");
    expect(thanks).not.toContain("FIN-DU-TEXTE");
    // The text part quotes the description under its heading: at most 200 characters, « … » last.
    const quoted = /Description du projet :\r?\n(.*)\r?\n/.exec(thanks!)?.[1] ?? "";
    expect(quoted.endsWith("…")).toBe(true);
    expect(Array.from(quoted).length).toBeLessThanOrEqual(200);
    expect(message.startsWith(quoted.slice(0, -1))).toBe(true);
    expect(message[quoted.length - 1]).toBe(" ");
  });
});
