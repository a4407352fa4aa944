import { z } from "zod";
import { whenValid } from "~/lib/when-valid";
import { ADDRESS_MAX, fulfilmentFields, refineFulfilmentAddress } from "~/orders/fulfilment-schema";
import { dayNumber, isIsoDate, todayInTunis } from "~/lib/calendar-dates";

// The checkout form's one schema (SPEC §5): the dialog and the /panier page use it for browser
// hints and a check before sending, the /panier action for the real check. What the client may
// send is only this: product ids, quantities, dates, the customer's fields (with the mode of
// delivery and the time slots: fulfilment-schema.ts) and the idempotency key. A price, a total,
// a status or a created_at in the request is not part of the schema and is dropped by the parse.

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

export const MISSING_DATES = "Veuillez sélectionner les dates de location";

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);
const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

function requiredText(message: string, max: number, tooLong: string) {
  return z.preprocess(trimmed, z.string({ error: message }).min(1, message).max(max, tooLong));
}

function optionalText(max: number, tooLong: string) {
  return z.preprocess(emptyToUndefined, z.string().trim().max(max, tooLong).optional());
}

const isoDate = z.preprocess(
  emptyToUndefined,
  z.string({ error: MISSING_DATES }).refine(isIsoDate, "Date invalide (format attendu : AAAA-MM-JJ)."),
);
const optionalIsoDate = z.preprocess(emptyToUndefined, z.string().refine(isIsoDate, "Date invalide.").optional());

export const CheckoutLineSchema = z
  .object({
    id: z.uuid({ error: "Produit inconnu." }),
    quantity: z.coerce
      .number({ error: "Quantité invalide." })
      .int("La quantité doit être un nombre entier.")
      .min(1, "La quantité doit être d'au moins 1.")
      .max(CHECKOUT_LIMITS.quantityMax, `La quantité ne peut pas dépasser ${CHECKOUT_LIMITS.quantityMax} unités.`),
    /** The line's own dates from the rental dialog; the order's dates when absent. */
    from: optionalIsoDate,
    to: optionalIsoDate,
  })
  .superRefine((line, ctx) => {
    if (Boolean(line.from) !== Boolean(line.to)) ctx.addIssue({ code: "custom", path: ["to"], message: MISSING_DATES });
    if (line.from && line.to && dayNumber(line.to)! < dayNumber(line.from)!) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "La date de retour d'un article précède sa date de location." });
    }
  });

const CheckoutFieldsSchema = z
  .object({
    idempotency_key: z.uuid({ error: "Formulaire expiré : rechargez la page puis renvoyez la commande." }),
    first_name: requiredText("Veuillez indiquer votre prénom.", CHECKOUT_LIMITS.nameMax, "Le prénom est trop long (100 caractères au plus)."),
    last_name: requiredText("Veuillez indiquer votre nom.", CHECKOUT_LIMITS.nameMax, "Le nom est trop long (100 caractères au plus)."),
    email: z.preprocess(
      trimmed,
      z
        .string({ error: "Veuillez indiquer votre adresse e-mail." })
        .min(1, "Veuillez indiquer votre adresse e-mail.")
        .max(CHECKOUT_LIMITS.emailMax, "Adresse e-mail trop longue.")
        .pipe(z.email("Adresse e-mail invalide (exemple : nom@domaine.tn).")),
    ),
    phone: z.preprocess(
      trimmed,
      z
        .string({ error: "Veuillez indiquer votre numéro de téléphone." })
        .min(1, "Veuillez indiquer votre numéro de téléphone.")
        .max(CHECKOUT_LIMITS.phoneMax, "Numéro de téléphone trop long.")
        .regex(/^\+?[0-9 ().-]+$/, "Numéro de téléphone invalide (chiffres, espaces et + uniquement).")
        .refine((v) => v.replace(/\D/g, "").length >= 6, "Numéro de téléphone trop court."),
    ),
    company: optionalText(CHECKOUT_LIMITS.companyMax, "Le nom de la société est trop long (150 caractères au plus)."),
    rental_date: isoDate,
    return_date: isoDate,
    ...fulfilmentFields,
    notes: optionalText(CHECKOUT_LIMITS.notesMax, "Les notes sont trop longues (2000 caractères au plus)."),
    items: z
      .array(CheckoutLineSchema, { error: "Votre panier est vide." })
      .min(1, "Votre panier est vide.")
      .max(CHECKOUT_LIMITS.linesMax, `Votre panier contient trop d'articles (${CHECKOUT_LIMITS.linesMax} lignes au plus).`),
  })
  .superRefine((order, ctx) => {
    const today = dayNumber(todayInTunis())!;
    const from = dayNumber(order.rental_date);
    const to = dayNumber(order.return_date);
    if (from === null || to === null) return;
    if (from < today) ctx.addIssue({ code: "custom", path: ["rental_date"], message: "La date de location ne peut pas être dans le passé." });
    if (to < from) {
      ctx.addIssue({ code: "custom", path: ["return_date"], message: "La date de retour doit être postérieure ou égale à la date de location." });
    } else if (to - from + 1 > CHECKOUT_LIMITS.daysMax) {
      ctx.addIssue({ code: "custom", path: ["return_date"], message: `La location ne peut pas dépasser ${CHECKOUT_LIMITS.daysMax} jours.` });
    }
    order.items.forEach((line, index) => {
      if (!line.from || !line.to) return;
      const lineFrom = dayNumber(line.from)!;
      const lineTo = dayNumber(line.to)!;
      if (lineFrom < from || lineTo > to) {
        ctx.addIssue({
          code: "custom",
          path: ["items", index, "from"],
          message: "Les dates d'un article sortent de la période de location : ajustez la date de location ou de retour.",
        });
      }
    });
  }, whenValid("rental_date", "return_date", "items"));

export const CheckoutSchema = refineFulfilmentAddress(CheckoutFieldsSchema);

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
