// Helpers for the back office's integration tests: a real account with a real session cookie,
// and the route's loader/action called as React Router would call it.
import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { getAuth } from "~/auth/auth.server";
import { grantAdmin } from "~/auth/roles.server";

/** Signs up a fresh user through Better Auth and returns its Cookie header. */
export async function createSessionCookie(options: { admin: boolean }): Promise<string> {
  const email = `desk-${randomUUID()}@example.test`;
  const { headers, response } = await getAuth().api.signUpEmail({
    body: { email, password: `Test-${randomUUID()}`, name: "Équipe Imagine" },
    returnHeaders: true,
  });
  if (options.admin) await grantAdmin(response.user.id);
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!.trim())
    .join("; ");
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

export type OutboxMail = { to: string; subject: string; text: string };

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

/** The e-mails the app dropped in DATA_DIR/outbox, decoded (subject and quoted-printable body). */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), "utf8");
      const [head = "", ...bodyParts] = raw.split(/\r?\n\r?\n/);
      const headers = new Map<string, string>();
      for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
        const colon = line.indexOf(":");
        if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
      }
      const body = bodyParts.join("\n\n");
      const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
      const text =
        encoding === "quoted-printable"
          ? decodeQuotedPrintable(body)
          : encoding === "base64"
            ? Buffer.from(body, "base64").toString("utf8")
            : body;
      return { to: headers.get("to") ?? "", subject: decodeHeader(headers.get("subject") ?? ""), text };
    }),
  );
}
