import { isAPIError } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { getDb, schema } from "~/db/client.server";
import { loadEmailAgency } from "~/emails/agency.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { enqueueMail } from "~/lib/mail-queue.server";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { getAppSecret } from "~/lib/secret.server";
import { redirectWithToast } from "~/lib/toast.server";
import { endOtherSessions } from "./address-proof.server";
import { getAuth } from "./auth.server";
import { localeOfPath, localizedPath } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { VERIFY_EMAIL_PATH, type VerifyEmailFailure } from "./email-verification";
import { REDIRECT_TO_PARAM, safeRedirectTo, signInPathFor } from "./redirect-to";
import {
  emailChangedNotice,
  isChangeOfAddress,
  readVerificationToken,
  type VerificationEmailKind,
  type VerificationTokenPayload,
} from "./verification-mail.server";

// E-mail confirmation through Better Auth's stateless tokens (a signed JWT carrying the address,
// and for a change of address the new one). No Better Auth HTTP handler is mounted, so the
// e-mailed link opens our own page, /verifier-email, whose loader calls the API.

/** Three new e-mails per account in ten minutes: enough for a lost one, not a mail cannon. */
export const RESEND_VERIFICATION_LIMIT = {
  name: "verify-email-resend:user",
  limit: 3,
  windowSeconds: 10 * 60,
} satisfies RateLimitRule;

export type VerifyEmailOutcome =
  | { status: "verified"; email: string; headers: Headers }
  | { status: "changed"; email: string; headers: Headers }
  | { status: "sign-in"; kind: VerificationEmailKind; email: string }
  | { status: "failed"; reason: VerifyEmailFailure };

/**
 * Checks the e-mailed token and applies it: the account's address is confirmed, or a requested new
 * address replaces the old one. A link proves that its opener reads the inbox, not that they own
 * the account: it is applied only in a session of the account it was made for (ADR 010). Signed
 * out, nothing happens and the page asks to sign in; signed in to another account, it is refused.
 * Otherwise someone who signed up with another person's address (or asked to move to it) would
 * get it confirmed by that person's click, and with it the orders placed with the address.
 * The tokens are stateless and can be opened again: a confirmed address stays confirmed, an
 * applied change is refused as invalid (the account no longer has the address it was made for).
 */
export async function verifyEmailToken(request: Request, token: string | null): Promise<VerifyEmailOutcome> {
  if (!token) return { status: "failed", reason: "missing" };
  if (token.length > 4096) return { status: "failed", reason: "invalid" };

  const claims = await checkedClaims(token);
  if ("failure" in claims) return { status: "failed", reason: claims.failure };
  const viewer = await getEmailStatus(request);
  if (!viewer) {
    return isChangeOfAddress(claims)
      ? { status: "sign-in", kind: "change", email: claims.updateTo.toLowerCase() }
      : { status: "sign-in", kind: "sign-up", email: claims.email.toLowerCase() };
  }
  if (viewer.userId !== claims.userId) return { status: "failed", reason: "other-account" };

  // The session is the account's own: Better Auth applies the token. With
  // autoSignInAfterVerification off, the only cookie it may set is this same session's.
  let headers: Headers;
  try {
    ({ headers } = await getAuth().api.verifyEmail({ query: { token }, headers: request.headers, returnHeaders: true }));
  } catch (error) {
    return { status: "failed", reason: failureOf(error) };
  }
  // The first confirmation of an account that had none: whoever signed in before it (with a
  // password chosen before anyone proved the address) is signed out; this browser stays.
  if (!viewer.emailVerified) await endOtherSessions(getDb(), viewer.userId, viewer.sessionId);

  if (isChangeOfAddress(claims)) {
    const newEmail = claims.updateTo.toLowerCase();
    // Better Auth carries the old address's verified flag over to the new one; the click on the
    // link sent to the new address is the proof that it belongs to the account, so record it.
    await getDb()
      .update(schema.user)
      .set({ emailVerified: true })
      .where(and(eq(schema.user.id, claims.userId), eq(schema.user.email, newEmail)));
    await loadEmailAgency(getDb())
      .then((agency) => emailChangedNotice({ to: claims.email, newEmail, publicUrl: env().PUBLIC_URL, agency }))
      .then((notice) => enqueueMail(getDb(), { ...notice, kind: "email-changed" }))
      .catch((error: unknown) => logger.error("Avis de changement d'adresse non mis en file", { error }));
    logger.info("Adresse e-mail d'un compte modifiée", { userId: claims.userId });
    return { status: "changed", email: newEmail, headers: setCookiesOf(headers) };
  }
  return { status: "verified", email: claims.email, headers: setCookiesOf(headers) };
}

/**
 * The token's claims once its signature and expiry are checked (Better Auth's own JWT check, under
 * the same secret), so that a visitor signed out is told at once of a forged or expired link
 * rather than asked to sign in for nothing. A token must name the account it was made for: Better
 * Auth 1.7 puts its id in both kinds.
 */
async function checkedClaims(token: string): Promise<(VerificationTokenPayload & { userId: string }) | { failure: "expired" | "invalid" }> {
  const verified = await verifyJWT(token, getAppSecret());
  if (!verified) {
    const exp = readVerificationToken(token)?.exp;
    return { failure: exp !== undefined && exp * 1000 <= Date.now() ? "expired" : "invalid" };
  }
  const claims = readVerificationToken(token);
  if (!claims?.userId) return { failure: "invalid" };
  // Our configuration issues only the two kinds: Better Auth's other change flows are refused.
  if (claims.updateTo !== undefined && !isChangeOfAddress(claims)) return { failure: "invalid" };
  return { ...claims, userId: claims.userId };
}

function failureOf(error: unknown): VerifyEmailFailure {
  if (isAPIError(error)) {
    const code = typeof error.body?.code === "string" ? error.body.code : "";
    if (code === "TOKEN_EXPIRED") return "expired";
    if (code === "INVALID_USER") return "other-account";
    return "invalid";
  }
  // The new address was taken by another account after the change was asked (unique e-mail).
  if (isUniqueViolation(error)) return "email-taken";
  // A validly signed token of another shape fails Better Auth's payload check.
  if (error instanceof Error && error.name === "ZodError") return "invalid";
  throw error;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object" && (current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function setCookiesOf(headers: Headers): Headers {
  const out = new Headers();
  for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
  return out;
}

/** The signed-in user's address and whether it is confirmed, or null for a visitor. */
export async function getEmailStatus(
  request: Request,
): Promise<{ userId: string; sessionId: string; email: string; emailVerified: boolean } | null> {
  const result = await getAuth().api.getSession({ headers: request.headers });
  if (!result) return null;
  return { userId: result.user.id, sessionId: result.session.id, email: result.user.email, emailVerified: result.user.emailVerified };
}

/**
 * POST /verifier-email/renvoyer: a new link to the signed-in user's address, then back to
 * `redirectTo` (a path of this site) with a toast, so the form works without JavaScript. The
 * toast, the e-mailed link and the page are in the language of `redirectTo` (/en/compte: English).
 */
export async function resendVerificationEmail(request: Request, form: FormData): Promise<Response> {
  const back = safeRedirectTo(form.get(REDIRECT_TO_PARAM)) ?? VERIFY_EMAIL_PATH;
  const locale = localeOfPath(back);
  const { verify, failures } = messagesFor(locale).auth;
  const viewer = await getEmailStatus(request);
  if (!viewer) {
    return redirectWithToast(signInPathFor(back), { type: "error", title: verify.signInToResend });
  }
  if (viewer.emailVerified) {
    return redirectWithToast(back, { type: "info", title: verify.alreadyVerified, description: viewer.email });
  }

  const limited = await hitRateLimit(RESEND_VERIFICATION_LIMIT, viewer.userId);
  if (!limited.allowed) {
    return redirectWithToast(
      back,
      { type: "error", title: verify.resendFailed, description: failures.tooManyAttempts(limited.retryAfterSeconds) },
      { headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }

  try {
    await getAuth().api.sendVerificationEmail({
      body: { email: viewer.email, callbackURL: localizedPath(locale, VERIFY_EMAIL_PATH) },
      headers: request.headers,
    });
  } catch (error) {
    logger.error("Renvoi de l'e-mail de confirmation impossible", { userId: viewer.userId, error });
    return redirectWithToast(back, {
      type: "error",
      title: verify.resendFailed,
      description: failures.unavailable,
    });
  }
  return redirectWithToast(back, {
    type: "success",
    title: verify.resent,
    description: verify.resentDetails(viewer.email, verify.lifetime),
  });
}
