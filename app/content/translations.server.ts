import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, schema } from "~/db/client.server";
import type { DbExecutor } from "~/db/executor";
import type { Locale } from "~/i18n/locale";
import {
  decodeTranslation,
  encodeTranslation,
  hasText,
  translatableFields,
  TRANSLATION_LOCALES,
  type Localized,
  type TranslatedTable,
  type TranslationLocale,
} from "./translatable";

// Reading and writing the English and Arabic text of content rows (ADR 025). A page in French reads
// no translation at all; a page in English or Arabic reads its rows' translations in one query
// bounded by the rows' ids, and each field without one keeps its French value.

const t = schema.content_translations;

/** Translations of one language per row id and field. */
export type TranslationMap = Map<string, Record<string, string>>;

export async function readTranslations(
  db: DbExecutor,
  table: TranslatedTable,
  locale: TranslationLocale,
  rowIds: readonly string[],
): Promise<TranslationMap> {
  const map: TranslationMap = new Map();
  if (rowIds.length === 0) return map;
  const rows = await db
    .select({ row_id: t.row_id, field: t.field, value: t.value })
    .from(t)
    .where(and(eq(t.content_table, table), eq(t.locale, locale), inArray(t.row_id, [...new Set(rowIds)])));
  for (const row of rows) {
    const fields = map.get(row.row_id) ?? {};
    fields[row.field] = row.value;
    map.set(row.row_id, fields);
  }
  return map;
}

/** A row with its translations laid over the French, and the fields left in French. */
export function applyTranslations<T extends Record<string, unknown>>(
  table: TranslatedTable,
  row: T,
  translated: Record<string, string> | undefined,
): Localized<T> {
  const out: Record<string, unknown> = { ...row };
  const fallbackFields: string[] = [];
  for (const [field, kind] of translatableFields(table)) {
    if (!(field in row)) continue;
    const value = translated?.[field];
    if (value) out[field] = decodeTranslation(kind, value);
    else if (hasText(row[field])) fallbackFields.push(field);
  }
  return { ...(out as T), fallbackFields };
}

/**
 * Rows as a page of `locale` shows them. French: the rows as they are, no query. Otherwise one
 * query for the rows' translations (`idOf` gives a row's id when it is not its `id` column).
 */
export async function localizeRows<T extends Record<string, unknown>>(
  table: TranslatedTable,
  rows: T[],
  locale: Locale,
  idOf: (row: T) => string = (row) => String(row.id),
  db: DbExecutor = getDb(),
): Promise<Localized<T>[]> {
  if (locale === "fr") return rows.map((row) => ({ ...row, fallbackFields: [] }));
  const map = await readTranslations(db, table, locale, rows.map(idOf));
  return rows.map((row) => applyTranslations(table, row, map.get(idOf(row))));
}

export async function localizeRow<T extends Record<string, unknown>>(
  table: TranslatedTable,
  row: T | null,
  locale: Locale,
  idOf?: (row: T) => string,
): Promise<Localized<T> | null> {
  if (!row) return null;
  const [localized] = await localizeRows(table, [row], locale, idOf);
  return localized ?? null;
}

/** A row's translations in both languages, as the back office's form shows them. */
export type RowTranslations = Record<TranslationLocale, Record<string, string>>;

export async function getRowTranslations(db: DbExecutor, table: TranslatedTable, rowId: string): Promise<RowTranslations> {
  const rows = await db
    .select({ locale: t.locale, field: t.field, value: t.value })
    .from(t)
    .where(and(eq(t.content_table, table), inArray(t.locale, [...TRANSLATION_LOCALES]), eq(t.row_id, rowId)));
  const out: RowTranslations = { en: {}, ar: {} };
  for (const row of rows) out[row.locale][row.field] = row.value;
  return out;
}

/**
 * Writes a row's translations as the form gave them (already checked): a non-empty value is
 * stored, an empty one deletes the field's row ("use French"). Only the fields named are touched.
 */
export async function saveRowTranslations(
  tx: DbExecutor,
  table: TranslatedTable,
  rowId: string,
  translations: Partial<Record<TranslationLocale, Record<string, string>>>,
): Promise<void> {
  const upserts: (typeof t.$inferInsert)[] = [];
  for (const locale of TRANSLATION_LOCALES) {
    const fields = translations[locale];
    if (!fields) continue;
    const empty = Object.entries(fields)
      .filter(([, value]) => value.trim() === "")
      .map(([field]) => field);
    if (empty.length > 0) {
      await tx
        .delete(t)
        .where(and(eq(t.content_table, table), eq(t.locale, locale), eq(t.row_id, rowId), inArray(t.field, empty)));
    }
    for (const [field, value] of Object.entries(fields)) {
      if (value.trim() !== "") upserts.push({ content_table: table, locale, row_id: rowId, field, value: value.trim() });
    }
  }
  if (upserts.length === 0) return;
  await tx
    .insert(t)
    .values(upserts)
    .onConflictDoUpdate({
      target: [t.content_table, t.locale, t.row_id, t.field],
      set: { value: sql`excluded.value`, updated_at: sql`now()` },
    });
}

export async function deleteRowTranslations(tx: DbExecutor, table: TranslatedTable, rowId: string): Promise<RowTranslations> {
  const deleted = await tx
    .delete(t)
    .where(and(eq(t.content_table, table), eq(t.row_id, rowId)))
    .returning({ locale: t.locale, field: t.field, value: t.value });
  const out: RowTranslations = { en: {}, ar: {} };
  for (const row of deleted) out[row.locale][row.field] = row.value;
  return out;
}

/** What is left to translate in one language: the rows with a French text and no translation of it. */
export type Untranslated = { id: string; missing: Record<TranslationLocale, string[]> };
export type TranslationStatus = { counts: Record<TranslationLocale, number>; rows: Untranslated[] };

/**
 * The « À traduire » of a back-office list: for each row, the fields with a French text and no
 * translation, per language; counts are rows missing at least one field. `rows` are the list's
 * rows (already read by its page); one query reads which translations exist for the table.
 */
export async function getTranslationStatus(
  table: TranslatedTable,
  rows: readonly Record<string, unknown>[],
  db: DbExecutor = getDb(),
): Promise<TranslationStatus> {
  const present = new Set(
    (
      await db
        .select({ locale: t.locale, row_id: t.row_id, field: t.field })
        .from(t)
        .where(eq(t.content_table, table))
    ).map((r) => `${r.locale}\u0000${r.row_id}\u0000${r.field}`),
  );
  const counts: Record<TranslationLocale, number> = { en: 0, ar: 0 };
  const untranslated: Untranslated[] = [];
  for (const row of rows) {
    const id = String(row.id);
    const missing: Record<TranslationLocale, string[]> = { en: [], ar: [] };
    for (const [field, kind] of translatableFields(table)) {
      if (!hasText(row[field]) || encodeTranslation(kind, row[field]) === "") continue;
      for (const locale of TRANSLATION_LOCALES) {
        if (!present.has(`${locale}\u0000${id}\u0000${field}`)) missing[locale].push(field);
      }
    }
    for (const locale of TRANSLATION_LOCALES) if (missing[locale].length > 0) counts[locale] += 1;
    if (missing.en.length > 0 || missing.ar.length > 0) untranslated.push({ id, missing });
  }
  return { counts, rows: untranslated };
}
