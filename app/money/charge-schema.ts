import { z } from "zod";
import { CHARGE_KINDS } from "~/db/schema/payments";
import { vatRateField } from "~/lib/vat-rates";
import { amountField } from "./payment-schema";

// 'Facturer les dommages' (issue 23): a charge on the order after a check-in, its amount HT, its
// reason and the products it concerns; and the agency's answer to a proposed late fee. One schema
// each for the form and the action.

export const CHARGE_LIMITS = { reasonMin: 3, reasonMax: 500, productsMax: 100 } as const;

export const CHARGE_KIND_LABELS: Record<(typeof CHARGE_KINDS)[number], string> = {
  damage: "Dommages",
  loss: "Pertes",
  late: "Retard",
};

export const ChargeSchema = z.object({
  kind: z.enum(CHARGE_KINDS, { error: "Choisissez la nature des frais : dommages, pertes ou retard." }),
  amount: amountField({ empty: "Indiquez le montant HT des frais." }),
  /** "19.00": one of the settings' rates, checked by the server (issue 37); empty: the default rate. */
  vat_rate: z.preprocess((v) => (v === "" ? undefined : v), vatRateField("Choisissez le taux de TVA des frais.").optional()),
  reason: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : ""),
    z
      .string()
      .min(CHARGE_LIMITS.reasonMin, "Décrivez les frais (ce qui est endommagé, perdu ou en retard).")
      .max(CHARGE_LIMITS.reasonMax, `Le motif est trop long (${CHARGE_LIMITS.reasonMax} caractères au plus).`),
  ),
  products: z.array(z.uuid({ error: "Article inconnu." })).max(CHARGE_LIMITS.productsMax, "Trop d'articles cochés."),
});
export type ChargeInput = z.infer<typeof ChargeSchema>;

/** A posted charge as the schema reads it: the ticked products are `product` fields. */
export function chargeFormInput(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    kind: text("kind"),
    amount: text("amount"),
    vat_rate: text("vat_rate"),
    reason: text("reason"),
    products: form.getAll("product").filter((v): v is string => typeof v === "string"),
  };
}

export const ChargeDecisionSchema = z.object({
  charge: z.uuid({ error: "Frais inconnus." }),
  decision: z.enum(["confirm", "drop"], { error: "Confirmez ou abandonnez les frais." }),
});
export type ChargeDecision = z.infer<typeof ChargeDecisionSchema>;
