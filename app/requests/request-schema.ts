import { z } from "zod";
import { addDays, isIsoDate, todayInTunis } from "~/lib/calendar-dates";
import { amountField } from "~/money/payment-schema";
import { LOST_REASONS, REQUEST_STAGES } from "./stages";

// The request file's forms (issue 24): its details (owner, follow-up, budget, event), its stage,
// and an internal note. One schema each for the form and the action; what the values may be
// against the stored request (an owner who is an admin, the version) is the server's check.

export const REQUEST_LIMITS = {
  noteMax: 5000,
  lostNoteMax: 1000,
  guestsMax: 100_000,
  /** A follow-up is planned at most two years ahead. */
  followUpDaysMax: 730,
} as const;

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);
const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : trimmed(value));

const version = z.preprocess(trimmed, z.string({ error: "Formulaire incomplet : rechargez la page." }).regex(/^\d{1,9}$/, "Formulaire incomplet : rechargez la page.").transform(Number));

const day = (label: string) => z.string().refine(isIsoDate, `${label} : date invalide (format attendu : AAAA-MM-JJ).`);

/** An optional amount in DT, French or not ("12 500,50"): undefined when left empty. */
const optionalAmount = (empty: string) => z.preprocess(emptyToUndefined, amountField({ empty, zero: true }).optional());

export const RequestDetailsSchema = z.object({
  version,
  owner: z.preprocess(emptyToUndefined, z.string().max(100, "Responsable inconnu.").optional()),
  follow_up_on: z.preprocess(
    emptyToUndefined,
    day("Relance")
      .refine((value) => value >= todayInTunis(), "La date de relance ne peut pas être dans le passé.")
      .refine((value) => value <= addDays(todayInTunis(), REQUEST_LIMITS.followUpDaysMax), "Date de relance trop lointaine : deux ans au plus.")
      .optional(),
  ),
  budget: optionalAmount("Indiquez le budget estimé."),
  event_date: z.preprocess(emptyToUndefined, day("Date de l'événement").refine((value) => Number(value.slice(0, 4)) >= 2000 && Number(value.slice(0, 4)) <= 2100, "Date de l'événement hors limites : vérifiez l'année.").optional()),
  guests: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,6}$/, "Nombre d'invités invalide : un nombre entier.")
      .transform(Number)
      .refine((n) => n >= 1 && n <= REQUEST_LIMITS.guestsMax, `Le nombre d'invités doit être compris entre 1 et ${REQUEST_LIMITS.guestsMax.toLocaleString("fr-FR")}.`)
      .optional(),
  ),
});
export type RequestDetailsInput = z.infer<typeof RequestDetailsSchema>;

export const StageChangeSchema = z
  .object({
    version,
    stage: z.enum(REQUEST_STAGES, { error: (issue) => (issue.input === "" || issue.input === undefined ? "Choisissez l'étape dans la liste." : "Étape inconnue.") }),
    won_value: optionalAmount("Indiquez la valeur du projet gagné."),
    lost_reason: z.preprocess(emptyToUndefined, z.enum(LOST_REASONS, { error: "Raison de la perte inconnue." }).optional()),
    lost_note: z.preprocess(emptyToUndefined, z.string().max(REQUEST_LIMITS.lostNoteMax, `La précision est trop longue (${REQUEST_LIMITS.lostNoteMax} caractères au plus).`).optional()),
  })
  .superRefine((change, ctx) => {
    if (change.stage === "won" && (!change.won_value || !/[1-9]/.test(change.won_value))) {
      ctx.addIssue({ code: "custom", path: ["won_value"], message: "Une demande gagnée a une valeur : indiquez le montant du projet (DT HT)." });
    }
    if (change.stage === "lost" && !change.lost_reason) {
      ctx.addIssue({ code: "custom", path: ["lost_reason"], message: "Une demande perdue a une raison : choisissez-la dans la liste." });
    }
    if (change.stage === "lost" && change.lost_reason === "other" && !change.lost_note) {
      ctx.addIssue({ code: "custom", path: ["lost_note"], message: "Précisez la raison de la perte." });
    }
  });
export type StageChangeInput = z.infer<typeof StageChangeSchema>;

export const RequestNoteSchema = z.object({
  body: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : ""),
    z.string().min(1, "La note est vide.").max(REQUEST_LIMITS.noteMax, `La note est trop longue (${REQUEST_LIMITS.noteMax} caractères au plus).`),
  ),
});
export type RequestNoteInput = z.infer<typeof RequestNoteSchema>;

/** The first message of each field. */
export function requestFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
