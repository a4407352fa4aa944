import { count, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/client.server";
import { SEARCH_COUNT_CAP } from "~/lib/pagination";

/** `%text%` for LIKE, with the user's own %, _ and \ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether a table's folded `search_text` (migration 0007: lower case, accents removed by
 * imagine_fold, trigram-indexed) contains the search, folded the same way: 'Hotel' finds
 * 'Hôtel', 'BEN' finds 'Ben Salah'. `table` is the table's SQL name.
 */
export function matchesSearch(table: "rental_orders" | "contact_messages", q: string): SQL {
  return sql`${sql.identifier(table)}.search_text like imagine_fold(${likePattern(q)})`;
}

/** A count that stopped at its cap: `more` when rows beyond `n` match. */
export type CappedCount = { n: number; more: boolean };

/**
 * The rows of `table` matching `where`, counted up to `cap` (a search's count: see
 * SEARCH_COUNT_CAP): PostgreSQL stops reading once it has one row past the cap.
 */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, cap = SEARCH_COUNT_CAP): Promise<CappedCount> {
  const matches = db.select({ one: sql`1`.as("one") }).from(table).where(where).limit(cap + 1).as("matches");
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return n > cap ? { n: cap, more: true } : { n, more: false };
}
