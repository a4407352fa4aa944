import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { env } from "~/lib/env.server";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The common type of the PGlite and postgres.js drizzle databases: code never knows which one. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs the committed drizzle-kit migrations (serialised between instances on PostgreSQL). */
  migrate(): Promise<void>;
  /** Runs `fn` while holding a database-wide lock, so that several instances never seed at once. */
  withExclusiveLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(process.cwd(), "drizzle");
const LOCK_ID = 726_451_009; // any constant shared by every instance of the app

export function openPglite(dataDir?: string): DbHandle {
  if (dataDir && !dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let queue = Promise.resolve();
  // One process owns a PGlite directory, so an in-process queue is the lock.
  function withExclusiveLock<T>(fn: () => Promise<T>): Promise<T> {
    const run = queue.then(fn);
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }
  return {
    db,
    kind: "pglite",
    migrate: () => withExclusiveLock(() => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder })),
    withExclusiveLock,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export function openPostgres(url: string, options: { max?: number } = {}): DbHandle {
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connect_timeout: 5,
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  async function withExclusiveLock<T>(fn: () => Promise<T>): Promise<T> {
    const reserved = await client.reserve();
    try {
      await reserved`select pg_advisory_lock(${LOCK_ID})`;
      return await fn();
    } finally {
      await reserved`select pg_advisory_unlock(${LOCK_ID})`.catch(() => undefined);
      reserved.release();
    }
  }
  return {
    db,
    kind: "postgres",
    migrate: () => withExclusiveLock(() => migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder })),
    withExclusiveLock,
    close: () => client.end({ timeout: 5 }),
  };
}

// One handle per process, kept on globalThis: the server entry and the bundled app code are
// separate module graphs and must still share one database connection.
const globalStore = globalThis as typeof globalThis & { __imagineDb?: DbHandle };

export function getDbHandle(): DbHandle {
  if (!globalStore.__imagineDb) {
    const config = env();
    globalStore.__imagineDb = config.DATABASE_URL
      ? openPostgres(config.DATABASE_URL)
      : openPglite(path.resolve(config.PGLITE_DIR));
  }
  return globalStore.__imagineDb;
}

export function getDb(): Db {
  return getDbHandle().db;
}

/** Used by tests to install a fresh database (e.g. PGlite in memory) as the process database. */
export function setDbHandle(handle: DbHandle | undefined) {
  globalStore.__imagineDb = handle;
}

export async function closeDb() {
  const handle = globalStore.__imagineDb;
  globalStore.__imagineDb = undefined;
  await handle?.close();
}

export { schema };
