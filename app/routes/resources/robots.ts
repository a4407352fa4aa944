import { env } from "~/lib/env.server";

// GET /robots.txt: the public site is open to crawlers; accounts and the back office are not.
export function loader() {
  const origin = env().PUBLIC_URL;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /auth",
    "Disallow: /reset-password",
    "Disallow: /commande/",
    "Disallow: /compte",
    "Disallow: /verifier-email",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
