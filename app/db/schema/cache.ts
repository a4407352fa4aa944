import { bigint, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

/**
 * One revision number per cached area (e.g. "content"). An admin mutation bumps it; every app
 * instance compares it with the revision of its in-memory cache, so caches agree across instances.
 */
export const cache_revisions = pgTable("cache_revisions", {
  key: text("key").primaryKey(),
  revision: bigint("revision", { mode: "number" }).notNull().default(0),
  ...timestamps,
});
