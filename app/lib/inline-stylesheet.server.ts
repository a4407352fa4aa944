import { readFile } from "node:fs/promises";
import type { Transform } from "node:stream";
import { rewriteFirst } from "~/hydration/rewrite-stream.server";

/**
 * The site's one stylesheet (11 KB gzip) goes inside the document's <head> instead of being a
 * render-blocking request: on a phone network that request cost the first paint most of a second.
 * Done on the rendered HTML rather than in React, so the client tree never carries the CSS text;
 * React 19 skips the extra <style> in <head> when it hydrates.
 */
let stylesheet: Promise<string | null> | undefined;

/** The built stylesheet's text (read once), or null when it cannot be read (the link then stays). */
export function readStylesheet(href: string): Promise<string | null> {
  stylesheet ??= readFile(new URL(`../client${href}`, import.meta.url), "utf8").catch((error: unknown) => {
    console.error("Feuille de style introuvable, servie par lien :", error);
    return null;
  });
  return stylesheet;
}

/** Escapes what would end the <style> element early (CSS never needs a literal `</`). */
export function styleElement(css: string): string {
  return `<style data-inline-href>${css.replace(/<\/(style)/gi, "<\\/$1")}</style>`;
}

/**
 * Low-priority preloads for the stylesheet's fonts. Found through the inline CSS, the fonts would
 * be fetched at the highest priority, alongside the HTML, although `font-display: swap` paints
 * the text without waiting for them; a low priority leaves the bandwidth to the document.
 */
export function fontPreloads(css: string): string {
  const urls = new Set([...css.matchAll(/url\((\/assets\/[^)\s"']+\.woff2)\)/g)].map((match) => match[1]!));
  return [...urls].map((url) => `<link rel="preload" as="font" type="font/woff2" href="${url}" crossorigin="" fetchpriority="low"/>`).join("");
}

/**
 * A stream that puts `headHtml` right before the first `</head>` (after `rewriteHead` has been
 * applied to everything before it) and passes the rest through.
 */
export function injectBeforeHeadEnd(headHtml: string, rewriteHead: (head: string) => string = (head) => head): Transform {
  return rewriteFirst(
    (text) => {
      const at = text.indexOf("</head>");
      return at === -1 ? null : { start: 0, end: at, replacement: rewriteHead(text.slice(0, at)) + headHtml };
    },
    // The whole head waits: it is rewritten as one.
    () => 0,
  );
}
