// The client's link to their order's documents, without an account: /commande/<token>. The
// token is the order's id followed by an HMAC of it under the app's secret (128 bits kept), so
// nothing is stored, every e-mail can carry the same link, and a token cannot be made or
// guessed without the secret; it is compared in constant time. Order numbers give nothing.

import { createHmac, timingSafeEqual } from "node:crypto";
import { getAppSecret } from "~/lib/secret.server";

const MAC_BYTES = 16;

function mac(orderIdBytes: Buffer): Buffer {
  return createHmac("sha256", getAppSecret()).update("order-access:").update(orderIdBytes).digest().subarray(0, MAC_BYTES);
}

function uuidBytes(id: string): Buffer | null {
  const hex = id.replace(/-/g, "");
  return /^[0-9a-f]{32}$/i.test(hex) ? Buffer.from(hex, "hex") : null;
}

function bytesToUuid(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function orderAccessToken(orderId: string): string {
  const id = uuidBytes(orderId);
  if (!id) throw new Error(`Identifiant de commande invalide : ${orderId}`);
  return Buffer.concat([id, mac(id)]).toString("base64url");
}

/** The order id a token grants, or null for a wrong, truncated or forged token. */
export function orderIdFromAccessToken(token: string): string | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  // Only the canonical spelling: the last character also carries unused bits, and a token that
  // differs from the one we gave (even one decoding to the same bytes) is a wrong token.
  if (bytes.length !== 16 + MAC_BYTES || bytes.toString("base64url") !== token) return null;
  const id = bytes.subarray(0, 16);
  return timingSafeEqual(bytes.subarray(16), mac(id)) ? bytesToUuid(id) : null;
}

/** The client's link to a document of their order. */
export function clientDocumentPath(orderId: string, fileName: string): string {
  return `/commande/${orderAccessToken(orderId)}/documents/${encodeURIComponent(fileName)}`;
}

/** The client's page of their order (no account needed). */
export function clientOrderPath(orderId: string): string {
  return `/commande/${orderAccessToken(orderId)}`;
}
