import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { migrationsFolder, pgliteHandle, PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from "~/db/client.server";

// Tests open dozens of fresh PGlite databases. Creating a cluster and running every migration
// took 2.5 to 3.5 s each on this two-core machine; loading a data directory that already holds
// the migrated schema takes well under one. The migrated directory is made once per set of
// migrations (and PGlite version), kept as a tar file in node_modules/.cache, and shared by every
// Vitest worker and every later run; a new migration names a new file.

const cacheDir = path.resolve(process.cwd(), "node_modules/.cache/imagine");

/** A short hash of the committed migrations: a template made from other migrations is not used. */
export function migrationsHash(extra = ""): string {
  const hash = createHash("sha256").update(extra);
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (file.endsWith(".sql") || file.endsWith(".json")) hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

function templateName(): string {
  const pgliteVersion = (JSON.parse(readFileSync(path.resolve(process.cwd(), "node_modules/@electric-sql/pglite/package.json"), "utf8")) as { version: string }).version;
  return path.join(cacheDir, `pglite-migrated-${migrationsHash(pgliteVersion + JSON.stringify(PGLITE_START_PARAMS))}.tar`);
}

/** The migrated data directory as a tar file, made on first use. */
export async function migratedPgliteTemplate(): Promise<Blob> {
  const file = templateName();
  if (!existsSync(file)) {
    const client = new PGlite({ startParams: PGLITE_START_PARAMS, extensions: PGLITE_EXTENSIONS });
    await pgliteHandle(client).migrate();
    const dump = await client.dumpDataDir("none");
    await client.close();
    mkdirSync(cacheDir, { recursive: true });
    // Written aside then renamed: a worker reading at the same moment sees a whole file or none.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** A PGlite in memory holding the migrated schema, loaded from the template. */
export async function openMigratedPglite(): Promise<PGlite> {
  const pglite = new PGlite({ loadDataDir: await migratedPgliteTemplate(), startParams: PGLITE_START_PARAMS, extensions: PGLITE_EXTENSIONS });
  await pglite.waitReady;
  return pglite;
}
