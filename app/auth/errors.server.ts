import { isAPIError } from "better-auth/api";
import type { Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages.server";
import { logger } from "~/lib/logger.server";

export type AuthFailure = { message: string; code?: string; status?: number };

// Better Auth speaks English; our visitors read the page's language (the catalogue's
// `auth.failures`). Unknown codes keep a generic sentence and their code, so support can still
// tell what happened.

/** What a failed auth call tells the visitor: a message in their language, the code and HTTP status if any. */
export function describeAuthFailure(error: unknown, locale: Locale = "fr"): AuthFailure {
  const words = messagesFor(locale).auth.failures;
  if (isAPIError(error)) {
    const code = typeof error.body?.code === "string" ? error.body.code : undefined;
    const message = (code && Object.hasOwn(words.codes, code) ? words.codes[code] : undefined) ?? words.refused;
    return { message, code, status: error.statusCode };
  }
  // Anything else is our fault (database, mail): log it, never show its text or stack.
  logger.error("Échec inattendu d'une opération de compte", { error });
  return { message: words.unavailable };
}

/** SPEC §8: "e-mail, message, code (N/A if absent) and status (N/A if absent)". */
export function failureDescription(email: string, failure: AuthFailure, locale: Locale = "fr"): string {
  const words = messagesFor(locale).auth.failures;
  // French puts a space before the colon; English and Arabic do not.
  const colon = locale === "fr" ? " :" : ":";
  return [
    `${words.email}${colon} ${email || words.none}`,
    `${words.message}${colon} ${failure.message}`,
    `${words.code}${colon} ${failure.code ?? words.none}`,
    `${words.status}${colon} ${failure.status ?? words.none}`,
  ].join(" · ");
}
