import { sql, type SQL } from "drizzle-orm";

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
