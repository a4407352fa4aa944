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
