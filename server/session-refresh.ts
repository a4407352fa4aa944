import type { RequestHandler } from "express";
import type { ServerServices } from "../app/server-services.server";

/**
 * The sliding session. Better Auth moves a session's expiry forward (at most once per
 * `updateAge`) when it is read, and re-sends the cookie with the new Max-Age; but our loaders
 * read the session through the server API, where that Set-Cookie would be lost. So page requests
 * that carry a session cookie read it here first and pass the renewed cookie on. The rest of the
 * request runs in a scope of its own (request-scope.server.ts), where the page's loaders find the
 * session read here instead of reading it again.
 */
export function sessionRefresh({ getAuth, logger, requestScope }: Pick<ServerServices, "getAuth" | "logger" | "requestScope">): RequestHandler {
  const { withRequestScope, readOncePerRequest, PAGE_SESSION_KEY } = requestScope;
  return (req, res, next) =>
    withRequestScope(() => {
      if (req.method !== "GET" || !req.headers.cookie?.includes("imagine.session_token")) return next();
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers.set(name, value);
      }
      readOncePerRequest(PAGE_SESSION_KEY, async () => {
        const { headers: out, response } = await getAuth().api.getSession({ headers, returnHeaders: true });
        for (const cookie of out.getSetCookie()) res.append("Set-Cookie", cookie);
        return response;
      })
        .catch((error: unknown) => logger.warn("Session illisible avant la page", { error }))
        .finally(() => next());
    });
}
