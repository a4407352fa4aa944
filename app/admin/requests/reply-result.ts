import type { DeskActionResult } from "~/admin/desk-result";

// What the reply's action answers (issue 24), shared by the action and the composer: a toast, and
// on a refusal the field it is about and what was typed, which the composer shows again.

export type ReplyFailure = Extract<DeskActionResult, { ok: false }> & { field?: "subject" | "body" | "attachments"; values: { subject: string; body: string } };
export type ReplyResult = Extract<DeskActionResult, { ok: true }> | ReplyFailure;

/** Set by the composer once JavaScript runs: the answer is then data for its fetcher, not a redirect. */
export const REPLY_ENHANCED_FIELD = "enhanced";
/** The file page's address after a reply posted without JavaScript: ?envoye=1. */
export const REPLY_SENT_PARAM = "envoye";
/** The composer's template, chosen without JavaScript: ?modele=<id>. */
export const TEMPLATE_PARAM = "modele";

/** Where the composer posts, and the page that shows it alone. */
export const replyPath = (messageId: string) => `/admin/contact/demandes/${messageId}/repondre`;
/** The composer's templates, which the agency edits. */
export const TEMPLATES_PATH = "/admin/contact/modeles";
