import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import * as schema from "./schema";
import { DatabaseHealth } from "./unavailable.server";

export type Schema = typeof schema;
/** The common type of the PGlite and node-postgres drizzle databases: code never knows which one. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs the committed drizzle-kit migrations (serialised between instances on PostgreSQL). */
  migrate(): Promise<void>;
  /** Runs `fn` while holding a database-wide lock, so that several instances never seed at once. */
  withExclusiveLock<T>(fn: () => Promise<T>): Promise<T>;
  /** Down while the server cannot be reached (PostgreSQL only; an embedded PGlite never is). */
  health: DatabaseHealth;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(process.cwd(), "drizzle");
const LOCK_ID = 726_451_009; // any constant shared by every instance of the app

/**
 * PGlite's Postgres settings. Postgres' default 128 MB of shared buffers live in the WASM memory
 * of the process and end up resident (about 110 MB of the server's RSS); the site's whole database
 * is a few MB, so 16 MB hold it with room to spare (issue 15, item 8). The defaults come first:
 * `startParams` replaces them.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * The extensions the migrations create (pg_trgm: the trigram indexes of the desk's and the
 * messages' search, migration 0007). PGlite ships them as bundles loaded at construction, so every
 * PGlite that opens the app's database is given them; PostgreSQL has them in its contrib package.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Creates the cluster of a new PGlite directory in a short-lived child process. PGlite's initdb
 * runs a second WASM Postgres next to the first one: done in the server it peaked at 0.9 to 1 GB and
 * leaves some 130 MB of freed-but-kept native memory behind for the life of the process, while a
 * directory that already exists opens in a second with neither.
 */
function initPgliteDir(dataDir: string) {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = require(${JSON.stringify(pglite)});
const pg = new PGlite(process.argv[1], { startParams: JSON.parse(process.argv[2]) });
pg.waitReady
  .then(() => pg.close())
  .catch((error) => { console.error(error); process.exit(1); });`;
  const result = spawnSync(process.execPath, ["-e", script, dataDir, JSON.stringify(PGLITE_START_PARAMS)], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`création de la base PGlite impossible dans ${dataDir} (code ${result.status ?? result.signal})`);
}

export function openPglite(dataDir?: string): DbHandle {
  const onDisk = dataDir !== undefined && !dataDir.startsWith("memory://");
  if (onDisk) {
    mkdirSync(dataDir, { recursive: true });
    initPgliteDir(dataDir);
  }
  return pgliteHandle(new PGlite({ dataDir, startParams: PGLITE_START_PARAMS, extensions: PGLITE_EXTENSIONS }));
}

/** The handle of an open PGlite (tests give one loaded from a migrated template). */
export function pgliteHandle(client: PGlite): DbHandle {
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
    health: new DatabaseHealth(() => Promise.resolve()),
    migrate: () => withExclusiveLock(() => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder })),
    withExclusiveLock,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * PostgreSQL through node-postgres' pool (ADR 014). The pool survives a server restart: a
 * connection that breaks is dropped and the next query opens a new one. An idle connection's
 * error (the server restarting, a failover) is only logged; without the listener it would end
 * the process. A query while the server is unreachable fails after CONNECT_TIMEOUT_MS instead of
 * waiting, so the site can answer 503 at once (db/unavailable.server.ts).
 */
export function openPostgres(url: string, options: { max?: number; connectTimeoutMs?: number } = {}): DbHandle {
  const max = options.max ?? 10;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  const health = new DatabaseHealth(
    () => pool.query("select 1"),
    (down) =>
      down
        ? logger.error("Base de données injoignable : réponses 503 jusqu'à son retour")
        : logger.info("Base de données de nouveau joignable"),
  );
  // A connection that breaks while checked out (a transaction waiting between two queries)
  // emits on its client, where the pool's listener below does not reach: without this one the
  // process would end on an unhandled 'error' event.
  pool.on("connect", (client) =>
    client.on("error", (error) => {
      logger.warn("Connexion PostgreSQL perdue en cours d'utilisation", { error: error.message });
      health.observe(error);
    }),
  );
  pool.on("error", (error) => {
    logger.warn("Connexion PostgreSQL perdue (le pool en ouvrira une autre)", { error: error.message });
    health.observe(error);
  });
  // Every query and every transaction goes through these two: a failure for unavailability, wherever
  // it happens (a page, the mail worker, a revision check), marks the database down. Except a wait
  // for a free connection that timed out while every connection of the pool is open: the pool is
  // busy (a burst, slow pages), the database answers each of them. That request gets its 503;
  // marking the database down would answer every other one with a 503 until a probe, itself
  // waiting for a connection, got one. A database that does go away fails the open connections.
  const observe = (error: unknown) => {
    const poolBusy = pool.totalCount >= max && error instanceof Error && /timeout exceeded when trying to connect/i.test(error.message);
    if (!poolBusy) health.observe(error);
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const watched = (result: unknown) =>
    result instanceof Promise
      ? result.catch((error: unknown) => {
          observe(error);
          throw error;
        })
      : result; // a cursor or a callback query: returned as it is
  (pool as { query: unknown }).query = (...args: unknown[]) => watched(query(...args));
  const observed = new WeakSet<pg.PoolClient>();
  (pool as { connect: unknown }).connect = (...args: unknown[]) =>
    // pool.query checks a client out with a callback: left to the pool, watched by the query wrapper.
    args.length > 0
      ? (connect as (...args: unknown[]) => unknown)(...args)
      : connect().then(
      (client) => {
        // A transaction's queries run on the client it checked out, one after the other: a
        // loader's Promise.all inside a transaction handed node-postgres a second query while the
        // first ran, which it queues today but deprecates (gone in pg 9). The queue is ours now.
        if (!observed.has(client)) {
          observed.add(client);
          const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
          let previous: Promise<unknown> = Promise.resolve();
          (client as { query: unknown }).query = (...args: unknown[]) => {
            // A callback or a submittable (cursor) query answers at once: left to node-postgres.
            const immediate = typeof args[args.length - 1] === "function" || typeof (args[0] as { submit?: unknown })?.submit === "function";
            if (immediate) return watched(clientQuery(...args));
            const result = previous.then(() => clientQuery(...args));
            previous = result.catch(() => undefined);
            return watched(result);
          };
        }
        return client;
      },
      (error: unknown) => {
        observe(error);
        throw error;
      },
    );
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  async function withExclusiveLock<T>(fn: () => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [LOCK_ID]);
      return await fn();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [LOCK_ID]).catch(() => undefined);
      client.release();
    }
  }
  let closing: Promise<void> | null = null;
  return {
    db,
    kind: "postgres",
    health,
    migrate: () => withExclusiveLock(() => migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder })),
    withExclusiveLock,
    close: () => {
      health.stop();
      return (closing ??= pool.end());
    },
  };
}

/** How long a query waits for a connection before failing (the database is unreachable). */
export const CONNECT_TIMEOUT_MS = 3_000;

// One handle per process. The server reaches it through the build (ADR 015), so production has one
// copy of this module; it is still kept on globalThis for `npm run dev`, where Vite evaluates this
// module again after an edit and a second PGlite must never open the same folder.
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
