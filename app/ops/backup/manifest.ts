import { z } from "zod";

/** Written in every archive; restore refuses anything else (another app's tar.gz, a future format). */
export const BACKUP_APP = "imagine";
export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = "manifest.json";
export const DATABASE_FILE = "database.sql";
export const UPLOADS_FOLDER = "uploads";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const TableStatsSchema = z.object({
  /** schema.table */
  name: z.string().min(1),
  rows: z.number().int().min(0),
  /** md5 of the table's rows as text, sorted: equal content gives an equal checksum on both engines. */
  checksum: z.string().regex(/^[0-9a-f]{32}$/),
});
export type TableStats = z.infer<typeof TableStatsSchema>;

export const MigrationLevelSchema = z.object({
  /** drizzle journal tag, e.g. 0003_planning (null when the journal of this code does not know it) */
  tag: z.string().nullable(),
  /** the journal's `when`, which drizzle stores as created_at: it orders migrations */
  createdAt: z.number().int(),
  hash: z.string(),
});
export type MigrationLevel = z.infer<typeof MigrationLevelSchema>;

export const ManifestSchema = z.object({
  app: z.literal(BACKUP_APP),
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    /** PostgreSQL version of the dumped server (PGlite embeds one too) */
    serverVersion: z.string(),
    migration: MigrationLevelSchema.nullable(),
    tables: z.array(TableStatsSchema),
    file: z.literal(DATABASE_FILE),
    bytes: z.number().int().min(0),
    sha256,
  }),
  uploads: z.array(z.object({ path: z.string().min(1), bytes: z.number().int().min(0), sha256 })),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** A dump as the database side produces it: the SQL text plus what the manifest says about it. */
export type DatabaseSnapshot = {
  kind: "pglite" | "postgres";
  serverVersion: string;
  migration: MigrationLevel | null;
  tables: TableStats[];
  sql: string;
};

/** A refusal the operator must read: restore and backup print only this message, in French. */
export class BackupError extends Error {
  override name = "BackupError";
}
