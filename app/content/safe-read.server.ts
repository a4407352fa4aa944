import { logger } from "~/lib/logger.server";
import { cachedContent } from "./content-cache.server";

/**
 * A public content read: kept per content revision (content-cache.server.ts), `what` naming both
 * the cache entry and the log line. It never crashes a page (issue 3, "Bad input"): a failed query
 * is logged and the section gets its fallback (default stats, or nothing, which hides the section).
 */
export async function safeRead<T>(what: string, fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await cachedContent(what, read);
  } catch (error) {
    logger.error(`public read failed: ${what}`, { error });
    return fallback;
  }
}
