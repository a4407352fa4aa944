// The composer's templates (issue 24) at /admin/contact/modeles: list, add, edit, delete. The route
// checks the admin role first.

import { asc, count, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import type { DeskActionResult } from "~/admin/desk-result";
import { deskSuccess } from "~/admin/desk-result";
import type { Db } from "~/db/client.server";
import { reply_templates } from "~/db/schema";
import { TEMPLATE_LIMITS, TemplateActionSchema, type TemplateIntent } from "./reply-template-schema";

export function listReplyTemplates(db: Db) {
  return db
    .select({ id: reply_templates.id, name: reply_templates.name, subject: reply_templates.subject, body: reply_templates.body, updated_at: reply_templates.updated_at })
    .from(reply_templates)
    .orderBy(asc(reply_templates.display_order), asc(reply_templates.name))
    .limit(TEMPLATE_LIMITS.count);
}

/** A refused change: the form it came from (intent and template) and what was typed in it. */
export type TemplateFailure = Extract<DeskActionResult, { ok: false }> & {
  intent: TemplateIntent;
  id?: string;
  field?: "name" | "subject" | "body";
  values: { name: string; subject: string; body: string };
};
export type TemplateResult = Extract<DeskActionResult, { ok: true }> | TemplateFailure;

const TITLES: Record<TemplateIntent, string> = { create: "Modèle non ajouté", update: "Modèle non enregistré", delete: "Modèle non supprimé" };
const GONE = "Ce modèle n'existe plus : rechargez la page.";

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
  if (action.intent === "create") {
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(reply_templates);
    if (n >= TEMPLATE_LIMITS.count) return fail(409, `${TEMPLATE_LIMITS.count} modèles au plus : supprimez-en un d'abord.`);
    await db.insert(reply_templates).values({
      name: action.name,
      subject: action.subject,
      body: action.body,
      // Added at the end of the composer's list.
      display_order: sql`(select coalesce(max(${reply_templates.display_order}), -1) + 1 from ${reply_templates})`,
    });
    return deskSuccess("Modèle ajouté", { description: `« ${action.name} » est proposé dans « Répondre ».` });
  }
  if (action.intent === "update") {
    const saved = await db
      .update(reply_templates)
      .set({ name: action.name, subject: action.subject, body: action.body, updated_at: new Date() })
      .where(eq(reply_templates.id, action.id))
      .returning({ id: reply_templates.id });
    if (saved.length === 0) return fail(404, GONE);
    return deskSuccess("Modèle enregistré", { description: `« ${action.name} »` });
  }
  const deleted = await db.delete(reply_templates).where(eq(reply_templates.id, action.id)).returning({ name: reply_templates.name });
  if (deleted.length === 0) return fail(404, GONE);
  return deskSuccess("Modèle supprimé", { description: `« ${deleted[0]!.name} » n'est plus proposé.` });
}
