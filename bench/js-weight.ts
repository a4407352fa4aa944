import { gzipSync } from "node:zlib";

// The JavaScript a page makes the browser download on load: every module it preloads or imports
// from its HTML (React Router's modulepreload links, script tags and the inline bootstrap imports).

export type PageWeight = { route: string; status: number; files: number; rawBytes: number; gzipBytes: number };

export function scriptUrls(html: string, pageUrl: string): string[] {
  const found = new Set<string>();
  const add = (href: string) => {
    const url = new URL(href, pageUrl);
    if (url.pathname.endsWith(".js") || url.pathname.endsWith(".mjs")) found.add(url.href);
  };
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) add(match[1]!);
  // Inline module scripts: `import "…"`, `import * as x from "…"`, `import("…")`.
  for (const block of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of block[1]!.matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*)?\(?\s*["']([^"']+)["']/g)) add(match[1]!);
  }
  return [...found];
}

const cache = new Map<string, { raw: number; gzip: number }>();

async function assetSize(url: string): Promise<{ raw: number; gzip: number }> {
  const known = cache.get(url);
  if (known) return known;
  // Ask for the identity encoding and compress here, so every file is counted the same way.
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  if (!response.ok) throw new Error(`${url} : HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const size = { raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
  cache.set(url, size);
  return size;
}

export async function measurePage(origin: string, route: string): Promise<PageWeight> {
  const pageUrl = `${origin}${route}`;
  const response = await fetch(pageUrl);
  const html = await response.text();
  const urls = scriptUrls(html, pageUrl);
  const sizes = await Promise.all(urls.map(assetSize));
  return {
    route,
    status: response.status,
    files: urls.length,
    rawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
    gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
  };
}
