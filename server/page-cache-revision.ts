import { eq } from "drizzle-orm";
import { CONTENT_CACHE_KEY, REVISION_CHECK_MS } from "../app/content/content-cache.server";
import { getDb, getDbHandle, schema } from "../app/db/client.server";

// The content revision as the page cache sees it: the "content" row of cache_revisions, which
// every back-office save bumps in its transaction (admin/content/content.server.ts), read at most
// once per REVISION_CHECK_MS, as the app's content cache does, so that a save on any instance
// reaches this one within that time.
//
// This module lives in the server's module graph, not in the bundled app's, so it cannot see
// the app cache's own state; `stale()` (called after every unsafe request this instance
// answered) makes the next page read the row again at once, so a save here is seen at once.

export type RevisionSource = {
  /** The current revision (a database read at most every REVISION_CHECK_MS). */
  current(): Promise<number>;
  /** When this instance last saw the revision change (ms since the epoch; 0 before any change). */
  changedAt(): number;
  /** Reads the row again at the next call of `current`. */
  stale(): void;
};

async function readContentRevision(): Promise<number> {
  // Known to be down: the last revision is kept at once rather than after a connection attempt
  // that fails (up to its 3 s timeout when the server does not answer at all), ADR 014.
  if (getDbHandle().health.down) throw new Error("Base de données injoignable");
  const rows = await getDb()
    .select({ revision: schema.cache_revisions.revision })
    .from(schema.cache_revisions)
    .where(eq(schema.cache_revisions.key, CONTENT_CACHE_KEY));
  return rows[0]?.revision ?? 0;
}

export function contentRevision(read: () => Promise<number> = readContentRevision, checkMs = REVISION_CHECK_MS): RevisionSource {
  let known: { revision: number; checkedAt: number } | null = null;
  let last: number | null = null;
  let changedAt = 0;
  let checking: Promise<number> | null = null;
  return {
    current() {
      if (known && Date.now() - known.checkedAt < checkMs) return Promise.resolve(known.revision);
      checking ??= read()
        .then((revision) => {
          if (last !== null && last !== revision) changedAt = Date.now();
          last = revision;
          known = { revision, checkedAt: Date.now() };
          return revision;
        })
        .catch((error: unknown) => {
          // The database is unreachable: the pages rendered at the last revision seen are still
          // served from the cache; the row is read again after checkMs.
          if (last === null) throw error;
          known = { revision: last, checkedAt: Date.now() };
          return last;
        })
        .finally(() => {
          checking = null;
        });
      return checking;
    },
    changedAt: () => changedAt,
    stale() {
      known = null;
    },
  };
}
