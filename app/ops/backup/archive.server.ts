import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { create, extract, list } from "tar";
import { logger } from "~/lib/logger.server";
import {
  BACKUP_APP,
  BACKUP_FORMAT,
  BackupError,
  DATABASE_FILE,
  MANIFEST_FILE,
  ManifestSchema,
  UPLOADS_FOLDER,
  type DatabaseSnapshot,
  type Manifest,
} from "./manifest";

export function sha256Text(text: string | Buffer): string {
  return createHash("sha256").update(text).digest("hex");
}

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

async function describeUploads(uploadsDir: string): Promise<Manifest["uploads"]> {
  const files = await listFiles(uploadsDir);
  const described: Manifest["uploads"] = [];
  for (const file of files) {
    const full = path.join(uploadsDir, file);
    described.push({ path: `${UPLOADS_FOLDER}/${file}`, bytes: (await stat(full)).size, sha256: await sha256File(full) });
  }
  return described;
}

/**
 * Writes the archive: manifest.json first (so a reader finds it at once), database.sql, then the
 * uploads folder. Written under a temporary name and renamed, so a crash never leaves a file
 * that looks complete.
 */
export async function writeArchive(options: { snapshot: DatabaseSnapshot; uploadsDir: string; out: string }) {
  const { snapshot, uploadsDir, out } = options;
  const staging = await mkdtemp(path.join(os.tmpdir(), "imagine-backup-"));
  const partial = `${out}.partial`;
  try {
    const sql = Buffer.from(snapshot.sql, "utf8");
    // Uploads are listed after the dump: every file a dumped row points to already exists.
    const uploads = await describeUploads(uploadsDir);
    const manifest: Manifest = {
      app: BACKUP_APP,
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      database: {
        kind: snapshot.kind,
        serverVersion: snapshot.serverVersion,
        migration: snapshot.migration,
        tables: snapshot.tables,
        file: DATABASE_FILE,
        bytes: sql.length,
        sha256: sha256Text(sql),
      },
      uploads,
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(path.join(staging, DATABASE_FILE), sql);
    const entries = [MANIFEST_FILE, DATABASE_FILE];
    if (uploads.length > 0) {
      // A link to the live folder rather than a copy; `follow` packs the files it points to.
      await symlink(path.resolve(uploadsDir), path.join(staging, UPLOADS_FOLDER), "dir");
      entries.push(...uploads.map((upload) => upload.path));
    }
    await mkdir(path.dirname(path.resolve(out)), { recursive: true });
    await create({ gzip: true, file: partial, cwd: staging, follow: true, portable: true, noDirRecurse: true }, entries);
    await rename(partial, out);
    return { file: out, manifest };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

export type OpenedArchive = { manifest: Manifest; dir: string; sql: string; cleanup: () => Promise<void> };

const damaged = (file: string, reason: string) =>
  new BackupError(`L'archive ${file} est incomplète ou endommagée (${reason}) : rien n'a été modifié.`);

/**
 * Extracts and checks an archive before anything is touched: readable to its end, made by this
 * app in a format it knows, every file present with the checksum the manifest gives.
 */
export async function openArchive(file: string): Promise<OpenedArchive> {
  if (!existsSync(file)) throw new BackupError(`Archive introuvable : ${file}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), "imagine-restore-"));
  // Retries: a file being written when the folder is removed makes rmdir fail with ENOTEMPTY.
  const cleanup = () => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  try {
    try {
      // Read to the end first, writing nothing: when extraction fails midway on a damaged archive,
      // tar is still writing its last entry while the refusal removes the folder.
      await list({ file, strict: true });
      await extract({
        file,
        cwd: dir,
        strict: true,
        // Plain files and folders only: a link in an archive could point outside the folder.
        filter: (_path, entry) => "type" in entry && (entry.type === "File" || entry.type === "Directory"),
      });
    } catch (error) {
      throw damaged(file, error instanceof Error ? error.message : String(error));
    }
    const manifestPath = path.join(dir, MANIFEST_FILE);
    if (!existsSync(manifestPath)) {
      throw new BackupError(
        `${file} n'est pas une sauvegarde d'Imagine (pas de ${MANIFEST_FILE}) : rien n'a été modifié.`,
      );
    }
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(manifestPath, "utf8"));
    } catch {
      throw damaged(file, `${MANIFEST_FILE} illisible`);
    }
    const app = (raw as { app?: unknown } | null)?.app;
    if (app !== BACKUP_APP) {
      throw new BackupError(
        `${file} n'est pas une sauvegarde d'Imagine (application « ${String(app ?? "inconnue")} ») : rien n'a été modifié.`,
      );
    }
    const format = (raw as { format?: unknown }).format;
    if (format !== BACKUP_FORMAT) {
      throw new BackupError(
        `Format de sauvegarde ${String(format)} inconnu de cette version d'Imagine (format ${BACKUP_FORMAT}) : mettez l'application à jour.`,
      );
    }
    const parsed = ManifestSchema.safeParse(raw);
    if (!parsed.success) throw damaged(file, `${MANIFEST_FILE} invalide`);
    const manifest = parsed.data;

    const sqlPath = path.join(dir, DATABASE_FILE);
    if (!existsSync(sqlPath)) throw damaged(file, `${DATABASE_FILE} manquant`);
    const sql = await readFile(sqlPath);
    if (sql.length !== manifest.database.bytes || sha256Text(sql) !== manifest.database.sha256) {
      throw new BackupError(
        `Somme de contrôle incorrecte pour ${DATABASE_FILE} dans ${file} : l'archive a été modifiée ou abîmée, rien n'a été modifié.`,
      );
    }
    const present = (await listFiles(path.join(dir, UPLOADS_FOLDER))).map((p) => `${UPLOADS_FOLDER}/${p}`);
    const expected = new Set(manifest.uploads.map((upload) => upload.path));
    const missing = [...expected].filter((p) => !present.includes(p));
    if (missing.length > 0) throw damaged(file, `${missing.length} fichier(s) envoyé(s) manquant(s), dont ${missing[0]}`);
    const unexpected = present.filter((p) => !expected.has(p));
    if (unexpected.length > 0) throw damaged(file, `fichier inattendu ${unexpected[0]}`);
    for (const upload of manifest.uploads) {
      if ((await sha256File(path.join(dir, upload.path))) !== upload.sha256) {
        throw new BackupError(
          `Somme de contrôle incorrecte pour ${upload.path} dans ${file} : l'archive a été modifiée ou abîmée, rien n'a été modifié.`,
        );
      }
    }
    return { manifest, dir, sql: sql.toString("utf8"), cleanup };
  } catch (error) {
    // The refusal is what the user must read; a leftover temporary folder is only logged.
    await cleanup().catch((cleanupError: unknown) =>
      logger.warn("Dossier temporaire de restauration non supprimé", { dir, error: cleanupError }),
    );
    throw error;
  }
}
