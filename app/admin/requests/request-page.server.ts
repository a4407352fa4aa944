// The request's file (/admin/contact/demandes/<message id>, issue 24): the message, the stage, the
// follow-up details, the internal notes and the timeline, with their forms. The route checks the
// admin role first, then comes here. 'Passer à' starts on the next stage forward, and a quote the
// client accepted proposes 'Gagnée' at its total in one click (issue 38).

import { data } from "react-router";
import { z } from "zod";
import { deskFailure, deskSuccess, type DeskActionResult } from "~/admin/desk-result";
import { getDb } from "~/db/client.server";
import { centsToDecimal, decimalToCents, formatPrice } from "~/lib/pricing";
import { todayInTunis } from "~/lib/calendar-dates";
import { acceptedLatestQuote } from "~/requests/event-quotes/event-quotes.server";
import { addRequestNote, changeStage, getRequestFile, RequestError, updateRequestDetails } from "~/requests/requests.server";
import { RequestDetailsSchema, requestFieldErrors, RequestNoteSchema, StageChangeSchema } from "~/requests/request-schema";
import { defaultNextStage, isOpenStage, LOST_REASON_LABELS, nextStages, stageLabel, STAGE_LABELS } from "~/requests/stages";

const MessageIdSchema = z.uuid();

export async function loadRequestPage(param: string | undefined) {
  const id = MessageIdSchema.safeParse(param);
  const file = id.success ? await getRequestFile(getDb(), id.data) : null;
  if (!file) throw data({ error: "Demande introuvable : son message a peut-être été supprimé." }, { status: 404 });
  const { message, request, notes, events, admins, owner } = file;
  const today = todayInTunis();
  const accepted = isOpenStage(request.stage) ? await acceptedLatestQuote(getDb(), message.id) : null;
  return {
    message,
    request: {
      ...request,
      stageLabel: stageLabel(request.stage),
      lostReasonLabel: request.lost_reason ? LOST_REASON_LABELS[request.lost_reason] : null,
      ownerName: owner?.name ?? null,
      followUpDue: request.follow_up_on !== null && request.follow_up_on <= today && isOpenStage(request.stage),
      budgetText: request.budget === null ? null : formatPrice(decimalToCents(request.budget) ?? 0n),
      wonText: request.won_value === null ? null : formatPrice(decimalToCents(request.won_value) ?? 0n),
    },
    nextStages: nextStages(request.stage).map((stage) => ({ value: stage, label: STAGE_LABELS[stage] })),
    /** The stage 'Passer à' starts on: the next one forward; none (a choice to make) for a decided request. */
    defaultStage: defaultNextStage(request.stage),
    /** The client accepted the latest quote of a request still open: 'Gagnée' is proposed at its total HT. */
    winProposal: accepted
      ? {
          quote: `${accepted.number} version ${accepted.version}`,
          acceptedBy: accepted.accepted_name,
          acceptedAt: accepted.accepted_at.toISOString(),
          /** As the form shows an amount: "10070,00". */
          wonValue: centsToDecimal(decimalToCents(accepted.total_ht) ?? 0n).replace(".", ","),
          wonText: formatPrice(decimalToCents(accepted.total_ht) ?? 0n),
        }
      : null,
    owners: admins.map(({ id, name, email }) => ({ id, name, email })),
    notes,
    events,
    today,
  };
}

export type RequestPageData = Awaited<ReturnType<typeof loadRequestPage>>;

/** A refused form of the file: which one, the message, the field errors and what was typed. */
export type RequestFormFailure = Extract<DeskActionResult, { ok: false }> & {
  intent: "details" | "stage" | "note";
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

const IntentSchema = z.enum(["details", "stage", "note"], { error: "Action inconnue." });

const TITLES = { details: "Dossier non enregistré", stage: "Étape non changée", note: "Note non ajoutée" } as const;

export async function handleRequestAction(param: string | undefined, request: Request, actor: string) {
  const form = await request.formData();
  const intent = IntentSchema.safeParse(form.get("intent"));
  if (!intent.success) return deskFailure(400, "Action refusée", intent.error.issues[0]!.message);
  const id = MessageIdSchema.safeParse(param);
  if (!id.success) return deskFailure(404, TITLES[intent.data], "Demande introuvable.");
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && key !== "intent") values[key] = value;
  const fail = (status: number, message: string, fieldErrors: Record<string, string> = {}) =>
    data<RequestFormFailure>(
      { ok: false, status, error: message, intent: intent.data, fieldErrors, values, toast: { title: TITLES[intent.data], description: message } },
      { status },
    );
  const fields = Object.fromEntries(form);
  try {
    switch (intent.data) {
      case "details": {
        const parsed = RequestDetailsSchema.safeParse(fields);
        if (!parsed.success) return fail(400, parsed.error.issues[0]!.message, requestFieldErrors(parsed.error));
        const { changes } = await updateRequestDetails(getDb(), id.data, parsed.data, actor);
        return changes.length === 0
          ? deskSuccess("Aucune modification", { description: "Le dossier est inchangé." })
          : deskSuccess("Dossier enregistré", { description: changes.join(" ; ") });
      }
      case "stage": {
        const parsed = StageChangeSchema.safeParse(fields);
        if (!parsed.success) return fail(400, parsed.error.issues[0]!.message, requestFieldErrors(parsed.error));
        const changed = await changeStage(getDb(), id.data, parsed.data, actor);
        return deskSuccess(`Demande « ${stageLabel(changed.stage)} »`, {
          description:
            changed.stage === "won"
              ? `Gagnée pour ${formatPrice(decimalToCents(changed.won_value ?? "0") ?? 0n)} HT.`
              : changed.stage === "lost"
                ? `Perdue : ${LOST_REASON_LABELS[changed.lost_reason!].toLowerCase()}.`
                : undefined,
        });
      }
      case "note": {
        const parsed = RequestNoteSchema.safeParse(fields);
        if (!parsed.success) return fail(400, parsed.error.issues[0]!.message, requestFieldErrors(parsed.error));
        await addRequestNote(getDb(), id.data, parsed.data.body, actor);
        return deskSuccess("Note ajoutée");
      }
    }
  } catch (error) {
    if (error instanceof RequestError) return fail(error.status, error.message, error.field ? { [error.field]: error.message } : {});
    throw error;
  }
}
