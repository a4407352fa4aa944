// Helpers for the back office's integration tests: a real account with a real session cookie,
// and the route's loader/action called as React Router would call it.
import { randomUUID } from "node:crypto";
import { getAuth } from "~/auth/auth.server";
import { grantAdmin } from "~/auth/roles.server";

/** Signs up a fresh user through Better Auth and returns its Cookie header. */
export async function createSessionCookie(options: { admin: boolean }): Promise<string> {
  const email = `desk-${randomUUID()}@example.test`;
  const { headers, response } = await getAuth().api.signUpEmail({
    body: { email, password: `Test-${randomUUID()}`, name: "Équipe Imagine" },
    returnHeaders: true,
  });
  if (options.admin) await grantAdmin(response.user.id);
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!.trim())
    .join("; ");
}

const ORIGIN = "http://localhost:3000";

export function getRequest(path: string, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

export function postRequest(path: string, fields: Record<string, string>, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: cookie ? { Cookie: cookie } : {},
    body: new URLSearchParams(fields),
  });
}

export type Settled<T> = { status: number; data: T | undefined; response?: Response };

/**
 * Runs a loader or action and reads what it answered or threw: a `data()` value, a plain value
 * or a Response (redirects included), as { status, data }.
 */
export async function settle<T = unknown>(run: () => Promise<unknown>): Promise<Settled<T>> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
    if (!(thrown instanceof Response) && !isDataWithInit(thrown)) throw thrown;
  }
  if (value instanceof Response) return { status: value.status, data: undefined, response: value };
  if (isDataWithInit(value)) return { status: value.init?.status ?? 200, data: value.data as T };
  return { status: 200, data: value as T };
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/** The `{ request, params, context }` argument of a route function, for tests. */
export function routeArgs<A>(request: Request): A {
  return { request, params: {}, context: {}, unstable_pattern: "" } as unknown as A;
}
