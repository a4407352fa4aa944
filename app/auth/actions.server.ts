import { data } from "react-router";
import { localeOfPath, localeOfRequest, localizedPath, isLocale, type Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getAuth } from "./auth.server";
import { VERIFY_EMAIL_PATH } from "./email-verification";
import { describeAuthFailure, failureDescription } from "./errors.server";
import { AUTH_RATE_LIMITS, checkAuthRateLimits, mayMailRecipient, takeClientPlace, tooManyRequests } from "./rate-limits.server";
import { REDIRECT_TO_PARAM, safeRedirectTo, signInPathFor } from "./redirect-to";
import { isAdmin } from "./roles.server";
import { signInFailed, signInNotCounted, signInSucceeded, startSignIn } from "./sign-in-limits.server";
import { authSchemas, fieldErrorsOf, type AuthIntent, type FieldErrors } from "./schemas";

/** What a refused form gets back: its errors and what was typed (never the password). */
export type AuthActionData = {
  intent: AuthIntent | "reset-password";
  values: { email?: string };
  fieldErrors?: FieldErrors;
  toast?: { title: string; description?: string };
};

/** The words of the request's page: /en/auth answers in English, /auth in French. */
function wordsOf(request: Request) {
  const locale = localeOfRequest(request);
  const auth = messagesFor(locale).auth;
  return { locale, auth, schemas: authSchemas(auth) };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim().slice(0, 254) : "";
};

function refused(body: AuthActionData, status = 400) {
  return data(body, { status });
}

/** SPEC §6: after sign-in, admins go to /admin and others to / (in the page's language: /en/). */
export async function homeFor(userId: string, locale: Locale = "fr"): Promise<string> {
  return (await isAdmin(userId)) ? "/admin" : localizedPath(locale, "/");
}

/**
 * Where a successful sign-in or sign-up goes: back to the page that sent the visitor to /auth
 * (the form's `redirectTo`, a path of this site only), otherwise by the SPEC §6 rule.
 */
export async function destinationAfterSignIn(userId: string, form: FormData, locale: Locale = "fr"): Promise<string> {
  return safeRedirectTo(form.get(REDIRECT_TO_PARAM)) ?? (await homeFor(userId, locale));
}

export async function signIn(request: Request, form: FormData) {
  const { locale, auth, schemas } = wordsOf(request);
  const typed = text(form, "email");
  const parsed = schemas.SignInSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refused({ intent: "sign-in", values: { email: typed }, fieldErrors: fieldErrorsOf(parsed.error) });
  const { email, password } = parsed.data;

  // Failures only, per account and client address (sign-in-limits.server.ts): a stranger's
  // guesses make the stranger wait, never the account's owner at another address.
  const started = await startSignIn(request, email);
  if ("limited" in started) {
    return tooManyRequests<AuthActionData>(
      {
        intent: "sign-in",
        values: { email },
        toast: {
          title: auth.answers.signInError,
          description: failureDescription(
            email,
            { message: auth.failures.tooManyAttempts(started.limited.retryAfterSeconds), code: "RATE_LIMITED", status: 429 },
            locale,
          ),
        },
      },
      started.limited,
    );
  }
  const { attempt } = started;

  let signedIn;
  try {
    signedIn = await getAuth().api.signInEmail({
      body: { email, password },
      headers: request.headers,
      returnHeaders: true,
    });
  } catch (error) {
    const failure = describeAuthFailure(error, locale);
    // A wrong password and an unknown address answer alike, and count alike.
    if (failure.code === "INVALID_EMAIL_OR_PASSWORD") await signInFailed(attempt);
    else await signInNotCounted(attempt);
    return refused(
      { intent: "sign-in", values: { email }, toast: { title: auth.answers.signInError, description: failureDescription(email, failure, locale) } },
      failure.status && failure.status >= 400 && failure.status < 500 ? failure.status : 400,
    );
  }
  await signInSucceeded(attempt);
  const { headers, response } = signedIn;
  return redirectWithToast(
    await destinationAfterSignIn(response.user.id, form, locale),
    { type: "success", title: auth.answers.signedIn, description: response.user.email },
    { headers: cookiesOf(headers) },
  );
}

/**
 * Creates the account and has Better Auth e-mail its confirmation link. An address that already
 * has an account gets the very same answer (Better Auth's look-alike user, no session, the same
 * time spent hashing) and its owner an e-mail instead (account-notices.server.ts): the form
 * cannot be used to find out who is a client (ADR 005). So no sign-up opens a session: both
 * answers send to the sign-in page, « Vérifiez votre boîte mail ».
 */
export async function signUp(request: Request, form: FormData) {
  const { locale, auth, schemas } = wordsOf(request);
  const typed = text(form, "email");
  const parsed = schemas.SignUpSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refused({ intent: "sign-up", values: { email: typed }, fieldErrors: fieldErrorsOf(parsed.error) });
  const { email, password } = parsed.data;

  const limited = await takeClientPlace(request, AUTH_RATE_LIMITS.signUpIp);
  if (limited) {
    return tooManyRequests<AuthActionData>(
      {
        intent: "sign-up",
        values: { email },
        toast: {
          title: auth.answers.signUpError,
          description: failureDescription(
            email,
            { message: auth.failures.tooManyAttempts(limited.retryAfterSeconds), code: "RATE_LIMITED", status: 429 },
            locale,
          ),
        },
      },
      limited,
    );
  }

  try {
    const { response } = await getAuth().api.signUpEmail({
      // The confirmation link opens /verifier-email in this page's language (verification-mail.server.ts).
      body: { email, password, name: email.split("@")[0]!, callbackURL: localizedPath(locale, VERIFY_EMAIL_PATH) },
      headers: request.headers,
      returnHeaders: true,
    });
    return redirectWithToast(signInPathFor(safeRedirectTo(form.get(REDIRECT_TO_PARAM)), locale), {
      type: "success",
      title: auth.answers.signedUp,
      description: auth.answers.signedUpDetails(response.user.email, response.user.id),
    });
  } catch (error) {
    const failure = describeAuthFailure(error, locale);
    return refused(
      { intent: "sign-up", values: { email }, toast: { title: auth.answers.signUpError, description: failureDescription(email, failure, locale) } },
      failure.status && failure.status >= 400 && failure.status < 500 ? failure.status : 400,
    );
  }
}

/**
 * The shortest a reset request takes, whether an e-mail goes out or not. Sending one (the token
 * row, the e-mail rendered and queued) takes longer than finding no account; waiting to this
 * floor makes the answer arrive at the same time either way (measured in ADR 005).
 */
export const RESET_REQUEST_FLOOR_MS = 600;

/**
 * Sends the reset e-mail. The answer is the same whether or not the address has an account, and
 * whether or not the e-mail goes (a few an hour per recipient; more are dropped in silence), at
 * the same time: this form cannot be used to find out who is a client. Only a flood from one
 * client address gets a 429.
 */
export async function requestPasswordReset(request: Request, form: FormData) {
  const { locale, auth, schemas } = wordsOf(request);
  const typed = text(form, "email");
  const parsed = schemas.ForgotPasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return refused({
      intent: "forgot-password",
      values: { email: typed },
      fieldErrors,
      toast: { title: fieldErrors.email?.[0] ?? auth.validation.emailFirst },
    });
  }
  const { email } = parsed.data;

  const limited = await takeClientPlace(request, AUTH_RATE_LIMITS.resetRequestIp);
  if (limited) {
    return tooManyRequests<AuthActionData>(
      { intent: "forgot-password", values: { email }, toast: { title: auth.failures.tooManyAttempts(limited.retryAfterSeconds) } },
      limited,
    );
  }

  const floor = sleep(RESET_REQUEST_FLOOR_MS);
  try {
    if (await mayMailRecipient(AUTH_RATE_LIMITS.resetRequestRecipient, email)) {
      await getAuth().api.requestPasswordReset({
        // The e-mailed link opens the new-password page in the language the reset was asked in.
        body: { email, redirectTo: `${env().PUBLIC_URL}${localizedPath(locale, "/reset-password")}` },
        headers: request.headers,
      });
    }
  } catch (error) {
    const failure = describeAuthFailure(error, locale);
    logger.warn("Demande de réinitialisation refusée", { code: failure.code, status: failure.status });
    await floor;
    return refused({ intent: "forgot-password", values: { email }, toast: { title: failure.code ? failure.message : auth.answers.forgotError } }, 400);
  }
  await floor;
  return redirectWithToast(localizedPath(locale, "/auth"), { type: "success", title: auth.answers.resetSent, description: email });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function resetPassword(request: Request, form: FormData) {
  const { locale, auth, schemas } = wordsOf(request);
  const parsed = schemas.ResetPasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return refused({ intent: "reset-password", values: {}, fieldErrors: fieldErrorsOf(parsed.error) });

  const limited = await checkAuthRateLimits(request, { ip: AUTH_RATE_LIMITS.resetPasswordIp });
  if (limited) {
    return tooManyRequests<AuthActionData>(
      { intent: "reset-password", values: {}, toast: { title: auth.failures.tooManyAttempts(limited.retryAfterSeconds) } },
      limited,
    );
  }

  try {
    // Better Auth consumes the token (one use) and, with revokeSessionsOnPasswordReset, ends
    // every session of the account: a thief signed in elsewhere is signed out.
    await getAuth().api.resetPassword({ body: { newPassword: parsed.data.password, token: parsed.data.token } });
  } catch (error) {
    const failure = describeAuthFailure(error, locale);
    return refused({ intent: "reset-password", values: {}, toast: { title: failure.code ? failure.message : auth.answers.resetError } }, 400);
  }
  return redirectWithToast(localizedPath(locale, "/auth"), { type: "success", title: auth.answers.passwordReset });
}

/** The form field of 'Déconnexion' that names the page's language (its URL has none: /auth/sign-out). */
export const SIGN_OUT_LOCALE_FIELD = "locale";

/** Ends the session on the server and clears its cookie; back home in the page's language. */
export async function signOut(request: Request, form?: FormData) {
  const back = sameSiteReferer(request);
  const field = form?.get(SIGN_OUT_LOCALE_FIELD);
  const locale: Locale = isLocale(field) ? field : back ? localeOfPath(back) : "fr";
  const auth = messagesFor(locale).auth;
  try {
    const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
    return redirectWithToast(localizedPath(locale, "/"), { type: "success", title: auth.answers.signedOut }, { headers: cookiesOf(headers) });
  } catch (error) {
    logger.error("Déconnexion impossible", { error });
    return redirectWithToast(back ?? localizedPath(locale, "/"), { type: "error", title: auth.answers.signOutError });
  }
}

/** Only the Set-Cookie lines of an auth call, to pass on to the browser. */
function cookiesOf(headers: Headers): Headers {
  const out = new Headers();
  for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
  return out;
}

function sameSiteReferer(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}
