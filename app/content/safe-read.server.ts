import { isDatabaseUnavailable } from "~/db/unavailable.server";
import { logger } from "~/lib/logger.server";
import { cachedContent } from "./content-cache.server";

/**
 * A public content read: kept per content revision (content-cache.server.ts), `what` naming both
 * the cache entry and the log line. It never crashes a page (issue 3, "Bad input"): a failed query
 * is logged and the section gets its fallback (default stats, or nothing, which hides the section).
 * Except when the database is unreachable: the page then fails as a whole and is answered 503
 * (server/database-outage.ts, ADR 014), instead of a 200 without its sections that the page cache
 * would keep.
 */
export async function safeRead<T>(what: string, fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await cachedContent(what, read);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    logger.error(`public read failed: ${what}`, { error });
    return fallback;
  }
}
