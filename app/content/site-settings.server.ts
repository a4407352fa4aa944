import { getDb, schema } from "~/db/client.server";
import type { Locale } from "~/i18n/locale";
import { safeRead } from "./safe-read.server";
import type { Localized } from "./translatable";
import { localizeRow } from "./translations.server";

const s = schema.site_settings;

export type SiteSettings = {
  brand_name: string;
  tagline: string;
  phone: string;
  email: string;
  street_address: string;
  postal_code: string;
  city: string;
  country: string;
  facebook_url: string | null;
  instagram_url: string | null;
  linkedin_url: string | null;
  logo_url: string | null;
  default_video_url: string | null;
};

/**
 * The agency's details (one row), its tagline in `locale`; null when missing or unreadable, and
 * the layout degrades.
 */
export function getSiteSettings(locale: Locale = "fr"): Promise<Localized<SiteSettings> | null> {
  return safeRead(`site_settings ${locale}`, null, async () => {
    const [row] = await getDb()
      .select({
        brand_name: s.brand_name,
        tagline: s.tagline,
        phone: s.phone,
        email: s.email,
        street_address: s.street_address,
        postal_code: s.postal_code,
        city: s.city,
        country: s.country,
        facebook_url: s.facebook_url,
        instagram_url: s.instagram_url,
        linkedin_url: s.linkedin_url,
        logo_url: s.logo_url,
        default_video_url: s.default_video_url,
      })
      .from(s)
      .limit(1);
    // The one row's id is 1 (site_settings_single_row).
    return localizeRow("site_settings", row ?? null, locale, () => "1");
  });
}
