// What a scanned QR code may open (issue 23): an order's depot page (the packing list's code) or a
// product's history (a label's code), on this back office only. Anything else, another site, a
// `javascript:` address, a protocol-relative `//evil`, a path someone edited, is refused with a
// French message and never navigated to. The path we navigate to is rebuilt from what was parsed,
// never the scanned text itself.

import { depotPath, historyPath, MAINTENANCE_PATH, HISTORY_PARAM } from "./paths";

export const FOREIGN_CODE = "Ce code ne vient pas du back-office d'Imagine.";
export const UNKNOWN_CODE = "Ce code n'ouvre ni une commande ni un article du dépôt : il a peut-être été modifié.";
export const EMPTY_CODE = "Code vide : visez de nouveau le code.";

/** Longer than any address we print (about 110 characters); a longer text is not ours. */
const MAX_LENGTH = 500;

export type ScanTarget = { ok: true; kind: "order" | "product"; path: string } | { ok: false; error: string };

const DEPOT_PATH = /^\/admin\/shop\/commandes\/(?:CMD-)?(\d{1,9})\/depot\/?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Spaces, control and invisible format characters anywhere: the URL parser would silently drop a
 * tab or a newline inside "java\nscript:", so such a text is refused before it is parsed.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}]/u;

/** An absolute http(s) address, or a path from the root (not "//host", not "/\host"). */
const ADDRESS = /^(?:https?:\/\/|\/(?![/\\]))/i;

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Where a decoded code leads, when it is one of ours. `origins` are this back office's addresses
 * (the page's own, and PUBLIC_URL's, which the printed codes carry); a relative path is read
 * against the first.
 */
export function scanTarget(raw: string, origins: readonly string[]): ScanTarget {
  const text = raw.trim();
  if (text === "") return { ok: false, error: EMPTY_CODE };
  const allowed = new Set(origins.map(originOf).filter((origin): origin is string => origin !== null && origin !== "null"));
  const [base] = allowed;
  if (base === undefined || text.length > MAX_LENGTH || INVISIBLE.test(text) || !ADDRESS.test(text)) return { ok: false, error: FOREIGN_CODE };

  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return { ok: false, error: FOREIGN_CODE };
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !allowed.has(url.origin) || url.username !== "" || url.password !== "") {
    return { ok: false, error: FOREIGN_CODE };
  }

  const order = DEPOT_PATH.exec(url.pathname);
  if (order && url.search === "" && url.hash === "") {
    const number = Number(order[1]);
    if (number >= 1) return { ok: true, kind: "order", path: depotPath(number) };
  }

  if (url.pathname === MAINTENANCE_PATH && (url.hash === "" || url.hash === "#historique")) {
    const keys = [...url.searchParams.keys()];
    const product = url.searchParams.get(HISTORY_PARAM) ?? "";
    if (keys.length === 1 && keys[0] === HISTORY_PARAM && UUID.test(product)) return { ok: true, kind: "product", path: historyPath(product.toLowerCase()) };
  }

  return { ok: false, error: UNKNOWN_CODE };
}
