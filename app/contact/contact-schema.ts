import * as z from "zod/mini";
import { agencyToday, CONTACT_LIMITS, CONTACT_SERVICES, EVENT_TYPES, type ContactErrors, type ContactField, type ContactValues } from "./contact-options";

// The contact form's one schema: the browser uses it for a check before sending, the /contact
// action for the real check. Every message is French and shown next to its field.

export * from "./contact-options";

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A required text field, trimmed first so that blanks count as missing. */
function requiredText(message: string, max: number, tooLong: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong));
}

/** An optional field: left blank, it is absent. */
function optional<T extends z.ZodMiniType<unknown, string>>(schema: T) {
  return z.pipe(z.transform(emptyToUndefined), z.optional(schema));
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const lastAcceptedDate = () => `${Number(agencyToday().slice(0, 4)) + 10}-12-31`;

// zod/mini rather than classic Zod: same checks and messages, a fraction of the bytes the home
// page and /contact ship to the browser (bench/).
export const ContactSchema = z.object({
  first_name: requiredText("Veuillez indiquer votre prénom.", CONTACT_LIMITS.nameMax, "Le prénom est trop long (100 caractères au plus)."),
  last_name: requiredText("Veuillez indiquer votre nom.", CONTACT_LIMITS.nameMax, "Le nom est trop long (100 caractères au plus)."),
  email: z.string({ error: "Veuillez indiquer votre adresse e-mail." }).check(
    z.trim(),
    z.minLength(1, "Veuillez indiquer votre adresse e-mail."),
    z.maxLength(CONTACT_LIMITS.emailMax, "Adresse e-mail trop longue."),
    z.refine((value) => value === "" || z.regexes.email.test(value), "Adresse e-mail invalide (exemple : nom@domaine.tn)."),
  ),
  phone: optional(
    z.string().check(
      z.trim(),
      z.maxLength(CONTACT_LIMITS.phoneMax, "Numéro de téléphone trop long."),
      // Digits with the usual separators, an optional leading +, and 6 to 15 digits in all.
      z.regex(/^\(?\+?[0-9 ().-]+$/, "Numéro de téléphone invalide (chiffres, espaces et + uniquement)."),
      z.refine((value) => {
        const digits = value.replace(/\D/g, "").length;
        return digits >= 6 && digits <= 15;
      }, "Numéro de téléphone invalide (6 à 15 chiffres)."),
    ),
  ),
  event_type: z.enum(EVENT_TYPES, { error: "Veuillez choisir le type d'événement." }),
  services: z.pipe(
    z
      .array(z.enum(CONTACT_SERVICES, { error: "Service inconnu : choisissez parmi la liste proposée." }))
      .check(z.maxLength(CONTACT_SERVICES.length * 2, "Service inconnu : choisissez parmi la liste proposée.")),
    // A checkbox ticked twice by a crafted post is still one choice.
    z.transform((values: (typeof CONTACT_SERVICES)[number][]) => [...new Set(values)]),
  ),
  event_date: optional(
    z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, "Date invalide."),
      z.refine(isRealDate, "Date invalide."),
      z.refine((value) => value >= agencyToday(), "La date de l'événement ne peut pas être dans le passé."),
      z.refine((value) => value <= lastAcceptedDate(), "Date trop lointaine."),
    ),
  ),
  guest_count: optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.regex(/^-?\d+([.,]\d+)?$/, "Le nombre d'invités doit être un nombre."),
        z.regex(/^-?\d+$/, "Le nombre d'invités doit être un nombre entier."),
      ),
      z.pipe(
        z.transform((value: string) => Number(value)),
        z.number().check(
          z.gte(CONTACT_LIMITS.guestMin, "Le nombre d'invités doit être au moins 1."),
          z.lte(CONTACT_LIMITS.guestMax, "Le nombre d'invités ne peut pas dépasser 100 000."),
        ),
      ),
    ),
  ),
  message: requiredText(
    "Veuillez décrire votre projet.",
    CONTACT_LIMITS.messageMax,
    "Votre message ne peut pas dépasser 5 000 caractères.",
  ),
});

export type ContactInput = z.output<typeof ContactSchema>;

export type ContactCheck = { success: true; data: ContactInput } | { success: false; errors: ContactErrors };

/** Validates the typed values; each failed field gets its first message. */
export function checkContact(values: ContactValues): ContactCheck {
  const result = ContactSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}
