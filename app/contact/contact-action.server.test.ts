import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { TestDatabase } from "~/test-support/databases.server";
import type { ContactActionData } from "./contact-result";
import type { ContactValues } from "./contact-schema";

// The /contact action against a real (in-memory) database, with e-mails written to a temporary
// outbox. Modules are imported after the environment is stubbed: env() is read once per import.

let dataDir: string;
let database: TestDatabase;
let ipCounter = 0;

const nextYear = new Date().getFullYear() + 1;
const valid: Omit<ContactValues, "services"> & { services: string[] } = {
  first_name: "Amel",
  last_name: "Ben Salah",
  email: "amel@example.tn",
  phone: "+216 71 234 567",
  event_type: "Congrès médical",
  services: ["Événements médicaux", "Captation vidéo"],
  event_date: `${nextYear}-06-15`,
  guest_count: "250",
  message: "Congrès de cardiologie sur deux jours à Hammamet.",
};

async function loadModules() {
  vi.resetModules();
  const testing = await import("~/test-support/databases.server");
  const action = await import("./contact-action.server");
  return { testing, action };
}

function post(fields: Record<string, string | string[]>, ip = `10.0.0.${++ipCounter}`, page = "/contact") {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return new Request(`http://localhost${page}`, { method: "POST", body, headers: { "x-imagine-client-ip": ip } });
}

type Answer = { status: number; body?: ContactActionData; location?: string | null };

/** The action's answer as status + body, whether it returned data() or a redirect Response. */
async function submit(request: Request): Promise<Answer> {
  const { handleContactPost } = await import("./contact-action.server");
  const result = await handleContactPost(request);
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  return { status: result.init?.status ?? 200, body: result.data };
}

async function storedMessages() {
  const result = await database.db.execute(sql`select * from contact_messages order by created_at`);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

/** Bytes written as =XX (quoted-printable and RFC 2047 "Q" words) back to UTF-8 text. */
function decodeQ(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** An .eml file made readable: encoded subject words and the quoted-printable body decoded. */
function readableMail(raw: string): string {
  const unfolded = raw.replace(/\?=\r?\n\s+=\?UTF-8\?Q\?/gi, "");
  const headersDecoded = unfolded.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, word: string) => decodeQ(word.replaceAll("_", " ")));
  return decodeQ(headersDecoded.replace(/=\r?\n/g, ""));
}

async function outbox(): Promise<string[]> {
  // The action queues its e-mails; the mail worker's step delivers them.
  const { drainOnce } = await import("~/lib/mail-queue.server");
  await drainOnce();
  const dir = path.join(dataDir, "outbox");
  const files = await readdir(dir).catch(() => [] as string[]);
  const raw = await Promise.all(files.sort().map((file) => readFile(path.join(dir, file), "utf8")));
  return raw.map(readableMail);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "imagine-contact-"));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("SMTP_URL", "");
  const { testing } = await loadModules();
  database = await testing.useTestDatabase();
  await database.db.execute(sql`
    insert into site_settings (brand_name, tagline, phone, email, notification_email, street_address, postal_code, city)
    values ('Imagine', 'excellence événementielle', '+216 71 000 000', 'contact@imagine-events.tn', 'equipe@imagine-events.tn', 'Les Berges du Lac', '1053', 'Tunis')
  `);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await database.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.execute(sql`delete from contact_messages`);
  // Each test sees only the e-mails its own posts queued.
  await database.db.execute(sql`delete from mail_queue`);
  // ...and its own hour of acknowledgements (three at most to one address).
  await database.db.execute(sql`delete from rate_limits where key like 'acknowledgement:%'`);
  await rm(path.join(dataDir, "outbox"), { recursive: true, force: true });
});

describe("the contact action", () => {
  it("stores a valid request as a 'new' message and mails the agency and the client", async () => {
    const answer = await submit(post({ ...valid, _enhanced: "1" }));
    expect(answer).toEqual({ status: 200, body: { status: "success" } });

    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: "Amel",
      last_name: "Ben Salah",
      email: "amel@example.tn",
      phone: "+216 71 234 567",
      event_type: "Congrès médical",
      services: ["Événements médicaux", "Captation vidéo"],
      event_date: `${nextYear}-06-15`,
      guest_count: 250,
      status: "new",
      // Written on the French page (ADR 021).
      locale: "fr",
    });

    const mails = await outbox();
    expect(mails).toHaveLength(2);
    const toAgency = mails.find((m) => /^To: equipe@imagine-events\.tn$/m.test(m));
    const toClient = mails.find((m) => /^To: amel@example\.tn$/m.test(m));
    expect(toAgency).toContain("Reply-To: amel@example.tn");
    expect(toAgency).toContain("Subject: Nouvelle demande de contact : Amel Ben Salah (Congrès médical)");
    expect(toAgency).toContain("Services souhaités : Événements médicaux, Captation vidéo");
    expect(toAgency).toContain("Congrès de cardiologie sur deux jours à Hammamet.");
    expect(toClient).toContain("Subject: Imagine : nous avons bien reçu votre demande");
    expect(toClient).toContain("Bonjour Amel,");
    expect(toClient).toContain(`Date de l'événement : 15 juin ${nextYear}`);
  });

  it("acknowledges three messages an hour to one address at most; the next ones are stored and the agency told", async () => {
    const email = "Flood@Example.tn";
    for (let i = 0; i < 4; i++) {
      // Each from another client address, the address typed in another case: one recipient all the same.
      const answer = await submit(post({ ...valid, email: i % 2 ? email.toLowerCase() : email, message: `Message ${i + 1}`, _enhanced: "1" }));
      expect(answer).toEqual({ status: 200, body: { status: "success" } });
    }
    expect(await storedMessages()).toHaveLength(4);
    const mails = await outbox();
    expect(mails.filter((m) => /^To: equipe@imagine-events\.tn$/m.test(m))).toHaveLength(4);
    const thanks = mails.filter((m) => /^To: flood@example\.tn$/im.test(m));
    expect(thanks).toHaveLength(3);
    expect(thanks.some((m) => m.includes("Message 4"))).toBe(false);
    // Another address is not affected.
    expect((await submit(post({ ...valid, email: "autre@example.tn", _enhanced: "1" }))).status).toBe(200);
    expect((await outbox()).filter((m) => /^To: autre@example\.tn$/m.test(m))).toHaveLength(1);
  });

  it("repeats 200 characters of a long message to the visitor, all of it to the agency", async () => {
    const message = `${"Nous préparons un congrès de cardiologie à Hammamet. ".repeat(8)}FIN-DU-MESSAGE`;
    expect((await submit(post({ ...valid, message, _enhanced: "1" }))).status).toBe(200);
    const mails = await outbox();
    const toAgency = mails.find((m) => /^To: equipe@imagine-events\.tn$/m.test(m))!;
    const toClient = mails.find((m) => /^To: amel@example\.tn$/m.test(m))!;
    expect(toAgency).toContain("FIN-DU-MESSAGE");
    expect(toClient).not.toContain("FIN-DU-MESSAGE");
    const { excerpt } = await import("~/emails/excerpt");
    expect(toClient).toContain(excerpt(message));
    expect(Array.from(excerpt(message)).length).toBeLessThanOrEqual(200);
  });

  it("stores the language of the page with the message and its request", async () => {
    const answer = await submit(post({ ...valid, email: "arabic@example.tn", _enhanced: "1" }, undefined, "/ar/contact"));
    expect(answer.status).toBe(200);
    const message = (await storedMessages()).find((row) => row.email === "arabic@example.tn");
    expect(message).toMatchObject({ locale: "ar" });
    const result = await database.db.execute(sql`select locale from event_requests where message_id = ${message!.id as string}`);
    const requests = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { locale: string }[];
    expect(requests).toEqual([{ locale: "ar" }]);
  });

  it("keeps optional fields empty as nulls", async () => {
    const answer = await submit(post({ ...valid, phone: "", event_date: "", guest_count: "", services: [], _enhanced: "1" }));
    expect(answer.body).toEqual({ status: "success" });
    const [row] = await storedMessages();
    expect(row).toMatchObject({ phone: null, event_date: null, guest_count: null, services: [] });
  });

  it("after a plain form post (no JavaScript) redirects back to the page with a flash toast", async () => {
    const fromHome = await submit(post({ ...valid, _origin: "/" }));
    expect(fromHome.status).toBe(302);
    expect(fromHome.location).toBe("/?message-envoye=1#contact");
    const elsewhere = await submit(post({ ...valid, _origin: "https://evil.example" }));
    expect(elsewhere.location).toBe("/contact?message-envoye=1#contact");
    expect(await storedMessages()).toHaveLength(2);
  });

  it("refuses bad input with 400, its messages and what was typed, and stores nothing", async () => {
    const typed = {
      ...valid,
      first_name: "",
      email: "amel@",
      guest_count: "-5",
      event_date: "2020-01-01",
      services: ["Son et lumière", "Feu d'artifice"],
      message: "x".repeat(5001),
    };
    const answer = await submit(post({ ...typed, _enhanced: "1" }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      status: "invalid",
      errors: {
        first_name: "Veuillez indiquer votre prénom.",
        email: "Adresse e-mail invalide (exemple : nom@domaine.tn).",
        guest_count: "Le nombre d'invités doit être au moins 1.",
        event_date: "La date de l'événement ne peut pas être dans le passé.",
        services: "Service inconnu : choisissez parmi la liste proposée.",
        message: "Votre message ne peut pas dépasser 5 000 caractères.",
      },
      values: typed,
    });
    expect(await storedMessages()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("answers a non-numeric guest count with its message", async () => {
    const answer = await submit(post({ ...valid, guest_count: "beaucoup", _enhanced: "1" }));
    expect(answer.status).toBe(400);
    expect(answer.body?.status === "invalid" && answer.body.errors).toEqual({ guest_count: "Le nombre d'invités doit être un nombre." });
  });

  it("pretends success to a bot that filled the honeypot, storing and sending nothing", async () => {
    const answer = await submit(post({ ...valid, site_web: "http://spam.example", _enhanced: "1" }));
    expect(answer).toEqual({ status: 200, body: { status: "success" } });
    expect(await storedMessages()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("refuses the 6th message from one address within 10 minutes, with a French message (429)", async () => {
    const ip = "192.0.2.44";
    for (let i = 0; i < 5; i++) expect((await submit(post({ ...valid, _enhanced: "1" }, ip))).status).toBe(200);
    const refused = await submit(post({ ...valid, _enhanced: "1" }, ip));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: "error", values: { first_name: "Amel" } });
    expect(refused.body?.status === "error" && refused.body.message).toMatch(
      /^Vous avez envoyé plusieurs messages en peu de temps\. Réessayez dans 10 minutes/,
    );
    expect(await storedMessages()).toHaveLength(5);
    // Another visitor is not affected.
    expect((await submit(post({ ...valid, _enhanced: "1" }, "192.0.2.45"))).status).toBe(200);
  });

  it("stores one message and sends one pair of e-mails for a key posted again, at once or 40 times", async () => {
    const key = "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
    const ip = "192.0.2.60";
    // A double click: both posts arrive together (each may count against the limit: neither is stored yet).
    const first = await Promise.all([1, 2].map(() => submit(post({ ...valid, idempotency_key: key, _enhanced: "1" }, "192.0.2.61"))));
    expect(first.map((answer) => answer.status)).toEqual([200, 200]);
    // A retry of a stored message is answered before the rate limit (5 per 10 minutes) is counted.
    for (let i = 0; i < 40; i++) {
      expect(await submit(post({ ...valid, idempotency_key: key, _enhanced: "1" }, ip))).toMatchObject({ status: 200, body: { status: "success" } });
    }
    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ idempotency_key: key });
    expect(await outbox()).toHaveLength(2);
    // The address can still send its five new messages: the retries cost it nothing.
    for (let i = 0; i < 5; i++) expect((await submit(post({ ...valid, _enhanced: "1" }, ip))).status).toBe(200);
    expect((await submit(post({ ...valid, _enhanced: "1" }, ip))).status).toBe(429);
  });

  it("treats a key that is not a uuid as no key", async () => {
    for (let i = 0; i < 2; i++) expect((await submit(post({ ...valid, idempotency_key: "1' or '1'='1", _enhanced: "1" }))).status).toBe(200);
    expect(await storedMessages()).toHaveLength(2);
  });

  it("answers a database failure with the French error and the typed values", async () => {
    await database.db.execute(sql`alter table contact_messages rename to contact_messages_off`);
    try {
      const answer = await submit(post({ ...valid, _enhanced: "1" }));
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ status: "error", message: "Une erreur est survenue. Veuillez réessayer.", values: valid });
    } finally {
      await database.db.execute(sql`alter table contact_messages_off rename to contact_messages`);
    }
    expect(await outbox()).toHaveLength(0);
  });
});

describe("the contact action when the mail server is down", () => {
  beforeEach(async () => {
    vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:1");
    await loadModules();
  });
  afterEach(async () => {
    vi.stubEnv("SMTP_URL", "");
    await loadModules();
  });

  it("still stores the message and answers success", async () => {
    const answer = await submit(post({ ...valid, _enhanced: "1" }));
    expect(answer).toEqual({ status: 200, body: { status: "success" } });
    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "amel@example.tn", status: "new" });
    expect(await outbox()).toHaveLength(0);
  });
});
