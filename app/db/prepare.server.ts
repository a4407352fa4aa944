import { sql } from "drizzle-orm";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { getDbHandle, type DbHandle } from "./client.server";
import { isDatabaseEmpty, seedDatabase } from "./seed/seed.server";

export class DatabaseUnavailableError extends Error {}

function describeTarget(): string {
  const url = env().DATABASE_URL;
  if (!url) return `PGlite (${env().PGLITE_DIR})`;
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
}

/**
 * Connects, applies every committed migration and seeds an empty database, in that order.
 * Any failure stops the start: the app never serves a half-migrated database.
 */
export async function prepareDatabase({ seed }: { seed: boolean }, handle: DbHandle = getDbHandle()) {
  try {
    await handle.db.execute(sql`select 1`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(`base de données injoignable (${describeTarget()}) : ${reason}`);
  }
  try {
    await handle.migrate();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`échec de la migration (${describeTarget()}) : ${reason}`);
  }
  logger.info("Migrations appliquées", { database: handle.kind });
  // PGlite runs no autovacuum, so its tables are never analyzed by themselves: without
  // statistics the planner guesses, and at tens of thousands of orders it guessed a full scan
  // and a sort where an index answers in a few milliseconds (bench/history.ts). A start is the
  // moment to refresh them (about a second at 50 000 orders); PostgreSQL does it by itself.
  if (handle.kind === "pglite") await handle.db.execute(sql`analyze`);
  if (!seed) return;
  await handle.withExclusiveLock(async () => {
    if (await isDatabaseEmpty(handle.db)) {
      const report = await seedDatabase(handle.db);
      logger.info("Base vide : contenu initial inséré", { tables: report.inserted });
    }
  });
}
