import { STATUS_CODES } from "node:http";
import express, { type RequestHandler, type Response } from "express";

// While the database cannot be reached, a page that the page cache could not serve is answered
// at once with a French 503 page (Retry-After) instead of a 500 after a failed render: the proxy
// tries the other instance, a visitor is told to try again in a moment. A form posted meanwhile
// (no JavaScript) comes back in the page as a « Renvoyer » button carrying what was typed, so
// nothing is typed twice. The app's own data posts (`.data`, the enhanced forms) go through:
// their actions answer 503 with the typed values (checkout, contact). A data read (a client-side
// navigation) is sent to the page itself as a document, which the page cache serves when it has
// it, and this page otherwise (ADR 014).

const readForm = express.urlencoded({ extended: false, limit: "100kb" });

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

export function unavailablePage({ action, fields }: { action?: string; fields?: [string, string][] } = {}): string {
  const resend =
    action && fields && fields.length > 0
      ? `<form method="post" action="${escape(action)}">${fields
          .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
          .join("")}<button type="submit">Renvoyer</button></form>
      <p class="small">Ce que vous aviez saisi est conservé : « Renvoyer » l'envoie de nouveau, une seule fois.</p>`
      : `<a class="button" href="">Réessayer</a>`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Service momentanément indisponible | Imagine</title>
<style>
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100dvh; display: grid; place-items: center; background: oklch(0.16 0.04 295); color: oklch(0.97 0.01 300);
    font-family: Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 34rem; padding: 2rem 1.5rem; text-align: center; }
  .brand { font-family: "Playfair Display", Georgia, serif; font-size: 1.5rem; letter-spacing: .01em; margin: 0 0 2rem; }
  h1 { font-family: "Playfair Display", Georgia, serif; font-size: clamp(1.8rem, 6vw, 2.4rem); line-height: 1.15; margin: 0 0 1rem; }
  p { color: oklch(0.8 0.03 300); line-height: 1.6; margin: 0 0 1.5rem; }
  .small { font-size: .9rem; margin-top: 1rem; }
  .button, button { display: inline-block; border: 0; border-radius: .6rem; padding: .8rem 1.6rem; font: inherit; font-weight: 600; cursor: pointer;
    color: #fff; text-decoration: none; background: linear-gradient(90deg, oklch(0.48 0.23 293), oklch(0.55 0.24 340)); }
  .button:focus-visible, button:focus-visible { outline: 3px solid oklch(0.85 0.14 85); outline-offset: 3px; }
</style>
</head>
<body>
<main>
  <p class="brand">Imagine</p>
  <h1>Service momentanément indisponible</h1>
  <p>Notre site redémarre et sera de retour dans quelques secondes. Merci de réessayer dans un instant.</p>
  ${resend}
</main>
</body>
</html>`;
}

/** The page a single-fetch data read is for: `/x.data?_routes=…` → `/x`, `/_root.data` → `/`. */
export function pageOfDataRequest(originalUrl: string): string {
  const url = new URL(originalUrl, "http://localhost");
  url.pathname = url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length);
  url.searchParams.delete("_routes");
  return url.pathname + url.search;
}

/** `retryAfterSeconds`: the app's RETRY_AFTER_SECONDS (app/db/unavailable.server.ts), as its own 503s say. */
export function databaseOutage(isDown: () => boolean, retryAfterSeconds: number, { healthPath = "/healthz" } = {}): RequestHandler {
  return (req, res, next) => {
    if (!isDown()) {
      sayUnavailableInsteadOf500(res, isDown, retryAfterSeconds);
      return next();
    }
    if (req.path === healthPath) return next();
    if (req.path.endsWith(".data")) {
      if (req.method !== "GET") return next();
      // React Router's answer for "load this URL as a document": its loaders would only fail,
      // while the page cache may hold the page.
      res.locals.metricsRoute = "database-unavailable";
      res
        .status(204)
        .set({ "X-Remix-Redirect": pageOfDataRequest(req.originalUrl), "X-Remix-Status": "302", "X-Remix-Reload-Document": "true", "Cache-Control": "no-store" })
        .end();
      return;
    }
    const answer = (html: string) => {
      res.locals.metricsRoute = "database-unavailable";
      res.status(503).set({ "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8" });
      res.send(req.method === "HEAD" ? undefined : html);
    };
    if (req.method !== "POST") return answer(unavailablePage());
    readForm(req, res, () => {
      const body = (req.body ?? {}) as Record<string, string | string[]>;
      const fields = Object.entries(body).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v): [string, string] => [name, String(v)]));
      answer(unavailablePage({ action: req.originalUrl, fields }));
    });
  };
}

/**
 * A request already under way when the database went away fails in React Router (a loader's
 * query, a resource route), which answers 500. The failure marked the database down before that
 * answer's head is written: it is then sent as the 503 it is, with Retry-After (its body stays
 * the error page or data React Router made).
 */
function sayUnavailableInsteadOf500(res: Response, isDown: () => boolean, retryAfterSeconds: number) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 500 && isDown()) {
      statusCode = 503;
      this.statusCode = 503;
      this.statusMessage = STATUS_CODES[503]!;
      this.setHeader("Retry-After", String(retryAfterSeconds));
      this.setHeader("Cache-Control", "no-store");
    }
    return (writeHead as (...args: unknown[]) => Response).call(this, statusCode, ...rest);
  } as Response["writeHead"];
}
