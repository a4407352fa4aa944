// npm run backup -- [--out FILE|FOLDER/] [--keep N]
// One archive (manifest, database dump, uploads) of the database configured like the site
// (DATABASE_URL, else PGlite in DATA_DIR); works while the site is running. See README « Sauvegardes ».
import path from "node:path";
import { parseArgs } from "node:util";
import { env } from "../app/lib/env.server";
import { runBackup } from "../app/ops/backup/backup.server";

function fail(message: string): never {
  process.stderr.write(`\nSauvegarde impossible : ${message}\n\n`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({ options: { out: { type: "string" }, keep: { type: "string" } } }).values;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\nUsage : npm run backup -- [--out FICHIER|DOSSIER/] [--keep N]`);
}
const keep = args.keep === undefined ? undefined : Number(args.keep);
if (keep !== undefined && (!Number.isInteger(keep) || keep < 1)) fail("--keep attend un nombre entier d'archives à garder (1 ou plus).");

try {
  const config = env();
  const report = await runBackup({
    source: config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dataDir: config.DATA_DIR, pgliteDir: path.resolve(config.PGLITE_DIR) },
    uploadsDir: path.resolve(config.DATA_DIR, "uploads"),
    out: args.out,
    keep,
  });
  const rows = report.manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Sauvegarde écrite : ${report.file} (${(report.bytes / 1024).toFixed(0)} Kio ; ` +
      `${report.manifest.database.tables.length} tables, ${rows} lignes, ${report.manifest.uploads.length} fichiers envoyés ; ` +
      `base ${report.manifest.database.kind} via ${report.via}).`,
  );
  for (const name of report.removed) console.log(`Ancienne sauvegarde supprimée (--keep ${keep}) : ${name}`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
