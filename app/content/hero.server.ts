import { and, asc, eq } from "drizzle-orm";
import { getDb, schema } from "~/db/client.server";
import type { Locale } from "~/i18n/locale";
import { safeRead } from "./safe-read.server";
import type { Localized } from "./translatable";
import { localizeRow } from "./translations.server";

const h = schema.hero_sections;

export type Hero = {
  title: string;
  subtitle: string | null;
  description: string | null;
  badge_text: string | null;
  badge_icon: string | null;
  image_url: string | null;
  video_url: string | null;
  cta_primary_text: string | null;
  cta_primary_link: string | null;
  cta_secondary_text: string | null;
  cta_secondary_link: string | null;
};

/**
 * The first active hero of a route (SPEC §7: single row) in `locale`, French where a field has no
 * translation (named in `fallbackFields`); null when none or unreadable.
 */
export function getHero(route: string, locale: Locale = "fr"): Promise<Localized<Hero & { id: string }> | null> {
  return safeRead(`hero_sections ${route} ${locale}`, null, async () => {
    const [row] = await getDb()
      .select({
        id: h.id,
        title: h.title,
        subtitle: h.subtitle,
        description: h.description,
        badge_text: h.badge_text,
        badge_icon: h.badge_icon,
        image_url: h.image_url,
        video_url: h.video_url,
        cta_primary_text: h.cta_primary_text,
        cta_primary_link: h.cta_primary_link,
        cta_secondary_text: h.cta_secondary_text,
        cta_secondary_link: h.cta_secondary_link,
      })
      .from(h)
      .where(and(eq(h.page_route, route), eq(h.is_active, true)))
      .orderBy(asc(h.display_order), asc(h.created_at))
      .limit(1);
    return localizeRow("hero_sections", row ?? null, locale);
  });
}
