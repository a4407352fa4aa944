import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./lib/nonce";
import "./i18n/messages.server";
import { deferBootstrapScript, paintsBeforeHydrating, withoutModulePreloads } from "./hydration/defer-bootstrap.server";
import { fontPreloads, injectBeforeHeadEnd, readStylesheet, styleElement } from "./lib/inline-stylesheet.server";
import stylesheetHref from "./app.css?url";

export const streamTimeout = 5_000;

// The server (server/index.ts) reads the app's services here, from the build, not by importing app/.
export { serverServices } from "./server-services.server";

/**
 * The stylesheet for the document's head. Public pages get it inline (no render-blocking request
 * on a visitor's first page, ADR 007); the back office and the client space, whose pages are
 * opened again and again, link the fingerprinted file the browser keeps (some 70 KB less on every
 * page, issue 21). A link under Vite's dev server (root.tsx).
 */
async function headStylesheet(inline: boolean): Promise<string> {
  if (import.meta.env.DEV) return "";
  const css = await readStylesheet(stylesheetHref);
  const link = `<link rel="stylesheet" href="${stylesheetHref}"/>`;
  if (css === null) return link;
  return fontPreloads(css) + (inline ? styleElement(css) : link);
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
  const paintFirst = !import.meta.env.DEV && paintsBeforeHydrating(new URL(request.url).pathname);
  const stylesheet = await headStylesheet(paintFirst);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once (complete HTML for SEO); browsers get a stream.
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
          // React's HTML → stylesheet into <head>, module preloads out of it → bootstrap that loads the
          // modules after the first contentful paint → response.
          const head = injectBeforeHeadEnd(stylesheet, paintFirst ? withoutModulePreloads : undefined);
          if (paintFirst) head.pipe(deferBootstrapScript()).pipe(body);
          else head.pipe(body);
          pipe(head);
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
