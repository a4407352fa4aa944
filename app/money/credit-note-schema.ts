import { z } from "zod";
import { normaliseVatRate } from "~/lib/vat-rates";
import { amountField } from "./payment-schema";

// The order page's 'Émettre une facture d'avoir' form (issue 22): one schema for the form's
// limits and the action's check. What the credit note may credit (what remains of the invoice)
// is checked by the server against the stored invoice.

export const CREDIT_NOTE_MODES = ["whole", "lines", "amount"] as const;
export type CreditNoteMode = (typeof CREDIT_NOTE_MODES)[number];

export const CREDIT_NOTE_MODE_LABELS: Record<CreditNoteMode, string> = {
  whole: "Toute la facture",
  lines: "Des lignes de la facture",
  amount: "Un montant HT",
};

export const CREDIT_NOTE_LIMITS = { reasonMin: 3, reasonMax: 500, lines: 500 } as const;

export const CreditNoteSchema = z
  .object({
    invoice: z.uuid({ error: "Facture inconnue." }),
    mode: z.enum(CREDIT_NOTE_MODES, { error: "Choisissez ce que l'avoir crédite." }),
    lines: z
      .array(z.coerce.number({ error: "Ligne inconnue." }).int("Ligne inconnue.").min(0, "Ligne inconnue."))
      .max(CREDIT_NOTE_LIMITS.lines, "Trop de lignes choisies.")
      .default([]),
    delivery: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
    amount: z.string().optional(),
    /** An amount's VAT rate, one of the invoice's (the server checks it); empty: the invoice's only rate. */
    vat_rate: z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? normaliseVatRate(v) : undefined), z.string({ error: "Taux de TVA invalide." }).optional()),
    reason: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() : ""),
      z
        .string()
        .min(1, "Indiquez le motif de l'avoir.")
        .min(CREDIT_NOTE_LIMITS.reasonMin, `Le motif compte au moins ${CREDIT_NOTE_LIMITS.reasonMin} caractères.`)
        .max(CREDIT_NOTE_LIMITS.reasonMax, `Le motif : ${CREDIT_NOTE_LIMITS.reasonMax} caractères au plus.`),
    ),
  })
  .superRefine((input, ctx) => {
    if (input.mode === "amount") {
      const amount = amountField({ empty: "Indiquez le montant HT de l'avoir." }).safeParse(input.amount ?? "");
      if (!amount.success) ctx.addIssue({ code: "custom", path: ["amount"], message: amount.error.issues[0]!.message });
    }
    if (input.mode === "lines" && input.lines.length === 0 && !input.delivery) {
      ctx.addIssue({ code: "custom", path: ["lines"], message: "Choisissez au moins une ligne de la facture, ou ses frais de livraison." });
    }
  })
  .transform((input) => ({
    ...input,
    amount: input.mode === "amount" ? (amountField({ empty: "" }).parse(input.amount ?? "") as string) : undefined,
  }));

export type CreditNoteInput = z.infer<typeof CreditNoteSchema>;

/** The form as posted: the chosen lines come as several `lines` fields. */
export function creditNoteFormInput(form: FormData): Record<string, unknown> {
  return {
    invoice: form.get("invoice"),
    mode: form.get("mode"),
    lines: form.getAll("lines"),
    delivery: form.get("delivery") ?? undefined,
    amount: form.get("amount") ?? undefined,
    vat_rate: form.get("vat_rate") ?? undefined,
    reason: form.get("reason"),
  };
}

/** What was typed, given back with a refusal. */
export type CreditNoteValues = { invoice: string; mode: string; lines: string[]; delivery: boolean; amount: string; vat_rate: string; reason: string };

export function creditNoteValues(form: FormData): CreditNoteValues {
  return {
    invoice: String(form.get("invoice") ?? ""),
    mode: String(form.get("mode") ?? ""),
    lines: form.getAll("lines").map(String),
    delivery: form.get("delivery") === "on",
    amount: String(form.get("amount") ?? "").slice(0, 40),
    vat_rate: String(form.get("vat_rate") ?? "").slice(0, 10),
    reason: String(form.get("reason") ?? "").slice(0, CREDIT_NOTE_LIMITS.reasonMax + 100),
  };
}
