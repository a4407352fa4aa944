import { z } from "zod";
import { authSchemas, PASSWORD_MAX_LENGTH } from "~/auth/schemas";
import type { Messages } from "~/i18n/messages";
import { CHECKOUT_LIMITS } from "~/rental/checkout-schema";

// The forms of 'Mon compte', one schema each, imported by the page (browser hints) and by the
// action (the real check). They post to the same route with an `intent`. Their messages are the
// page's language's: the schemas are made from the catalogue (`accountSchemas(messages)`), once per
// language.

export const ACCOUNT_INTENTS = ["profile", "email", "password", "delete"] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];
export const AccountIntentSchema = z.enum(ACCOUNT_INTENTS);

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A field the profile may leave empty; when filled, the checkout's rule applies. */
function optional<T extends z.ZodType>(field: T) {
  return z.preprocess(emptyToUndefined, field.optional());
}

function makeAccountSchemas(messages: Pick<Messages, "auth" | "account">) {
  const m = messages.account.answers;
  const auth = authSchemas(messages.auth);
  const trimmed = (max: number, tooLong: string) => z.preprocess(text, z.string().trim().max(max, tooLong));

  /** What prefills the checkout and the contact form; every field may stay empty (the checkout's limits and phone rule). */
  const ProfileSchema = z.object({
    first_name: optional(trimmed(CHECKOUT_LIMITS.nameMax, m.firstNameTooLong)),
    last_name: optional(trimmed(CHECKOUT_LIMITS.nameMax, m.lastNameTooLong)),
    phone: optional(
      z.preprocess(
        text,
        z
          .string()
          .trim()
          .max(CHECKOUT_LIMITS.phoneMax, m.phoneTooLong)
          .regex(/^\+?[0-9 ().-]+$/, m.phoneInvalid)
          .refine((v) => v.replace(/\D/g, "").length >= 6, m.phoneTooShort),
      ),
    ),
    company: optional(trimmed(CHECKOUT_LIMITS.companyMax, m.companyTooLong)),
  });

  const ChangeEmailSchema = z.object({
    new_email: auth.SignInSchema.shape.email,
  });

  const ChangePasswordSchema = z
    .object({
      current_password: z.preprocess(
        text,
        z.string().min(1, m.currentPasswordMissing).max(PASSWORD_MAX_LENGTH, messages.auth.validation.passwordTooLong(PASSWORD_MAX_LENGTH)),
      ),
      new_password: auth.newPassword,
      confirm_password: z.preprocess(text, z.string()),
    })
    .refine((value) => value.new_password === value.confirm_password, {
      path: ["confirm_password"],
      message: messages.auth.validation.passwordsDiffer,
    });

  const DeleteAccountSchema = z.object({
    confirm_email: z.preprocess(text, z.string().trim().min(1, m.confirmEmailMissing).max(254)),
  });

  /** The whole form of each intent, as the action reads it. */
  const AccountActionSchema = z.discriminatedUnion("intent", [
    ProfileSchema.extend({ intent: z.literal("profile") }),
    ChangeEmailSchema.extend({ intent: z.literal("email") }),
    ChangePasswordSchema.extend({ intent: z.literal("password") }),
    DeleteAccountSchema.extend({ intent: z.literal("delete") }),
  ]);

  return { ProfileSchema, ChangeEmailSchema, ChangePasswordSchema, DeleteAccountSchema, AccountActionSchema };
}

export type AccountSchemas = ReturnType<typeof makeAccountSchemas>;

const made = new WeakMap<Messages["account"], AccountSchemas>();

/** The forms' schemas, their messages in the language of `messages`. */
export function accountSchemas(messages: Pick<Messages, "auth" | "account">): AccountSchemas {
  let schemas = made.get(messages.account);
  if (!schemas) {
    schemas = makeAccountSchemas(messages);
    made.set(messages.account, schemas);
  }
  return schemas;
}

export const PROFILE_FIELDS = ["first_name", "last_name", "phone", "company"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;
export const PROFILE_LIMITS = {
  first_name: CHECKOUT_LIMITS.nameMax,
  last_name: CHECKOUT_LIMITS.nameMax,
  phone: CHECKOUT_LIMITS.phoneMax,
  company: CHECKOUT_LIMITS.companyMax,
} as const satisfies Record<ProfileField, number>;

export type AccountAction = z.infer<AccountSchemas["AccountActionSchema"]>;

export type AccountFieldErrors = Partial<Record<string, string[]>>;

/**
 * What an action of the page answers (the redirect after a deletion apart): a message in the page's
 * language for the toast and for the status line shown without JavaScript, the field errors, and
 * what was typed (never a password).
 */
export type AccountActionResult = {
  intent: AccountIntent;
  ok: boolean;
  message: string;
  fieldErrors?: AccountFieldErrors;
  values?: Partial<Record<string, string>>;
};
