// npm run restore -- FILE [--force]
// Restores an archive of `npm run backup` into the database configured like the site
// (DATABASE_URL, else PGlite in DATA_DIR), which must be empty unless --force. Stop the site first.
import path from "node:path";
import { parseArgs } from "node:util";
import { env } from "../app/lib/env.server";
import { logger } from "../app/lib/logger.server";
import { runRestore } from "../app/ops/backup/restore.server";

function fail(message: string): never {
  process.stderr.write(`\nRestauration impossible : ${message}\n\n`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\nUsage : npm run restore -- FICHIER [--force]`);
}
const [file, ...extra] = parsed.positionals;
if (!file || extra.length > 0) fail("indiquez une seule archive.\nUsage : npm run restore -- FICHIER [--force]");

try {
  const config = env();
  const report = await runRestore({
    file: path.resolve(file),
    target: config.DATABASE_URL
      ? { kind: "postgres", url: config.DATABASE_URL }
      : { kind: "pglite", dataDir: config.DATA_DIR, pgliteDir: path.resolve(config.PGLITE_DIR) },
    uploadsDir: path.resolve(config.DATA_DIR, "uploads"),
    force: parsed.values.force,
    // --force is written to the log as well as the terminal: replacing a database must leave a trace.
    log: (message) => {
      process.stderr.write(`${message}\n`);
      logger.warn("Restauration forcée", { message, file });
    },
  });
  console.log(
    `Restauration terminée : ${report.tables} tables, ${report.rows} lignes, ${report.uploads} fichiers envoyés ` +
      `(sauvegarde du ${report.manifest.createdAt}, migration ${report.manifest.database.migration?.tag ?? "aucune"}).`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
