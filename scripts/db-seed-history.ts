import { sql } from "drizzle-orm";
import { closeDb, getDbHandle } from "../app/db/client.server";
import { prepareDatabase } from "../app/db/prepare.server";
import { HISTORY_USAGE, parseHistoryArgs } from "../app/ops/history/history-args";
import { HistoryRefusedError, historySummary, seedHistory } from "../app/ops/history/history.server";

// npm run db:seed-history -- --orders 50000 --messages 50000 --products 500
// Migrates (and seeds an empty database, whose products are kept), then adds a made-up history of
// orders and contact messages: app/ops/history/history.server.ts. Exit codes: 0 done, 1 refused or
// failed, 2 invalid arguments.

async function main(): Promise<number> {
  const parsed = parseHistoryArgs(process.argv.slice(2));
  if (parsed.kind === "help") {
    console.log(HISTORY_USAGE);
    return 0;
  }
  if (parsed.kind === "error") {
    console.error(`${parsed.message}\nAide : npm run db:seed-history -- --help`);
    return 2;
  }
  const started = performance.now();
  try {
    const handle = getDbHandle();
    await prepareDatabase({ seed: true }, handle);
    const report = await handle.withExclusiveLock(() => seedHistory(handle.db, parsed.options));
    // Statistics for the planner at once (PGlite has no autovacuum; PostgreSQL's comes later).
    await handle.db.execute(sql`analyze`);
    console.log(historySummary(report, (performance.now() - started) / 1000));
    return 0;
  } catch (error) {
    if (error instanceof HistoryRefusedError) {
      console.error(`Refusé : ${error.message}`);
      return 1;
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    console.error(`Historique impossible : ${cause instanceof Error ? cause.message : String(cause)}`);
    return 1;
  } finally {
    await closeDb();
  }
}

process.exitCode = await main();
