import { z } from "zod";
import { isCommonPassword } from "./common-passwords";

// One schema per form, imported by the page (browser hints) and by its action (the real check).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const MESSAGES = {
  emailMissing: "Entrez votre email",
  emailFirst: "Entrez votre email d'abord",
  emailInvalid: "Adresse email invalide",
  passwordMissing: "Entrez votre mot de passe",
  passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères`,
  passwordTooLong: `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères`,
  passwordCommon: "Ce mot de passe fait partie des plus courants. Choisissez-en un plus difficile à deviner.",
  passwordsDiffer: "Les mots de passe ne correspondent pas",
  tokenMissing: "Lien de réinitialisation manquant. Utilisez le lien reçu par email.",
} as const;

const text = (value: unknown) => (typeof value === "string" ? value : "");

function emailField(missing: string) {
  return z.preprocess(
    text,
    z.string().trim().min(1, missing).max(254, MESSAGES.emailInvalid).pipe(z.email(MESSAGES.emailInvalid)),
  );
}

/** A new password: 8 to 128 characters, not one of the most common. */
const newPassword = z.preprocess(
  text,
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong)
    .refine((value) => !isCommonPassword(value), MESSAGES.passwordCommon),
);

export const SignInSchema = z.object({
  email: emailField(MESSAGES.emailMissing),
  // No length rule for an existing password, except the cap that keeps hashing cheap to refuse.
  password: z.preprocess(text, z.string().min(1, MESSAGES.passwordMissing).max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong)),
});

export const SignUpSchema = z.object({
  email: emailField(MESSAGES.emailMissing),
  password: newPassword,
});

export const ForgotPasswordSchema = z.object({
  email: emailField(MESSAGES.emailFirst),
});

export const ResetPasswordSchema = z
  .object({
    token: z.preprocess(text, z.string().trim().min(1, MESSAGES.tokenMissing).max(512, MESSAGES.tokenMissing)),
    password: newPassword,
    confirmPassword: z.preprocess(text, z.string()),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: MESSAGES.passwordsDiffer,
  });

export const AuthIntentSchema = z.enum(["sign-in", "sign-up", "forgot-password"]);
export type AuthIntent = z.infer<typeof AuthIntentSchema>;

export type FieldErrors = Partial<Record<string, string[]>>;

/** Field errors keyed by field name, in the shape the pages render. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  return z.flattenError(error).fieldErrors as FieldErrors;
}
