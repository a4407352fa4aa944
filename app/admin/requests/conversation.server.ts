// 'Répondre' in the back office (issue 24): the composer's form read and checked, the reply sent by
// app/requests/agency-conversation.server.ts, and the answer the composer shows. The routes check
// the admin role first.

import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { FormTooLargeError, readFormWithin } from "~/lib/form-body.server";
import { adminRequestPath } from "~/requests/access.server";
import { replyWithFiles } from "~/requests/agency-conversation.server";
import { AttachmentError } from "~/requests/attachments.server";
import { CONVERSATION_POST_MAX_BYTES, conversationFormInput, POST_TOO_LARGE_MESSAGE, ReplySchema, typedValues } from "~/requests/conversation-schema";
import { RequestError } from "~/requests/requests.server";
import { REPLY_ENHANCED_FIELD, REPLY_SENT_PARAM, type ReplyFailure, type ReplyResult } from "./reply-result";

const REFUSED = "Réponse non envoyée";

/**
 * The composer's action. With JavaScript (the composer's fetcher) it answers data: a toast, or a
 * refusal the composer shows beside what is still typed and chosen. A plain form post gets the
 * refusal on the composer's own page with the typed text, and a success redirects to the file.
 */
export async function handleReplyAction(request: Request, messageId: string, actor: string) {
  const fail = (status: number, error: string, values: ReplyFailure["values"], field?: ReplyFailure["field"]) =>
    data<ReplyResult>({ ok: false, status, error, toast: { title: REFUSED, description: error }, values, ...(field ? { field } : {}) }, { status });
  let form: FormData;
  try {
    form = await readFormWithin(request, CONVERSATION_POST_MAX_BYTES);
  } catch (error) {
    if (error instanceof FormTooLargeError) return fail(413, POST_TOO_LARGE_MESSAGE, { subject: "", body: "" }, "attachments");
    throw error;
  }
  const values = typedValues(form);
  const parsed = ReplySchema.safeParse(conversationFormInput(form));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0];
    return fail(400, issue.message, values, field === "subject" || field === "attachments" ? field : "body");
  }
  let sent: Awaited<ReturnType<typeof replyWithFiles>>;
  try {
    sent = await replyWithFiles(getDb(), messageId, parsed.data, actor);
  } catch (error) {
    if (error instanceof AttachmentError) return fail(400, error.message, values, "attachments");
    if (error instanceof RequestError) return fail(error.status, error.message, values);
    throw error;
  }
  if (form.get(REPLY_ENHANCED_FIELD) !== "1") return redirect(`${adminRequestPath(messageId)}?${REPLY_SENT_PARAM}=1#conversation`);
  const files = sent.attachments.length;
  return data<ReplyResult>({
    ok: true,
    toast: { title: "Réponse envoyée", description: `À ${sent.to}${files ? `, avec ${files} pièce${files > 1 ? "s" : ""} jointe${files > 1 ? "s" : ""}` : ""}, et le lien de la conversation.` },
  });
}
