import { logger } from "~/lib/logger.server";

/**
 * Public reads never crash a page (issue 3, "Bad input"): a failed query is logged and the
 * section gets its fallback (default stats, or nothing, which hides the section).
 */
export async function safeRead<T>(what: string, fallback: T, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    logger.error(`public read failed: ${what}`, { error });
    return fallback;
  }
}
