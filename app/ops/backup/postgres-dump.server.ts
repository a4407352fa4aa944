import { spawn } from "node:child_process";
import pg from "pg";
import { migrationLevel, serverVersion, tableStats, type RunQuery } from "./database-stats.server";
import { BackupError, type DatabaseSnapshot } from "./manifest";

const DUMP_ARGS = ["--format=plain", "--no-owner", "--no-privileges", "--rows-per-insert=200"];

/** The pg_dump binary: PG_DUMP when set (a versioned path such as /usr/lib/postgresql/17/bin/pg_dump). */
export function pgDumpPath(): string {
  return process.env.PG_DUMP || "pg_dump";
}

/** The URL without its password (it goes to pg_dump through PGPASSWORD, not the process list). */
function splitCredentials(url: string): { url: string; password?: string } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = "";
  return { url: parsed.toString(), password };
}

function runPgDump(args: string[], password?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(pgDumpPath(), args, {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") {
        reject(
          new BackupError(
            `pg_dump est introuvable (${pgDumpPath()}). Installez le client PostgreSQL de la même version ` +
              `majeure que le serveur (paquet postgresql-client) ou indiquez son chemin avec PG_DUMP=/chemin/vers/pg_dump.`,
          ),
        );
      } else reject(error);
    });
    child.on("close", (code) => resolve({ code, stdout: Buffer.concat(out).toString("utf8"), stderr }));
  });
}

/** psql-only lines (\restrict, recent pg_dump versions) that a plain SQL execution cannot run. */
export function stripPsqlMetaCommands(sql: string): string {
  return sql.replace(/^\\(?:un)?restrict\b.*\r?\n?/gm, "");
}

/**
 * pg_dump of a PostgreSQL database. The statistics and the dump read the same snapshot: a
 * repeatable-read transaction exports it and pg_dump attaches to it with --snapshot, so rows
 * written meanwhile by the running site are in neither.
 */
export async function dumpPostgres(databaseUrl: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  client.on("error", () => undefined);
  await client.connect();
  try {
    {
      const query: RunQuery = (text) => client.query(text).then((result) => result.rows as Record<string, unknown>[]);
      await query("begin isolation level repeatable read read only");
      const [snapshot] = await query("select pg_export_snapshot() as id");
      const tables = await tableStats(query);
      const migration = await migrationLevel(query);
      const version = await serverVersion(query);
      const { url, password } = splitCredentials(databaseUrl);
      const run = await runPgDump([...DUMP_ARGS, `--snapshot=${String(snapshot!.id)}`, `--dbname=${url}`], password);
      await query("commit");
      if (run.code !== 0) {
        if (/server version mismatch/i.test(run.stderr)) {
          throw new BackupError(
            `Le pg_dump installé est plus ancien que le serveur PostgreSQL ${version} : installez le client ` +
              `PostgreSQL de la même version majeure (ou plus récente) ou indiquez son chemin avec PG_DUMP. ` +
              `Détail : ${run.stderr.trim()}`,
          );
        }
        throw new BackupError(`pg_dump a échoué (code ${run.code}) : ${run.stderr.trim()}`);
      }
      return { kind: "postgres", serverVersion: version, migration, tables, sql: stripPsqlMetaCommands(run.stdout) };
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
