import { z } from "zod";
import { MESSAGES, PASSWORD_MAX_LENGTH, ResetPasswordSchema, SignInSchema } from "~/auth/schemas";
import { CHECKOUT_LIMITS, CheckoutSchema } from "~/rental/checkout-schema";

// The forms of 'Mon compte', one schema each, imported by the page (browser hints) and by the
// action (the real check). They post to the same route with an `intent`.

export const ACCOUNT_INTENTS = ["profile", "email", "password", "delete"] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];
export const AccountIntentSchema = z.enum(ACCOUNT_INTENTS, { error: "Action inconnue." });

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A checkout field that the profile may leave empty; when filled, the checkout's rule applies. */
function optional<T extends z.ZodType>(field: T) {
  return z.preprocess(emptyToUndefined, field.optional());
}

const checkout = CheckoutSchema.shape;

/** What prefills the checkout and the contact form; every field may stay empty. */
export const ProfileSchema = z.object({
  first_name: optional(checkout.first_name),
  last_name: optional(checkout.last_name),
  phone: optional(checkout.phone),
  company: checkout.company,
});
export const PROFILE_FIELDS = ["first_name", "last_name", "phone", "company"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;
export const PROFILE_LIMITS = {
  first_name: CHECKOUT_LIMITS.nameMax,
  last_name: CHECKOUT_LIMITS.nameMax,
  phone: CHECKOUT_LIMITS.phoneMax,
  company: CHECKOUT_LIMITS.companyMax,
} as const satisfies Record<ProfileField, number>;

export const SAME_EMAIL = "C'est déjà l'adresse de votre compte.";

export const ChangeEmailSchema = z.object({
  new_email: SignInSchema.shape.email,
});

export const ChangePasswordSchema = z
  .object({
    current_password: z.preprocess(
      text,
      z.string().min(1, "Entrez votre mot de passe actuel").max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
    ),
    new_password: ResetPasswordSchema.shape.password,
    confirm_password: z.preprocess(text, z.string()),
  })
  .refine((value) => value.new_password === value.confirm_password, {
    path: ["confirm_password"],
    message: MESSAGES.passwordsDiffer,
  });

export const DeleteAccountSchema = z.object({
  confirm_email: z.preprocess(text, z.string().trim().min(1, "Tapez votre adresse e-mail pour confirmer.").max(254)),
});

/** The whole form of each intent, as the action reads it. */
export const AccountActionSchema = z.discriminatedUnion("intent", [
  ProfileSchema.extend({ intent: z.literal("profile") }),
  ChangeEmailSchema.extend({ intent: z.literal("email") }),
  ChangePasswordSchema.extend({ intent: z.literal("password") }),
  DeleteAccountSchema.extend({ intent: z.literal("delete") }),
]);
export type AccountAction = z.infer<typeof AccountActionSchema>;

export type AccountFieldErrors = Partial<Record<string, string[]>>;

/**
 * What an action of the page answers (the redirect after a deletion apart): a French message for
 * the toast and for the status line shown without JavaScript, the field errors, and what was
 * typed (never a password).
 */
export type AccountActionResult = {
  intent: AccountIntent;
  ok: boolean;
  message: string;
  fieldErrors?: AccountFieldErrors;
  values?: Partial<Record<string, string>>;
};

export const PROFILE_SAVED = "Profil enregistré";
export const ACCOUNT_DELETED = "Compte supprimé";
export const PASSWORD_CHANGED = "Mot de passe modifié";
export const KEPT_FOR_ACCOUNTING =
  "Vos commandes et factures sont conservées pour la comptabilité de l'agence, comme la loi l'exige ; vos données de compte sont supprimées.";
export const LAST_ADMIN =
  "Vous êtes le dernier administrateur : nommez un autre administrateur avant de supprimer votre compte.";

export function emailChangeSent(newEmail: string): string {
  return `Un lien de confirmation a été envoyé à ${newEmail}`;
}
