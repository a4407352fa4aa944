import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { getAuth } from "~/auth/auth.server";
import { drainOnce } from "~/lib/mail-queue.server";
import { createEmailVerificationToken } from "better-auth/api";
import { cookieHeader, signedInTestAccount } from "./test-accounts";

// Helpers for tests that drive our auth actions against a real (PGlite) database.

let ipCounter = 0;

/** A distinct client address per test, so per-IP limits of one test never touch another. */
export function testIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

export function formRequest(
  url: string,
  fields: Record<string, string>,
  options: { cookie?: string; ip?: string } = {},
): Request {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  headers.set("x-imagine-client-ip", options.ip ?? testIp());
  if (options.cookie) headers.set("Cookie", options.cookie);
  return new Request(`http://localhost:3000${url}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

export function getRequest(url: string, cookie?: string): Request {
  return new Request(`http://localhost:3000${url}`, { headers: cookie ? { Cookie: cookie } : {} });
}

/** The Cookie header a browser would send back after this response. */
export function cookieHeaderFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/**
 * An account with a session, written as a sign-up writes it (test-accounts.ts) and signed
 * in through Better Auth (not through our actions, nor their limits).
 */
export async function createTestAccount(email: string, password = "Un-mot-de-passe-solide-42") {
  const { id, cookies } = await signedInTestAccount(getAuth(), { email, password, name: email.split("@")[0]! }, createEmailVerificationToken);
  return { id, email, password, cookie: cookieHeader(cookies) };
}

/** The reset links found in the outbox e-mails sent to `email`, oldest first. */
export async function resetLinksInOutbox(outbox: string, email: string): Promise<string[]> {
  // The e-mail is queued: the mail worker's step delivers it first.
  await drainOnce();
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
  const links: string[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(outbox, file), "utf8");
    if (!raw.includes(`To: ${email}`)) continue;
    links.push(...extractResetLinks(raw));
  }
  return links;
}

/** Undoes quoted-printable soft breaks and escapes, then finds /reset-password?token=… links. */
export function extractResetLinks(raw: string): string[] {
  const decoded = /quoted-printable/i.test(raw)
    ? raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : raw;
  return [...decoded.matchAll(/https?:\/\/\S+\/reset-password\?token=[\w%-]+/g)].map((m) => m[0]);
}
