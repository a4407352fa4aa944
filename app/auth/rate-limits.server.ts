import { data } from "react-router";
import { clientIp, hitRateLimit, retryMessage, takeRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";

// Better Auth's own limiter only guards its HTTP handler (not mounted here) and keeps its counts
// in memory; ours is in the database, so it holds across restarts and instances, and it guards
// the actions that call the auth API server-side (ADR 005).
//
// No limit here may keep the owner of an account out: what an attacker can trigger for an
// address (failed sign-ins, sign-ups, resets) only slows that attacker's own client address, or
// is dropped in silence. Only a flood from one client address gets a 429, at that address.
export const AUTH_RATE_LIMITS = {
  // Failed sign-ins from one address on every account (a success gives its place back).
  signInIp: { name: "sign-in:ip", limit: 30, windowSeconds: 15 * 60 },
  // Failed sign-ins on one account from every address: past it, sign-in slows and the owner is
  // told (sign-in-limits.server.ts). Per account AND address, failures wait as failure-delays.ts says.
  signInAccountCeiling: { name: "sign-in:account-failures", limit: 50, windowSeconds: 60 * 60 },
  signUpIp: { name: "sign-up:ip", limit: 10, windowSeconds: 60 * 60 },
  // E-mails to the owner of an address someone signs up with again; more are dropped in silence.
  signUpNotice: { name: "sign-up:notice", limit: 3, windowSeconds: 60 * 60 },
  resetRequestIp: { name: "reset-request:ip", limit: 10, windowSeconds: 60 * 60 },
  // Reset e-mails to one recipient; more are dropped in silence, with the same answer.
  resetRequestRecipient: { name: "reset-request:recipient", limit: 3, windowSeconds: 60 * 60 },
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

/** One place of a per-address flood limit, or the wait; a refused request does not count. */
export async function takeClientPlace(request: Request, rule: RateLimitRule): Promise<RateLimited | null> {
  const result = await takeRateLimit(rule, clientIp(request));
  return result.allowed ? null : rateLimited(result.retryAfterSeconds);
}

/** Whether one more e-mail of this kind may go to `email` in the rule's window (counted if so). */
export async function mayMailRecipient(rule: RateLimitRule, email: string): Promise<boolean> {
  return (await takeRateLimit(rule, accountKey(email))).allowed;
}

export function rateLimited(retryAfterSeconds: number): RateLimited {
  return { retryAfterSeconds, message: retryMessage(retryAfterSeconds) };
}

/** An account's key in the counters: its address as Better Auth stores it. */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/** 429 with Retry-After, for actions that answer with data. */
export function tooManyRequests<T>(body: T, limited: RateLimited) {
  return data(body, { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } });
}
