import type { AuthMessages } from "~/i18n/messages/auth/fr";

// The e-mail confirmation's paths, shared by the pages, the notice and the server. Its words are
// the catalogue's (`auth.verify`), in the page's language.

/** The page the e-mailed link opens (its loader verifies the token). */
export const VERIFY_EMAIL_PATH = "/verifier-email";

/** Sends a new confirmation e-mail to the signed-in user (POST only). */
export const RESEND_VERIFICATION_PATH = "/verifier-email/renvoyer";

/** How long an e-mailed confirmation link works, in seconds, and as the French e-mails say it. */
// The e-mails say it in words, in their language (i18n/messages/email: `account.lifetime`).
export const VERIFICATION_LINK_LIFETIME = { seconds: 24 * 60 * 60 } as const;

/** Why a confirmation link did not work. */
export type VerifyEmailFailure = "missing" | "expired" | "invalid" | "other-account" | "email-taken";

/** What the page says of a failed link, in the catalogue's language. */
export function verifyFailureMessage(words: AuthMessages["verify"], reason: VerifyEmailFailure): string {
  switch (reason) {
    case "missing":
      return words.failures.missing;
    case "expired":
      return words.failures.expired(words.lifetime);
    case "invalid":
      return words.failures.invalid;
    case "other-account":
      return words.failures.otherAccount;
    case "email-taken":
      return words.failures.emailTaken;
  }
}
