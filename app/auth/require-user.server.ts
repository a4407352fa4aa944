import { data, redirect } from "react-router";
import { getAuth } from "./auth.server";
import { signInPathFor } from "./redirect-to";
import { isAdmin } from "./roles.server";
import type { SessionInfo } from "./session.server";

/** The signed-in user of a client page: the session, the admin flag and whether the e-mail is verified. */
export type UserSessionInfo = SessionInfo & { user: SessionInfo["user"] & { emailVerified: boolean } };

// Better Auth's session cookie: "imagine.session_token", "__Secure-imagine.session_token" over
// https (advanced.cookiePrefix in auth.server.ts).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?imagine\.session_token=[^;\s]/;

/**
 * Whether the request carries a session cookie: no database read, so the public pages can ask
 * it on every visit (the header's 'Mon compte' link). The cookie may be stale: whatever it opens
 * checks the session itself.
 */
export function hasSessionCookie(request: Request): boolean {
  return SESSION_COOKIE.test(request.headers.get("Cookie") ?? "");
}

/** The signed-in user of this request, or null; visitors without a session cookie cost no query. */
export async function getSignedInUser(request: Request): Promise<UserSessionInfo["user"] | null> {
  return (await readSession(request))?.user ?? null;
}

/** The session of this request with the admin flag, or null (as `getSignedInUser`). */
export async function getUserSession(request: Request): Promise<UserSessionInfo | null> {
  const result = await readSession(request);
  if (!result) return null;
  return { ...result, isAdmin: await isAdmin(result.user.id) };
}

async function readSession(request: Request): Promise<Omit<UserSessionInfo, "isAdmin"> | null> {
  if (!hasSessionCookie(request)) return null;
  const result = await getAuth().api.getSession({ headers: request.headers });
  if (!result) return null;
  return {
    user: {
      id: result.user.id,
      email: result.user.email,
      name: result.user.name,
      emailVerified: result.user.emailVerified === true,
    },
    session: { id: result.session.id, expiresAt: result.session.expiresAt },
  };
}

/**
 * The first line of every loader and action of the client space, for any signed-in account
 * (admins included). A visitor navigating to a page (GET) is sent to /auth with the way back;
 * an action or a resource route answers 401.
 */
export async function requireUser(request: Request, options: { resource?: boolean } = {}): Promise<UserSessionInfo> {
  const info = await getUserSession(request);
  if (info) return info;
  if (!options.resource && (request.method === "GET" || request.method === "HEAD")) {
    const url = new URL(request.url);
    throw redirect(signInPathFor(`${url.pathname}${url.search}`));
  }
  throw data({ error: "Veuillez vous connecter." }, { status: 401 });
}
