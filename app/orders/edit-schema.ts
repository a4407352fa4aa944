import { z } from "zod";
import { whenValid } from "~/lib/when-valid";
import { CHECKOUT_LIMITS, CheckoutSchema } from "~/rental/checkout-schema";
import { fulfilmentFields, refineFulfilmentAddress } from "./fulfilment-schema";
import { dayNumber, isIsoDate } from "~/lib/calendar-dates";
import { optionalVatRateField } from "~/lib/vat-rates";

// The order page's edit form (issue 11): one schema for the form's hints and the action's check.
// What the admin may change: the client's fields, the order's dates and time slots, its mode of
// delivery and address (the checkout's own rules: fulfilment-schema.ts), each line's quantity,
// dates and VAT rate, a product to add or a line to remove, and the charges with the delivery
// fee's rate. Prices and totals are not fields: the server computes them; it also checks that
// each rate is one of the settings' list (or the one the line already had: edit.server.ts).

export const ORDER_EDIT_LIMITS = {
  quantityMax: 999,
  linesMax: 100,
  /** Any amount typed in the form (fee, discount, deposit), in DT. */
  amountMax: 1_000_000,
  daysMax: CHECKOUT_LIMITS.daysMax,
  /** Dates outside these years are typing mistakes. */
  yearMin: 2000,
  yearMax: 2100,
} as const;

export const DISCOUNT_KINDS = ["amount", "percent"] as const;
export const DISCOUNT_KIND_LABELS: Record<(typeof DISCOUNT_KINDS)[number], string> = {
  amount: "Montant (DT)",
  percent: "Pourcentage (%)",
};

const shape = CheckoutSchema.shape;

/** "1 250,50", "1250.5" or "" → "1250.50" (empty is 0). */
export function normaliseAmount(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".").replace(/(DT|%)$/i, "");
  return text === "" ? "0" : text;
}

function amountField(label: string, negative: string) {
  return z.preprocess(
    normaliseAmount,
    z
      .string()
      .refine((v) => !v.startsWith("-"), negative)
      .refine((v) => v.startsWith("-") || /^\d+(\.\d{1,2})?$/.test(v), `${label} : montant invalide (exemple : 150 ou 150,50).`)
      .refine((v) => !/^\d+(\.\d{1,2})?$/.test(v) || Number(v) <= ORDER_EDIT_LIMITS.amountMax, `${label} : 1 000 000 DT au plus.`),
  );
}

const editDate = (missing: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: missing })
      .min(1, missing)
      .refine(isIsoDate, "Date invalide (format attendu : AAAA-MM-JJ).")
      .refine((v) => {
        const year = Number(v.slice(0, 4));
        return year >= ORDER_EDIT_LIMITS.yearMin && year <= ORDER_EDIT_LIMITS.yearMax;
      }, "Date hors limites : vérifiez l'année."),
  );

export const OrderLineEditSchema = z.object({
  quantity: z.coerce
    .number({ error: "Quantité invalide." })
    .int("La quantité doit être un nombre entier.")
    .min(1, "La quantité doit être d'au moins 1.")
    .max(ORDER_EDIT_LIMITS.quantityMax, `La quantité ne peut pas dépasser ${ORDER_EDIT_LIMITS.quantityMax} unités.`),
  from: editDate("Indiquez la date de début de la ligne."),
  to: editDate("Indiquez la date de fin de la ligne."),
  /** Left out, the line keeps its rate. */
  vat_rate: optionalVatRateField(),
});

const OrderEditFieldsSchema = z
  .object({
    version: z.coerce.number({ error: "Version de la commande manquante : rechargez la page." }).int().min(1),
    first_name: shape.first_name,
    last_name: shape.last_name,
    email: shape.email,
    phone: shape.phone,
    company: shape.company,
    ...fulfilmentFields,
    notes: shape.notes,
    rental_date: editDate("Indiquez la date de location."),
    return_date: editDate("Indiquez la date de retour."),
    lines: z.array(OrderLineEditSchema).max(ORDER_EDIT_LIMITS.linesMax, `Une commande compte ${ORDER_EDIT_LIMITS.linesMax} lignes au plus.`),
    delivery_fee: amountField("Frais de livraison", "Les frais de livraison ne peuvent pas être négatifs."),
    delivery_fee_vat_rate: optionalVatRateField(),
    discount_kind: z.enum(DISCOUNT_KINDS, { error: "Type de remise inconnu." }),
    discount_value: amountField("Remise", "La remise ne peut pas être négative."),
    deposit: amountField("Caution", "La caution ne peut pas être négative."),
    /** A line to remove (its index), from its 'Retirer' button. */
    remove: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).optional()),
    /** A catalogue product to add, from its 'Ajouter' button. */
    add: z.preprocess((v) => (v === "" ? undefined : v), z.uuid({ error: "Produit inconnu." }).optional()),
  })
  .superRefine((order, ctx) => {
    const from = dayNumber(order.rental_date);
    const to = dayNumber(order.return_date);
    if (order.discount_kind === "percent" && Number(order.discount_value) > 100) {
      ctx.addIssue({ code: "custom", path: ["discount_value"], message: "Une remise ne peut pas dépasser 100 %." });
    }
    if (from === null || to === null) return;
    if (to < from) {
      ctx.addIssue({ code: "custom", path: ["return_date"], message: "La date de retour doit être postérieure ou égale à la date de location." });
      return;
    }
    if (to - from + 1 > ORDER_EDIT_LIMITS.daysMax) {
      ctx.addIssue({ code: "custom", path: ["return_date"], message: `La location ne peut pas dépasser ${ORDER_EDIT_LIMITS.daysMax} jours.` });
    }
    // Runs even when a line is invalid (whenValid below): read the lines with care.
    (Array.isArray(order.lines) ? order.lines : []).forEach((line, index) => {
      const lineFrom = dayNumber(line?.from);
      const lineTo = dayNumber(line?.to);
      if (lineFrom === null || lineTo === null) return;
      if (lineTo < lineFrom) {
        ctx.addIssue({ code: "custom", path: ["lines", index, "to"], message: "La fin de la ligne doit suivre son début." });
      }
    });
  }, whenValid());

export const OrderEditSchema = refineFulfilmentAddress(OrderEditFieldsSchema);

export type OrderEditInput = z.infer<typeof OrderEditSchema>;

/** The scalar fields of the form, sent back as typed with a refusal. */
export const ORDER_EDIT_FIELDS = [
  "version",
  "first_name",
  "last_name",
  "email",
  "phone",
  "company",
  "fulfilment",
  "delivery_address",
  "departure_slot",
  "return_slot",
  "notes",
  "rental_date",
  "return_date",
  "delivery_fee",
  "delivery_fee_vat_rate",
  "discount_kind",
  "discount_value",
  "deposit",
] as const;
export type OrderEditField = (typeof ORDER_EDIT_FIELDS)[number];

export type OrderEditValues = Partial<Record<OrderEditField, string>> & {
  lines: { quantity: string; from: string; to: string; vat_rate: string }[];
};

/** The form's repeated line inputs (`line_quantity`, `line_from`, `line_to`, `line_vat_rate`) and scalar fields. */
export function orderEditFormToInput(form: FormData): Record<string, unknown> {
  const values = orderEditValues(form);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return { ...values, remove: text("remove"), add: text("add") };
}

/** What the admin typed, to refill the form after a refusal (nothing typed is lost). */
export function orderEditValues(form: FormData): OrderEditValues {
  const values: OrderEditValues = { lines: [] };
  for (const field of ORDER_EDIT_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 5000);
  }
  const all = (name: string) => form.getAll(name).map((v) => (typeof v === "string" ? v.slice(0, 50) : ""));
  const quantities = all("line_quantity");
  const froms = all("line_from");
  const tos = all("line_to");
  const rates = all("line_vat_rate");
  values.lines = quantities.slice(0, ORDER_EDIT_LIMITS.linesMax + 1).map((quantity, i) => ({ quantity, from: froms[i] ?? "", to: tos[i] ?? "", vat_rate: rates[i] ?? "" }));
  return values;
}

export type OrderEditErrors = Record<string, string>;

/** Zod's issues as one message per field path ("email", "lines.2.quantity"). */
export function orderEditErrors(error: z.ZodError): OrderEditErrors {
  const errors: OrderEditErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Why an invoiced order is not edited: its invoice is immutable (issue 22). */
export function invoicedOrderMessage(invoiceNumber: string): string {
  return `Cette commande est facturée (${invoiceNumber}) et une facture émise ne change plus : émettez une facture d'avoir pour la corriger, puis une nouvelle facture.`;
}
