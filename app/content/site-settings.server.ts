import { getDb, schema } from "~/db/client.server";
import { safeRead } from "./safe-read.server";

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

/** The agency's details (one row); null when missing or unreadable, and the layout degrades. */
export function getSiteSettings(): Promise<SiteSettings | null> {
  return safeRead("site_settings", null, async () => {
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
    return row ?? null;
  });
}
