import { z } from "zod";
import { MANUAL_PAYMENT_METHODS, PAYMENT_METHODS } from "~/db/schema/payments";
import { isIsoDate, todayInTunis } from "~/lib/calendar-dates";
import { normaliseAmount } from "~/orders/edit-schema";

/** The payment methods the form offers, in their order (the schema's list). */
export { MANUAL_PAYMENT_METHODS, PAYMENT_METHODS };

// The order page's 'Enregistrer un paiement' and 'Annuler ce paiement' forms (issue 22): one
// schema for the form's limits and the action's check.

export const PAYMENT_LIMITS = {
  /** numeric(14, 2): twelve digits before the comma. */
  amountDigits: 12,
  referenceMax: 100,
  chequeNumberMax: 40,
  bankMax: 80,
  certificateMax: 60,
  noteMax: 500,
  reasonMin: 3,
  reasonMax: 300,
} as const;

/**
 * A typed amount in DT, French or not ("1 250,50"), checked with one message per mistake, the
 * first that applies: `empty` when nothing is typed, and 0 refused unless `zero` allows it.
 */
export function amountField({ empty, zero = false }: { empty: string; zero?: boolean }) {
  return z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? normaliseAmount(v) : ""),
    z.string().superRefine((value, ctx) => {
      const refuse = (message: string) => ctx.addIssue({ code: "custom", message });
      if (value === "") return refuse(empty);
      if (value.startsWith("-")) return refuse(zero ? "Le montant ne peut pas être négatif." : "Le montant doit être supérieur à 0.");
      if (!/^\d+(\.\d{1,2})?$/.test(value)) return refuse("Montant invalide (exemple : 150 ou 150,50).");
      if (value.split(".")[0]!.replace(/^0+(?=\d)/, "").length > PAYMENT_LIMITS.amountDigits) return refuse("Montant trop grand : 12 chiffres au plus avant la virgule.");
      if (!zero && !/[1-9]/.test(value)) return refuse("Le montant doit être supérieur à 0.");
    }),
  );
}

/** A day money changed hands: a date, not in the future (Africa/Tunis). */
export function moneyDay(missing: string, future: string) {
  return z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: missing })
      .min(1, missing)
      .refine(isIsoDate, "Date invalide (format attendu : AAAA-MM-JJ).")
      .refine((v) => Number(v.slice(0, 4)) >= 2000, "Date hors limites : vérifiez l'année.")
      .refine((v) => v <= todayInTunis(), future),
  );
}

export const optionalText = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string().max(max, `${label} : ${max} caractères au plus.`).optional().transform((v) => (v ? v : undefined)),
  );

const revision = z.coerce.number({ error: "Page périmée : rechargez-la." }).int().min(0);

export const PaymentSchema = z
  .object({
    revision,
    paid_on: moneyDay("Indiquez la date du paiement.", "La date du paiement ne peut pas être dans le futur."),
    amount: amountField({ empty: "Indiquez le montant reçu." }),
    method: z.enum(MANUAL_PAYMENT_METHODS, { error: "Mode de paiement inconnu." }),
    reference: optionalText(PAYMENT_LIMITS.referenceMax, "Référence"),
    cheque_number: optionalText(PAYMENT_LIMITS.chequeNumberMax, "Numéro du chèque"),
    bank: optionalText(PAYMENT_LIMITS.bankMax, "Banque"),
    certificate_number: optionalText(PAYMENT_LIMITS.certificateMax, "Numéro du certificat"),
    note: optionalText(PAYMENT_LIMITS.noteMax, "Note"),
  })
  .superRefine((payment, ctx) => {
    if (payment.method === "cheque" && !payment.cheque_number) {
      ctx.addIssue({ code: "custom", path: ["cheque_number"], message: "Indiquez le numéro du chèque." });
    }
    if (payment.method === "withholding" && !payment.certificate_number) {
      ctx.addIssue({ code: "custom", path: ["certificate_number"], message: "Indiquez le numéro du certificat de retenue à la source." });
    }
  });

export type PaymentInput = z.infer<typeof PaymentSchema>;

export const PAYMENT_FIELDS = ["paid_on", "amount", "method", "reference", "cheque_number", "bank", "certificate_number", "note"] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export type PaymentValues = Partial<Record<PaymentField, string>>;
export type PaymentErrors = Partial<Record<PaymentField, string>>;

/** What was typed, to put back in the form when the server refuses it. */
export function paymentValues(form: FormData): PaymentValues {
  return Object.fromEntries(PAYMENT_FIELDS.map((field) => [field, String(form.get(field) ?? "")]));
}

/** The first message of each field. */
export function paymentErrors(error: z.ZodError): PaymentErrors {
  const errors: PaymentErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as PaymentField | undefined;
    if (field && PAYMENT_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export const CancelPaymentSchema = z.object({
  revision,
  payment: z.uuid({ error: "Paiement inconnu." }),
  reason: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string({ error: "Indiquez le motif de l'annulation." })
      .min(PAYMENT_LIMITS.reasonMin, "Indiquez le motif de l'annulation.")
      .max(PAYMENT_LIMITS.reasonMax, `Motif : ${PAYMENT_LIMITS.reasonMax} caractères au plus.`),
  ),
});
