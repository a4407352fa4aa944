// A request's stages (issue 24) and the rules between them. Pure: the file's page, the board and
// the server's check share them.

import { LOST_REASONS, REQUEST_STAGES, type LostReason, type RequestStage } from "~/db/schema/requests";

export { LOST_REASONS, REQUEST_STAGES, type LostReason, type RequestStage };

export const STAGE_LABELS: Record<RequestStage, string> = {
  new: "Nouvelle",
  qualified: "Qualifiée",
  proposal_sent: "Proposition envoyée",
  won: "Gagnée",
  lost: "Perdue",
};

export const LOST_REASON_LABELS: Record<LostReason, string> = {
  budget: "Budget insuffisant",
  date: "Date indisponible",
  competitor: "Choix d'une autre agence",
  no_answer: "Plus de réponse du client",
  cancelled: "Événement annulé ou reporté",
  other: "Autre raison",
};

/** The stages a request is still followed in: a follow-up date means something there. */
export const OPEN_STAGES: readonly RequestStage[] = ["new", "qualified", "proposal_sent"];

export const isOpenStage = (stage: string): boolean => (OPEN_STAGES as readonly string[]).includes(stage);

export function stageLabel(stage: string): string {
  return (STAGE_LABELS as Record<string, string>)[stage] ?? stage;
}

/**
 * The stages a request may move to from `stage`: any open stage to any other stage; a decided one
 * (won or lost) only back to 'Qualifiée' (reopened), so that a decision is never silently redone.
 */
export function nextStages(stage: RequestStage): RequestStage[] {
  if (stage === "won" || stage === "lost") return ["qualified"];
  return REQUEST_STAGES.filter((next) => next !== stage);
}

/**
 * The stage 'Passer à' starts on: the next one forward (Nouvelle → Qualifiée → Proposition envoyée
 * → Gagnée), never one before the current stage, so that one click never sends a request back
 * (issue 38). None for a decided request: reopening it is chosen, not defaulted.
 */
export function defaultNextStage(stage: RequestStage): RequestStage | null {
  if (stage === "won" || stage === "lost") return null;
  return REQUEST_STAGES[REQUEST_STAGES.indexOf(stage) + 1] ?? null;
}

/** The column before and after on the board: the keyboard's ← and → and the card's arrows. */
export function neighbourStages(stage: RequestStage): { previous: RequestStage | null; next: RequestStage | null } {
  const index = REQUEST_STAGES.indexOf(stage);
  const allowed = nextStages(stage);
  const previous = REQUEST_STAGES[index - 1] ?? null;
  const next = REQUEST_STAGES[index + 1] ?? null;
  return { previous: previous && allowed.includes(previous) ? previous : null, next: next && allowed.includes(next) ? next : null };
}
