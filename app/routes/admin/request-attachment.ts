import { data } from "react-router";
import { requireAdmin } from "~/auth/session.server";
import { getDb } from "~/db/client.server";
import { attachmentResponse, getAttachment } from "~/requests/attachments.server";
import type { Route } from "./+types/request-attachment";

/** A file of a request's conversation, for admins: of this request only. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request, { resource: true });
  const file = await getAttachment(getDb(), params.id, params.attachment);
  if (!file) throw data({ error: "Pièce jointe introuvable." }, { status: 404 });
  return attachmentResponse(file);
}
