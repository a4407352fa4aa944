// The client's page of their request, without an account: /demande/<token>, the same signed-id
// token as the orders' pages under a purpose of its own (a request's token opens no order),
// carrying the request's link version (event_requests.link_version; request-links.server.ts).

import { readSignedIdToken, signedIdToken, type SignedId } from "~/lib/signed-id.server";

const PURPOSE = "request-access:";

export function requestAccessToken(messageId: string, linkVersion: number): string {
  return signedIdToken(PURPOSE, messageId, linkVersion);
}

/** The message id and link version a token carries, or null for a wrong, truncated or forged token. */
export function readRequestAccessToken(token: string): SignedId | null {
  return readSignedIdToken(PURPOSE, token);
}

/** The client's page of their request (the thread, the answer form, the quotes). */
export function clientRequestPath(messageId: string, linkVersion: number): string {
  return `/demande/${requestAccessToken(messageId, linkVersion)}`;
}

/** The request's file in the back office. */
export function adminRequestPath(messageId: string): string {
  return `/admin/contact/demandes/${messageId}`;
}

/** A file of the request's conversation, for admins. */
export function adminAttachmentPath(messageId: string, attachmentId: string): string {
  return `${adminRequestPath(messageId)}/pieces/${attachmentId}`;
}
