import type { Transform } from "node:stream";
import { splitLocalePath } from "~/i18n/locale";
import { rewriteFirst } from "./rewrite-stream.server";

/**
 * The page paints before its JavaScript loads. React Router's bootstrap (an inline module script
 * at the end of <body>) imports the route modules statically, and its modulepreload links sit in
 * <head>: the modules downloaded alongside the document and were evaluated — React, the router,
 * the app: ~100 ms of main thread on a phone — before the browser had painted anything. The
 * preload links are taken out of <head> (`withoutModulePreloads` below) and the bootstrap is
 * rewritten to wait for the first contentful paint, then to request every module it needs at
 * once (no waterfall) and import the route modules. The page works without JavaScript until then
 * (links, plain form posts), and hydrates right after.
 */
/**
 * Public pages only: they are read first and work before hydration (links, plain form posts).
 * The back office and the account pages hydrate as soon as they can — their forms are used at
 * once, and some of their fields are state that hydration would reset.
 */
export function paintsBeforeHydrating(pathname: string): boolean {
  return !/^\/(admin|auth|reset-password|compte|verifier-email)(\/|$)/.test(splitLocalePath(pathname).path);
}

const ROUTE_IMPORT = /^import \* as (route\d+) from ("\/[^"]+");$/gm;
/** The bootstrap's last line, which loads the entry module (app/entry.client.tsx). */
const ENTRY_IMPORT = /(import\("\/[^"]+"\));?\s*$/;
const AFTER_FIRST_FRAME =
  // Waits for the browser's own first-contentful-paint entry (reported once the frame is on
  // screen); the timeout covers browsers without paint timing and tabs opened in the background.
  'await new Promise((resolve) => { if (performance.getEntriesByName("first-contentful-paint").length) return resolve(); ' +
  'try { new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); resolve(); } }).observe({ type: "paint" }); } catch {} ' +
  "setTimeout(resolve, 1000); });";

/**
 * A tap on a button (a menu, a gallery thumbnail) between the first paint and the hydration would
 * otherwise do nothing: such taps are recorded until the entry takes them over, right where it
 * calls `hydrateRoot` (hydration/early-taps.ts), and replayed once the root has hydrated. Not when
 * the route modules arrive: React listens only from `hydrateRoot` on, and the entry module may come
 * seconds later. Links and form posts work natively, except elements marked `data-replay-click`
 * (the video placeholder, whose plain link leaves for the provider's page; the contact form's
 * submit button, which an Enter in a field also clicks; the catalogue's 'Ajouter au Panier'
 * links): those wait for the hydration too, or, if the modules cannot load, go through natively.
 * `window.__imagineEarlyTaps` is the one global the bootstrap shares with the app. Once React
 * listens, the recorder keeps only taps inside a served waking island, until the root has hydrated.
 */
const EARLY_TAPS =
  "const taps = []; let onlyWakingIslands = false; " +
  "const recordTap = (event) => { " +
  // A click that opens a new tab or window is the browser's own business.
  "if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return; " +
  'const target = event.target instanceof Element ? event.target.closest(\'button[type="button"], [data-replay-click]\') : null; ' +
  'if (!target || (onlyWakingIslands && !target.closest("[data-island-wake]"))) return; ' +
  'if (target.hasAttribute("data-replay-click")) event.preventDefault(); taps.push(target); }; ' +
  'document.addEventListener("click", recordTap, true); ' +
  'const stopTaps = () => { document.removeEventListener("click", recordTap, true); return taps.splice(0); }; ' +
  "window.__imagineEarlyTaps = { hydrating: () => { onlyWakingIslands = true; return taps.splice(0); }, hydrated: stopTaps }; " +
  // The modules did not load: the taps go through natively (links follow, forms post), not lost.
  "const replayNatively = () => { for (const target of stopTaps()) if (target.isConnected) target.click(); };";

const MODULE_URL = /"(\/assets\/(?!manifest-)[^"]+\.js)"/g;
const MANIFEST = /window\.__reactRouterManifest = (\{[\s\S]*?\});\s*window\.__reactRouterRouteModules = (\{[^;]*\});/;

type Manifest = { entry: { module: string; imports?: string[] }; routes: Record<string, { module: string; imports?: string[] } | undefined> };

/**
 * The modules the page needs: the entry's and those of the routes it renders, read from the
 * manifest the bootstrap carries (it also lists routes the page does not render). Any URL of the
 * script when the manifest cannot be read.
 */
export function bootstrapModules(script: string): string[] {
  const found = MANIFEST.exec(script);
  try {
    if (!found) throw new Error("no manifest");
    const manifest = JSON.parse(found[1]!) as Manifest;
    const ids = [...found[2]!.matchAll(/"([^"]+)":route\d+/g)].map((match) => match[1]!);
    const modules = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
    for (const id of ids) {
      const route = manifest.routes[id];
      if (!route) throw new Error(`no route ${id}`);
      modules.push(route.module, ...(route.imports ?? []));
    }
    return [...new Set(modules)];
  } catch {
    return [...new Set([...script.matchAll(MODULE_URL)].map((match) => match[1]!))];
  }
}

/** The rewritten bootstrap, or the script unchanged when it is not React Router's. */
export function deferBootstrap(script: string): string {
  const imports = [...script.matchAll(ROUTE_IMPORT)];
  if (imports.length === 0 || !script.includes("window.__reactRouterRouteModules")) return script;
  const names = imports.map((match) => match[1]).join(", ");
  const loads = imports.map((match) => `import(${match[2]})`).join(", ");
  const modules = bootstrapModules(script);
  const preload =
    `for (const href of ${JSON.stringify(modules)}) { const link = document.createElement("link"); ` +
    'link.rel = "modulepreload"; link.href = href; document.head.append(link); }';
  return [
    EARLY_TAPS,
    AFTER_FIRST_FRAME,
    preload,
    `const [${names}] = await Promise.all([${loads}]).catch((error) => { replayNatively(); throw error; });`,
    // The recording goes on until the entry module takes the taps (it may arrive much later).
    // A failed entry is still reported as the browser would (an uncaught error), after the replay.
    script.replace(ROUTE_IMPORT, "").replace(ENTRY_IMPORT, "$1.catch((error) => { replayNatively(); setTimeout(() => { throw error; }); });"),
  ].join("\n");
}

const OPEN = /<script\b[^>]*\btype="module"[^>]*>/;

/** A stream rewriting the first inline module script of the document with `deferBootstrap`. */
export function deferBootstrapScript(): Transform {
  return rewriteFirst(
    (text) => {
      const open = OPEN.exec(text);
      if (!open) return null;
      const start = open.index + open[0].length;
      const end = text.indexOf("</script>", start);
      return end === -1 ? null : { start, end, replacement: deferBootstrap(text.slice(start, end)) };
    },
    // From the script's opening tag on, or else only a tail that could begin it, waits.
    (text) => {
      const open = OPEN.exec(text);
      if (open) return open.index;
      const last = text.lastIndexOf("<");
      return last === -1 ? text.length : last;
    },
  );
}

/**
 * The page's module preloads leave <head>: the browser would fetch the modules alongside the
 * document and its images. The bootstrap requests them itself once the first contentful paint is
 * on screen (`deferBootstrap`), all at once, so there is still no waterfall.
 */
export function withoutModulePreloads(head: string): string {
  return head.replace(/<link rel="modulepreload"[^>]*>/g, "");
}
