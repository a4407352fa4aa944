import { z } from "zod";
import { CONVERSATION_LIMITS } from "~/requests/conversation-schema";

// The composer's templates (issue 24), edited by the agency at /admin/contact/modeles: one form per
// template ('Enregistrer', 'Supprimer') and one to add a template, told apart by a validated intent.

export const TEMPLATE_LIMITS = { nameMax: 80, subjectMax: CONVERSATION_LIMITS.subjectMax, bodyMax: CONVERSATION_LIMITS.bodyMax, count: 100 } as const;

const text = (value: unknown) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "");

const fields = {
  name: z.preprocess(text, z.string().min(1, "Donnez un nom au modèle.").max(TEMPLATE_LIMITS.nameMax, `Le nom est trop long : ${TEMPLATE_LIMITS.nameMax} caractères au plus.`)),
  subject: z.preprocess(text, z.string().min(1, "Indiquez l'objet du modèle.").max(TEMPLATE_LIMITS.subjectMax, `L'objet est trop long : ${TEMPLATE_LIMITS.subjectMax} caractères au plus.`)),
  body: z.preprocess(
    text,
    z.string().min(1, "Le texte du modèle est vide.").max(TEMPLATE_LIMITS.bodyMax, `Le texte est trop long : ${TEMPLATE_LIMITS.bodyMax.toLocaleString("fr-FR")} caractères au plus.`),
  ),
};

const id = z.uuid({ error: "Ce modèle n'existe plus : rechargez la page." });

export const TemplateActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("create"), ...fields }),
    z.object({ intent: z.literal("update"), id, ...fields }),
    z.object({ intent: z.literal("delete"), id }),
  ],
  { error: "Action inconnue." },
);
export type TemplateAction = z.infer<typeof TemplateActionSchema>;
export type TemplateIntent = TemplateAction["intent"];
