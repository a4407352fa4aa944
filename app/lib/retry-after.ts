// React Router keeps only the Set-Cookie of the headers an action answers with
// (`data(…, { headers })`) unless the route's `headers` passes the others on. Routes whose action
// says when to try again (a 503 while the database is unreachable, ADR 014, or a rate limit's
// 429) pass on its Retry-After with this.

export function retryAfterOf(actionHeaders: Headers): Record<string, string> {
  const value = actionHeaders.get("Retry-After");
  return value ? { "Retry-After": value } : {};
}
