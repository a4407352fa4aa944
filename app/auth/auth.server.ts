import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { getDb } from "~/db/client.server";
import { loadEmailAgency } from "~/emails/agency.server";
import * as schema from "~/db/schema";
import { env, type Env } from "~/lib/env.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { getAppSecret } from "~/lib/secret.server";
import { localeOfPath, localizedPath, type Locale } from "~/i18n/locale";
import { passwordResetProvesAddress } from "./address-proof.server";
import { tellOwnerOfSignUpAttempt } from "./account-notices.server";
import { VERIFICATION_LINK_LIFETIME } from "./email-verification";
import { hashPassword, verifyPassword } from "./password.server";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./schemas";
import { passwordResetEmail, sendVerificationEmailFor } from "./verification-mail.server";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** Exported for tests (e.g. the cookies under an https PUBLIC_URL); the app uses getAuth(). */
export function createAuth(config: Pick<Env, "PUBLIC_URL" | "TRUST_PROXY"> = env()) {
  const secure = config.PUBLIC_URL.startsWith("https://");
  return betterAuth({
    appName: "Imagine",
    baseURL: config.PUBLIC_URL,
    secret: getAppSecret(),
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // No sign-up opens a session: a new address and one that already has an account must get
      // the same answer (Better Auth then answers an existing one with a look-alike user, after
      // hashing the password all the same, and calls onExistingUserSignUp). ADR 005.
      autoSignIn: false,
      onExistingUserSignUp: ({ user }) => tellOwnerOfSignUpAttempt(config.PUBLIC_URL, user),
      // Unconfirmed addresses may sign in (see emailVerification below).
      requireEmailVerification: false,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Called once the new password is stored and every session ended: the reset link came to
      // the account's inbox, so the address is proven and the client links are revoked (ADR 010).
      onPasswordReset: ({ user }) => passwordResetProvesAddress(getDb(), user),
      async sendResetPassword({ user, url, token }) {
        // The page the reset was asked from gave its language's /reset-password as `redirectTo`
        // (actions.server.ts), which Better Auth carries in `url` as its callbackURL.
        const link = `${config.PUBLIC_URL}${resetPasswordPathOf(url)}?token=${encodeURIComponent(token)}`;
        // Queued like every e-mail: an SMTP outage delays the link instead of losing it.
        await enqueueMail(getDb(), { kind: "password-reset", ...(await passwordResetEmail({ to: user.email, link, agency: await loadEmailAgency(getDb()) })) });
      },
    },
    // New accounts get a confirmation link; an unconfirmed account can still sign in (and is
    // shown a notice with a resend button). The link opens our page /verifier-email, whose loader
    // calls api.verifyEmail: no Better Auth HTTP handler is mounted.
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_LIFETIME.seconds,
      sendVerificationEmail: (data) => sendVerificationEmailFor(config.PUBLIC_URL, data),
    },
    // A change of address is applied only once the link sent to the NEW address is opened (a
    // "change-email-verification" token, handled by /verifier-email too); until then the account
    // keeps its address. Called as getAuth().api.changeEmail({ body: { newEmail }, headers }).
    user: {
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
    },
    // Sliding session: 7 days, extended at most once a day while the user is active.
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: "imagine",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: config.TRUST_PROXY ? ["x-forwarded-for"] : [] },
    },
    trustedOrigins: [config.PUBLIC_URL],
    // Our own database-backed limiter guards the actions (app/auth/rate-limits.server.ts).
    rateLimit: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One per process: the server reaches it through the build's serverServices (ADR 015).
const store: { current?: { auth: Auth; db: unknown } } = {};

/** The Better Auth instance bound to the current process database. */
export function getAuth(): Auth {
  const db = getDb();
  if (!store.current || store.current.db !== db) {
    store.current = { auth: createAuth(), db };
  }
  return store.current.auth;
}

/** The new-password page in the language of the callback Better Auth was given: /en/reset-password. */
function resetPasswordPathOf(url: string): string {
  let locale: Locale = "fr";
  try {
    const callback = new URL(url).searchParams.get("callbackURL");
    if (callback) locale = localeOfPath(new URL(callback, "https://imagine.invalid").pathname);
  } catch {
    // An unreadable callback: the French page.
  }
  return localizedPath(locale, "/reset-password");
}
