import { z } from "zod";
import { DEPOSIT_RETENTION_REASONS } from "~/db/schema/payments";
import { amountField, moneyDay, optionalText, PAYMENT_LIMITS } from "./payment-schema";

// The order page's deposit forms (issue 22): 'Caution reçue', then 'Restituer ou retenir la
// caution'. One schema each for the form and the action.

/** How a deposit is handed over: a withholding is no way to pay a deposit. */
export const DEPOSIT_METHODS = ["cheque", "cash", "transfer", "card"] as const;

export const DepositReceiptSchema = z.object({
  received_on: moneyDay("Indiquez la date de réception de la caution.", "La date de réception ne peut pas être dans le futur."),
  amount: amountField({ empty: "Indiquez le montant de la caution reçue." }),
  method: z.enum(DEPOSIT_METHODS, { error: "Mode de remise de la caution inconnu." }),
  reference: optionalText(PAYMENT_LIMITS.referenceMax, "Référence"),
});
export type DepositReceipt = z.infer<typeof DepositReceiptSchema>;

export const DepositSettlementSchema = z
  .object({
    settled_on: moneyDay("Indiquez la date de restitution.", "La date de restitution ne peut pas être dans le futur."),
    retained: amountField({ empty: "Indiquez le montant retenu (0 pour tout restituer).", zero: true }),
    reason: z.preprocess((v) => (v === "" ? undefined : v), z.enum(DEPOSIT_RETENTION_REASONS, { error: "Motif de retenue inconnu." }).optional()),
    note: optionalText(PAYMENT_LIMITS.noteMax, "Note"),
  })
  .superRefine((settlement, ctx) => {
    if (/[1-9]/.test(settlement.retained) && !settlement.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Indiquez pourquoi la caution est retenue." });
    }
  });
export type DepositSettlement = z.infer<typeof DepositSettlementSchema>;

export const DEPOSIT_RETENTION_LABELS: Record<(typeof DEPOSIT_RETENTION_REASONS)[number], string> = {
  damage: "Dommages",
  loss: "Pertes",
  late: "Retard",
};
