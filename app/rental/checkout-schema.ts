import { z } from "zod";
import { whenValid } from "~/lib/when-valid";
import { ADDRESS_MAX, fulfilmentFieldsIn, refineFulfilmentAddress } from "~/orders/fulfilment-schema";
import { dayNumber, isIsoDate, todayInTunis } from "~/lib/calendar-dates";
import { checkoutErrorsFr, type CheckoutErrorMessages } from "~/i18n/messages/shop/checkout-errors-fr";
import type { Locale } from "~/i18n/locale";
import { messagesFor } from "~/i18n/messages";

// The checkout form's one schema (SPEC §5): the dialog and the /panier page use it for browser
// hints and a check before sending, the /panier action for the real check. What the client may
// send is only this: product ids, quantities, dates, the customer's fields (with the mode of
// delivery and the time slots: fulfilment-schema.ts) and the idempotency key. A price, a total,
// a status or a created_at in the request is not part of the schema and is dropped by the parse.
// Its messages are the visitor's language: the schema is made from the shop catalogue's
// `checkout.errors` (checkoutSchemaFor), French being the spec's words and the default.

export const CHECKOUT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  companyMax: 150,
  addressMax: ADDRESS_MAX,
  notesMax: 2000,
  /** A cart of more lines than this is not a rental, it is an attack or a bug. */
  linesMax: 50,
  /** Units of one product in one order. */
  quantityMax: 500,
  /** Longest rental period, in days. */
  daysMax: 365,
} as const;

export const MISSING_DATES = checkoutErrorsFr.missingDates;

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);
const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

function requiredText(message: string, max: number, tooLong: string) {
  return z.preprocess(trimmed, z.string({ error: message }).min(1, message).max(max, tooLong));
}

function optionalText(max: number, tooLong: string) {
  return z.preprocess(emptyToUndefined, z.string().trim().max(max, tooLong).optional());
}

/** The checkout's schemas with their messages in one language. */
function makeCheckoutSchemas(e: CheckoutErrorMessages) {
  const isoDate = z.preprocess(emptyToUndefined, z.string({ error: e.missingDates }).refine(isIsoDate, e.invalidDate));
  const optionalIsoDate = z.preprocess(emptyToUndefined, z.string().refine(isIsoDate, e.invalidLineDate).optional());

  const CheckoutLineSchema = z
    .object({
      id: z.uuid({ error: e.unknownProduct }),
      quantity: z.coerce
        .number({ error: e.invalidQuantity })
        .int(e.quantityInteger)
        .min(1, e.quantityMin)
        .max(CHECKOUT_LIMITS.quantityMax, e.quantityMax(CHECKOUT_LIMITS.quantityMax)),
      /** The line's own dates from the rental dialog; the order's dates when absent. */
      from: optionalIsoDate,
      to: optionalIsoDate,
    })
    .superRefine((line, ctx) => {
      if (Boolean(line.from) !== Boolean(line.to)) ctx.addIssue({ code: "custom", path: ["to"], message: e.missingDates });
      if (line.from && line.to && dayNumber(line.to)! < dayNumber(line.from)!) {
        ctx.addIssue({ code: "custom", path: ["to"], message: e.lineReturnBeforeStart });
      }
    });

  const CheckoutFieldsSchema = z
    .object({
      idempotency_key: z.uuid({ error: e.expiredForm }),
      first_name: requiredText(e.firstNameMissing, CHECKOUT_LIMITS.nameMax, e.firstNameTooLong),
      last_name: requiredText(e.lastNameMissing, CHECKOUT_LIMITS.nameMax, e.lastNameTooLong),
      email: z.preprocess(
        trimmed,
        z
          .string({ error: e.emailMissing })
          .min(1, e.emailMissing)
          .max(CHECKOUT_LIMITS.emailMax, e.emailTooLong)
          .pipe(z.email(e.emailInvalid)),
      ),
      phone: z.preprocess(
        trimmed,
        z
          .string({ error: e.phoneMissing })
          .min(1, e.phoneMissing)
          .max(CHECKOUT_LIMITS.phoneMax, e.phoneTooLong)
          .regex(/^\+?[0-9 ().-]+$/, e.phoneInvalid)
          .refine((v) => v.replace(/\D/g, "").length >= 6, e.phoneTooShort),
      ),
      company: optionalText(CHECKOUT_LIMITS.companyMax, e.companyTooLong),
      rental_date: isoDate,
      return_date: isoDate,
      ...fulfilmentFieldsIn(e),
      notes: optionalText(CHECKOUT_LIMITS.notesMax, e.notesTooLong),
      items: z
        .array(CheckoutLineSchema, { error: e.cartEmpty })
        .min(1, e.cartEmpty)
        .max(CHECKOUT_LIMITS.linesMax, e.tooManyLines(CHECKOUT_LIMITS.linesMax)),
    })
    .superRefine((order, ctx) => {
      const today = dayNumber(todayInTunis())!;
      const from = dayNumber(order.rental_date);
      const to = dayNumber(order.return_date);
      if (from === null || to === null) return;
      if (from < today) ctx.addIssue({ code: "custom", path: ["rental_date"], message: e.rentalInPast });
      if (to < from) {
        ctx.addIssue({ code: "custom", path: ["return_date"], message: e.returnBeforeRental });
      } else if (to - from + 1 > CHECKOUT_LIMITS.daysMax) {
        ctx.addIssue({ code: "custom", path: ["return_date"], message: e.tooManyDays(CHECKOUT_LIMITS.daysMax) });
      }
      order.items.forEach((line, index) => {
        if (!line.from || !line.to) return;
        const lineFrom = dayNumber(line.from)!;
        const lineTo = dayNumber(line.to)!;
        if (lineFrom < from || lineTo > to) {
          ctx.addIssue({
            code: "custom",
            path: ["items", index, "from"],
            message: e.lineOutsidePeriod,
          });
        }
      });
    }, whenValid("rental_date", "return_date", "items"));

  return { CheckoutLineSchema, CheckoutSchema: refineFulfilmentAddress(CheckoutFieldsSchema, e) };
}

const schemas = new Map<CheckoutErrorMessages, ReturnType<typeof makeCheckoutSchemas>>();

function schemasIn(messages: CheckoutErrorMessages) {
  let made = schemas.get(messages);
  if (!made) {
    made = makeCheckoutSchemas(messages);
    schemas.set(messages, made);
  }
  return made;
}

/**
 * The checkout's one schema in the visitor's language: the form checks with it before sending and
 * the action decides with it (`localeOfRequest(request)`), so both say the same words.
 */
export function checkoutSchemaFor(locale: Locale) {
  return schemasIn(messagesFor(locale).shop.checkout.errors).CheckoutSchema;
}

/** The same schema with the spec's French messages: the agency's order form and the profile reuse its fields. */
export const { CheckoutSchema, CheckoutLineSchema } = schemasIn(checkoutErrorsFr);

export type CheckoutInput = z.infer<typeof CheckoutSchema>;
export type CheckoutLine = z.infer<typeof CheckoutLineSchema>;

/** The customer fields of the form, as typed (sent back with errors so nothing is lost). */
export const CUSTOMER_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "company",
  "rental_date",
  "return_date",
  "departure_slot",
  "return_slot",
  "fulfilment",
  "delivery_address",
  "notes",
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type CheckoutValues = Partial<Record<CustomerField, string>>;

/**
 * The form's fields as the schema's input: one set of `line_id`, `line_quantity`, `line_from`,
 * `line_to` per cart line (repeated inputs keep working without JavaScript).
 */
export function checkoutFormToInput(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const all = (name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v : ""));
  const ids = all("line_id");
  const quantities = all("line_quantity");
  const froms = all("line_from");
  const tos = all("line_to");
  const input: Record<string, unknown> = {
    idempotency_key: text("idempotency_key"),
    items: ids.map((id, i) => ({ id, quantity: quantities[i], from: froms[i], to: tos[i] })),
  };
  for (const field of CUSTOMER_FIELDS) input[field] = text(field);
  return input;
}

/** What the user typed, to refill the form after a refusal. */
export function checkoutValues(form: FormData): CheckoutValues {
  const values: CheckoutValues = {};
  for (const field of CUSTOMER_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 5000);
  }
  return values;
}

export type CheckoutFieldErrors = Partial<Record<CustomerField | "items", string[]>>;

/** Zod's issues as per-field messages; an item's issue goes under "items". */
export function checkoutFieldErrors(error: z.ZodError): CheckoutFieldErrors {
  const errors: CheckoutFieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "items") as keyof CheckoutFieldErrors;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
