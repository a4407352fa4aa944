import { randomBytes, scryptSync } from "node:crypto";
import type { createEmailVerificationToken } from "better-auth/api";
import type { Auth } from "~/auth/auth.server";

// Accounts that tests need as a starting point (a signed-in admin, a client), written the way a
// sign-up writes them (Better Auth's user and credential account, the confirmation e-mail) but
// with a password hash of a low work factor. The product's hash (password.server.ts: scrypt at
// N = 2^17, 128 MiB) took about 0.8 s on this two-core machine, once for the sign-up and once
// more for every sign-in: hundreds of test accounts spent minutes of the suites' time on it.
// verifyPassword reads the cost from the stored hash, so these accounts sign in through the real
// code (Better Auth's sign-in, the /auth form) in a millisecond. Sign-up itself, the product's
// cost and its timing are tested through the real sign-up (auth tests, password.server.test.ts).
// Used by the Vitest helpers and by the server's test hook (server/e2e-hooks.ts). The confirmation
// link's token is made by Better Auth's own function, handed in: the server reaches Better Auth
// only through the build's serverServices (ADR 015), never a second bundled copy.

/** Better Auth's maker of confirmation tokens (better-auth/api). */
export type ConfirmationTokenMaker = typeof createEmailVerificationToken;

/** scrypt$N$r$p$salt$hash as password.server.ts writes it, at N = 2^10. */
export function testPasswordHash(password: string): string {
  const params = { N: 2 ** 10, r: 8, p: 1 };
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 64, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/**
 * Writes the user and its credential account as Better Auth's sign-up does (unconfirmed address,
 * the confirmation e-mail queued), without going through its password hash. Returns the user's id.
 */
export async function writeTestAccount(auth: Auth, account: { email: string; password: string; name: string }, makeToken: ConfirmationTokenMaker): Promise<string> {
  const context = await auth.$context;
  const user = await context.internalAdapter.createUser({ email: account.email.toLowerCase(), name: account.name, emailVerified: false }, { method: "email-password" });
  await context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: testPasswordHash(account.password) });
  const send = context.options.emailVerification?.sendVerificationEmail;
  if (context.options.emailVerification?.sendOnSignUp && send) {
    const token = await makeToken(context.secret, user.email, undefined, context.options.emailVerification.expiresIn, { userId: user.id });
    await send({ user, url: `${context.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent("/")}`, token });
  }
  return user.id;
}

/** A test account (see writeTestAccount) signed in through Better Auth: its id and Cookie header. */
export async function signedInTestAccount(
  auth: Auth,
  account: { email: string; password: string; name: string },
  makeToken: ConfirmationTokenMaker,
): Promise<{ id: string; cookies: { name: string; value: string }[] }> {
  await writeTestAccount(auth, account, makeToken);
  const { headers, response } = await auth.api.signInEmail({ body: { email: account.email, password: account.password }, returnHeaders: true });
  const cookies = headers.getSetCookie().map((line) => {
    const [pair = ""] = line.split(";");
    const index = pair.indexOf("=");
    return { name: pair.slice(0, index).trim(), value: pair.slice(index + 1).trim() };
  });
  return { id: response.user.id, cookies };
}

/** The Cookie header of those cookies. */
export function cookieHeader(cookies: { name: string; value: string }[]): string {
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}
