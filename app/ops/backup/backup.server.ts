import { PGLITE_EXTENSIONS } from "~/db/client.server";
import { existsSync } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { writeArchive } from "./archive.server";
import { BACKUP_ENDPOINT_PATH, ENDPOINT_FILE, runningServer, type LocalEndpoint } from "./local-endpoint.server";
import { BackupError, type DatabaseSnapshot } from "./manifest";
import { dumpPglite } from "./pglite-dump.server";
import { dumpPostgres } from "./postgres-dump.server";

export type BackupSource =
  | { kind: "postgres"; url: string }
  /** dataDir holds the server's endpoint file, pgliteDir the database */
  | { kind: "pglite"; dataDir: string; pgliteDir: string };

export const ARCHIVE_PREFIX = "imagine-";
export const ARCHIVE_SUFFIX = ".tar.gz";

/** imagine-YYYYMMDD-HHMMSS.tar.gz in UTC: names sort in time order, which --keep relies on. */
export function archiveName(date = new Date()): string {
  const stamp = date.toISOString().replace(/\.\d+Z$/, "").replaceAll("-", "").replaceAll(":", "").replace("T", "-");
  return `${ARCHIVE_PREFIX}${stamp}${ARCHIVE_SUFFIX}`;
}

/** `--out` as given: a folder (existing, or written with a trailing slash) or a file name. */
export function resolveOut(out: string | undefined, now = new Date()): string {
  if (!out) return path.resolve("backups", archiveName(now));
  const isFolder = out.endsWith("/") || (existsSync(out) && !out.endsWith(ARCHIVE_SUFFIX));
  return isFolder ? path.resolve(out, archiveName(now)) : path.resolve(out);
}

async function askServer(endpoint: LocalEndpoint): Promise<DatabaseSnapshot> {
  let response: Response;
  try {
    response = await fetch(`http://${endpoint.host.includes(":") ? `[${endpoint.host}]` : endpoint.host}:${endpoint.port}${BACKUP_ENDPOINT_PATH}`, {
      method: "POST",
      headers: { authorization: `Bearer ${endpoint.token}` },
      signal: AbortSignal.timeout(10 * 60_000),
    });
  } catch (error) {
    throw new BackupError(
      `Le serveur (pid ${endpoint.pid}) utilise la base PGlite mais ne répond pas sur le port ${endpoint.port} ` +
        `(${error instanceof Error ? error.message : String(error)}). Réessayez une fois le site démarré ; ` +
        `si le site est arrêté, supprimez ${ENDPOINT_FILE} dans DATA_DIR.`,
    );
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new BackupError(
      `Le serveur (pid ${endpoint.pid}) a refusé la sauvegarde (HTTP ${response.status})${body.error ? ` : ${body.error}` : ""}.`,
    );
  }
  return (await response.json()) as DatabaseSnapshot;
}

/** The dump: pg_dump on PostgreSQL; on PGlite, the running server's, or our own when it is stopped. */
export async function snapshotDatabase(source: BackupSource): Promise<{ snapshot: DatabaseSnapshot; via: string }> {
  if (source.kind === "postgres") return { snapshot: await dumpPostgres(source.url), via: "pg_dump" };
  const server = runningServer(source.dataDir);
  if (server) return { snapshot: await askServer(server), via: `serveur en marche (pid ${server.pid})` };
  if (!existsSync(path.join(source.pgliteDir, "PG_VERSION"))) {
    throw new BackupError(`Aucune base PGlite dans ${source.pgliteDir} : vérifiez DATA_DIR (ou PGLITE_DIR).`);
  }
  const pg = new PGlite(source.pgliteDir, { extensions: PGLITE_EXTENSIONS });
  try {
    return { snapshot: await dumpPglite(pg), via: "PGlite ouverte directement (site arrêté)" };
  } finally {
    await pg.close();
  }
}

/** Deletes the oldest imagine-*.tar.gz of `folder` so that `keep` remain. */
export async function pruneArchives(folder: string, keep: number): Promise<string[]> {
  const names = (await readdir(folder))
    .filter((name) => name.startsWith(ARCHIVE_PREFIX) && name.endsWith(ARCHIVE_SUFFIX))
    .sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await rm(path.join(folder, name));
  return removed;
}

export async function runBackup(options: { source: BackupSource; uploadsDir: string; out?: string; keep?: number }) {
  const out = resolveOut(options.out);
  const { snapshot, via } = await snapshotDatabase(options.source);
  const { manifest } = await writeArchive({ snapshot, uploadsDir: options.uploadsDir, out });
  const removed = options.keep ? await pruneArchives(path.dirname(out), options.keep) : [];
  return { file: out, bytes: (await stat(out)).size, manifest, via, removed };
}
