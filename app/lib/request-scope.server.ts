import { AsyncLocalStorage } from "node:async_hooks";

// What one HTTP request has already read, shared by the server's middleware and the request's
// loaders: a page of the back office runs the layout's loader and its own, and each checks the
// session and the role first (three queries, plus two in the sliding-session middleware).
// The server reaches it through serverServices (ADR 015), so both use this one module.

const requestScope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Better Auth's session of a page request: read by the sliding-session middleware, then by the loaders. */
export const PAGE_SESSION_KEY = "auth-session";

/** Runs `fn` (the rest of one request's handling) with a scope of its own. */
export function withRequestScope<T>(fn: () => T): T {
  return requestScope.run(new Map(), fn);
}

/**
 * `read()` once per request under `key`: later calls in the same request get the same promise.
 * Outside a request's scope (tests, scripts), every call reads. A failed read is forgotten, so the
 * next caller reads again.
 */
export function readOncePerRequest<T>(key: string, read: () => Promise<T>): Promise<T> {
  const scope = requestScope.getStore();
  if (!scope) return read();
  const known = scope.get(key) as Promise<T> | undefined;
  if (known) return known;
  const value = read();
  scope.set(key, value);
  value.catch(() => scope.delete(key));
  return value;
}
