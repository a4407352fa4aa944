import { isAPIError } from "better-auth/api";
import { data } from "react-router";
import { getAuth } from "~/auth/auth.server";
import { describeAuthFailure } from "~/auth/errors.server";
import { requireUser, type UserSessionInfo } from "~/auth/require-user.server";
import { fieldErrorsOf } from "~/auth/schemas";
import { getDb } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { VERIFY_EMAIL_PATH } from "~/auth/email-verification";
import { localeOfRequest, localizedPath, type Locale } from "~/i18n/locale";
import { type Messages } from "~/i18n/messages";
import { messagesFor } from "~/i18n/messages.server";
import { hitRateLimit, resetRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  accountSchemas,
  AccountIntentSchema,
  PROFILE_FIELDS,
  type AccountAction,
  type AccountActionResult,
  type AccountIntent,
} from "./account-schema";
import { AccountDeletionError, deleteAccount, saveProfile } from "./account.server";

/** Per account: a stolen session cannot guess the password, nor flood an inbox with links. */
export const ACCOUNT_RATE_LIMITS = {
  changePassword: { name: "change-password:user", limit: 5, windowSeconds: 15 * 60 },
  changeEmail: { name: "change-email:user", limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** The page's language and words: /en/compte answers in English. */
type Words = { locale: Locale; messages: Messages };

function answer(result: AccountActionResult, status = 200, headers?: HeadersInit) {
  return data(result, { status, headers });
}

/** What was typed, to refill a refused form (never a password). */
function typed(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value.slice(0, 500) : "";
  }
  return values;
}

const TYPED_FIELDS: Record<AccountIntent, readonly string[]> = {
  profile: PROFILE_FIELDS,
  email: ["new_email"],
  password: [],
  delete: ["confirm_email"],
};

/** The /compte action: one intent per form of the page, each checked by its own schema. */
export async function handleAccountPost(request: Request) {
  const session = await requireUser(request);
  const locale = localeOfRequest(request);
  const words: Words = { locale, messages: messagesFor(locale) };
  const m = words.messages.account.answers;
  const form = await request.formData();
  const intent = AccountIntentSchema.safeParse(form.get("intent"));
  if (!intent.success) throw data({ error: m.unknownAction }, { status: 400 });

  const parsed = accountSchemas(words.messages).AccountActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return answer(
      {
        intent: intent.data,
        ok: false,
        message: m.checkFields,
        fieldErrors: fieldErrorsOf(parsed.error),
        values: typed(form, TYPED_FIELDS[intent.data]),
      },
      400,
    );
  }
  const action = parsed.data;
  switch (action.intent) {
    case "profile":
      return updateProfile(session, action, words);
    case "email":
      return changeEmail(request, session, action, words);
    case "password":
      return changePassword(request, session, action, words);
    case "delete":
      return removeAccount(request, session, action, words);
  }
}

async function updateProfile(session: UserSessionInfo, action: Extract<AccountAction, { intent: "profile" }>, { messages }: Words) {
  await saveProfile(getDb(), session.user.id, {
    first_name: action.first_name ?? "",
    last_name: action.last_name ?? "",
    phone: action.phone ?? "",
    company: action.company ?? "",
  });
  return answer({ intent: "profile", ok: true, message: messages.account.answers.profileSaved });
}

/**
 * Better Auth sends the confirmation link to the new address; the account's address changes only
 * once that link is followed. For an address already taken, Better Auth answers the same (so the
 * form cannot tell who is a client), and so do we.
 */
async function changeEmail(request: Request, session: UserSessionInfo, action: Extract<AccountAction, { intent: "email" }>, { locale, messages }: Words) {
  const m = messages.account.answers;
  const newEmail = action.new_email.toLowerCase();
  const values = { new_email: action.new_email };
  if (newEmail === session.user.email.toLowerCase()) {
    return answer({ intent: "email", ok: false, message: m.sameEmail, fieldErrors: { new_email: [m.sameEmail] }, values }, 400);
  }
  const limit = await hitRateLimit(ACCOUNT_RATE_LIMITS.changeEmail, session.user.id);
  if (!limit.allowed) {
    return answer({ intent: "email", ok: false, message: messages.auth.failures.tooManyAttempts(limit.retryAfterSeconds), values }, 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  try {
    // The link sent to the new address opens /verifier-email in this page's language.
    await getAuth().api.changeEmail({ body: { newEmail, callbackURL: localizedPath(locale, VERIFY_EMAIL_PATH) }, headers: request.headers });
  } catch (error) {
    if (isAPIError(error) && (error.body?.code === "CHANGE_EMAIL_DISABLED" || /verification email/i.test(error.message))) {
      logger.error("Changement d'adresse e-mail indisponible (configuration de Better Auth)", { code: error.body?.code });
      return answer({ intent: "email", ok: false, message: m.emailChangeUnavailable, values }, 503);
    }
    const failure = describeAuthFailure(error, locale);
    return answer({ intent: "email", ok: false, message: failure.message, values }, failure.status && failure.status < 500 ? failure.status : 500);
  }
  return answer({ intent: "email", ok: true, message: m.emailChangeSent(newEmail) });
}

/** Changing the password also ends the account's other sessions (a thief's included). */
async function changePassword(request: Request, session: UserSessionInfo, action: Extract<AccountAction, { intent: "password" }>, { locale, messages }: Words) {
  const m = messages.account.answers;
  const limit = await hitRateLimit(ACCOUNT_RATE_LIMITS.changePassword, session.user.id);
  if (!limit.allowed) {
    return answer({ intent: "password", ok: false, message: messages.auth.failures.tooManyAttempts(limit.retryAfterSeconds) }, 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  try {
    const { headers } = await getAuth().api.changePassword({
      body: { currentPassword: action.current_password, newPassword: action.new_password, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await resetRateLimit(ACCOUNT_RATE_LIMITS.changePassword, session.user.id);
    return answer(
      { intent: "password", ok: true, message: m.passwordChanged },
      200,
      cookiesOf(headers),
    );
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "INVALID_PASSWORD") {
      const wrong = m.currentPasswordWrong;
      return answer({ intent: "password", ok: false, message: wrong, fieldErrors: { current_password: [wrong] } }, 400);
    }
    const failure = describeAuthFailure(error, locale);
    return answer({ intent: "password", ok: false, message: failure.message }, failure.status && failure.status < 500 ? failure.status : 500);
  }
}

async function removeAccount(request: Request, session: UserSessionInfo, action: Extract<AccountAction, { intent: "delete" }>, { locale, messages }: Words) {
  const m = messages.account.answers;
  const values = { confirm_email: action.confirm_email };
  if (action.confirm_email.toLowerCase() !== session.user.email.toLowerCase()) {
    const differs = m.confirmEmailDiffers;
    return answer({ intent: "delete", ok: false, message: differs, fieldErrors: { confirm_email: [differs] }, values }, 400);
  }
  try {
    await deleteAccount(getDb(), session.user.id);
  } catch (error) {
    if (error instanceof AccountDeletionError) {
      return answer({ intent: "delete", ok: false, message: error.status === 409 ? m.lastAdmin : m.accountNotFound, values }, error.status);
    }
    throw error;
  }
  logger.info("Compte supprimé par son titulaire", { userId: session.user.id });
  // The session row went with the user; signing out clears the browser's cookies.
  const { headers } = await getAuth().api.signOut({ headers: request.headers, returnHeaders: true });
  return redirectWithToast(
    localizedPath(locale, "/"),
    { type: "success", title: m.accountDeleted, description: m.keptForAccounting },
    { headers: cookiesOf(headers) },
  );
}

/** Only the Set-Cookie lines of an auth call, to pass on to the browser. */
function cookiesOf(headers: Headers): Headers {
  const out = new Headers();
  for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
  return out;
}
