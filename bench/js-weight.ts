import { gzipSync } from "node:zlib";

// The JavaScript a page makes the browser download on load: every module its HTML preloads or
// imports (modulepreload links, script tags, the inline bootstrap's imports and module list), and
// every module those import statically, followed through the chunks. Dynamic imports inside the
// chunks (sonner on the first toast, the contact schema on first focus) load on demand and are
// not counted.

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
  // The deferred bootstrap's list of modules to request after the first paint.
  for (const block of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of block[1]!.matchAll(/for \(const href of (\[[^\]]*\])\)/g)) for (const href of JSON.parse(match[1]!) as string[]) add(href);
  }
  return [...found];
}

/** Static imports and re-exports of a built module (`import{a}from"./x.js"`, `import"./y.js"`). */
export function staticImports(source: string, moduleUrl: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g)) {
    found.add(new URL(match[1]!, moduleUrl).href);
  }
  return [...found];
}

const cache = new Map<string, { raw: number; gzip: number; imports: string[] }>();

async function assetSize(url: string): Promise<{ raw: number; gzip: number; imports: string[] }> {
  const known = cache.get(url);
  if (known) return known;
  // Ask for the identity encoding and compress here, so every file is counted the same way.
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  if (!response.ok) throw new Error(`${url} : HTTP ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const size = { raw: body.length, gzip: gzipSync(body, { level: 6 }).length, imports: staticImports(body.toString("utf8"), url) };
  cache.set(url, size);
  return size;
}

export async function measurePage(origin: string, route: string): Promise<PageWeight> {
  const pageUrl = `${origin}${route}`;
  const response = await fetch(pageUrl);
  const html = await response.text();
  const urls = scriptUrls(html, pageUrl);
  // Follow the static imports until no new module appears.
  for (let i = 0; i < urls.length; i++) {
    for (const imported of (await assetSize(urls[i]!)).imports) if (!urls.includes(imported)) urls.push(imported);
  }
  const sizes = await Promise.all(urls.map(assetSize));
  return {
    route,
    status: response.status,
    files: urls.length,
    rawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
    gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
  };
}
