import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDataDir } from "../../server/test-server";
import { e2eSql, startSecurityServer } from "./security-server";
import { tried } from "./tried";

// Nobody can lock a user out, nor learn who has an account, played against the real server
// (production build, PGlite, the outbox as the mail). Each client has an address of its own
// (X-Forwarded-For under TRUST_PROXY, as behind the production proxy). Sign-in counts failures
// only, per account and client address (ADR 005); sign-up and reset answer alike whether or not
// the address has an account, and whether or not an e-mail goes out.

const data = tempDataDir();
let base = "";
let stop = () => {};

beforeAll(async () => {
  ({ base, stop } = await startSecurityServer(data.dir));
}, 240_000);

afterAll(() => {
  stop();
  data.remove();
});

let addressCounter = 0;
/** A client address of its own, as another machine on the internet. */
const newAddress = () => `198.51.100.${++addressCounter}`;
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.tn`;

type Answer = { status: number; location: string | null; retryAfter: string | null; cookieNames: string[]; toast: Toast | null; ms: number; body: string };
type Toast = { type: string; title: string; description?: string };

/** A form post to /auth from `address`, with nothing else a browser would not send. */
async function postAuth(address: string, fields: Record<string, string>): Promise<Answer> {
  const began = performance.now();
  const response = await fetch(`${base}/auth`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "X-Forwarded-For": address },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  const body = await response.text();
  const ms = performance.now() - began;
  const cookies = response.headers.getSetCookie();
  return {
    status: response.status,
    location: response.headers.get("Location"),
    retryAfter: response.headers.get("Retry-After"),
    cookieNames: cookies.map((line) => line.slice(0, line.indexOf("="))).sort(),
    toast: toastOf(cookies),
    ms,
    body,
  };
}

/** The toast flashed in React Router's signed cookie (base64 JSON, then its signature). */
function toastOf(cookies: string[]): Toast | null {
  const line = cookies.find((cookie) => cookie.startsWith("imagine_toast="));
  if (!line) return null;
  const value = decodeURIComponent(line.slice("imagine_toast=".length).split(";")[0]!);
  return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8")) as Toast;
}

const signIn = (address: string, email: string, password: string) => postAuth(address, { intent: "sign-in", email, password });

const sql = <T>(query: string) => e2eSql<T>(base, query);
const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** An account made through the server's test hook: its address and password. */
async function account(prefix: string): Promise<{ email: string; password: string }> {
  const email = unique(prefix);
  const password = `Jasmin-${randomUUID().slice(0, 8)}-2026`;
  const response = await fetch(`${base}/__e2e/user`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password }) });
  expect(response.status).toBe(200);
  return { email, password };
}

type Mail = { subject: string; text: string };

/** The e-mails sent to `to` (subject and text decoded), once there are at least `count` of them. */
async function mailsTo(to: string, count = 1, timeoutMs = 20_000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dir = path.join(data.dir, "outbox");
    const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith(".eml")).sort();
    const raws = await Promise.all(files.map((file) => readFile(path.join(dir, file), "utf8")));
    const mails = raws.filter((raw) => raw.includes(`To: ${to}`)).map(decodeMail);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Enough of MIME for our own e-mails: the encoded-word subject, the quoted-printable text. */
function decodeMail(raw: string): Mail {
  const bytes = (qp: string) => Buffer.from(qp.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  const subject = header
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => bytes(word.replaceAll("_", " ")));
  return { subject, text: bytes(raw.replace(/=\r?\n/g, "")) };
}

/** The mail queue has nothing left to send: what is not in the outbox by now was never queued. */
async function mailQueueSettled(): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await sql<{ n: number }>("select count(*)::int as n from mail_queue where status <> 'sent'"))[0]!.n > 0) {
    if (Date.now() > deadline) throw new Error("mail queue not drained");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("sign-in: nobody can lock a user out", () => {
  it("after three wrong passwords from one address, the right one is accepted from another; the first waits", async () => {
    const owner = await account("titulaire");
    const attacker = newAddress();

    tried(`trois mauvais mots de passe pour ${owner.email} depuis ${attacker}`);
    for (let i = 0; i < 3; i++) expect((await signIn(attacker, owner.email, `Devine-${i}-2026`)).status).toBe(401);

    tried("le bon mot de passe depuis une autre adresse");
    const elsewhere = await signIn(newAddress(), owner.email, owner.password);
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.location).toBe("/");
    expect(elsewhere.cookieNames).toContain("imagine.session_token");

    tried("un 4e essai depuis la première adresse, même avec le bon mot de passe");
    const waiting = await signIn(attacker, owner.email, owner.password);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.retryAfter)).toBeGreaterThan(50);
    expect(Number(waiting.retryAfter)).toBeLessThanOrEqual(60);
    expect(waiting.body).toMatch(/Trop de tentatives\. Réessayez dans (1 minute|5\d secondes)\./);
  });

  it("the first address's wait grows with its failures, and knocking while refused does not extend it", async () => {
    const owner = await account("attente");
    const attacker = newAddress();
    for (let i = 0; i < 3; i++) await signIn(attacker, owner.email, `Devine-${i}-2026`);

    tried("frapper dix fois pendant l'attente");
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) waits.push(Number((await signIn(attacker, owner.email, "Encore-Rate-2026")).retryAfter));
    expect(waits.every((wait) => wait <= 60)).toBe(true);
    expect(waits.at(-1)).toBeLessThanOrEqual(waits[0]!);

    tried("une minute plus tard (l'horloge avancée dans la base), un 4e mauvais mot de passe");
    await sql(`update rate_limits set updated_at = updated_at - interval '61 seconds' where key like ${quoted(`sign-in:pair:${owner.email}|%`)}`);
    expect((await signIn(attacker, owner.email, "Quatrieme-Essai-2026")).status).toBe(401);
    const longer = await signIn(attacker, owner.email, owner.password);
    expect(longer.status).toBe(429);
    expect(Number(longer.retryAfter)).toBeGreaterThan(110);
    expect(Number(longer.retryAfter)).toBeLessThanOrEqual(120);
  });

  it("counts failures only: successes, however many, never make anyone wait", async () => {
    const owner = await account("habitue");
    const home = newAddress();

    tried("31 connexions réussies depuis la même adresse (un bureau derrière un seul routeur), plus que la limite de l'adresse");
    for (let i = 0; i < 31; i += 2) {
      const pair = await Promise.all([signIn(home, owner.email, owner.password), signIn(home, owner.email, owner.password)]);
      expect(pair.map((answer) => answer.status)).toEqual([302, 302]);
    }

    tried("deux fautes de frappe, une réussite, deux fautes, une réussite");
    for (const password of ["Faute-1-2026", "Faute-2-2026", owner.password, "Faute-3-2026", "Faute-4-2026", owner.password]) {
      expect((await signIn(home, owner.email, password)).status).toBe(password === owner.password ? 302 : 401);
    }
  });

  it("many failures on one account from everywhere only slow it down, and e-mail its owner once", async () => {
    const owner = await account("assiegee");
    // 49 failures this hour from other addresses, written as the counter holds them (49 real
    // attempts would cost 49 password hashes); the 50th is a real one.
    await sql(`insert into rate_limits (key, count, window_started_at) values (${quoted(`sign-in:account-failures:${owner.email}`)}, 49, now())`);

    tried(`le 50e mauvais mot de passe de l'heure pour ${owner.email}, d'une nouvelle adresse`);
    expect((await signIn(newAddress(), owner.email, "Cinquantieme-2026")).status).toBe(401);
    const warnings = async (count: number, timeoutMs?: number) =>
      (await mailsTo(owner.email, count + 1, timeoutMs)).filter((mail) => mail.subject === "Tentatives de connexion sur votre compte");
    const [warning] = await warnings(1);
    expect(warning?.text).toContain("« Mot de passe oublié ? »");
    expect(warning?.text).toContain("changer de mot de passe");

    tried("le titulaire, d'une adresse neuve, avec le bon mot de passe");
    const owners = await signIn(newAddress(), owner.email, owner.password);
    expect(owners.status).toBe(302);
    expect(owners.ms).toBeLessThan(10_000);

    tried("encore des échecs d'autres adresses : un seul essai libre chacune, et pas de 2e e-mail");
    const attacker = newAddress();
    expect((await signIn(attacker, owner.email, "Cinquante-Et-Un-2026")).status).toBe(401);
    expect((await signIn(attacker, owner.email, "Cinquante-Deux-2026")).status).toBe(429);
    expect((await signIn(newAddress(), owner.email, "Cinquante-Trois-2026")).status).toBe(401);
    await mailQueueSettled();
    expect(await warnings(2, 0)).toHaveLength(1);
  });
});

describe("sign-up and reset: no one learns who has an account", () => {
  it("sign-up with a known address answers exactly like a new one, and e-mails the owner instead", async () => {
    const owner = await account("deja-cliente");
    const newcomer = unique("nouvelle");

    tried(`s'inscrire avec une adresse neuve (${newcomer}) puis avec celle d'un compte existant (${owner.email})`);
    const fresh = await postAuth(newAddress(), { intent: "sign-up", email: newcomer, password: "Carthage-Sidi-2026" });
    const known = await postAuth(newAddress(), { intent: "sign-up", email: owner.email, password: "Carthage-Sidi-2026" });

    const outside = (answer: Answer, email: string) => ({
      status: answer.status,
      location: answer.location,
      cookies: answer.cookieNames,
      body: answer.body,
      toast: { ...answer.toast, id: "<à chaque toast le sien>", description: answer.toast?.description?.replace(email, "<adresse>").replace(/ID : \w+$/, "ID : <id>") },
    });
    expect(outside(known, owner.email)).toEqual(outside(fresh, newcomer));
    expect(fresh.status).toBe(302);
    expect(fresh.location).toBe("/auth");
    expect(fresh.cookieNames).toEqual(["imagine_toast"]);
    expect(fresh.toast).toMatchObject({ type: "success", title: "Compte créé avec succès!" });
    expect(fresh.toast?.description).toMatch(/^Vérifiez votre boîte mail, puis connectez-vous\. Email : \S+ · ID : \w{20,}$/);
    expect(JSON.stringify(known)).not.toContain("existe déjà");

    tried("les e-mails : la confirmation pour l'adresse neuve, un avertissement pour le titulaire");
    expect((await mailsTo(newcomer)).map((mail) => mail.subject)).toEqual(["Confirmez votre adresse e-mail Imagine"]);
    // The owner's account was made with its own confirmation e-mail; then comes the notice.
    const notice = (await mailsTo(owner.email, 2)).find((mail) => mail.subject === "Tentative d'inscription avec votre adresse e-mail");
    expect(notice?.text).toContain("Quelqu'un a tenté de créer un compte avec votre adresse");
    expect(notice?.text).toContain("« Mot de passe oublié ? »");

    tried("le titulaire se connecte toujours avec son mot de passe ; celui de l'inscription ne sert à rien");
    expect((await signIn(newAddress(), owner.email, owner.password)).status).toBe(302);
    expect((await signIn(newAddress(), owner.email, "Carthage-Sidi-2026")).status).toBe(401);
  });

  it("a reset answers the same, at the same time, for a known and an unknown address, and past the per-recipient limit", async () => {
    const owner = await account("oublieuse");
    const nobody = unique("inconnue");
    const answers: Record<"known" | "unknown", Answer[]> = { known: [], unknown: [] };

    tried(`quatre demandes de réinitialisation pour ${owner.email} (compte) et pour ${nobody} (aucun compte), chacune d'une autre adresse`);
    for (let i = 0; i < 4; i++) {
      answers.known.push(await postAuth(newAddress(), { intent: "forgot-password", email: owner.email }));
      answers.unknown.push(await postAuth(newAddress(), { intent: "forgot-password", email: nobody }));
    }
    const outside = (answer: Answer, email: string) => ({
      status: answer.status,
      location: answer.location,
      cookies: answer.cookieNames,
      toast: { ...answer.toast, description: answer.toast?.description?.replace(email, "<adresse>") },
    });
    const expected = { status: 302, location: "/auth", cookies: ["imagine_toast"], toast: { type: "success", title: "Email de réinitialisation envoyé", description: "<adresse>" } };
    for (const answer of answers.known) expect(outside(answer, owner.email)).toMatchObject(expected);
    for (const answer of answers.unknown) expect(outside(answer, nobody)).toMatchObject(expected);

    tried("combien d'e-mails sont partis (3 au plus par destinataire et par heure, les autres abandonnés en silence)");
    const resets = async (timeoutMs?: number) =>
      (await mailsTo(owner.email, 4, timeoutMs)).filter((mail) => mail.subject === "Réinitialisation de votre mot de passe Imagine");
    await resets();
    await mailQueueSettled();
    expect(await resets(0)).toHaveLength(3);
    expect(await mailsTo(nobody, 1, 0)).toEqual([]);

    tried("le temps de réponse : avec e-mail, sans compte, et au-delà de la limite");
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    const sent = median(answers.known.slice(0, 3).map((a) => a.ms));
    const none = median(answers.unknown.map((a) => a.ms));
    const dropped = answers.known[3]!.ms;
    process.stdout.write(`    médianes : e-mail envoyé ${sent.toFixed(0)} ms, aucun compte ${none.toFixed(0)} ms, au-delà de la limite ${dropped.toFixed(0)} ms\n`);
    // Every answer waits for the same floor (600 ms), well above the work of sending the e-mail.
    for (const answer of [...answers.known, ...answers.unknown]) expect(answer.ms).toBeGreaterThanOrEqual(590);
    expect(Math.abs(sent - none)).toBeLessThan(100);
  });

  it("only a flood of reset requests from one address gets a 429", async () => {
    const flooder = newAddress();
    tried(`onze demandes de réinitialisation depuis ${flooder}, pour onze adresses`);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await postAuth(flooder, { intent: "forgot-password", email: unique("flot") })).status);
    expect(statuses).toEqual([...Array(10).fill(302), 429]);
    expect((await postAuth(newAddress(), { intent: "forgot-password", email: unique("ailleurs") })).status).toBe(302);
  });
});
