// The client's link to their order's documents, without an account: /commande/<token>. The
// token is the order's id and its link version followed by an HMAC of both under the app's
// secret (app/lib/signed-id.server.ts), so nothing is stored but the version, every e-mail can
// carry the same link, and a token cannot be made or guessed without the secret. Bumping the
// order's `link_version` turns every link given so far into a 404 (client-links.server.ts).
// Order numbers give nothing.

import { readSignedIdToken, signedIdToken, type SignedId } from "~/lib/signed-id.server";

const PURPOSE = "order-access:";

/** What a link is made from: the order's id and its current link version. */
export type OrderLinkRef = { id: string; link_version: number };

export function orderAccessToken(order: OrderLinkRef): string {
  return signedIdToken(PURPOSE, order.id, order.link_version);
}

/** The order id and link version a token carries, or null for a wrong, truncated or forged token. */
export function readOrderAccessToken(token: string): SignedId | null {
  return readSignedIdToken(PURPOSE, token);
}

/** The client's link to a document of their order. */
export function clientDocumentPath(order: OrderLinkRef, fileName: string): string {
  return `/commande/${orderAccessToken(order)}/documents/${encodeURIComponent(fileName)}`;
}

/** The order's statement of account as it stands, for its client ('Relevé de compte', PDF). */
export function clientStatementPath(order: OrderLinkRef): string {
  return `${clientOrderPath(order)}/releve.pdf`;
}

/** The client's page of their order (no account needed). */
export function clientOrderPath(order: OrderLinkRef): string {
  return `/commande/${orderAccessToken(order)}`;
}

/** `?nouvelle=1`: the client's page opens on the confirmation of the order just placed. */
export const NEW_ORDER_PARAM = "nouvelle";

/** Where the checkout ends: the client's page of the order just placed, with its confirmation. */
export function newOrderPath(order: OrderLinkRef): string {
  return `${clientOrderPath(order)}?${NEW_ORDER_PARAM}=1`;
}
