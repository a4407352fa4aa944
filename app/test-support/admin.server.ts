// Helpers for the back office's integration tests: a real account with a real session cookie,
// and the route's loader/action called as React Router would call it.
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { getAuth } from "~/auth/auth.server";
import { grantAdmin } from "~/auth/roles.server";
import { setDbHandle, type Db } from "~/db/client.server";
import { createPgliteTestDatabase, type TestDatabase } from "./databases.server";
import { drainOnce } from "~/lib/mail-queue.server";
import { createEmailVerificationToken } from "better-auth/api";
import { cookieHeader, signedInTestAccount } from "./test-accounts";

/** A fresh user written as a sign-up writes it (test-accounts.ts), signed in through Better Auth: its Cookie header. */
export async function createSessionCookie(options: { admin: boolean }): Promise<string> {
  const email = `desk-${randomUUID()}@example.test`;
  const password = `Test-${randomUUID()}`;
  const { id, cookies } = await signedInTestAccount(getAuth(), { email, password, name: "Équipe Imagine" }, createEmailVerificationToken);
  if (options.admin) await grantAdmin(id);
  return cookieHeader(cookies);
}

// The back-office route tests all start from the same ground: a temporary DATA_DIR, a database,
// an admin and a signed-in non-admin. It is set up here once, so that they agree on it.
// The returned objects are filled in by beforeAll hooks: read their fields in tests and hooks.

export type TempDataDir = { dataDir: string };

/**
 * Call it once, at the file's top level: env() reads DATA_DIR once per file, so a folder per
 * describe block would not be the one the app writes to. SMTP_URL is emptied so that e-mails land
 * in the folder's outbox.
 */
export function setUpTempDataDir(prefix: string): TempDataDir {
  const dir = {} as TempDataDir;
  beforeAll(async () => {
    dir.dataDir = await mkdtemp(path.join(os.tmpdir(), `imagine-${prefix}-`));
    process.env.DATA_DIR = dir.dataDir;
    process.env.SMTP_URL = "";
  });
  afterAll(async () => {
    if (dir.dataDir) await rm(dir.dataDir, { recursive: true, force: true });
  });
  return dir;
}

export type AdminDatabaseOptions = {
  /** A fresh PGlite by default; a describe.each file passes its target's `create`. */
  create?: () => Promise<TestDatabase>;
  /** Runs before the sign-ups, for rows the file needs from the start (site settings, say). */
  seed?: (database: TestDatabase) => Promise<unknown>;
};

export type AdminDatabase = { database: TestDatabase; admin: string; member: string };

/** For the describe block (or file) it is called in; the app's getDb() answers with this database. */
export function setUpAdminDatabase(options: AdminDatabaseOptions = {}): AdminDatabase {
  const setup = {} as AdminDatabase;
  beforeAll(async () => {
    setup.database = await (options.create ?? createPgliteTestDatabase)();
    setDbHandle(setup.database);
    await options.seed?.(setup.database);
    setup.admin = await createSessionCookie({ admin: true });
    setup.member = await createSessionCookie({ admin: false });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await setup.database?.dispose();
  });
  return setup;
}

export type AdminRoute = TempDataDir & AdminDatabase;

/** Both, for a file on one database; a file on several calls the two itself (see setUpTempDataDir). */
export function setUpAdminRoute(prefix: string, options: AdminDatabaseOptions = {}): AdminRoute {
  const dir = setUpTempDataDir(prefix);
  const setup = setUpAdminDatabase(options);
  return {
    get dataDir() {
      return dir.dataDir;
    },
    get database() {
      return setup.database;
    },
    get admin() {
      return setup.admin;
    },
    get member() {
      return setup.member;
    },
  };
}

const ORIGIN = "http://localhost:3000";

export function getRequest(path: string, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

export function postRequest(path: string, fields: Record<string, string>, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: cookie ? { Cookie: cookie } : {},
    body: new URLSearchParams(fields),
  });
}

export type Settled<T> = { status: number; data: T | undefined; response?: Response };

/**
 * Runs a loader or action and reads what it answered or threw: a `data()` value, a plain value
 * or a Response (redirects included), as { status, data }.
 */
export async function settle<T = unknown>(run: () => Promise<unknown>): Promise<Settled<T>> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
    if (!(thrown instanceof Response) && !isDataWithInit(thrown)) throw thrown;
  }
  if (value instanceof Response) return { status: value.status, data: undefined, response: value };
  if (isDataWithInit(value)) return { status: value.init?.status ?? 200, data: value.data as T };
  return { status: 200, data: value as T };
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** The `{ request, params, context }` argument of a route function, for tests. */
export function routeArgs<A>(request: Request): A {
  return { request, params: {}, context: {}, unstable_pattern: "" } as unknown as A;
}

/** `text` is the text part; `html` the HTML part of a multipart/alternative e-mail, when it has one. */
export type OutboxMail = { to: string; subject: string; text: string; html?: string };

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(word, "base64").toString("utf8")
        : decodeQuotedPrintable(word.replaceAll("_", " ")),
    );
}

type MimePart = { headers: Map<string, string>; body: string };

/** Splits a MIME entity into its headers (lower-case names, folded lines joined) and its body. */
function mimePart(raw: string): MimePart {
  const [head = "", ...bodyParts] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: bodyParts.join("\n\n") };
}

function decodeBody(part: MimePart): string {
  const encoding = part.headers.get("content-transfer-encoding")?.toLowerCase();
  return encoding === "quoted-printable"
    ? decodeQuotedPrintable(part.body)
    : encoding === "base64"
      ? Buffer.from(part.body, "base64").toString("utf8")
      : part.body;
}

/** The leaf parts of a message: itself, or the parts of its multipart body (nested ones too). */
function leafParts(part: MimePart): MimePart[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get("content-type") ?? "")?.[1];
  if (!/^multipart\//i.test(part.headers.get("content-type") ?? "") || !boundary) return [part];
  const chunks = part.body.split(`--${boundary}`).slice(1);
  return chunks.filter((chunk) => !chunk.startsWith("--")).flatMap((chunk) => leafParts(mimePart(chunk.replace(/^\r?\n/, ""))));
}

/**
 * The e-mails the app dropped in DATA_DIR/outbox, decoded (subject, and the quoted-printable or
 * base64 text and HTML parts). Actions queue their e-mails: the mail worker's step runs first,
 * as the server's worker would.
 */
export async function readOutbox(dataDir: string, db?: Db): Promise<OutboxMail[]> {
  await drainOnce(db);
  const dir = path.join(dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const message = mimePart(await readFile(path.join(dir, file), "utf8"));
      const parts = leafParts(message);
      const typed = (type: string) => parts.find((p) => (p.headers.get("content-type") ?? "text/plain").toLowerCase().startsWith(type));
      const textPart = typed("text/plain") ?? parts[0]!;
      const htmlPart = typed("text/html");
      const to = message.headers.get("to") ?? "";
      const subject = decodeHeader(message.headers.get("subject") ?? "");
      return { to, subject, text: decodeBody(textPart), ...(htmlPart ? { html: decodeBody(htmlPart) } : {}) };
    }),
  );
}
