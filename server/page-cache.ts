import type { OutgoingHttpHeaders } from "node:http";
import type { RequestHandler, Response } from "express";
import { ByteLru } from "./page-cache-lru";
import { deflatePieces, gzipWithNonce, type GzipPiece } from "./page-cache-gzip";
import { acceptsGzip, pageCacheKey } from "./page-cache-key";
import type { RevisionSource } from "../app/content/content-cache.server";
import type { ServerServices } from "../app/server-services.server";

// In-memory cache of the rendered HTML of the public pages for anonymous visitors (issue 14;
// docs/decisions/012-page-cache.md). Mounted just before the React Router handler.
//
// - Which requests: see page-cache-key.ts (GET/HEAD, no Cookie, no Authorization, a public path,
//   no query but the catalogue's known filters). Everything else bypasses, untouched.
// - What is stored: only a complete 200 text/html answer that sets no cookie and does not say
//   private/no-store; its HTML cut at the CSP nonce it was rendered with, plus its own headers.
// - What is sent on a hit: the pieces joined by this response's fresh nonce (the one the CSP
//   header of security-headers.ts already carries), gzip-compressed from pre-compressed pieces
//   when the client takes gzip (page-cache-gzip.ts), otherwise plain (the compression
//   middleware then does what it does for any response).
// - Invalidation: the key holds the content revision that every back-office save bumps; a save
//   on another instance is seen within REVISION_CHECK_MS (1 s). Entries also expire after a
//   minute (ten seconds for dated catalogue views, whose availability badges move with orders
//   that do not bump the revision), as a safety net.
// - Misses stream as before (the first visitor's TTFB is unchanged): the chunks are copied on
//   their way out and stored once the answer has finished.
// Every answer that reaches the handler says X-Page-Cache: hit, miss or bypass.

export const TTL_MS = 60_000;
export const DATED_TTL_MS = 10_000;
/**
 * After this instance sees a new revision, renders are sent but not stored for this long: the
 * app's content cache (another module graph, its own 1 s check) may still render the previous
 * content for up to a second, which must not be stored under the new revision.
 */
export const QUARANTINE_MS = 2_000;

/** Headers of the stored answer that belong to the transport or to one response only. */
const UNSTORED_HEADERS = new Set([
  "content-length",
  "transfer-encoding",
  "content-encoding",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "set-cookie",
  "x-page-cache",
]);

/** A CSP nonce is 16 random bytes in base64; anything shorter cannot safely be cut on. */
const MIN_NONCE_LENGTH = 16;

type Entry = {
  headers: [string, string | string[]][];
  /** The HTML between the occurrences of the nonce. */
  pieces: Buffer[];
  gzip: GzipPiece[];
};

export type PageCacheOptions = {
  maxBytes: number;
  /** The app's content revision (one reader per process, shared with the content cache). */
  revision: RevisionSource;
  logger: Pick<ServerServices["logger"], "warn">;
  ttlMs?: number;
  datedTtlMs?: number;
  quarantineMs?: number;
};

export type PageCache = RequestHandler & {
  store: ByteLru<Entry>;
  /**
   * Mounted early, ahead of every route that may write (the React Router actions, test hooks):
   * once an unsafe request (a back-office save, or any other form post) has been answered, the
   * next page reads the revision again at once.
   */
  watchWrites: RequestHandler;
};

export function pageCache(options: PageCacheOptions): PageCache {
  const { maxBytes, revision, logger, ttlMs = TTL_MS, datedTtlMs = DATED_TTL_MS, quarantineMs = QUARANTINE_MS } = options;
  const store = new ByteLru<Entry>(maxBytes);

  // When the store was last emptied by a browser test's write: a page that started rendering
  // before it may show the rows as they were, so it is sent but not kept.
  let clearedAt = 0;

  const middleware: RequestHandler = (req, res, next) => {
    if (maxBytes <= 0) return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("X-Page-Cache", "bypass");
      return next();
    }
    const decision = pageCacheKey({ method: req.method, url: req.originalUrl, headers: req.headers });
    if (!decision.cacheable) {
      res.setHeader("X-Page-Cache", "bypass");
      return next();
    }
    const startedAt = Date.now();
    revision
      .current()
      .then((current) => {
        const key = `${current} ${decision.key}`;
        const entry = store.get(key);
        const nonce = String(res.locals.cspNonce ?? "");
        if (entry) return sendHit(res, entry, nonce, acceptsGzip(req.headers["accept-encoding"]));
        res.setHeader("X-Page-Cache", "miss");
        if (req.method === "GET" && nonce.length >= MIN_NONCE_LENGTH) {
          teeResponse(res, maxBytes, (answer) => {
            if (startedAt < revision.changedAt() + quarantineMs || startedAt <= clearedAt) return;
            void storeAnswer(answer, nonce, current).then((stored) => {
              if (stored && startedAt > clearedAt) store.set(key, stored.entry, stored.bytes, decision.dated ? datedTtlMs : ttlMs);
            });
          });
        }
        next();
      })
      .catch((error: unknown) => {
        // No revision, no cache: the page is rendered as if there were none.
        logger.warn("Cache des pages : révision illisible", { error });
        res.setHeader("X-Page-Cache", "bypass");
        next();
      });
  };

  /** The entry for a finished answer, or null when it must not be kept. */
  async function storeAnswer(answer: Answer, nonce: string, renderedAt: number) {
    if (!isStorable(answer)) return null;
    const pieces = splitOn(Buffer.concat(answer.chunks), Buffer.from(nonce, "latin1"));
    const gzip = await deflatePieces(pieces);
    // A save while this page rendered: its HTML may be of either revision.
    if ((await revision.current()) !== renderedAt) return null;
    const headers = Object.entries(answer.headers).filter(
      (pair): pair is [string, string | string[]] => pair[1] !== undefined && !UNSTORED_HEADERS.has(pair[0]),
    );
    const bytes =
      pieces.reduce((sum, piece) => sum + piece.length, 0) +
      gzip.reduce((sum, piece) => sum + piece.deflated.length + 32 * 4 + 64, 0) +
      JSON.stringify(headers).length;
    return { entry: { headers, pieces, gzip }, bytes };
  }

  const watchWrites: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Read now: a mounted router (app.use("/__e2e", …)) rewrites req.url and may not restore it.
      const e2eWrite = req.path.startsWith("/__e2e/");
      res.once("finish", () => {
        revision.stale();
        // Browser tests write rows through /__e2e/sql (E2E_TEST_HOOKS only) without bumping the
        // revision: their pages must show those rows at once.
        if (e2eWrite) {
          clearedAt = Date.now();
          store.clear();
        }
      });
    }
    next();
  };

  return Object.assign(middleware, { store, watchWrites });
}

type Answer = { status: number; headers: OutgoingHttpHeaders; chunks: Buffer[] };

function isStorable({ status, headers }: Answer): boolean {
  if (status !== 200) return false;
  if (!String(headers["content-type"] ?? "").startsWith("text/html")) return false;
  // A response that sets a cookie is someone's; one already encoded is not ours to cut.
  if (headers["set-cookie"] !== undefined || headers["content-encoding"] !== undefined) return false;
  return !/\b(private|no-store)\b/i.test(String(headers["cache-control"] ?? ""));
}

/**
 * Copies the body on its way to the client (after this middleware: uncompressed) and calls
 * `done` once the answer has been sent whole. Headers are read at the first write, before the
 * compression middleware adds its own; those present before the handler ran (security headers,
 * request id) are left out: they are made per response.
 */
function teeResponse(res: Response, maxBytes: number, done: (answer: Answer) => void) {
  const before = new Set(res.getHeaderNames());
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  let headers: OutgoingHttpHeaders | null = null;
  const snapshot = () => {
    if (headers) return;
    headers = {};
    for (const [name, value] of Object.entries(res.getHeaders())) if (!before.has(name)) headers[name] = value;
    // Set-Cookie is checked whoever set it (e.g. the session refresh ahead of this middleware).
    const cookies = res.getHeader("set-cookie");
    if (cookies !== undefined) headers["set-cookie"] = typeof cookies === "number" ? String(cookies) : cookies;
  };
  const capture = (chunk: unknown, encoding: unknown) => {
    snapshot();
    if (overflow || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > maxBytes) {
      overflow = true;
      chunks.length = 0;
    } else chunks.push(buffer);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    capture(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    capture(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];
  res.once("finish", () => {
    if (!overflow && headers) done({ status: res.statusCode, headers, chunks });
  });
}

function sendHit(res: Response, entry: Entry, nonce: string, gzip: boolean) {
  res.statusCode = 200;
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", "hit");
  res.setHeader("Vary", "Accept-Encoding");
  let body: Buffer;
  if (gzip) {
    body = gzipWithNonce(entry.gzip, nonce);
    res.setHeader("Content-Encoding", "gzip");
  } else {
    body = joinWith(entry.pieces, Buffer.from(nonce, "latin1"));
  }
  res.setHeader("Content-Length", body.length);
  // HEAD: Node sends the headers and drops the body.
  res.end(body);
}

/** `buffer` cut at every occurrence of `separator`. */
export function splitOn(buffer: Buffer, separator: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = buffer.indexOf(separator, from); at !== -1; at = buffer.indexOf(separator, from)) {
    pieces.push(buffer.subarray(from, at));
    from = at + separator.length;
  }
  pieces.push(buffer.subarray(from));
  return pieces;
}

export function joinWith(pieces: Buffer[], separator: Buffer): Buffer {
  const parts: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) parts.push(separator);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}
