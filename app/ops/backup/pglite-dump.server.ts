import type { PGlite } from "@electric-sql/pglite";
import { migrationLevel, serverVersion, tableStats, type RunQuery } from "./database-stats.server";
import type { DatabaseSnapshot } from "./manifest";

export function pgliteQuery(pg: Pick<PGlite, "query">): RunQuery {
  return async (text) => (await pg.query<Record<string, unknown>>(text)).rows;
}

/** Only the SQL the app needs: data as INSERTs that PGlite and PostgreSQL both run as plain SQL. */
export const DUMP_ARGS = ["--no-owner", "--no-privileges", "--rows-per-insert=200"];

/**
 * pg_dump (PGlite's WASM build, @electric-sql/pglite-tools) of a PGlite nobody else is using,
 * with the statistics read from the same instance.
 */
export async function dumpPglite(pg: PGlite): Promise<DatabaseSnapshot> {
  const query = pgliteQuery(pg);
  const tables = await tableStats(query);
  const migration = await migrationLevel(query);
  const version = await serverVersion(query);
  // Loaded on demand: the server should not carry pg_dump's WASM glue until a backup is asked for.
  const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
  const file = await pgDump({ pg, args: DUMP_ARGS });
  return { kind: "pglite", serverVersion: version, migration, tables, sql: await file.text() };
}

/**
 * The dump of the PGlite the running server uses. pg_dump would run on the server's only
 * session (it changes search_path, deallocates statements and opens its own transaction in the
 * middle of the app's), so it runs on a copy: PGlite's clone() copies the data directory under
 * the instance's query lock, between two statements, which is a crash-consistent snapshot that
 * PostgreSQL recovers from its WAL. The copy lives in memory for the length of the dump.
 */
export async function dumpLivePglite(pg: PGlite): Promise<DatabaseSnapshot> {
  const copy = (await pg.clone()) as PGlite;
  try {
    return await dumpPglite(copy);
  } finally {
    await copy.close();
  }
}
