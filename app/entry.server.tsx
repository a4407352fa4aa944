import { PassThrough, type Transform } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./lib/nonce";
import "./i18n/messages.server";
import { deferBootstrapScript, paintsBeforeHydrating, withoutModulePreloads } from "./hydration/defer-bootstrap.server";
import { fontPreloads, injectBeforeHeadEnd, inlineUsedStyles, readStylesheet, stylesheetLink, stylesheetPrefetch, usedStylesPicker } from "./lib/inline-stylesheet.server";
import { localeOfPath } from "./i18n/locale";
import { SUGGESTION_CLASSES } from "./components/language-suggestion-classes";
import stylesheetHref from "./app.css?url";
import arabicStylesheetHref from "./arabic.css?url";

export const streamTimeout = 5_000;

// The server (server/index.ts) reads the app's services here, from the build, not by importing app/.
export { serverServices } from "./server-services.server";

/** Classes of the language suggestion, which public pages draw after hydration (ADR 021). */
const DRAWN_IN_BROWSER = Object.values(SUGGESTION_CLASSES).flatMap((classes) => classes.split(" "));

/** The stylesheets of a page: the site's, and the Arabic face's on Arabic pages. */
const stylesheetsOf = (locale: string) => (locale === "ar" ? [stylesheetHref, arabicStylesheetHref] : [stylesheetHref]);

/**
 * How the stylesheets reach a page. Public pages carry the rules they use inline (no
 * render-blocking request on a visitor's first page, ADR 007) and prefetch the whole file at the
 * end of <body>, applied when the page needs it (hydration/whole-stylesheet.ts); the back office and the client space, whose pages are opened again and again, link
 * the fingerprinted files the browser keeps. Under Vite's dev server, root.tsx links them.
 */
async function stylesheetTransform(paintFirst: boolean, hrefs: string[]): Promise<Transform> {
  const rewriteHead = paintFirst ? withoutModulePreloads : undefined;
  if (import.meta.env.DEV) return injectBeforeHeadEnd("", rewriteHead);
  const links = hrefs.map(stylesheetLink).join("");
  if (paintFirst) {
    const picker = await usedStylesPicker(hrefs);
    if (picker) return inlineUsedStyles(picker, stylesheetPrefetch(stylesheetHref), rewriteHead, DRAWN_IN_BROWSER);
  }
  const css = await readStylesheet(stylesheetHref);
  return injectBeforeHeadEnd((css === null ? "" : fontPreloads(css)) + links, rewriteHead);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce ?? "";
  const pathname = new URL(request.url).pathname;
  const paintFirst = !import.meta.env.DEV && paintsBeforeHydrating(pathname);
  const stylesheet = await stylesheetTransform(paintFirst, stylesheetsOf(localeOfPath(pathname)));

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once (complete HTML for SEO); browsers get a stream (on
    // public pages held until complete all the same, to pick the rules it uses).
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // React's HTML → stylesheets (module preloads out of <head>) → bootstrap that loads the
          // modules after the first contentful paint → response.
          if (paintFirst) stylesheet.pipe(deferBootstrapScript()).pipe(body);
          else stylesheet.pipe(body);
          pipe(stylesheet);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
