import { eq, sql } from "drizzle-orm";
import type { DbExecutor } from "~/db/executor";
import { getDb, getDbHandle, schema } from "~/db/client.server";

// Public pages read the same content rows over and over (the home page makes nine queries per
// request). Each app instance keeps what it read, tagged with the "content" cache revision that
// every back-office mutation bumps in its transaction (content-rows.server.ts). The
// instance that made the change forgets its cache at once; the others see the new revision at
// their next check, at most REVISION_CHECK_MS later, so several instances sharing a PostgreSQL
// database agree within that time.

export const CONTENT_CACHE_KEY = "content";

/**
 * Tells every app instance that what the public pages show changed, inside the writer's
 * transaction: the content panels, and the units in service the catalogue shows (issue 23).
 */
export async function bumpContentRevision(tx: DbExecutor) {
  await tx
    .insert(schema.cache_revisions)
    .values({ key: CONTENT_CACHE_KEY, revision: 1 })
    .onConflictDoUpdate({ target: schema.cache_revisions.key, set: { revision: sql`${schema.cache_revisions.revision} + 1` } });
}

/** How long an instance trusts the revision it read last. */
export const REVISION_CHECK_MS = 1_000;

/** More keys than the site has reads means something is off: start over rather than grow. */
const MAX_ENTRIES = 1_000;

type Entry = { revision: number; value: Promise<unknown> };

/** The content revision as one instance sees it; the content cache and the page cache share it. */
export type RevisionSource = {
  /** The current revision (a database read at most every `checkMs`). */
  current(): Promise<number>;
  /** When this instance last saw the revision change (ms since the epoch; 0 before any change). */
  changedAt(): number;
  /** Reads the row again at the next call of `current`. */
  stale(): void;
};

/**
 * Reads the revision at most once per `checkMs`, shared by concurrent callers. While the row
 * cannot be read (the database is unreachable), the last revision seen is kept, so that what was
 * read at it (content, cached pages) is still served; before any revision was seen, the error is
 * thrown (ADR 014).
 */
export function revisionPoller(read: () => Promise<number>, checkMs = REVISION_CHECK_MS): RevisionSource {
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

/**
 * This instance's one reader of the content revision: the content cache below and the server's
 * page cache (server/page-cache.ts, handed this object by the build's entry) both ask it.
 */
export const contentRevision: RevisionSource = revisionPoller(readContentRevision);

const entries = new Map<string, Entry>();
/** The revision the entries were read at: a newer one empties the map rather than let it grow. */
let entriesRevision: number | null = null;

/**
 * The value `read` gives for `key` at the current content revision: read once per revision and
 * instance, shared by concurrent requests. A failed read is not kept.
 */
export async function cachedContent<T>(key: string, read: () => Promise<T>): Promise<T> {
  const revision = await contentRevision.current();
  if (entriesRevision !== revision) {
    entries.clear();
    entriesRevision = revision;
  }
  const hit = entries.get(key);
  if (hit && hit.revision === revision) return hit.value as Promise<T>;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  // Shared by every request of this revision: frozen, so that a loader changing a row in place
  // fails loudly instead of changing the next visitor's page.
  const value = read().then(deepFreeze);
  entries.set(key, { revision, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** After a change made by this instance (or a test writing rows directly): read everything again. */
export function forgetContent() {
  entries.clear();
  contentRevision.stale();
}
