import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { site_settings } from "~/db/schema";
import type { DbExecutor } from "~/db/executor";

// The secret in the calendar feed's address (/agenda/<token>/commandes.ics), kept on the one
// site_settings row. Calendar apps cannot send a session cookie, so whoever has the address reads
// the feed: it is 256 random bits, and a new one replaces the old at once (the old URL is a 404).

const SETTINGS_ID = 1;

/** 32 random bytes, base64url: 43 characters safe in a URL path. */
export function newFeedToken(): string {
  return randomBytes(32).toString("base64url");
}

export const FEED_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export async function getFeedToken(db: DbExecutor): Promise<string | null> {
  const [row] = await db
    .select({ token: site_settings.calendar_feed_token })
    .from(site_settings)
    .where(eq(site_settings.id, SETTINGS_ID));
  return row?.token ?? null;
}

/**
 * Makes the feed's address when there is none, and keeps the existing one otherwise: a form
 * posted twice, or from a tab opened before someone else made it, never kills a working URL.
 * Null when the settings row is missing.
 */
export async function createFeedToken(db: DbExecutor): Promise<{ token: string; created: boolean } | null> {
  const token = newFeedToken();
  const [row] = await db
    .update(site_settings)
    .set({ calendar_feed_token: sql`coalesce(${site_settings.calendar_feed_token}, ${token})` })
    .where(eq(site_settings.id, SETTINGS_ID))
    .returning({ token: site_settings.calendar_feed_token });
  if (!row?.token) return null;
  return { token: row.token, created: row.token === token };
}

/** A new address; the old one stops working with this write. Null when the settings row is missing. */
export async function regenerateFeedToken(db: DbExecutor): Promise<string | null> {
  const [row] = await db
    .update(site_settings)
    .set({ calendar_feed_token: newFeedToken() })
    .where(eq(site_settings.id, SETTINGS_ID))
    .returning({ token: site_settings.calendar_feed_token });
  return row?.token ?? null;
}

/**
 * Whether `given` is the feed's current token, compared in constant time: both sides are hashed
 * first, so the comparison neither stops at the first differing byte nor depends on the lengths.
 */
export function feedTokenMatches(given: string, stored: string | null): boolean {
  if (!stored) return false;
  const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();
  const same = timingSafeEqual(digest(given), digest(stored));
  return same && FEED_TOKEN_SHAPE.test(given);
}
