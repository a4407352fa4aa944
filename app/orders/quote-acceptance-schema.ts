import { z } from "zod";

// The client's 'Accepter le devis' form on their order's page (issue 22): one schema for the
// form's limits and the action's check.

export const ACCEPTANCE_NAME_MAX = 120;

/** The form's messages in French; the client's order page passes those of its language (the shop's catalogue). */
export const QUOTE_ACCEPTANCE_MESSAGES = {
  unknownAction: "Action inconnue.",
  unknownQuote: "Devis inconnu : rechargez la page.",
  nameMissing: "Tapez votre nom et prénom pour accepter le devis.",
  nameShort: "Tapez votre nom et prénom en entier.",
  nameTooLong: (max: number) => `Votre nom : ${max} caractères au plus.`,
  agree: "Cochez « Bon pour accord » pour accepter le devis.",
};

export type QuoteAcceptanceMessages = typeof QUOTE_ACCEPTANCE_MESSAGES;

export function quoteAcceptanceSchemaIn(m: QuoteAcceptanceMessages) {
  return z.object({
    intent: z.literal("accept-quote", { error: m.unknownAction }),
    document: z.uuid({ error: m.unknownQuote }),
    name: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().replace(/\s+/g, " ") : ""),
      z.string().min(1, m.nameMissing).min(3, m.nameShort).max(ACCEPTANCE_NAME_MAX, m.nameTooLong(ACCEPTANCE_NAME_MAX)),
    ),
    agree: z.literal("on", { error: m.agree }),
  });
}

export const QuoteAcceptanceSchema = quoteAcceptanceSchemaIn(QUOTE_ACCEPTANCE_MESSAGES);

export type QuoteAcceptanceInput = z.infer<typeof QuoteAcceptanceSchema>;
