// A link that grants one row without an account: the row's uuid followed by an HMAC of it, under
// the app's secret and a purpose ("order-access:", "request-access:"), 128 bits kept. Nothing is
// stored, every e-mail can carry the same link, and a token cannot be made or guessed without the
// secret; it is compared in constant time, and only its canonical spelling is accepted.

import { createHmac, timingSafeEqual } from "node:crypto";
import { getAppSecret } from "./secret.server";

const MAC_BYTES = 16;

function mac(purpose: string, idBytes: Buffer): Buffer {
  return createHmac("sha256", getAppSecret()).update(purpose).update(idBytes).digest().subarray(0, MAC_BYTES);
}

function uuidBytes(id: string): Buffer | null {
  const hex = id.replace(/-/g, "");
  return /^[0-9a-f]{32}$/i.test(hex) ? Buffer.from(hex, "hex") : null;
}

function bytesToUuid(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function signedIdToken(purpose: string, id: string): string {
  const bytes = uuidBytes(id);
  if (!bytes) throw new Error(`Identifiant invalide : ${id}`);
  return Buffer.concat([bytes, mac(purpose, bytes)]).toString("base64url");
}

/** The id a token grants for `purpose`, or null for a wrong, truncated or forged token. */
export function idFromSignedToken(purpose: string, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  // Only the canonical spelling: the last character also carries unused bits, and a token that
  // differs from the one we gave (even one decoding to the same bytes) is a wrong token.
  if (bytes.length !== 16 + MAC_BYTES || bytes.toString("base64url") !== token) return null;
  const id = bytes.subarray(0, 16);
  return timingSafeEqual(bytes.subarray(16), mac(purpose, id)) ? bytesToUuid(id) : null;
}
