import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses cross-site POSTs (and every other state-changing method) with 403: a page on another
 * site must not submit our forms with the visitor's cookies. SameSite=Lax cookies already stop
 * most of it; this also covers the toast cookie, public forms and old browsers.
 *
 * Allowed: our own origin (the Host the request came to) and PUBLIC_URL's. A request without an
 * Origin header passes (old browsers' plain form posts, server-to-server calls), unless the
 * browser says through Fetch Metadata that it is cross-site.
 */
export function originCheck({ publicUrl }: { publicUrl: string }): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const foreign =
      fetchSite === "cross-site" ||
      (origin !== undefined && origin !== ownOrigin && origin !== publicOrigin && !(origin === "null" && fetchSite === "same-origin"));
    if (!foreign) return next();
    res.status(403).type("text/plain; charset=utf-8").send("Requête refusée : elle ne vient pas de ce site.");
  };
}

/**
 * The boot's warning for an https PUBLIC_URL without TRUST_PROXY, or null. The server itself
 * speaks plain http, so an https address means a proxy in front of it; without TRUST_PROXY,
 * Express ignores the proxy's X-Forwarded-Proto and takes every request for http, and React
 * Router's own check of a form post (its Origin, https://…, against the request's URL, http://…)
 * refuses every one of them.
 */
export function trustProxyWarning({ PUBLIC_URL, TRUST_PROXY }: { PUBLIC_URL: string; TRUST_PROXY: boolean }): string | null {
  if (!PUBLIC_URL.startsWith("https://") || TRUST_PROXY) return null;
  return "PUBLIC_URL est en https mais TRUST_PROXY est désactivé : derrière un proxy, chaque formulaire sera refusé. Définissez TRUST_PROXY=true.";
}
