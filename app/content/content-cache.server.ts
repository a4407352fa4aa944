import { eq } from "drizzle-orm";
import { getDb, schema } from "~/db/client.server";

// Public pages read the same content rows over and over (the home page makes nine queries per
// request). Each app instance keeps what it read, tagged with the "content" cache revision that
// every back-office mutation bumps in its transaction (admin/content/content.server.ts). The
// instance that made the change forgets its cache at once; the others see the new revision at
// their next check, at most REVISION_CHECK_MS later, so several instances sharing a PostgreSQL
// database agree within that time.

export const CONTENT_CACHE_KEY = "content";

/** How long an instance trusts the revision it read last. */
export const REVISION_CHECK_MS = 1_000;

/** More keys than the site has reads means something is off: start over rather than grow. */
const MAX_ENTRIES = 1_000;

type Entry = { revision: number; value: Promise<unknown> };

const entries = new Map<string, Entry>();
let known: { revision: number; checkedAt: number } | null = null;
let checking: Promise<number> | null = null;

async function readRevision(): Promise<number> {
  const rows = await getDb()
    .select({ revision: schema.cache_revisions.revision })
    .from(schema.cache_revisions)
    .where(eq(schema.cache_revisions.key, CONTENT_CACHE_KEY));
  return rows[0]?.revision ?? 0;
}

function currentRevision(): Promise<number> {
  if (known && Date.now() - known.checkedAt < REVISION_CHECK_MS) return Promise.resolve(known.revision);
  checking ??= readRevision()
    .then((revision) => {
      if (known?.revision !== revision) entries.clear();
      known = { revision, checkedAt: Date.now() };
      return revision;
    })
    .finally(() => {
      checking = null;
    });
  return checking;
}

/**
 * The value `read` gives for `key` at the current content revision: read once per revision and
 * instance, shared by concurrent requests. A failed read is not kept.
 */
export async function cachedContent<T>(key: string, read: () => Promise<T>): Promise<T> {
  const revision = await currentRevision();
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
  known = null;
}
