import { readFileSync } from "node:fs";
import path from "node:path";
import type { MigrationLevel, TableStats } from "./manifest";

/** Runs one SQL text and returns its rows: the one thing needed from PGlite and postgres.js alike. */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

/** The schemas the app owns: its tables, and drizzle's record of applied migrations. */
export const APP_SCHEMAS = ["public", "drizzle"] as const;

const schemaList = APP_SCHEMAS.map((s) => `'${s}'`).join(", ");

export async function listTables(query: RunQuery): Promise<string[]> {
  const rows = await query(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in (${schemaList}) order by 1`,
  );
  return rows.map((row) => String(row.name));
}

function quoteQualified(name: string): string {
  return name
    .split(".")
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join(".");
}

/**
 * Row count and content checksum of every table. Rows are compared as their text form, sorted
 * with the C collation and printed in UTC, so PGlite and PostgreSQL give the same md5 for the
 * same content whatever their locale or time zone.
 */
export async function tableStats(query: RunQuery): Promise<TableStats[]> {
  await query("set time zone 'UTC'");
  await query("set extra_float_digits = 1");
  const stats: TableStats[] = [];
  for (const name of await listTables(query)) {
    const [row] = await query(
      `select count(*)::int as rows,
              md5(coalesce(string_agg(t::text, E'\\n' order by t::text collate "C"), '')) as checksum
       from ${quoteQualified(name)} t`,
    );
    stats.push({ name, rows: Number(row!.rows), checksum: String(row!.checksum) });
  }
  return stats;
}

export type JournalEntry = { idx: number; tag: string; when: number };

/** The migrations this code ships (drizzle-kit's journal). */
export function readJournal(migrationsFolder = path.resolve(process.cwd(), "drizzle")): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The last migration applied to the database, or null when drizzle never ran on it. */
export async function migrationLevel(query: RunQuery, journal = readJournal()): Promise<MigrationLevel | null> {
  const [exists] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return null;
  const [last] = await query(
    `select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!last) return null;
  const createdAt = Number(last.created_at);
  return { tag: journal.find((entry) => entry.when === createdAt)?.tag ?? null, createdAt, hash: String(last.hash) };
}

export async function serverVersion(query: RunQuery): Promise<string> {
  const [row] = await query("show server_version");
  return String(row?.server_version ?? "inconnue");
}
