import { resultRows } from "~/db/executor";
import { sql } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";

export type RateLimitRule = {
  /** e.g. "contact", "order", "sign-in:ip" */
  name: string;
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Executor = Pick<Db, "execute">;

/** Tokens are forgotten after this long; a refusal holds only for its rule's window anyway. */
const TOKEN_RETENTION = "1 day";

/**
 * Counts one hit for `key` under `rule` in a fixed window stored in the database, so limits
 * hold across restarts and across every app instance. One atomic upsert per hit: concurrent
 * requests cannot both slip under the limit.
 *
 * With a `token` (a form's idempotency key), one submission counts once however often it is
 * sent, even at the same moment: the first post of the token claims it and is counted, and every
 * other post of it gets the first one's decision (a refused token stays refused for the window, so
 * resending cannot get around the limit).
 *
 * `db` is the database to count in, the process's by default (code handed a database counts there).
 */
export async function hitRateLimit(rule: RateLimitRule, key: string, options: { token?: string; db?: Db } = {}): Promise<RateLimitResult> {
  const { token, db = getDb() } = options;
  if (!token) return countHit(db, rule, key);
  const id = `${rule.name}:${key}`;
  return db.transaction(async (tx) => {
    // A concurrent post of the same token waits here until the first one's transaction ends.
    const claimed = resultRows(
      await tx.execute(sql`
        insert into rate_limit_tokens as t (key, token) values (${id}, ${token})
        on conflict (key, token) do update set allowed = null, created_at = now()
          where t.allowed = false and t.created_at <= now() - make_interval(secs => ${rule.windowSeconds})
        returning 1 as claimed
      `),
    );
    if (claimed.length === 0) {
      const [decision] = resultRows<{ allowed: boolean | null; retry_after: number | null }>(
        await tx.execute(sql`
          select t.allowed, ceil(extract(epoch from (r.window_started_at + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after
          from rate_limit_tokens t left join rate_limits r on r.key = t.key
          where t.key = ${id} and t.token = ${token}
        `),
      );
      if (decision?.allowed !== false) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Number(decision.retry_after ?? rule.windowSeconds)) };
    }
    const result = await countHit(tx, rule, key);
    await tx.execute(sql`update rate_limit_tokens set allowed = ${result.allowed} where key = ${id} and token = ${token}`);
    // Now and then, the tokens of past days go (one indexed delete, never on every request).
    if (Math.random() < 0.02) await tx.execute(sql`delete from rate_limit_tokens where created_at < now() - ${TOKEN_RETENTION}::interval`);
    return result;
  });
}

async function countHit(db: Executor, rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  const row = await upsertHit(db, rule, key);
  if (row.count <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, row.retryAfter) };
}

/** One more hit in the window of `key` (a new window once the old one has passed). */
async function upsertHit(db: Executor, rule: RateLimitRule, key: string): Promise<{ count: number; retryAfter: number }> {
  const id = `${rule.name}:${key}`;
  const result = await db.execute(sql`
    insert into rate_limits as r (key, count, window_started_at)
    values (${id}, 1, now())
    on conflict (key) do update set
      count = case when r.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds}) then 1 else r.count + 1 end,
      window_started_at = case when r.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds}) then now() else r.window_started_at end,
      updated_at = now()
    returning count, ceil(extract(epoch from (window_started_at + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after
  `);
  const row = resultRows<{ count: number; retry_after: number }>(result)[0]!;
  return { count: Number(row.count), retryAfter: Number(row.retry_after) };
}

/**
 * Takes one of the rule's places in the window for `key`, or refuses WITHOUT counting: a client
 * that keeps knocking while refused is not kept out any longer for it (the wait ends when the
 * window does). One atomic upsert, so concurrent requests cannot both take the last place. Give
 * the place back (giveBackRateLimit) when what it was taken for did not happen after all.
 */
export async function takeRateLimit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  const id = `${rule.name}:${key}`;
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const taken = resultRows(
    await getDb().execute(sql`
      insert into rate_limits as r (key, count, window_started_at)
      values (${id}, 1, now())
      on conflict (key) do update set
        count = case when r.window_started_at <= now() - ${window} then 1 else r.count + 1 end,
        window_started_at = case when r.window_started_at <= now() - ${window} then now() else r.window_started_at end,
        updated_at = now()
      where r.window_started_at <= now() - ${window} or r.count < ${rule.limit}
      returning count
    `),
  );
  if (taken.length > 0) return { allowed: true };
  const [row] = resultRows<{ retry_after: number }>(
    await getDb().execute(sql`
      select ceil(extract(epoch from (window_started_at + ${window} - now())))::int as retry_after from rate_limits where key = ${id}
    `),
  );
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? rule.windowSeconds)) };
}

/** Gives back a place taken by takeRateLimit (never below zero). */
export async function giveBackRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  await getDb().execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${`${rule.name}:${key}`}`);
}

/** Counts one hit and returns the window's count with it: for a signal, never a refusal. */
export async function countInWindow(rule: RateLimitRule, key: string): Promise<number> {
  return (await upsertHit(getDb(), rule, key)).count;
}

/** The window's count so far for `key`, without counting anything. */
export async function peekRateLimit(rule: RateLimitRule, key: string): Promise<number> {
  const [row] = resultRows<{ count: number }>(
    await getDb().execute(sql`
      select count from rate_limits
      where key = ${`${rule.name}:${key}`} and window_started_at > now() - make_interval(secs => ${rule.windowSeconds})
    `),
  );
  return Number(row?.count ?? 0);
}

/** Forgets the hits of `key` (e.g. after a successful sign-in). */
export async function resetRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  await getDb().execute(sql`delete from rate_limits where key = ${`${rule.name}:${key}`}`);
}

/** The client's address: the socket's, or X-Forwarded-For's first hop when TRUST_PROXY is on. */
export function clientIp(request: Request): string {
  if (process.env.TRUST_PROXY === "true" || process.env.TRUST_PROXY === "1") {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return request.headers.get("x-imagine-client-ip") ?? "unknown";
}

/** "Trop de tentatives. Réessayez dans 3 minutes." */
export function retryMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return retryAfterSeconds < 60
    ? `Trop de tentatives. Réessayez dans ${retryAfterSeconds} secondes.`
    : `Trop de tentatives. Réessayez dans ${minutes} minute${minutes > 1 ? "s" : ""}.`;
}
