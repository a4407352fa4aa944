/**
 * Signed-in browser tests without clicking through /auth.
 *
 *   import { createUser, loginAs } from "./auth-fixtures";
 *
 *   test("an admin edits the SEO", async ({ page, context, request }) => {
 *     const admin = await createUser(request, { admin: true });
 *     await loginAs(context, admin);
 *     await page.goto("/admin/seo");
 *   });
 *
 * `createUser` makes a fresh account (unique e-mail unless given) through the server's test hook
 * (server/e2e-hooks.ts), with a live session; `loginAs` puts that session's cookie in the browser
 * context. Each call makes a new user, so tests stay independent and can run in parallel.
 */
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { outboxMessages } from "./fixtures";

export type TestUser = {
  id: string;
  email: string;
  password: string;
  name: string;
  admin: boolean;
  cookies: { name: string; value: string }[];
};

export async function createUser(
  request: APIRequestContext,
  options: { admin?: boolean; email?: string; password?: string; name?: string } = {},
): Promise<TestUser> {
  const response = await request.post("/__e2e/user", { data: options });
  const body = (await response.json()) as TestUser & { error?: string };
  if (!response.ok()) throw new Error(`Création du compte de test refusée : ${body.error}`);
  return body;
}

/** Adds the user's session cookie(s) to the browser context: its pages are then signed in. */
export async function loginAs(context: BrowserContext, user: TestUser, baseURL?: string): Promise<void> {
  const url = baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? "4310"}`;
  await context.addCookies(
    user.cookies.map((cookie) => ({ name: cookie.name, value: cookie.value, url, httpOnly: true, sameSite: "Lax" as const })),
  );
}

/** The newest password-reset link e-mailed to `email` (read from the outbox; waits for it). */
export async function resetLinkFor(email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = (await outboxMessages(`To: ${email}`)).flatMap(extractResetLinks);
    if (links.length > 0) return links.at(-1)!;
    if (Date.now() > deadline) throw new Error(`Aucun lien de réinitialisation pour ${email} dans l'outbox`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Undoes quoted-printable encoding when present, then finds /reset-password?token=… links. */
export function extractResetLinks(raw: string): string[] {
  const decoded = /quoted-printable/i.test(raw)
    ? raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : raw;
  return [...decoded.matchAll(/https?:\/\/\S+\/reset-password\?token=[\w%-]+/g)].map((m) => m[0]);
}

/** The newest address-confirmation link e-mailed to `email` (read from the outbox; waits for it). */
export async function verificationLinkFor(email: string, options: { after?: number; timeoutMs?: number } = {}): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const links = (await outboxMessages(`To: ${email}`)).flatMap(extractVerificationLinks);
    if (links.length > (options.after ?? 0)) return links.at(-1)!;
    if (Date.now() > deadline) throw new Error(`Aucun lien de confirmation pour ${email} dans l'outbox`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The /verifier-email?token=… links of a raw e-mail (quoted-printable undone when present). */
export function extractVerificationLinks(raw: string): string[] {
  const decoded = /quoted-printable/i.test(raw)
    ? raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : raw;
  return [...decoded.matchAll(/https?:\/\/\S+\/verifier-email\?token=[\w.%-]+/g)].map((m) => m[0]);
}
