import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openPglite, openPostgres, setDbHandle, type DbHandle } from "./client.server";

export type TestDatabase = DbHandle & { label: string; dispose(): Promise<void> };

/** A fresh, migrated PGlite in memory. */
export async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const handle = openPglite();
  await handle.migrate();
  return { ...handle, label: "PGlite", dispose: () => handle.close() };
}

/**
 * A fresh, migrated PostgreSQL database created next to TEST_DATABASE_URL's database and dropped
 * afterwards, so test files never see each other's rows.
 */
export async function createPostgresTestDatabase(baseUrl: string): Promise<TestDatabase> {
  const name = `imagine_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { max: 5 });
  await handle.migrate();
  return {
    ...handle,
    label: "PostgreSQL",
    async dispose() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** The databases a data-layer suite runs against: PGlite always, PostgreSQL when configured. */
export function testDatabaseTargets(): { label: string; create: () => Promise<TestDatabase> }[] {
  const targets = [{ label: "PGlite", create: createPgliteTestDatabase }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) targets.push({ label: "PostgreSQL", create: () => createPostgresTestDatabase(url) });
  return targets;
}

/** Installs a fresh PGlite as the process database for code that calls getDb(). */
export async function useTestDatabase(): Promise<TestDatabase> {
  const database = await createPgliteTestDatabase();
  setDbHandle(database);
  return database;
}
