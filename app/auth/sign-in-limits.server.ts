import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { resultRows } from "~/db/executor";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { clientIp, countInWindow, giveBackRateLimit, peekRateLimit, takeRateLimit } from "~/lib/rate-limit.server";
import { warnOwnerOfSignInAttempts } from "./account-notices.server";
import { MAX_DOUBLINGS, SIGN_IN_SCHEDULE, SLOWED_SIGN_IN_SCHEDULE, waitAfterFailures, type FailureSchedule } from "./failure-delays";
import { AUTH_RATE_LIMITS, accountKey, rateLimited, type RateLimited } from "./rate-limits.server";

// Sign-in counts FAILURES (a wrong password, or an address with no account: they look the same),
// never successes, and never a request it refused. Three counters (ADR 005):
// - per account AND client address: after its free failures, that address waits, longer and
//   longer (failure-delays.ts); every other address signs in to the account as usual;
// - per client address on every account: a flood from one address gets a 429 for a while;
// - per account from every address (the ceiling): past it, the account is under a spread-out
//   attack: sign-in slows (each address gets one free failure, each attempt a short pause) but
//   never refuses a first attempt, and the owner gets one e-mail per window.
// A place is taken BEFORE the password is checked, so a burst of concurrent guesses from one
// address cannot all slip in before the first failure is written; a success gives it back.

/** Failures of one address on one account are forgotten after an hour without any. */
const FAILURE_MEMORY_SECONDS = 60 * 60;
/** The pause of every attempt on an account past its ceiling. */
export const SLOWED_PAUSE_MS = 2_000;

export type SignInAttempt = { account: string; ip: string; slowed: boolean };

/** The attempt, once the counters let it through; or how long this address must wait. */
export async function startSignIn(request: Request, email: string): Promise<{ attempt: SignInAttempt } | { limited: RateLimited }> {
  const account = accountKey(email);
  const ip = clientIp(request);
  const flood = await takeRateLimit(AUTH_RATE_LIMITS.signInIp, ip);
  if (!flood.allowed) return { limited: rateLimited(flood.retryAfterSeconds) };

  const slowed = (await peekRateLimit(AUTH_RATE_LIMITS.signInAccountCeiling, account)) >= AUTH_RATE_LIMITS.signInAccountCeiling.limit;
  const wait = await takeFailurePlace(pairKey(account, ip), slowed ? SLOWED_SIGN_IN_SCHEDULE : SIGN_IN_SCHEDULE);
  if (wait > 0) {
    await giveBackRateLimit(AUTH_RATE_LIMITS.signInIp, ip);
    return { limited: rateLimited(wait) };
  }
  if (slowed) await new Promise((resolve) => setTimeout(resolve, SLOWED_PAUSE_MS));
  return { attempt: { account, ip, slowed } };
}

/** The right password: this address's failures on the account are forgotten, its place given back. */
export async function signInSucceeded(attempt: SignInAttempt): Promise<void> {
  await getDb().execute(sql`delete from rate_limits where key = ${pairKey(attempt.account, attempt.ip)}`);
  await giveBackRateLimit(AUTH_RATE_LIMITS.signInIp, attempt.ip);
}

/** A wrong password (or no such account): the places stay taken, and the ceiling counts it. */
export async function signInFailed(attempt: SignInAttempt): Promise<void> {
  const failures = await countInWindow(AUTH_RATE_LIMITS.signInAccountCeiling, attempt.account);
  // Exactly one request sees the count reach the ceiling in a window: one e-mail per window.
  if (failures === AUTH_RATE_LIMITS.signInAccountCeiling.limit) {
    const warned = await warnOwnerOfSignInAttempts(env().PUBLIC_URL, attempt.account);
    logger.warn("Plafond d'échecs de connexion atteint : connexions ralenties", { failures, ownerWarned: warned });
  }
  // Now and then, the pairs nobody has failed from for long go (never on every request).
  if (Math.random() < 0.02) {
    await getDb().execute(sql`
      delete from rate_limits where key like 'sign-in:pair:%' and updated_at < now() - make_interval(secs => ${FAILURE_MEMORY_SECONDS})
    `);
  }
}

/** Neither right nor wrong (the auth service failed): the attempt is not counted at all. */
export async function signInNotCounted(attempt: SignInAttempt): Promise<void> {
  await getDb().execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${pairKey(attempt.account, attempt.ip)}`);
  await giveBackRateLimit(AUTH_RATE_LIMITS.signInIp, attempt.ip);
}

function pairKey(account: string, ip: string): string {
  return `sign-in:pair:${account}|${ip}`;
}

/**
 * Counts one failure in advance for the pair, if its wait is over; returns 0 then, else the
 * seconds left to wait (nothing counted). One atomic upsert: the wait is the SQL twin of
 * waitAfterFailures, from the pair's last failure (updated_at). A pair quiet for
 * FAILURE_MEMORY_SECONDS starts again from nothing.
 */
async function takeFailurePlace(key: string, schedule: FailureSchedule): Promise<number> {
  const forgotten = sql`r.updated_at <= now() - make_interval(secs => ${FAILURE_MEMORY_SECONDS}::int)`;
  const waitOver = sql`r.updated_at + make_interval(secs => least(${schedule.maxDelaySeconds}::int, ${schedule.firstDelaySeconds}::int * power(2, least(r.count - ${schedule.free}::int, ${MAX_DOUBLINGS}::int)))) <= now()`;
  const taken = resultRows(
    await getDb().execute(sql`
      insert into rate_limits as r (key, count, window_started_at)
      values (${key}, 1, now())
      on conflict (key) do update set
        count = case when ${forgotten} then 1 else r.count + 1 end,
        window_started_at = case when ${forgotten} then now() else r.window_started_at end,
        updated_at = now()
      where ${forgotten} or r.count < ${schedule.free}::int or ${waitOver}
      returning count
    `),
  );
  if (taken.length > 0) return 0;
  const [row] = resultRows<{ count: number; elapsed: number }>(
    await getDb().execute(sql`select count, extract(epoch from now() - updated_at)::float8 as elapsed from rate_limits where key = ${key}`),
  );
  if (!row) return 1;
  return Math.max(1, Math.ceil(waitAfterFailures(Number(row.count), schedule) - Number(row.elapsed)));
}
