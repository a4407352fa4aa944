import { data } from "react-router";
import { clientIp, hitRateLimit, resetRateLimit, retryMessage, type RateLimitRule } from "~/lib/rate-limit.server";

// Better Auth's own limiter only guards its HTTP handler (not mounted here) and keeps its counts
// in memory; ours is in the database, so it holds across restarts and instances, and it guards
// the actions that call the auth API server-side. Per IP against floods, per account against
// guessing one person's password from many addresses.
export const AUTH_RATE_LIMITS = {
  signInIp: { name: "sign-in:ip", limit: 30, windowSeconds: 15 * 60 },
  // The 4th rapid attempt on one account waits; a success clears the count (see signInSucceeded).
  signInAccount: { name: "sign-in:account", limit: 3, windowSeconds: 15 * 60 },
  signUpIp: { name: "sign-up:ip", limit: 10, windowSeconds: 60 * 60 },
  signUpAccount: { name: "sign-up:account", limit: 3, windowSeconds: 60 * 60 },
  resetRequestIp: { name: "reset-request:ip", limit: 10, windowSeconds: 60 * 60 },
  resetRequestAccount: { name: "reset-request:account", limit: 3, windowSeconds: 60 * 60 },
  resetPasswordIp: { name: "reset-password:ip", limit: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

export type RateLimited = { retryAfterSeconds: number; message: string };

/**
 * Counts one attempt against every given rule (all of them, so that a refused flood still counts)
 * and returns the longest wait if any refuses.
 */
export async function checkAuthRateLimits(
  request: Request,
  checks: { ip: RateLimitRule; account?: RateLimitRule; email?: string },
): Promise<RateLimited | null> {
  const results = await Promise.all([
    hitRateLimit(checks.ip, clientIp(request)),
    checks.account && checks.email ? hitRateLimit(checks.account, accountKey(checks.email)) : null,
  ]);
  const waits = results.flatMap((r) => (r && !r.allowed ? [r.retryAfterSeconds] : []));
  if (waits.length === 0) return null;
  const retryAfterSeconds = Math.max(...waits);
  return { retryAfterSeconds, message: retryMessage(retryAfterSeconds) };
}

/** A correct password ends the guessing: its owner is not locked out by their own typos. */
export async function signInSucceeded(email: string): Promise<void> {
  await resetRateLimit(AUTH_RATE_LIMITS.signInAccount, accountKey(email));
}

function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/** 429 with Retry-After, for actions that answer with data. */
export function tooManyRequests<T>(body: T, limited: RateLimited) {
  return data(body, { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } });
}
