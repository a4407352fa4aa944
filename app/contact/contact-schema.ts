import * as z from "zod/mini";
import type { ContactMessages } from "~/i18n/messages/contact/fr";
import { agencyToday, CONTACT_LIMITS, CONTACT_SERVICES, EVENT_TYPES, type ContactErrors, type ContactField, type ContactValues } from "./contact-options";

// The contact form's one schema: the browser uses it for a check before sending, the /contact
// action for the real check. Its messages are the page's language's (the catalogue's `contact.errors`),
// shown next to their field: the schema is made from a catalogue, once per language.

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
function makeContactSchema(m: ContactMessages["errors"]) {
  return z.object({
    first_name: requiredText(m.firstNameMissing, CONTACT_LIMITS.nameMax, m.firstNameTooLong),
    last_name: requiredText(m.lastNameMissing, CONTACT_LIMITS.nameMax, m.lastNameTooLong),
    email: z.string({ error: m.emailMissing }).check(
      z.trim(),
      z.minLength(1, m.emailMissing),
      z.maxLength(CONTACT_LIMITS.emailMax, m.emailTooLong),
      z.refine((value) => value === "" || z.regexes.email.test(value), m.emailInvalid),
    ),
    phone: optional(
      z.string().check(
        z.trim(),
        z.maxLength(CONTACT_LIMITS.phoneMax, m.phoneTooLong),
        // Digits with the usual separators, an optional leading +, and 6 to 15 digits in all.
        z.regex(/^\(?\+?[0-9 ().-]+$/, m.phoneCharacters),
        z.refine((value) => {
          const digits = value.replace(/\D/g, "").length;
          return digits >= 6 && digits <= 15;
        }, m.phoneDigits),
      ),
    ),
    event_type: z.enum(EVENT_TYPES, { error: m.eventTypeMissing }),
    services: z.pipe(
      z
        .array(z.enum(CONTACT_SERVICES, { error: m.serviceUnknown }))
        .check(z.maxLength(CONTACT_SERVICES.length * 2, m.serviceUnknown)),
      // A checkbox ticked twice by a crafted post is still one choice.
      z.transform((values: (typeof CONTACT_SERVICES)[number][]) => [...new Set(values)]),
    ),
    event_date: optional(
      z.string().check(
        z.regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid),
        z.refine(isRealDate, m.dateInvalid),
        z.refine((value) => value >= agencyToday(), m.datePast),
        z.refine((value) => value <= lastAcceptedDate(), m.dateTooFar),
      ),
    ),
    guest_count: optional(
      z.pipe(
        z.string().check(
          z.trim(),
          z.regex(/^-?\d+([.,]\d+)?$/, m.guestsNotNumber),
          z.regex(/^-?\d+$/, m.guestsNotWhole),
        ),
        z.pipe(
          z.transform((value: string) => Number(value)),
          z.number().check(
            z.gte(CONTACT_LIMITS.guestMin, m.guestsTooFew),
            z.lte(CONTACT_LIMITS.guestMax, m.guestsTooMany),
          ),
        ),
      ),
    ),
    message: requiredText(m.messageMissing, CONTACT_LIMITS.messageMax, m.messageTooLong),
  });
}

const schemas = new WeakMap<ContactMessages["errors"], ReturnType<typeof makeContactSchema>>();

/** The schema whose messages are `messages`' (one per catalogue, made once). */
export function contactSchema(messages: ContactMessages): ReturnType<typeof makeContactSchema> {
  let schema = schemas.get(messages.errors);
  if (!schema) {
    schema = makeContactSchema(messages.errors);
    schemas.set(messages.errors, schema);
  }
  return schema;
}

export type ContactInput = z.output<ReturnType<typeof makeContactSchema>>;

export type ContactCheck = { success: true; data: ContactInput } | { success: false; errors: ContactErrors };

/** Validates the typed values; each failed field gets its first message, in the catalogue's language. */
export function checkContact(values: ContactValues, messages: ContactMessages): ContactCheck {
  const result = contactSchema(messages).safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}
