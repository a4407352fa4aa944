import { eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "~/db/client.server";
import type { TranslatedTable } from "./translatable";
import { bumpContentRevision, forgetContent } from "./content-cache.server";
import { CONTENT_TABLES, orderByOf, type ContentTableId } from "./content-tables.server";
import { deleteRowTranslations, saveRowTranslations, type RowTranslations } from "./translations.server";

// The rows of the site's content as the back office's panels list and change them. Every change
// runs in a transaction that also bumps the "content" cache revision, so the public pages' cache
// (content-cache.server.ts) is invalidated on every app instance; this one forgets its own at once.
// A row's English and Arabic texts (ADR 025) are written and deleted in the same transaction.

export type ContentRow = Record<string, unknown> & { id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** Raised when an id does not name a row of the table; the action answers 404. */
export class NotFoundError extends Error {}

async function mutate<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
  const result = await getDb().transaction(async (tx) => {
    const value = await fn(tx as unknown as Db);
    await bumpContentRevision(tx as unknown as Db);
    return value;
  });
  forgetContent();
  return result;
}

export async function listRows(list: ContentTableId): Promise<ContentRow[]> {
  const entry = CONTENT_TABLES[list];
  const rows = await getDb()
    .select()
    .from(entry.table)
    .orderBy(...orderByOf(entry));
  return rows as ContentRow[];
}

export async function getRow(list: ContentTableId, id: string): Promise<ContentRow | null> {
  if (!isUuid(id)) return null;
  const { table } = CONTENT_TABLES[list];
  const [row] = await getDb().select().from(table).where(eq(table.id, id)).limit(1);
  return (row as ContentRow | undefined) ?? null;
}

// The values were produced by the panel's Zod schema, whose keys are the table's column names;
// the table is chosen at run time, hence the one cast of insert/update values below.
type Values = Record<string, unknown>;

/** A row's translations as the form gave them, with the table they belong to. */
export type TranslationsInput = { table: TranslatedTable; values: Partial<RowTranslations> };

export async function createRow(list: ContentTableId, values: Values, translations?: TranslationsInput): Promise<ContentRow> {
  const { table } = CONTENT_TABLES[list];
  return mutate(async (tx) => {
    const toInsert: Values = { ...values };
    // A new item goes to the end of its list.
    if (table.display_order) {
      const [last] = await tx.select({ max: sql<number | null>`max(${table.display_order})` }).from(table);
      toInsert.display_order = (last?.max ?? -1) + 1;
    }
    const [row] = await tx.insert(table).values(toInsert as never).returning();
    const created = row as ContentRow;
    if (translations) await saveRowTranslations(tx, translations.table, created.id, translations.values);
    return created;
  });
}

export async function updateRow(list: ContentTableId, id: string, values: Values, translations?: TranslationsInput): Promise<ContentRow> {
  if (!isUuid(id)) throw new NotFoundError();
  const { table } = CONTENT_TABLES[list];
  return mutate(async (tx) => {
    const [row] = await tx.update(table).set(values as never).where(eq(table.id, id)).returning();
    if (!row) throw new NotFoundError();
    if (translations) await saveRowTranslations(tx, translations.table, id, translations.values);
    return row as ContentRow;
  });
}

/** Deletes a row and its translations (of `translated`, its table's name), answering both for the undo. */
export async function deleteRow(
  list: ContentTableId,
  id: string,
  translated?: TranslatedTable,
): Promise<{ row: ContentRow; translations: RowTranslations | null }> {
  if (!isUuid(id)) throw new NotFoundError();
  const { table } = CONTENT_TABLES[list];
  return mutate(async (tx) => {
    const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!row) throw new NotFoundError();
    const translations = translated ? await deleteRowTranslations(tx, translated, id) : null;
    return { row: row as ContentRow, translations };
  });
}

/** Puts a deleted row back (undo), with its id and place; false when the id is taken again. */
export async function restoreRow(list: ContentTableId, id: string, values: Values, translations?: TranslationsInput): Promise<ContentRow | null> {
  const { table } = CONTENT_TABLES[list];
  return mutate(async (tx) => {
    const rows = await tx
      .insert(table)
      .values({ ...values, id } as never)
      .onConflictDoNothing()
      .returning();
    const restored = (rows[0] as ContentRow | undefined) ?? null;
    if (restored && translations) await saveRowTranslations(tx, translations.table, id, translations.values);
    return restored;
  });
}

/**
 * Saves a new order in one transaction: the given ids take display_order 0..n-1. Refuses the
 * whole request when an id is unknown or repeated.
 */
export async function reorderRows(list: ContentTableId, ids: string[]): Promise<void> {
  const { table } = CONTENT_TABLES[list];
  const displayOrder = table.display_order;
  if (!displayOrder) throw new Error(`Le panneau ${list} n'a pas d'ordre d'affichage`);
  if (new Set(ids).size !== ids.length || !ids.every(isUuid)) throw new NotFoundError();
  await mutate(async (tx) => {
    const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    if (found.length !== ids.length) throw new NotFoundError();
    const cases = sql.join(
      ids.map((id, index) => sql`when ${id}::uuid then ${index}::integer`),
      sql` `,
    );
    await tx
      .update(table)
      .set({ display_order: sql`case ${table.id} ${cases} end` } as never)
      .where(inArray(table.id, ids));
  });
}
