// A link that grants one row without an account: the row's uuid, its link version, and an HMAC of
// both under the app's secret and a purpose ("order-access:", "request-access:"), 128 bits kept.
// Nothing is stored but the row's version: every e-mail can carry the same link, and a token
// cannot be made or guessed without the secret; it is compared in constant time, and only its
// canonical spelling is accepted.
//
// Two spellings, so that the links already sent keep working (ADR 010):
// - version 1: uuid (16 bytes) + MAC(purpose ‖ uuid), 43 characters of base64url — the format of
//   every link sent before versions existed;
// - version 2 and after: uuid + version (4 bytes, big-endian) + MAC(purpose ‖ uuid ‖ version),
//   48 characters. A version 1 is never written this way, so each version has one token.
// The reader gives the version back; whoever reads the row compares it to the row's own.

import { createHmac, timingSafeEqual } from "node:crypto";
import { getAppSecret } from "./secret.server";

const MAC_BYTES = 16;
const ID_BYTES = 16;
const VERSION_BYTES = 4;
/** The largest version a token carries (a PostgreSQL integer). */
export const MAX_LINK_VERSION = 2 ** 31 - 1;

export type SignedId = { id: string; version: number };

function mac(purpose: string, signed: Buffer): Buffer {
  return createHmac("sha256", getAppSecret()).update(purpose).update(signed).digest().subarray(0, MAC_BYTES);
}

function uuidBytes(id: string): Buffer | null {
  const hex = id.replace(/-/g, "");
  return /^[0-9a-f]{32}$/i.test(hex) ? Buffer.from(hex, "hex") : null;
}

function bytesToUuid(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function signedIdToken(purpose: string, id: string, version: number): string {
  const bytes = uuidBytes(id);
  if (!bytes) throw new Error(`Identifiant invalide : ${id}`);
  if (!Number.isInteger(version) || version < 1 || version > MAX_LINK_VERSION) throw new Error(`Version de lien invalide : ${version}`);
  let signed = bytes;
  if (version > 1) {
    const encoded = Buffer.alloc(VERSION_BYTES);
    encoded.writeUInt32BE(version);
    signed = Buffer.concat([bytes, encoded]);
  }
  return Buffer.concat([signed, mac(purpose, signed)]).toString("base64url");
}

/** The id and link version a token grants for `purpose`, or null for a wrong, truncated or forged token. */
export function readSignedIdToken(purpose: string, token: string): SignedId | null {
  if (!/^(?:[A-Za-z0-9_-]{43}|[A-Za-z0-9_-]{48})$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  // Only the canonical spelling: the last character of a 43-character token also carries unused
  // bits, and a token that differs from the one we gave (even one decoding to the same bytes) is
  // a wrong token.
  if (bytes.toString("base64url") !== token) return null;
  const signedLength = bytes.length - MAC_BYTES;
  if (signedLength !== ID_BYTES && signedLength !== ID_BYTES + VERSION_BYTES) return null;
  const signed = bytes.subarray(0, signedLength);
  if (!timingSafeEqual(bytes.subarray(signedLength), mac(purpose, signed))) return null;
  const version = signedLength === ID_BYTES ? 1 : signed.readUInt32BE(ID_BYTES);
  // A version 1 in the long spelling, or a version out of range, was never given.
  if (signedLength !== ID_BYTES && (version < 2 || version > MAX_LINK_VERSION)) return null;
  return { id: bytesToUuid(signed.subarray(0, ID_BYTES)), version };
}
