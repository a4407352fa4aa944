import { z } from "zod";
import type { AuthMessages } from "~/i18n/messages/auth/fr";
import { isCommonPassword } from "./common-passwords";

// One schema per form, imported by the page (browser hints) and by its action (the real check).
// Their messages are the page's language's (the catalogue's `auth.validation`): the schemas are
// made from a catalogue, once per language (`authSchemas(messagesFor(locale).auth)`).

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const text = (value: unknown) => (typeof value === "string" ? value : "");

function makeAuthSchemas(m: AuthMessages["validation"]) {
  const emailField = (missing: string) =>
    z.preprocess(text, z.string().trim().min(1, missing).max(254, m.emailInvalid).pipe(z.email(m.emailInvalid)));

  /** A new password: 8 to 128 characters, not one of the most common. */
  const newPassword = z.preprocess(
    text,
    z
      .string()
      .min(PASSWORD_MIN_LENGTH, m.passwordTooShort(PASSWORD_MIN_LENGTH))
      .max(PASSWORD_MAX_LENGTH, m.passwordTooLong(PASSWORD_MAX_LENGTH))
      .refine((value) => !isCommonPassword(value), m.passwordCommon),
  );

  const SignInSchema = z.object({
    email: emailField(m.emailMissing),
    // No length rule for an existing password, except the cap that keeps hashing cheap to refuse.
    password: z.preprocess(text, z.string().min(1, m.passwordMissing).max(PASSWORD_MAX_LENGTH, m.passwordTooLong(PASSWORD_MAX_LENGTH))),
  });

  const SignUpSchema = z.object({
    email: emailField(m.emailMissing),
    password: newPassword,
  });

  const ForgotPasswordSchema = z.object({
    email: emailField(m.emailFirst),
  });

  const ResetPasswordSchema = z
    .object({
      token: z.preprocess(text, z.string().trim().min(1, m.tokenMissing).max(512, m.tokenMissing)),
      password: newPassword,
      confirmPassword: z.preprocess(text, z.string()),
    })
    .refine((value) => value.password === value.confirmPassword, {
      path: ["confirmPassword"],
      message: m.passwordsDiffer,
    });

  return { SignInSchema, SignUpSchema, ForgotPasswordSchema, ResetPasswordSchema, newPassword };
}

export type AuthSchemas = ReturnType<typeof makeAuthSchemas>;

const made = new WeakMap<AuthMessages["validation"], AuthSchemas>();

/** The account forms' schemas, their messages in the language of `messages`. */
export function authSchemas(messages: AuthMessages): AuthSchemas {
  let schemas = made.get(messages.validation);
  if (!schemas) {
    schemas = makeAuthSchemas(messages.validation);
    made.set(messages.validation, schemas);
  }
  return schemas;
}

export const AuthIntentSchema = z.enum(["sign-in", "sign-up", "forgot-password"]);
export type AuthIntent = z.infer<typeof AuthIntentSchema>;

export type FieldErrors = Partial<Record<string, string[]>>;

/** Field errors keyed by field name, in the shape the pages render. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  return z.flattenError(error).fieldErrors as FieldErrors;
}
