import { and, asc, eq } from "drizzle-orm";
import { getDb, schema } from "~/db/client.server";
import { DEFAULT_STATS, type StatFigure } from "./defaults";
import type { Locale } from "~/i18n/locale";
import { safeRead } from "./safe-read.server";
import type { Localized } from "./translatable";
import { localizeRows } from "./translations.server";

const t = schema.stats;

/** The active stats of a route in display order and in `locale`, or [] (the caller picks its defaults). */
export function getStatRows(route: string, locale: Locale = "fr"): Promise<Localized<StatFigure>[]> {
  return safeRead(`stats ${route} ${locale}`, [], async () =>
    localizeRows(
      "stats",
      await getDb()
        .select({ id: t.id, label: t.label, value: t.value, icon: t.icon })
        .from(t)
        .where(and(eq(t.page_route, route), eq(t.is_active, true)))
        .orderBy(asc(t.display_order), asc(t.created_at)),
      locale,
    ),
  );
}

/**
 * SPEC §4: loaded and non-empty, the rows are shown; otherwise the defaults of SPEC §9, whose
 * labels are French (named in `fallbackFields` on a page of another language).
 */
export async function getStats(route: string, defaults: StatFigure[] = DEFAULT_STATS, locale: Locale = "fr"): Promise<Localized<StatFigure>[]> {
  const rows = await getStatRows(route, locale);
  if (rows.length > 0) return rows;
  return defaults.map((stat) => ({ ...stat, fallbackFields: locale === "fr" ? [] : ["label"] }));
}
