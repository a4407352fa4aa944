import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { revokedLinkDocument } from "~/components/revoked-link-document.server";
import { findRequestByLink } from "~/requests/request-links.server";
import { attachmentResponse, getAttachment } from "~/requests/attachments.server";
import type { Route } from "./+types/request-attachment";

/**
 * A file of the conversation for the client, through their request's link: the token is the key,
 * and a file of another request is not found. A wrong token and a missing file answer the same 404;
 * a link of an older version, the page saying how to get a new one (ADR 010).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findRequestByLink(getDb(), params.token);
  if (found.status === "revoked") return revokedLinkDocument(getDb(), "request");
  const file = found.status === "current" ? await getAttachment(getDb(), found.row.message.id, params.attachment) : null;
  if (!file) throw data({ error: "Pièce jointe introuvable." }, { status: 404 });
  return attachmentResponse(file, { private: true });
}
