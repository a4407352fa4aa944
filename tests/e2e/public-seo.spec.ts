import { LOCALES, localizedPath } from "../../app/i18n/locale";
import { INDEXABLE_ROUTES, PUBLIC_ROUTES } from "../../app/lib/site-map";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

const CRAWLER = "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)";

function decode(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key.replace(/[:]/g, "\\$&")}" content="([^"]*)"`));
  return tag ? decode(tag[1]!) : undefined;
}

async function crawl(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { "User-Agent": CRAWLER } });
  const html = await response.text();
  return {
    status: response.status(),
    html,
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""),
    description: metaContent(html, "name", "description") ?? "",
    canonical: decode(html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? ""),
  };
}

test.describe("raw HTML for crawlers, without JavaScript @desktop", () => {
  for (const path of PUBLIC_ROUTES) {
    test(`${path} has its title, description, canonical, og tags and one H1`, async ({ request, baseURL }) => {
      const { status, html, title, description, canonical } = await crawl(request, path);
      expect(status).toBe(200);
      expect(title.length).toBeGreaterThan(5);
      expect(description.length).toBeGreaterThan(30);
      expect(canonical).toBe(new URL(path, baseURL).toString());

      expect(metaContent(html, "property", "og:title")).toBeTruthy();
      expect(metaContent(html, "property", "og:description")).toBeTruthy();
      expect(metaContent(html, "property", "og:type")).toBeTruthy();
      expect(metaContent(html, "property", "og:url")).toBe(canonical);
      const image = metaContent(html, "property", "og:image") ?? "";
      expect(image).toMatch(/^https?:\/\//);
      expect((await request.get(image)).status()).toBe(200);
      expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");

      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
    });
  }

  test("titles, descriptions and canonicals are unique", async ({ request }) => {
    const heads = await Promise.all(PUBLIC_ROUTES.map((path) => crawl(request, path)));
    for (const key of ["title", "description", "canonical"] as const) {
      const values = heads.map((head) => head[key]);
      expect(new Set(values).size, `${key} en double : ${values.join(" | ")}`).toBe(values.length);
    }
  });
});

test("/sitemap.xml lists every indexable public route (not the cart) in each language with absolute URLs @desktop", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // Each page in French, English and Arabic (ADR 021; their alternates: languages.spec.ts).
  expect(locations).toEqual(INDEXABLE_ROUTES.flatMap((path) => LOCALES.map((locale) => new URL(localizedPath(locale, path), baseURL).toString())));
  expect(locations).not.toContain(new URL("/panier", baseURL).toString());
});

test("/robots.txt allows the site, keeps out accounts and the back office, names the sitemap @desktop", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Allow: /");
  for (const path of ["/admin", "/auth", "/reset-password"]) expect(text).toContain(`Disallow: ${path}\n`);
  expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).toString()}`);
});

test("admin text is rendered as text, never as HTML @desktop", async ({ request }) => {
  const html = await (await request.get("/imagine-events")).text();
  // The only raw HTML the public site writes is the home page's JSON-LD.
  expect(html).not.toContain("dangerouslySetInnerHTML");
  expect(html.match(/<script type="application\/ld\+json"/g) ?? []).toHaveLength(0);
});

test("the rules a page uses arrive inline in the head, the whole stylesheet prefetched at the end of the body, the JavaScript after the first paint @desktop", async ({ request }) => {
  for (const path of ["/", "/ar/location-materiel"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    // The rules this page uses, inline (lib/inline-stylesheet.server.ts): no render-blocking request.
    const inline = /<style data-inline-href>([\s\S]*?)<\/style>/.exec(head)?.[1] ?? "";
    expect(inline.length, path).toBeGreaterThan(10_000);
    expect(head).not.toMatch(/<link[^>]+rel="stylesheet"/);
    // The whole file, fetched where it blocks nothing and applied when needed (hydration/whole-stylesheet.ts).
    const whole = /<link rel="prefetch" as="style" href="(\/assets\/app-[^"]+\.css)" data-whole-stylesheet=""\/><\/body>/.exec(html)?.[1];
    expect(whole, path).toBeDefined();
    const sheet = await (await request.get(whole!)).text();
    expect(inline.length).toBeLessThan(sheet.length / 2);
    // No module preloads in the head (hydration/defer-bootstrap.server.ts).
    expect(head).not.toContain('rel="modulepreload"');
  }
});

test("the inline rules alone lay a page out exactly as the whole stylesheet does @desktop", async ({ browser, baseURL }) => {
  // Every element's box, colour and display, with the page's text in its own faces.
  const layout = (page: Page) =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.body.querySelectorAll("*")].map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return `${element.tagName} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} ${style.color} ${style.backgroundColor} ${style.display}`;
      });
    });
  for (const [path, width] of [["/", 390], ["/ar/location-materiel", 1280], ["/en/yourday", 390]] as const) {
    // Without JavaScript, as a page paints before its scripts: the inline rules alone, then the
    // whole stylesheet added to the same document (other tests add products while this one runs).
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    const inline = await layout(page);
    const sheets = await page.evaluate(() => document.styleSheets.length);
    await page.evaluate(() => {
      const sheet = document.createElement("link");
      sheet.rel = "stylesheet";
      sheet.href = document.querySelector("link[data-whole-stylesheet]")!.getAttribute("href")!;
      document.head.append(sheet);
    });
    await expect.poll(() => page.evaluate(() => document.styleSheets.length)).toBe(sheets + 1);
    expect(inline, `${path} at ${width} px`).toEqual(await layout(page));
    await context.close();
  }
});

test("the whole stylesheet is applied at the first press, or when markup with a new class appears @mobile", async ({ page }) => {
  const wholeSheets = () => page.locator('head link[rel="stylesheet"][href^="/assets/app-"]');
  await page.goto("/en/");
  await hydrated(page);
  // Hydrated and scrolled, the page still paints with its own rules only.
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  await expect(wholeSheets()).toHaveCount(0);
  await page.getByRole("button", { name: "Open the menu" }).click();
  await expect(wholeSheets()).toHaveCount(1);

  await page.goto("/ar/");
  await hydrated(page);
  await page.evaluate(() => {
    const note = document.createElement("p");
    note.className = "mt-97 rotate-45";
    document.body.append(note);
  });
  await expect(wholeSheets()).toHaveCount(1);
});
