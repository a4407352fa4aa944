// The e-mail confirmation's paths and words, shared by the pages, the notice and the server.

/** The page the e-mailed link opens (its loader verifies the token). */
export const VERIFY_EMAIL_PATH = "/verifier-email";

/** Sends a new confirmation e-mail to the signed-in user (POST only). */
export const RESEND_VERIFICATION_PATH = "/verifier-email/renvoyer";

/** How long an e-mailed confirmation link works, in seconds, and as the e-mails say it. */
export const VERIFICATION_LINK_LIFETIME = { seconds: 24 * 60 * 60, label: "24 heures" } as const;

export const VERIFY_EMAIL_COPY = {
  verifiedTitle: "Adresse e-mail confirmée",
  changedTitle: "Nouvelle adresse e-mail confirmée",
  pendingTitle: "Confirmez votre adresse e-mail",
  expiredTitle: "Lien de confirmation expiré",
  invalidTitle: "Lien de confirmation invalide",
  signInTitle: "Connectez-vous pour confirmer l'adresse",
  resendButton: "Renvoyer l'e-mail de confirmation",
  resendBusy: "Envoi en cours...",
  resent: "E-mail de confirmation renvoyé",
  alreadyVerified: "Votre adresse e-mail est déjà confirmée",
  resendFailed: "Impossible d'envoyer l'e-mail de confirmation",
  signInToResend: "Connectez-vous pour recevoir un nouveau lien de confirmation.",
} as const;

/** Why a confirmation link did not work. */
export type VerifyEmailFailure = "missing" | "expired" | "invalid" | "other-account" | "email-taken";

export const VERIFY_EMAIL_FAILURES: Record<VerifyEmailFailure, string> = {
  missing: "Ce lien de confirmation est incomplet. Utilisez le lien reçu par e-mail.",
  expired: `Ce lien de confirmation a expiré : il est valable ${VERIFICATION_LINK_LIFETIME.label}. Demandez-en un nouveau.`,
  invalid: "Ce lien de confirmation est invalide ou n'est plus valable. Demandez-en un nouveau.",
  "other-account":
    "Ce lien a été demandé par un autre compte que celui avec lequel vous êtes connecté : il ne s'ouvre que connecté au compte qui l'a demandé. Déconnectez-vous, puis rouvrez le lien et connectez-vous à ce compte.",
  "email-taken": "Cette adresse e-mail est déjà utilisée par un autre compte : le changement d'adresse n'a pas été fait.",
};
