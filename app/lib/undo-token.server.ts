import { createHmac, timingSafeEqual } from "node:crypto";
import { getAppSecret } from "~/lib/secret.server";

/**
 * "Annuler" after a delete, without keeping deleted rows anywhere: the delete answers with the
 * removed row, signed by the server and valid for a short while; the undo posts it back and the
 * server re-inserts it only if the signature and the deadline hold. Nothing the browser could
 * have altered is ever written, and several app instances share the secret, not a memory.
 */
const UNDO_WINDOW_MS = 2 * 60 * 1000;

function sign(payload: string): string {
  return createHmac("sha256", getAppSecret()).update(payload).digest("base64url");
}

export function createUndoToken(kind: string, row: unknown, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ kind, row, expiresAt: now + UNDO_WINDOW_MS })).toString("base64url");
  return `${payload}.${sign(`${kind}:${payload}`)}`;
}

/** The signed row, or null when the token is forged, of another kind, or too old. */
export function readUndoToken(kind: string, token: string, now = Date.now()): unknown {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(`${kind}:${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const decoded = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      kind?: unknown;
      row?: unknown;
      expiresAt?: unknown;
    };
    if (decoded.kind !== kind || typeof decoded.expiresAt !== "number" || decoded.expiresAt < now) return null;
    return decoded.row;
  } catch {
    return null;
  }
}
