import { z } from "zod";

// The client's 'Accepter le devis' form on their order's page (issue 22): one schema for the
// form's limits and the action's check.

export const ACCEPTANCE_NAME_MAX = 120;

export const QuoteAcceptanceSchema = z.object({
  intent: z.literal("accept-quote", { error: "Action inconnue." }),
  document: z.uuid({ error: "Devis inconnu : rechargez la page." }),
  name: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().replace(/\s+/g, " ") : ""),
    z
      .string()
      .min(1, "Tapez votre nom et prénom pour accepter le devis.")
      .min(3, "Tapez votre nom et prénom en entier.")
      .max(ACCEPTANCE_NAME_MAX, `Votre nom : ${ACCEPTANCE_NAME_MAX} caractères au plus.`),
  ),
  agree: z.literal("on", { error: "Cochez « Bon pour accord » pour accepter le devis." }),
});

export type QuoteAcceptanceInput = z.infer<typeof QuoteAcceptanceSchema>;
