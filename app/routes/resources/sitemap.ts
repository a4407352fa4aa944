import { env } from "~/lib/env.server";
import { absoluteUrl } from "~/lib/seo";
import { INDEXABLE_ROUTES } from "~/lib/site-map";

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

// GET /sitemap.xml: every public, indexable route (app/lib/site-map.ts) as an absolute URL.
export function loader() {
  const origin = env().PUBLIC_URL;
  const urls = INDEXABLE_ROUTES.map(
    (path) =>
      `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc><changefreq>weekly</changefreq><priority>${path === "/" ? "1.0" : "0.7"}</priority></url>`,
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
