import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { adminConnection } from "~/test-support/databases.server";
import { create, extract } from "tar";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openPglite, openPostgres, PGLITE_EXTENSIONS } from "~/db/client.server";
import { seedDatabase } from "~/db/seed/seed.server";
import { testDatabaseTargets } from "~/test-support/databases.server";
import { listFiles, writeArchive } from "./archive.server";
import { pruneArchives, snapshotDatabase } from "./backup.server";
import { tableStats, type RunQuery } from "./database-stats.server";
import { ENDPOINT_FILE } from "./local-endpoint.server";
import { BackupError, type DatabaseSnapshot, type Manifest } from "./manifest";
import { dumpLivePglite, pgliteQuery } from "./pglite-dump.server";
import { dumpPostgres } from "./postgres-dump.server";
import { runRestore, type RestoreTarget } from "./restore.server";

// Seeding and dumping PGlite twice per test takes most of a minute on a busy 2-core machine.
vi.setConfig({ testTimeout: 180_000 });

const temps: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "imagine-backup-test-"));
  temps.push(dir);
  return dir;
}
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  temps.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** An empty PostgreSQL database next to TEST_DATABASE_URL's, dropped after the file. */
async function emptyPostgres(): Promise<string> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `imagine_backup_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = await adminConnection(base);
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Uploads as the back office writes them: binary files in sub-folders. */
function makeUploads(dir: string) {
  mkdirSync(path.join(dir, "media/2026"), { recursive: true });
  writeFileSync(path.join(dir, "media/2026/photo_800x600.webp"), randomBytes(40_000));
  writeFileSync(path.join(dir, "media/logo.png"), randomBytes(1_234));
}

type Engine = {
  label: string;
  /** A migrated, seeded database with awkward rows; returns how to dump it and read it. */
  source: () => Promise<{ snapshot: () => Promise<DatabaseSnapshot>; query: RunQuery }>;
  /** A fresh empty target and how to read it after the restore. */
  target: () => Promise<{ target: RestoreTarget; query: () => Promise<{ run: RunQuery; close: () => Promise<void> }> }>;
};

async function addAwkwardRows(run: RunQuery) {
  // Quotes, accents, newlines, NULLs and JSON: what a dump most easily gets wrong.
  await run(
    `insert into clients (name, logo_url, display_order, is_active)
     values (E'L''Atelier « Été »\\n— Sfax\\\\', '/uploads/a b.png?x=1&y=2', 99, false)`,
  );
}

const engines: Engine[] = testDatabaseTargets({ both: true }).map(({ label }) =>
  label === "PGlite"
    ? {
        label,
        source: async () => {
          const handle = openPglite();
          await handle.migrate();
          await seedDatabase(handle.db);
          const pg = (handle.db as unknown as { $client: PGlite }).$client;
          await addAwkwardRows(pgliteQuery(pg));
          cleanups.push(() => handle.close());
          // The server's way: a clone of the live instance, dumped.
          return { snapshot: () => dumpLivePglite(pg), query: pgliteQuery(pg) };
        },
        target: async () => {
          const dataDir = tempDir();
          const pgliteDir = path.join(dataDir, "pglite");
          return {
            target: { kind: "pglite", dataDir, pgliteDir },
            query: async () => {
              const pg = new PGlite(pgliteDir, { extensions: PGLITE_EXTENSIONS });
              return { run: pgliteQuery(pg), close: () => pg.close() };
            },
          };
        },
      }
    : {
        label,
        source: async () => {
          const url = await emptyPostgres();
          const handle = openPostgres(url, { max: 2 });
          await handle.migrate();
          await seedDatabase(handle.db);
          const client = await adminConnection(url);
          const run: RunQuery = (text) => client.query(text).then((result) => (result as unknown as { rows: Record<string, unknown>[] }).rows);
          await addAwkwardRows(run);
          cleanups.push(async () => {
            await client.end();
            await handle.close();
          });
          return { snapshot: () => dumpPostgres(url), query: run };
        },
        target: async () => {
          const url = await emptyPostgres();
          return {
            target: { kind: "postgres", url },
            query: async () => {
              const client = await adminConnection(url);
              return {
                run: (text) => client.query(text).then((result) => (result as unknown as { rows: Record<string, unknown>[] }).rows),
                close: () => client.end(),
              };
            },
          };
        },
      },
);

describe.each(engines)("backup → restore on $label", (engine) => {
  it("restores every table (row count and content checksum) and every upload byte for byte", async () => {
    const source = await engine.source();
    const uploadsDir = path.join(tempDir(), "uploads");
    makeUploads(uploadsDir);
    const archive = path.join(tempDir(), "imagine-test.tar.gz");
    const { manifest } = await writeArchive({ snapshot: await source.snapshot(), uploadsDir, out: archive });

    const before = await tableStats(source.query);
    expect(before.length).toBeGreaterThan(20);
    expect(before.find((t) => t.name === "public.clients")!.rows).toBeGreaterThan(1);
    expect(manifest.database.tables).toEqual(before);
    expect(manifest.database.migration?.tag).toMatch(/^\d{4}_/);

    const { target, query } = await engine.target();
    const restoredUploads = path.join(tempDir(), "uploads");
    const report = await runRestore({ file: archive, target, uploadsDir: restoredUploads });
    expect(report.forced).toBe(false);

    const restored = await query();
    try {
      expect(await tableStats(restored.run)).toEqual(before);
      const [awkward] = await restored.run(`select name, logo_url from public.clients where display_order = 99`);
      expect(awkward).toEqual({ name: "L'Atelier « Été »\n— Sfax\\", logo_url: "/uploads/a b.png?x=1&y=2" });
    } finally {
      await restored.close();
    }
    const files = await listFiles(uploadsDir);
    expect(await listFiles(restoredUploads)).toEqual(files);
    for (const file of files) {
      expect(readFileSync(path.join(restoredUploads, file)).equals(readFileSync(path.join(uploadsDir, file)))).toBe(true);
    }
  });

  it("refuses a non-empty target without --force and changes nothing; --force replaces it", async () => {
    const source = await engine.source();
    const archive = path.join(tempDir(), "imagine-test.tar.gz");
    await writeArchive({ snapshot: await source.snapshot(), uploadsDir: path.join(tempDir(), "none"), out: archive });
    const { target, query } = await engine.target();
    const uploadsDir = path.join(tempDir(), "uploads");
    await runRestore({ file: archive, target, uploadsDir });

    // The restored site lives on: a row is added, then a second restore is attempted.
    let db = await query();
    await db.run(`update public.clients set name = 'Modifié après coup' where display_order = 99`);
    const changed = await tableStats(db.run);
    await db.close();
    mkdirSync(uploadsDir, { recursive: true });
    writeFileSync(path.join(uploadsDir, "kept.txt"), "déjà là");

    const refusal = runRestore({ file: archive, target, uploadsDir });
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(/La cible n'est pas vide .*--force.*Rien n'a été modifié/s);
    db = await query();
    expect(await tableStats(db.run)).toEqual(changed);
    await db.close();
    expect(await listFiles(uploadsDir)).toEqual(["kept.txt"]);

    const logged: string[] = [];
    const report = await runRestore({ file: archive, target, uploadsDir, force: true, log: (m) => logged.push(m) });
    expect(report.forced).toBe(true);
    expect(logged.join("\n")).toMatch(/--force/);
    db = await query();
    expect(await tableStats(db.run)).toEqual(await tableStats(source.query));
    await db.close();
    expect(readFileSync(path.join(report.movedUploads!, "kept.txt"), "utf8")).toBe("déjà là");
  });

  // Declared for PostgreSQL only (pg_dump is PostgreSQL's tool), so nothing is skipped elsewhere.
  if (engine.label === "PostgreSQL") {
    it("a missing pg_dump gives a clear message", async () => {
      const url = await emptyPostgres();
      const previous = process.env.PG_DUMP;
      process.env.PG_DUMP = "/nonexistent/pg_dump";
      try {
        await expect(dumpPostgres(url)).rejects.toThrow(/pg_dump est introuvable .*PG_DUMP=/);
      } finally {
        if (previous === undefined) delete process.env.PG_DUMP;
        else process.env.PG_DUMP = previous;
      }
    });
  }
});

describe("restore refuses a bad archive and changes nothing", () => {
  let archive: string;
  let manifest: Manifest;

  async function goodArchive() {
    if (archive) return archive;
    const handle = openPglite();
    await handle.migrate();
    await seedDatabase(handle.db);
    const uploadsDir = path.join(tempDir(), "uploads");
    makeUploads(uploadsDir);
    archive = path.join(tempDir(), "good.tar.gz");
    const snapshot = await dumpLivePglite((handle.db as unknown as { $client: PGlite }).$client);
    manifest = (await writeArchive({ snapshot, uploadsDir, out: archive })).manifest;
    await handle.close();
    return archive;
  }

  /** The good archive, unpacked, edited by `edit`, packed again. */
  async function tampered(edit: (dir: string) => void): Promise<string> {
    const dir = tempDir();
    await extract({ file: await goodArchive(), cwd: dir });
    edit(dir);
    const out = path.join(tempDir(), "tampered.tar.gz");
    await create({ gzip: true, file: out, cwd: dir }, await readdir(dir));
    return out;
  }

  async function expectRefused(file: string, message: RegExp) {
    const dataDir = tempDir();
    const target: RestoreTarget = { kind: "pglite", dataDir, pgliteDir: path.join(dataDir, "pglite") };
    const uploadsDir = path.join(dataDir, "uploads");
    const attempt = runRestore({ file, target, uploadsDir });
    await expect(attempt).rejects.toThrow(BackupError);
    await expect(attempt).rejects.toThrow(message);
    expect(existsSync(target.pgliteDir)).toBe(false);
    expect(existsSync(uploadsDir)).toBe(false);
  }

  it("a truncated archive", async () => {
    const bytes = readFileSync(await goodArchive());
    const restoreFolders = () => readdirSync(os.tmpdir()).filter((name) => name.startsWith("imagine-restore-"));
    const before = restoreFolders();
    for (const keep of [0.5, 0.95]) {
      const truncated = path.join(tempDir(), "truncated.tar.gz");
      writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * keep)));
      await expectRefused(truncated, /incomplète ou endommagée/);
    }
    // The archive is read to its end before anything is extracted: no half-written folder is left.
    expect(restoreFolders()).toEqual(before);
  });

  it("a file that is not an archive, and an archive of another app", async () => {
    const notArchive = path.join(tempDir(), "notes.tar.gz");
    writeFileSync(notArchive, "ceci n'est pas une archive");
    await expectRefused(notArchive, /incomplète ou endommagée/);

    const noManifest = await tampered((dir) => rmSync(path.join(dir, "manifest.json")));
    await expectRefused(noManifest, /n'est pas une sauvegarde d'Imagine \(pas de manifest.json\)/);

    const foreign = await tampered((dir) =>
      writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ ...manifest, app: "wordpress" })),
    );
    await expectRefused(foreign, /n'est pas une sauvegarde d'Imagine \(application « wordpress »\)/);
  });

  it("a checksum that does not match (database dump or upload)", async () => {
    const editedDump = await tampered((dir) => {
      const file = path.join(dir, "database.sql");
      writeFileSync(file, readFileSync(file, "utf8").replace("INSERT INTO", "insert into"));
    });
    await expectRefused(editedDump, /Somme de contrôle incorrecte pour database.sql/);

    const editedUpload = await tampered((dir) => writeFileSync(path.join(dir, "uploads/media/logo.png"), randomBytes(1_234)));
    await expectRefused(editedUpload, /Somme de contrôle incorrecte pour uploads\/media\/logo.png/);
  });

  it("a migration level newer than this code knows", async () => {
    const newer = await tampered((dir) => {
      const level = manifest.database.migration!;
      const edited = { ...manifest, database: { ...manifest.database, migration: { ...level, tag: "0099_future", createdAt: level.createdAt + 86_400_000 } } };
      writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(edited));
    });
    await expectRefused(newer, /version plus récente d'Imagine \(migration 0099_future/);
  });

  it("a PGlite directory the running site is using", async () => {
    const dataDir = tempDir();
    // The parent process stands for the running server: alive, and not this process.
    writeFileSync(path.join(dataDir, ENDPOINT_FILE), JSON.stringify({ pid: process.ppid, port: 3999, host: "127.0.0.1", token: "x" }));
    const target: RestoreTarget = { kind: "pglite", dataDir, pgliteDir: path.join(dataDir, "pglite") };
    const attempt = runRestore({ file: await goodArchive(), target, uploadsDir: path.join(dataDir, "uploads") });
    await expect(attempt).rejects.toThrow(/Le site est en marche sur cette base PGlite \(pid \d+, port 3999\)/);
    expect(existsSync(target.pgliteDir)).toBe(false);
  });
});

describe("backup side", () => {
  it("--keep removes the oldest archives of the folder only", async () => {
    const dir = tempDir();
    const names = ["imagine-20260101-031500.tar.gz", "imagine-20260102-031500.tar.gz", "imagine-20260103-031500.tar.gz"];
    for (const name of [...names, "notes.txt"]) writeFileSync(path.join(dir, name), "x");
    expect(await pruneArchives(dir, 2)).toEqual([names[0]]);
    expect((await readdir(dir)).sort()).toEqual([names[1], names[2], "notes.txt"]);
  });

  it("a PGlite directory that does not exist is named", async () => {
    const dataDir = tempDir();
    await expect(snapshotDatabase({ kind: "pglite", dataDir, pgliteDir: path.join(dataDir, "pglite") })).rejects.toThrow(
      /Aucune base PGlite dans .*pglite/,
    );
  });

});
