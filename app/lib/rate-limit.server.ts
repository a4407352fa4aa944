import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";

export type RateLimitRule = {
  /** e.g. "contact", "order", "sign-in:ip" */
  name: string;
  limit: number;
  windowSeconds: number;
};

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one hit for `key` under `rule` in a fixed window stored in the database, so limits
 * hold across restarts and across every app instance. One atomic upsert per hit: concurrent
 * requests cannot both slip under the limit.
 */
export async function hitRateLimit(rule: RateLimitRule, key: string): Promise<RateLimitResult> {
  const id = `${rule.name}:${key}`;
  const result = await getDb().execute(sql`
    insert into rate_limits as r (key, count, window_started_at)
    values (${id}, 1, now())
    on conflict (key) do update set
      count = case when r.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds}) then 1 else r.count + 1 end,
      window_started_at = case when r.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds}) then now() else r.window_started_at end,
      updated_at = now()
    returning count, ceil(extract(epoch from (window_started_at + make_interval(secs => ${rule.windowSeconds}) - now())))::int as retry_after
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { count: number; retry_after: number }[];
  const row = rows[0]!;
  if (Number(row.count) <= rule.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
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
