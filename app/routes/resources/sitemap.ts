import { LOCALES, localizedPath } from "~/i18n/locale";
import { env } from "~/lib/env.server";
import { absoluteUrl, languageAlternates } from "~/lib/seo";
import { INDEXABLE_ROUTES } from "~/lib/site-map";

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

// GET /sitemap.xml: every public, indexable route (app/lib/site-map.ts) in each language, as
// absolute URLs, each with its versions in the three languages and x-default (ADR 021), as the
// pages' own hreflang links list them.
export function loader() {
  const origin = env().PUBLIC_URL;
  const urls = INDEXABLE_ROUTES.flatMap((path) => {
    const alternates = languageAlternates(origin, path)
      .map(({ hrefLang, href }) => `<xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`)
      .join("");
    return LOCALES.map(
      (locale) =>
        `  <url><loc>${escapeXml(absoluteUrl(origin, localizedPath(locale, path)))}</loc>${alternates}<changefreq>weekly</changefreq><priority>${path === "/" ? "1.0" : "0.7"}</priority></url>`,
    );
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
