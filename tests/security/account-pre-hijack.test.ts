import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDataDir } from "../../server/test-server";
import { e2eSql, startSecurityServer, placedOrderNumber } from "./security-server";
import { tried } from "./tried";

// Account pre-hijack, played against the real server (production build, PGlite, the outbox as
// the mail): an attacker signs up with a victim's address, or asks to move their account to it,
// and waits for the victim to confirm it from the e-mail. A confirmation link opens only in a
// session of the account that asked for it (ADR 010): the victim, signed out, is asked to sign
// in, and the attacker's account gets nothing. The owner of the address takes the account back
// with a password reset, which proves the address, ends every session and revokes the links.

const PASSWORD = "Carthage-Sidi-2026";
const data = tempDataDir();
let base = "";
let stop = () => {};
let productId = "";

beforeAll(async () => {
  ({ base, stop } = await startSecurityServer(data.dir));
  const [product] = await sql<{ id: string }>("select id from rental_products order by name limit 1");
  productId = product!.id;
}, 240_000);

afterAll(() => {
  stop();
  data.remove();
});

/** A browser: its own client address and cookie jar. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(readonly ip: string) {}

  async get(pathname: string): Promise<Response> {
    return this.send(pathname, { method: "GET" });
  }

  async post(pathname: string, fields: Record<string, string> | URLSearchParams): Promise<Response> {
    return this.send(pathname, { method: "POST", body: new URLSearchParams(fields), headers: { Origin: base } });
  }

  private async send(pathname: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("X-Forwarded-For", this.ip);
    if (this.cookies.size) headers.set("Cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(new URL(pathname, base), { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

let ipCounter = 0;
const newBrowser = () => new Browser(`203.0.113.${++ipCounter}`);
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.tn`;

const sql = <T>(query: string) => e2eSql<T>(base, query);
const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

async function accountRow(email: string) {
  const [row] = await sql<{ id: string; email: string; email_verified: boolean }>(
    `select id, email, email_verified from "user" where email = ${quoted(email)}`,
  );
  return row;
}

/** The link version of the order placed with `email` (a bump turns its links given so far into a 404). */
async function linkVersion(email: string): Promise<number> {
  const [row] = await sql<{ link_version: number }>(`select link_version from rental_orders where email = ${quoted(email)}`);
  return row!.link_version;
}

/** The raw e-mails sent to `to` (quoted-printable undone), oldest first. */
async function mailsTo(to: string): Promise<string[]> {
  const dir = path.join(data.dir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(".eml")).sort();
  const raws = await Promise.all(files.map((file) => readFile(path.join(dir, file), "utf8")));
  return raws
    .filter((raw) => raw.includes(`To: ${to}`))
    .map((raw) =>
      raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

/** The links matching `pattern` in the e-mails to `to`, once there are more than `after` (the mail worker sends them). */
async function linksTo(to: string, pattern: RegExp, after = 0): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const links = (await mailsTo(to)).flatMap((mail) => [...mail.matchAll(pattern)].map((match) => match[0]));
    if (links.length > after) return links;
    if (Date.now() > deadline) throw new Error(`No link ${pattern} to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const VERIFY_LINK = /https?:\/\/[^\s"<>]+\/verifier-email\?token=[\w.%-]+/g;
const RESET_LINK = /https?:\/\/[^\s"<>]+\/reset-password\?token=[\w.%-]+/g;
const ORDER_LINK = /https?:\/\/[^\s"<>]+\/commande\/[\w-]{20,}/g;

/** The cookies a response sets with a value (a cleared one, such as a shown toast, gives nothing). */
const cookiesGiven = (response: Response) => response.headers.getSetCookie().filter((line) => !/^[^=]+=;/.test(line));

/** Text of a page, with the few entities React writes decoded. */
async function pageText(response: Response): Promise<string> {
  return (await response.text()).replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

/** Signs up through /auth, then signs in (whether or not a sign-up opens a session by itself). */
async function signUp(browser: Browser, email: string) {
  const created = await browser.post("/auth", { intent: "sign-up", email, password: PASSWORD });
  expect(created.status).toBe(302);
  const signedIn = await browser.post("/auth", { intent: "sign-in", email, password: PASSWORD });
  expect(signedIn.status).toBe(302);
}

/** A guest's order (the plain form of /panier, no account): its number and its link. */
async function guestOrder(browser: Browser, email: string): Promise<{ number: string; link: string }> {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const form = new URLSearchParams({
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
  const response = await browser.post("/panier", form);
  const number = await placedOrderNumber(base, response);
  const [link] = await linksTo(email, ORDER_LINK);
  return { number, link: link! };
}

/** What an account's 'Mon compte' shows. */
async function accountPage(browser: Browser): Promise<{ status: number; text: string }> {
  const response = await browser.get("/compte");
  return { status: response.status, text: await pageText(response) };
}

describe("account pre-hijack", () => {
  it("through sign-up: the victim opening the attacker's confirmation link signed out is asked to sign in, and nothing is attached", async () => {
    const attacker = newBrowser();
    const victim = newBrowser();
    const address = unique("victime");

    tried(`l'attaquant crée un compte avec l'adresse de la victime (${address}) et ne la confirme pas`);
    await signUp(attacker, address);
    expect((await accountRow(address))?.email_verified).toBe(false);

    tried("la victime commande en invitée avec cette adresse");
    const order = await guestOrder(victim, address);
    const orderToken = new URL(order.link).pathname.split("/").pop()!;

    tried("l'attaquant redemande l'e-mail de confirmation (POST /verifier-email/renvoyer)");
    const before = (await linksTo(address, VERIFY_LINK)).length;
    const resent = await attacker.post("/verifier-email/renvoyer", { redirectTo: "/compte" });
    expect(resent.status).toBe(302);
    const link = (await linksTo(address, VERIFY_LINK, before)).at(-1)!;

    tried("la victime ouvre ce lien sans être connectée");
    const opened = await victim.get(new URL(link).pathname + new URL(link).search);
    const page = await pageText(opened);
    expect(opened.status).toBe(401);
    expect(cookiesGiven(opened), "cookies given by the link").toEqual([]);
    expect(page).toContain("Connectez-vous pour confirmer l'adresse");
    expect(page).toContain("Mot de passe oublié ?");
    const signInHref = /href="(\/auth\?redirectTo=[^"]+)"/.exec(page)?.[1];
    expect(new URL(signInHref!, base).searchParams.get("redirectTo")).toBe(new URL(link).pathname + new URL(link).search);
    expect((await accountRow(address))?.email_verified).toBe(false);

    tried("l'attaquant ouvre « Mon compte » : la commande de la victime y figure-t-elle ?");
    const seen = await accountPage(attacker);
    expect(seen.status).toBe(200);
    expect(seen.text).toContain(address);
    expect(seen.text.includes(order.number), `${order.number} on the attacker's 'Mon compte'`).toBe(false);
    expect(seen.text.includes(orderToken), "the order's link on the attacker's 'Mon compte'").toBe(false);

    tried("la victime, connectée à un autre compte, ouvre le même lien");
    const otherAccount = newBrowser();
    await signUp(otherAccount, unique("autre-compte"));
    const refused = await otherAccount.get(new URL(link).pathname + new URL(link).search);
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain("Ce lien a été demandé par un autre compte");
    expect((await accountRow(address))?.email_verified).toBe(false);
    expect((await accountPage(attacker)).text.includes(order.number)).toBe(false);
  });

  it("through a change of address: the victim opening the link signed out changes nothing", async () => {
    const attacker = newBrowser();
    const victim = newBrowser();
    const own = unique("attaquant");
    const address = unique("victime-changement");

    tried(`l'attaquant crée un compte avec sa propre adresse (${own})`);
    await signUp(attacker, own);

    tried("la victime commande en invitée avec son adresse");
    const order = await guestOrder(victim, address);

    tried(`l'attaquant demande à passer son compte à l'adresse de la victime (${address})`);
    const asked = await attacker.post("/compte", { intent: "email", new_email: address });
    expect(asked.status).toBe(200);
    const [link] = await linksTo(address, VERIFY_LINK);

    tried("la victime ouvre le lien de changement d'adresse sans être connectée");
    const opened = await victim.get(new URL(link!).pathname + new URL(link!).search);
    expect(opened.status).toBe(401);
    expect(cookiesGiven(opened), "cookies given by the link").toEqual([]);
    expect(await pageText(opened)).toContain("connectez-vous au compte qui a demandé le changement");
    expect(await accountRow(address)).toBeUndefined();
    expect((await accountRow(own))?.email_verified).toBe(false);

    tried("l'attaquant ouvre « Mon compte »");
    const seen = await accountPage(attacker);
    expect(seen.status).toBe(200);
    expect(seen.text).toContain(own);
    expect(seen.text.includes(order.number), `${order.number} on the attacker's 'Mon compte'`).toBe(false);
  });

  it("the owner of the address takes the account back with a password reset: address confirmed, sessions ended, links revoked", async () => {
    const attacker = newBrowser();
    const victim = newBrowser();
    const address = unique("reprise");

    tried(`l'attaquant crée un compte avec ${address} ; la victime commande en invitée avec cette adresse`);
    await signUp(attacker, address);
    const order = await guestOrder(victim, address);
    const versionBefore = await linkVersion(address);
    const orderPath = new URL(order.link).pathname;
    expect((await attacker.get(orderPath)).status).toBe(200);
    expect((await accountPage(attacker)).status).toBe(200);

    tried("la victime choisit « Mot de passe oublié ? » et choisit un mot de passe depuis le lien reçu");
    const asked = await victim.post("/auth", { intent: "forgot-password", email: address });
    expect(asked.status).toBe(302);
    const [resetLink] = await linksTo(address, RESET_LINK);
    const token = new URL(resetLink!).searchParams.get("token")!;
    const reset = await victim.post("/reset-password", { token, password: "Nouveau-Depart-2026", confirmPassword: "Nouveau-Depart-2026" });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("Location")).toBe("/auth");

    tried("l'attaquant revient sur « Mon compte » avec sa session");
    const afterReset = await attacker.get("/compte");
    expect(afterReset.status).toBe(302);
    expect(afterReset.headers.get("Location")).toMatch(/^\/auth/);
    expect((await attacker.post("/auth", { intent: "sign-in", email: address, password: PASSWORD })).status).toBe(401);

    tried("l'adresse est-elle confirmée, et les liens de la commande révoqués ?");
    expect((await accountRow(address))?.email_verified).toBe(true);
    expect(await linkVersion(address)).toBe(versionBefore + 1);
    tried("l'attaquant rouvre le lien de la commande qu'il avait gardé, sans cookie");
    expect((await newBrowser().get(orderPath)).status).toBe(404);

    tried("la victime se connecte : sa commande est dans « Mon compte »");
    const signedIn = await victim.post("/auth", { intent: "sign-in", email: address, password: "Nouveau-Depart-2026" });
    expect(signedIn.status).toBe(302);
    const mine = await accountPage(victim);
    expect(mine.status).toBe(200);
    expect(mine.text.includes(order.number), `${order.number} on the owner's 'Mon compte'`).toBe(true);
  });
});
