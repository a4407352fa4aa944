// The client's page of their request, without an account: /demande/<token>, the same signed-id
// token as the orders' pages under a purpose of its own (a request's token opens no order).

import { idFromSignedToken, signedIdToken } from "~/lib/signed-id.server";

const PURPOSE = "request-access:";

export function requestAccessToken(messageId: string): string {
  return signedIdToken(PURPOSE, messageId);
}

/** The message id a token grants, or null for a wrong, truncated or forged token. */
export function messageIdFromAccessToken(token: string): string | null {
  return idFromSignedToken(PURPOSE, token);
}

/** The client's page of their request (the thread, the answer form, the quotes). */
export function clientRequestPath(messageId: string): string {
  return `/demande/${requestAccessToken(messageId)}`;
}

/** The request's file in the back office. */
export function adminRequestPath(messageId: string): string {
  return `/admin/contact/demandes/${messageId}`;
}
