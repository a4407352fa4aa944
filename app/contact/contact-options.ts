// The contact form's fixed choices, limits and field plumbing, light enough for a page's first
// load. The Zod schema that checks them (contact-schema.ts) reaches the browser only once the
// visitor starts filling the form.

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

let agencyDayFormat: Intl.DateTimeFormat | undefined;

/** YYYY-MM-DD of `now` in the agency's time zone. */
export function agencyToday(now: Date = new Date()): string {
  // Built once: creating an Intl formatter is costly, and this runs on every render of the form.
  agencyDayFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: AGENCY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  return agencyDayFormat.format(now);
}

/** The honeypot's field name: invisible to people, tempting to bots that fill every input. */
export const HONEYPOT_FIELD = "site_web";

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
