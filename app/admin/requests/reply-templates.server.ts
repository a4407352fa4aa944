// The form of the composer's templates (issue 24) at /admin/contact/modeles: add, edit, delete,
// each read, checked and answered with a toast here, written by app/requests/reply-templates.server.ts.
// The route checks the admin role first.

import { data } from "react-router";
import type { DeskActionResult } from "~/admin/desk-result";
import { deskSuccess } from "~/admin/desk-result";
import type { Db } from "~/db/client.server";
import { TEMPLATE_LIMITS, TemplateActionSchema, type TemplateIntent } from "~/requests/reply-template-schema";
import { createReplyTemplate, deleteReplyTemplate, ReplyTemplateError, updateReplyTemplate, type ReplyTemplateFields } from "~/requests/reply-templates.server";

/** A refused change: the form it came from (intent and template) and what was typed in it. */
export type TemplateFailure = Extract<DeskActionResult, { ok: false }> & {
  intent: TemplateIntent;
  id?: string;
  field?: "name" | "subject" | "body";
  values: { name: string; subject: string; body: string };
};
export type TemplateResult = Extract<DeskActionResult, { ok: true }> | TemplateFailure;

const TITLES: Record<TemplateIntent, string> = { create: "Modèle non ajouté", update: "Modèle non enregistré", delete: "Modèle non supprimé" };

const fieldsOf = ({ name, subject, body }: ReplyTemplateFields): ReplyTemplateFields => ({ name, subject, body });

export async function handleTemplateAction(db: Db, form: FormData) {
  const raw = Object.fromEntries([...form].filter(([, value]) => typeof value === "string"));
  const typed = (name: string) => (typeof raw[name] === "string" ? String(raw[name]).slice(0, TEMPLATE_LIMITS.bodyMax * 2) : "");
  const intent: TemplateIntent = raw.intent === "update" || raw.intent === "delete" ? raw.intent : "create";
  const fail = (status: number, error: string, field?: TemplateFailure["field"]) =>
    data<TemplateResult>(
      {
        ok: false,
        status,
        error,
        toast: { title: TITLES[intent], description: error },
        intent,
        ...(typeof raw.id === "string" ? { id: raw.id } : {}),
        ...(field ? { field } : {}),
        values: { name: typed("name"), subject: typed("subject"), body: typed("body") },
      },
      { status },
    );

  const parsed = TemplateActionSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0];
    return fail(400, issue.message, field === "name" || field === "subject" || field === "body" ? field : undefined);
  }
  const action = parsed.data;
  try {
    if (action.intent === "create") {
      await createReplyTemplate(db, fieldsOf(action));
      return deskSuccess("Modèle ajouté", { description: `« ${action.name} » est proposé dans « Répondre ».` });
    }
    if (action.intent === "update") {
      await updateReplyTemplate(db, action.id, fieldsOf(action));
      return deskSuccess("Modèle enregistré", { description: `« ${action.name} »` });
    }
    const name = await deleteReplyTemplate(db, action.id);
    return deskSuccess("Modèle supprimé", { description: `« ${name} » n'est plus proposé.` });
  } catch (error) {
    if (error instanceof ReplyTemplateError) return fail(error.status, error.message);
    throw error;
  }
}
