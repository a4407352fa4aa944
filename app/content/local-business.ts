import { absoluteUrl } from "~/lib/seo";
import type { SiteSettings } from "./site-settings.server";

/** schema.org LocalBusiness for the home page, from the site settings (issue 3, item 6). */
export function localBusinessJsonLd(settings: SiteSettings, origin: string, description: string) {
  const sameAs = [settings.facebook_url, settings.instagram_url, settings.linkedin_url].filter(
    (url): url is string => Boolean(url),
  );
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${absoluteUrl(origin, "/")}#agence`,
    name: settings.brand_name,
    slogan: settings.tagline,
    description,
    url: absoluteUrl(origin, "/"),
    logo: absoluteUrl(origin, settings.logo_url || "/favicon.svg"),
    image: absoluteUrl(origin, "/images/og/imagine-og.png"),
    telephone: settings.phone,
    email: settings.email,
    foundingDate: "2009",
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.street_address,
      postalCode: settings.postal_code,
      addressLocality: settings.city,
      addressCountry: settings.country,
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
