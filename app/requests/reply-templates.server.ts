// The composer's templates (issue 24): the list the composer offers and the agency edits at
// /admin/contact/modeles, at most TEMPLATE_LIMITS.count of them, added at the end of the list.

import { asc, count, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { reply_templates } from "~/db/schema";
import { TEMPLATE_LIMITS } from "./reply-template-schema";

/** A change refused: the list is full, or the template no longer exists. */
export class ReplyTemplateError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 409,
  ) {
    super(message);
  }
}

const GONE = "Ce modèle n'existe plus : rechargez la page.";

export type ReplyTemplateFields = { name: string; subject: string; body: string };

/** The templates in the composer's order, at most TEMPLATE_LIMITS.count. */
export function listReplyTemplates(db: DbExecutor) {
  return db
    .select({ id: reply_templates.id, name: reply_templates.name, subject: reply_templates.subject, body: reply_templates.body, updated_at: reply_templates.updated_at })
    .from(reply_templates)
    .orderBy(asc(reply_templates.display_order), asc(reply_templates.name))
    .limit(TEMPLATE_LIMITS.count);
}

export async function createReplyTemplate(db: DbExecutor, fields: ReplyTemplateFields): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(reply_templates);
  if (n >= TEMPLATE_LIMITS.count) throw new ReplyTemplateError(`${TEMPLATE_LIMITS.count} modèles au plus : supprimez-en un d'abord.`, 409);
  await db.insert(reply_templates).values({
    name: fields.name,
    subject: fields.subject,
    body: fields.body,
    // Added at the end of the composer's list.
    display_order: sql`(select coalesce(max(${reply_templates.display_order}), -1) + 1 from ${reply_templates})`,
  });
}

export async function updateReplyTemplate(db: DbExecutor, id: string, fields: ReplyTemplateFields): Promise<void> {
  const saved = await db
    .update(reply_templates)
    .set({ name: fields.name, subject: fields.subject, body: fields.body, updated_at: new Date() })
    .where(eq(reply_templates.id, id))
    .returning({ id: reply_templates.id });
  if (saved.length === 0) throw new ReplyTemplateError(GONE, 404);
}

/** The deleted template's name. */
export async function deleteReplyTemplate(db: DbExecutor, id: string): Promise<string> {
  const deleted = await db.delete(reply_templates).where(eq(reply_templates.id, id)).returning({ name: reply_templates.name });
  if (deleted.length === 0) throw new ReplyTemplateError(GONE, 404);
  return deleted[0]!.name;
}
