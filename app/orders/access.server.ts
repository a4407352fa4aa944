// The client's link to their order's documents, without an account: /commande/<token>. The
// token is the order's id followed by an HMAC of it under the app's secret (128 bits kept), so
// nothing is stored, every e-mail can carry the same link, and a token cannot be made or
// guessed without the secret; it is compared in constant time. Order numbers give nothing.

import { idFromSignedToken, signedIdToken } from "~/lib/signed-id.server";

const PURPOSE = "order-access:";

export function orderAccessToken(orderId: string): string {
  return signedIdToken(PURPOSE, orderId);
}

/** The order id a token grants, or null for a wrong, truncated or forged token. */
export function orderIdFromAccessToken(token: string): string | null {
  return idFromSignedToken(PURPOSE, token);
}

/** The client's link to a document of their order. */
export function clientDocumentPath(orderId: string, fileName: string): string {
  return `/commande/${orderAccessToken(orderId)}/documents/${encodeURIComponent(fileName)}`;
}

/** The client's page of their order (no account needed). */
export function clientOrderPath(orderId: string): string {
  return `/commande/${orderAccessToken(orderId)}`;
}
