import { isAPIError } from "better-auth/api";
import { logger } from "~/lib/logger.server";

export type AuthFailure = { message: string; code?: string; status?: number };

// Better Auth speaks English; our visitors read French. Unknown codes keep a generic sentence and
// their code, so support can still tell what happened.
const FRENCH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "Email ou mot de passe incorrect",
  INVALID_PASSWORD: "Mot de passe incorrect",
  INVALID_EMAIL: "Adresse email invalide",
  USER_ALREADY_EXISTS: "Un compte existe déjà avec cet email",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Un compte existe déjà avec cet email",
  PASSWORD_TOO_SHORT: "Le mot de passe doit contenir au moins 8 caractères",
  PASSWORD_TOO_LONG: "Le mot de passe ne doit pas dépasser 128 caractères",
  INVALID_TOKEN: "Ce lien de réinitialisation est invalide, expiré ou déjà utilisé.",
  TOKEN_EXPIRED: "Ce lien de réinitialisation a expiré.",
  USER_NOT_FOUND: "Compte introuvable",
  FAILED_TO_CREATE_USER: "Le compte n'a pas pu être créé",
  FAILED_TO_CREATE_SESSION: "La session n'a pas pu être ouverte",
  EMAIL_NOT_VERIFIED: "Adresse email non vérifiée",
};

/** What a failed auth call tells the visitor: a French message, the code and HTTP status if any. */
export function describeAuthFailure(error: unknown): AuthFailure {
  if (isAPIError(error)) {
    const code = typeof error.body?.code === "string" ? error.body.code : undefined;
    const message = (code && FRENCH_MESSAGES[code]) ?? "La demande a été refusée";
    return { message, code, status: error.statusCode };
  }
  // Anything else is our fault (database, mail): log it, never show its text or stack.
  logger.error("Échec inattendu d'une opération de compte", { error });
  return { message: "Service momentanément indisponible. Veuillez réessayer." };
}

/** SPEC §8: "e-mail, message, code (N/A if absent) and status (N/A if absent)". */
export function failureDescription(email: string, failure: AuthFailure): string {
  return [
    `Email : ${email || "N/A"}`,
    `Message : ${failure.message}`,
    `Code : ${failure.code ?? "N/A"}`,
    `Statut : ${failure.status ?? "N/A"}`,
  ].join(" · ");
}
