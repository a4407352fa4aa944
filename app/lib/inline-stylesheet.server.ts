import { readFile } from "node:fs/promises";
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { rewriteFirst } from "~/hydration/rewrite-stream.server";
import { classesInHtml, usedStylesOf, type UsedStyles } from "./used-styles";

/**
 * The stylesheet of a public page: the rules the page uses go inside its <head> instead of a
 * render-blocking request (on a phone network that request cost the first paint most of a
 * second), and the whole stylesheet is prefetched at the end of <body>, to be applied when the
 * page needs more (hydration/whole-stylesheet.ts; ADR 007). Done on the rendered HTML rather than
 * in React, so the client tree never carries the CSS text; React 19 skips the extra <style> in
 * <head> and <link> in <body> when it hydrates.
 */
const files = new Map<string, Promise<string | null>>();

/** A built stylesheet's text (read once), or null when it cannot be read (the link then stays). */
export function readStylesheet(href: string): Promise<string | null> {
  let file = files.get(href);
  if (!file) {
    file = readFile(new URL(`../client${href}`, import.meta.url), "utf8").catch((error: unknown) => {
      console.error("Feuille de style introuvable, servie par lien :", error);
      return null;
    });
    files.set(href, file);
  }
  return file;
}

/** Escapes what would end the <style> element early (CSS never needs a literal `</`). */
export function styleElement(css: string): string {
  return `<style data-inline-href>${css.replace(/<\/(style)/gi, "<\\/$1")}</style>`;
}

/**
 * Low-priority preloads for the stylesheet's fonts (those of the given weights only, when some
 * are given). Found through the inline CSS, the fonts would be fetched at the highest priority,
 * alongside the HTML, although `font-display: swap` paints the text without waiting for them; a
 * low priority leaves the bandwidth to the document.
 */
export function fontPreloads(css: string, weights?: number[]): string {
  const urls = new Set<string>();
  for (const face of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const weight = Number(/font-weight:\s*(\d+)/.exec(face[0])?.[1] ?? 400);
    if (weights && !weights.includes(weight)) continue;
    for (const match of face[0].matchAll(/url\((\/assets\/[^)\s"']+\.woff2)\)/g)) urls.add(match[1]!);
  }
  return [...urls].map((url) => `<link rel="preload" as="font" type="font/woff2" href="${url}" crossorigin="" fetchpriority="low"/>`).join("");
}

export const stylesheetLink = (href: string) => `<link rel="stylesheet" href="${href}"/>`;

/** The whole stylesheet fetched at low priority, not applied: hydration/whole-stylesheet.ts applies it when needed. */
export const stylesheetPrefetch = (href: string) => `<link rel="prefetch" as="style" href="${href}" data-whole-stylesheet=""/>`;

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

/** Each stylesheet's parsed rules, once per set of files (French and English pages; Arabic ones). */
const pickers = new Map<string, { used: UsedStyles; preloads: string }>();

/**
 * The rule picker and font preloads of these stylesheets together, or null when one cannot be
 * read. With a second file (the Arabic face) nothing is preloaded: the ten faces of both files
 * are 320 KB, which a phone fetched before the page's largest image (LCP 3.8 s on /ar/), and with
 * only the Arabic regular and bold preloaded Lighthouse still waited for them to paint (FCP 2.3 s
 * against 1.0–1.8 s without). The faces the text uses are fetched as it is laid out.
 */
export async function usedStylesPicker(hrefs: string[]): Promise<{ used: UsedStyles; preloads: string } | null> {
  const key = hrefs.join(" ");
  const known = pickers.get(key);
  if (known) return known;
  const texts = await Promise.all(hrefs.map(readStylesheet));
  if (texts.some((text) => text === null)) return null;
  const css = texts.join("\n");
  const preloads = texts.length > 1 ? "" : fontPreloads(css);
  const picker = { used: usedStylesOf(css), preloads };
  pickers.set(key, picker);
  return picker;
}

/**
 * A public page's whole document, held until it has been rendered, then sent with the rules it
 * uses (and the font preloads) before `</head>` and `tailHtml` (the whole stylesheet's prefetch)
 * before `</body>`; `rewriteHead` is applied to the head first. A document without `</head>`
 * passes through unchanged.
 */
export function inlineUsedStyles(
  picker: { used: UsedStyles; preloads: string },
  tailHtml: string,
  rewriteHead: (head: string) => string = (head) => head,
  /** Classes of what the page draws in the browser without being asked: their rules go too. */
  drawnInBrowser: readonly string[] = [],
): Transform {
  const decoder = new StringDecoder("utf8");
  let html = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      html += decoder.write(chunk);
      callback();
    },
    flush(callback) {
      html += decoder.end();
      const headEnd = html.indexOf("</head>");
      if (headEnd === -1) return callback(null, html);
      const classes = classesInHtml(html);
      for (const name of drawnInBrowser) classes.add(name);
      const styles = picker.preloads + styleElement(picker.used(classes));
      const bodyEnd = html.lastIndexOf("</body>");
      const body = bodyEnd > headEnd ? html.slice(headEnd, bodyEnd) + tailHtml + html.slice(bodyEnd) : html.slice(headEnd);
      callback(null, rewriteHead(html.slice(0, headEnd)) + styles + body);
    },
  });
}
