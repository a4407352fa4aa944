import { z } from "zod";

// The contact form's one schema: the browser uses it for hints and a check before sending,
// the /contact action for the real check. Every message is French and shown next to its field.

/** SPEC §9: the eight service choices, stored as written. */
export const CONTACT_SERVICES = [
  "Événements médicaux",
  "Événements corporate",
  "Location d'équipements",
  "Son et lumière",
  "Stands et décoration",
  "Captation vidéo",
  "Logistique événementielle",
  "Animation et divertissement",
] as const;

/** The kinds of event the agency organises (stored as written, read as-is by the back office). */
export const EVENT_TYPES = [
  "Congrès médical",
  "Séminaire d'entreprise",
  "Mariage",
  "Soirée de gala",
  "Lancement de produit",
  "Événement digital ou hybride",
  "Autre",
] as const;

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 25,
  messageMax: 5000,
  guestMin: 1,
  guestMax: 100_000,
} as const;

/** The agency works from Tunis: "today" is the Tunisian calendar day, in the browser and on the server. */
export const AGENCY_TIME_ZONE = "Africa/Tunis";

/** YYYY-MM-DD of `now` in the agency's time zone. */
export function agencyToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: AGENCY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The honeypot's field name: invisible to people, tempting to bots that fill every input. */
export const HONEYPOT_FIELD = "site_web";

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);

function requiredText(message: string, max: number, tooLong: string) {
  return z.preprocess(trimmed, z.string({ error: message }).min(1, message).max(max, tooLong));
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const ContactSchema = z.object({
  first_name: requiredText("Veuillez indiquer votre prénom.", CONTACT_LIMITS.nameMax, "Le prénom est trop long (100 caractères au plus)."),
  last_name: requiredText("Veuillez indiquer votre nom.", CONTACT_LIMITS.nameMax, "Le nom est trop long (100 caractères au plus)."),
  email: z.preprocess(
    trimmed,
    z
      .string({ error: "Veuillez indiquer votre adresse e-mail." })
      .min(1, "Veuillez indiquer votre adresse e-mail.")
      .max(CONTACT_LIMITS.emailMax, "Adresse e-mail trop longue.")
      .pipe(z.email("Adresse e-mail invalide (exemple : nom@domaine.tn).")),
  ),
  phone: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(CONTACT_LIMITS.phoneMax, "Numéro de téléphone trop long.")
      // Digits with the usual separators, an optional leading +, and 6 to 15 digits in all.
      .regex(/^\(?\+?[0-9 ().-]+$/, "Numéro de téléphone invalide (chiffres, espaces et + uniquement).")
      .refine((value) => {
        const digits = value.replace(/\D/g, "").length;
        return digits >= 6 && digits <= 15;
      }, "Numéro de téléphone invalide (6 à 15 chiffres).")
      .optional(),
  ),
  event_type: z.enum(EVENT_TYPES, { error: "Veuillez choisir le type d'événement." }),
  services: z
    .array(z.enum(CONTACT_SERVICES, { error: "Service inconnu : choisissez parmi la liste proposée." }))
    .max(CONTACT_SERVICES.length)
    // A checkbox ticked twice by a crafted post is still one choice.
    .transform((values) => [...new Set(values)])
    .default([]),
  event_date: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Date invalide.")
      .refine(isRealDate, "Date invalide.")
      .refine((value) => value >= agencyToday(), "La date de l'événement ne peut pas être dans le passé.")
      .refine((value) => value <= `${Number(agencyToday().slice(0, 4)) + 10}-12-31`, "Date trop lointaine.")
      .optional(),
  ),
  guest_count: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^-?\d+([.,]\d+)?$/, "Le nombre d'invités doit être un nombre.")
      .regex(/^-?\d+$/, "Le nombre d'invités doit être un nombre entier.")
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(CONTACT_LIMITS.guestMin, "Le nombre d'invités doit être au moins 1.")
          .max(CONTACT_LIMITS.guestMax, "Le nombre d'invités ne peut pas dépasser 100 000."),
      )
      .optional(),
  ),
  message: requiredText(
    "Veuillez décrire votre projet.",
    CONTACT_LIMITS.messageMax,
    "Votre message ne peut pas dépasser 5 000 caractères.",
  ),
});

export type ContactInput = z.infer<typeof ContactSchema>;

/** What the user typed, echoed back so that nothing is lost after a refusal. */
export type ContactValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  event_type: string;
  services: string[];
  event_date: string;
  guest_count: string;
  message: string;
};

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_VALUES: ContactValues = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  event_type: "",
  services: [],
  event_date: "",
  guest_count: "",
  message: "",
};

/** Reads the form's fields as text (anything else a client sends is ignored). */
export function readContactForm(formData: FormData): ContactValues {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    first_name: text("first_name"),
    last_name: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    event_type: text("event_type"),
    services: formData.getAll("services").filter((value): value is string => typeof value === "string"),
    event_date: text("event_date"),
    guest_count: text("guest_count"),
    message: text("message"),
  };
}

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
