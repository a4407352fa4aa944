import { data, redirect } from "react-router";
import { getAuth } from "./auth.server";
import { PAGE_SESSION_KEY, readOncePerRequest } from "~/lib/request-scope.server";
import { isAdmin } from "./roles.server";

/** Query flag set when a signed-in non-admin is sent from the back office to /auth. */
export const ADMIN_REQUIRED_PARAM = "acces-admin";

export type SessionInfo = {
  user: { id: string; email: string; name: string };
  session: { id: string; expiresAt: Date };
  isAdmin: boolean;
};

/**
 * The signed-in user of this request, or null. Reading the session also slides its expiry.
 * A page (GET, HEAD) reads it once, whichever of its loaders asks first; an action reads what is
 * stored, since it may sign in or out.
 */
export function getSessionInfo(request: Request): Promise<SessionInfo | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return readSessionInfo(request);
  return readOncePerRequest("session-info", () => readSessionInfo(request));
}

async function readSessionInfo(request: Request): Promise<SessionInfo | null> {
  const read = () => getAuth().api.getSession({ headers: request.headers });
  const result = await (request.method === "GET" || request.method === "HEAD" ? readOncePerRequest(PAGE_SESSION_KEY, read) : read());
  if (!result) return null;
  return {
    user: { id: result.user.id, email: result.user.email, name: result.user.name },
    session: { id: result.session.id, expiresAt: result.session.expiresAt },
    isAdmin: await isAdmin(result.user.id),
  };
}

/**
 * The first line of every admin loader and action. A visitor or a non-admin gets a redirect to
 * /auth when navigating to a page (GET), and 401/403 for actions and resource routes.
 */
export async function requireAdmin(request: Request, options: { resource?: boolean } = {}): Promise<SessionInfo> {
  const info = await getSessionInfo(request);
  const isPageRequest = !options.resource && (request.method === "GET" || request.method === "HEAD");
  if (!info || !info.isAdmin) {
    // A signed-in non-admin is told why on /auth instead of being bounced home (see routes/auth/auth.tsx).
    if (isPageRequest) throw redirect(info ? `/auth?${ADMIN_REQUIRED_PARAM}=1` : "/auth");
    throw data(
      { error: info ? "Accès réservé aux administrateurs." : "Veuillez vous connecter." },
      { status: info ? 403 : 401 },
    );
  }
  return info;
}
