import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { messageIdFromAccessToken } from "~/requests/access.server";
import { attachmentResponse, getAttachment } from "~/requests/attachments.server";
import type { Route } from "./+types/request-attachment";

/**
 * A file of the conversation for the client, through their request's link: the token is the key,
 * and a file of another request is not found. A wrong token and a missing file answer the same 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const messageId = messageIdFromAccessToken(params.token);
  const file = messageId ? await getAttachment(getDb(), messageId, params.attachment) : null;
  if (!file) throw data({ error: "Pièce jointe introuvable." }, { status: 404 });
  return attachmentResponse(file, { private: true });
}
