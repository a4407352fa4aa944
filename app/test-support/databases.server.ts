import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPostgres, pgliteHandle, setDbHandle, type DbHandle } from "~/db/client.server";
import { migrationsHash, openMigratedPglite } from "./pglite-template.server";

export type TestDatabase = DbHandle & { label: string; dispose(): Promise<void>; /** PostgreSQL only. */ url?: string };

/** A fresh, migrated PGlite in memory. */
export async function createPgliteTestDatabase(): Promise<TestDatabase> {
  // Loaded from a migrated template (pglite-template.server.ts) rather than migrated each time.
  const handle = pgliteHandle(await openMigratedPglite());
  return { ...handle, label: "PGlite", dispose: () => handle.close() };
}

/**
 * A fresh, migrated PostgreSQL database created next to TEST_DATABASE_URL's database and dropped
 * afterwards, so test files never see each other's rows. It is copied from a template database
 * migrated once per set of migrations (CREATE DATABASE … TEMPLATE, a file copy), not migrated
 * each time.
 */
export async function createPostgresTestDatabase(baseUrl: string): Promise<TestDatabase> {
  const name = `imagine_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = await adminConnection(baseUrl);
  const template = await migratedPostgresTemplate(admin, baseUrl);
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      break;
    } catch (error) {
      // Another worker's copy of the template may hold it for a moment (55006).
      if ((error as { code?: string }).code !== "55006" || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // Tests that race 20 transactions through a pool of five wait their turn for a connection; on a
  // machine busy with the rest of the suite that wait passed the site's 3 s more than once, which
  // says nothing about the code under test (the outage tests open their own pools).
  const handle = openPostgres(url.toString(), { max: 5, connectTimeoutMs: 15_000 });
  return {
    ...handle,
    label: "PostgreSQL",
    url: url.toString(),
    async dispose() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const TEMPLATE_LOCK = 726_451_010;

/** One connection to the server's maintenance database, for creating and dropping databases. */
export async function adminConnection(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined);
  await client.connect();
  return client;
}

/**
 * The name of the migrated template database, made under an advisory lock by the first worker
 * that needs it; it is marked as a template only once migrated, so a half-made one (a killed run)
 * is made again. Templates of older migrations are dropped.
 */
async function migratedPostgresTemplate(admin: pg.Client, baseUrl: string): Promise<string> {
  const template = `imagine_tpl_${migrationsHash()}`;
  const ready = async () => (await admin.query("select 1 from pg_database where datname = $1 and datistemplate", [template])).rows.length > 0;
  if (await ready()) return template;
  await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
  try {
    if (await ready()) return template;
    for (const { datname } of (await admin.query<{ datname: string }>("select datname from pg_database where datname like 'imagine_tpl_%'")).rows) {
      await admin.query(`alter database ${datname} is_template false`);
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
    await admin.query(`create database ${template}`);
    const url = new URL(baseUrl);
    url.pathname = `/${template}`;
    // Two connections: the migration holds one for its lock and runs on the other.
    const handle = openPostgres(url.toString(), { max: 2 });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    await admin.query(`alter database ${template} is_template true`);
    return template;
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
  }
}

/**
 * The databases a data-layer suite runs against: PostgreSQL when TEST_DATABASE_URL names a server,
 * PGlite otherwise. `both` runs PGlite as well beside PostgreSQL: for the suites whose subject is
 * the embedded database's own behaviour (the schema's defaults, the seed, the amount owed's SQL,
 * concurrent checkouts, the backup), and for every suite with TEST_BOTH_DATABASES=1.
 *
 * Why not every suite on both: PGlite runs the same Postgres (compiled to WebAssembly), so the
 * same SQL answers the same; what a second run caught was PGlite's cost, not a defect: in CI the
 * PGlite half took 694 s of the suites' time against 201 s for the same tests on PostgreSQL. The
 * production server the browser tests drive runs on PGlite, so every journey still crosses it.
 */
export function testDatabaseTargets({ both = false }: { both?: boolean } = {}): { label: string; create: () => Promise<TestDatabase> }[] {
  const url = process.env.TEST_DATABASE_URL;
  const pglite = { label: "PGlite", create: createPgliteTestDatabase };
  if (!url) return [pglite];
  const postgres = { label: "PostgreSQL", create: () => createPostgresTestDatabase(url) };
  return both || process.env.TEST_BOTH_DATABASES === "1" ? [pglite, postgres] : [postgres];
}

/**
 * Installs a fresh database as the process database for code that calls getDb(): PostgreSQL when
 * TEST_DATABASE_URL names a server (see testDatabaseTargets), PGlite otherwise.
 */
export async function useTestDatabase(): Promise<TestDatabase> {
  const [target] = testDatabaseTargets();
  const database = await target!.create();
  setDbHandle(database);
  return database;
}
