import { PGLITE_EXTENSIONS } from "~/db/client.server";
import { existsSync, mkdirSync } from "node:fs";
import { cp, rename } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pgDriver from "pg";
import { listFiles, openArchive, type OpenedArchive } from "./archive.server";
import { APP_SCHEMAS, listTables, readJournal, tableStats, type RunQuery } from "./database-stats.server";
import { endpointFile, runningServer } from "./local-endpoint.server";
import { BackupError, UPLOADS_FOLDER, type Manifest } from "./manifest";
import { pgliteQuery } from "./pglite-dump.server";

export type RestoreTarget =
  | { kind: "postgres"; url: string }
  /** dataDir holds the server's endpoint file, pgliteDir the database */
  | { kind: "pglite"; dataDir: string; pgliteDir: string };

const ENGINE = { pglite: "PGlite", postgres: "PostgreSQL" } as const;

/** The archive's migration level must be one this code ships: the app cannot run a newer schema. */
export function checkMigrationLevel(manifest: Manifest, journal = readJournal()) {
  const level = manifest.database.migration;
  if (!level) return;
  const latest = journal.at(-1);
  if (!journal.some((entry) => entry.when === level.createdAt)) {
    const newer = !latest || level.createdAt > latest.when;
    throw new BackupError(
      newer
        ? `Cette sauvegarde vient d'une version plus récente d'Imagine (migration ${level.tag ?? level.createdAt}, ` +
            `cette version s'arrête à ${latest?.tag ?? "aucune"}) : mettez l'application à jour avant de restaurer. Rien n'a été modifié.`
        : `Cette sauvegarde porte une migration inconnue de cette version d'Imagine (${level.tag ?? level.createdAt}) : rien n'a été modifié.`,
    );
  }
}

/** Same tables, same row counts, same content checksums as the manifest; else the load is undone. */
async function verifyLoaded(query: RunQuery, manifest: Manifest) {
  const loaded = await tableStats(query);
  const expected = manifest.database.tables;
  const byName = new Map(loaded.map((table) => [table.name, table]));
  const problems: string[] = [];
  for (const table of expected) {
    const got = byName.get(table.name);
    if (!got) problems.push(`${table.name} absente`);
    else if (got.rows !== table.rows) problems.push(`${table.name} : ${got.rows} lignes au lieu de ${table.rows}`);
    else if (got.checksum !== table.checksum) problems.push(`${table.name} : contenu différent`);
  }
  for (const table of loaded) if (!expected.some((e) => e.name === table.name)) problems.push(`${table.name} en trop`);
  if (problems.length > 0) {
    throw new BackupError(
      `La base restaurée ne correspond pas à la sauvegarde (${problems.slice(0, 5).join(" ; ")}) : restauration annulée, rien n'a été modifié.`,
    );
  }
}

type Loader = {
  tables: () => Promise<string[]>;
  /** In one transaction: optionally empty the app's schemas, run the dump, verify; all or nothing. */
  load: (sql: string, options: { wipe: boolean; verify: (query: RunQuery) => Promise<void> }) => Promise<void>;
  close: () => Promise<void>;
};

const WIPE = [...APP_SCHEMAS.map((schema) => `drop schema if exists ${schema} cascade`), "create schema public"].join(";\n");

function pgliteLoader(pgliteDir: string): Loader {
  mkdirSync(pgliteDir, { recursive: true });
  const pg = new PGlite(pgliteDir, { extensions: PGLITE_EXTENSIONS });
  return {
    tables: () => listTables(pgliteQuery(pg)),
    load: async (sql, { wipe, verify }) => {
      await pg.transaction(async (tx) => {
        if (wipe) await tx.exec(WIPE);
        await tx.exec(sql);
        await verify(pgliteQuery(tx));
      });
    },
    close: () => pg.close(),
  };
}

function postgresLoader(url: string): Loader {
  const client = new pgDriver.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => undefined);
  const connected = client.connect();
  const run = async (text: string) => {
    await connected;
    return (await client.query(text)).rows as Record<string, unknown>[];
  };
  return {
    tables: () => listTables(run),
    load: async (sql, { wipe, verify }) => {
      await connected;
      await client.query("begin");
      try {
        // Without parameters, node-postgres sends the simple protocol: the whole script runs,
        // statement after statement.
        if (wipe) await client.query(WIPE);
        await client.query(sql);
        await verify(run);
        await client.query("commit");
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      }
    },
    close: async () => {
      await connected.catch(() => undefined);
      await client.end().catch(() => undefined);
    },
  };
}

export type RestoreReport = { manifest: Manifest; tables: number; rows: number; uploads: number; forced: boolean; movedUploads?: string };

/**
 * Restores an archive into an empty database and uploads folder. Every check runs before the
 * first change (archive complete, ours, checksums, migration level, engine, nobody using a PGlite
 * directory, empty target unless `force`), and the database load is one transaction that is
 * verified against the manifest before it commits.
 */
export async function runRestore(options: {
  file: string;
  target: RestoreTarget;
  uploadsDir: string;
  force?: boolean;
  log?: (message: string) => void;
}): Promise<RestoreReport> {
  const { target, uploadsDir, force = false } = options;
  const log = options.log ?? (() => {});
  if (target.kind === "pglite") {
    const server = runningServer(target.dataDir);
    if (server) {
      throw new BackupError(
        `Le site est en marche sur cette base PGlite (pid ${server.pid}, port ${server.port}) : arrêtez-le avant de restaurer. Rien n'a été modifié. ` +
          `(Si le site est bien arrêté, supprimez ${endpointFile(target.dataDir)}.)`,
      );
    }
  }
  const archive: OpenedArchive = await openArchive(options.file);
  try {
    const { manifest } = archive;
    checkMigrationLevel(manifest);
    if (manifest.database.kind !== target.kind) {
      throw new BackupError(
        `Cette sauvegarde vient de ${ENGINE[manifest.database.kind]} et la base cible est ${ENGINE[target.kind]} : ` +
          `la restauration d'un moteur vers l'autre n'est pas prise en charge. Rien n'a été modifié.`,
      );
    }
    const loader = target.kind === "pglite" ? pgliteLoader(target.pgliteDir) : postgresLoader(target.url);
    try {
      const existingTables = await loader.tables();
      const existingUploads = await listFiles(uploadsDir);
      if ((existingTables.length > 0 || existingUploads.length > 0) && !force) {
        const found = [
          existingTables.length > 0 ? `${existingTables.length} table(s) dans la base` : "",
          existingUploads.length > 0 ? `${existingUploads.length} fichier(s) dans ${uploadsDir}` : "",
        ].filter(Boolean);
        throw new BackupError(
          `La cible n'est pas vide (${found.join(", ")}) : restaurez dans une base neuve, ou ajoutez --force pour ` +
            `remplacer son contenu. Rien n'a été modifié.`,
        );
      }
      const forced = force && (existingTables.length > 0 || existingUploads.length > 0);
      if (forced) log(`--force : le contenu actuel (${existingTables.length} tables, ${existingUploads.length} fichiers envoyés) va être remplacé.`);
      await loader.load(archive.sql, { wipe: forced, verify: (query) => verifyLoaded(query, manifest) });

      let movedUploads: string | undefined;
      if (existingUploads.length > 0) {
        // Kept aside rather than deleted: --force must not destroy what a mistaken restore replaced.
        movedUploads = `${uploadsDir}.avant-restauration-${Date.now()}`;
        await rename(uploadsDir, movedUploads);
        log(`--force : anciens fichiers envoyés déplacés dans ${movedUploads}`);
      }
      const restoredUploads = path.join(archive.dir, UPLOADS_FOLDER);
      if (existsSync(restoredUploads)) await cp(restoredUploads, uploadsDir, { recursive: true });
      return {
        manifest,
        tables: manifest.database.tables.length,
        rows: manifest.database.tables.reduce((sum, table) => sum + table.rows, 0),
        uploads: manifest.uploads.length,
        forced,
        movedUploads,
      };
    } finally {
      await loader.close();
    }
  } finally {
    await archive.cleanup();
  }
}
