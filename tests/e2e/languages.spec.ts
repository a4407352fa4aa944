import type { Page } from "@playwright/test";
import { fr } from "../../app/i18n/messages/fr";
import { en } from "../../app/i18n/messages/en";
import { ar } from "../../app/i18n/messages/ar";
import { LOCALES, localizedPath, type Locale } from "../../app/i18n/locale";
import { INDEXABLE_ROUTES, PUBLIC_ROUTES, SHOP_PATHS } from "../../app/lib/site-map";
import { expectNoAxeViolations } from "./axe";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// The site in three languages (ADR 021): every public route in each, with its language and
// direction; no French interface string left on an English or Arabic page; hreflang both ways and
// in the sitemap; unknown prefixes are 404; the switcher and the suggestion line.

type Catalogue = { [key: string]: string | ((...args: never[]) => string) | Catalogue };

/** The catalogue's plain strings by key path (`layout.home` → « Accueil »). */
function strings(catalogue: Catalogue, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === "string") found.set(`${prefix}${key}`, value);
    else if (typeof value === "object") for (const [k, v] of strings(value, `${prefix}${key}.`)) found.set(k, v);
  }
  return found;
}

/** French strings whose translation differs: seen on an English or Arabic page, they were left untranslated. */
function frenchOnly(translated: Catalogue, locale: "en" | "ar"): string[] {
  const other = strings(translated);
  return [...strings(fr as unknown as Catalogue)]
    .filter(([key, value]) => value.length >= 6 && other.get(key) !== value && /[a-zà-ÿ]{3}/.test(value))
    // One French word without a French letter may be English too (« Organisation », « Portfolio »):
    // on an English page only sentences and French spellings tell; on an Arabic page any of them does.
    .filter(([, value]) => locale === "ar" || /\s/.test(value) || /[àâçéèêëîïôûùüÿœ]/i.test(value))
    .map(([, value]) => value);
}

/**
 * The page's visible text, without the blocks marked as French (content shown in its French
 * fallback) and the names written as they are in every language (`translate="no"`).
 */
async function visibleTextOutsideFrench(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const french of clone.querySelectorAll('[lang="fr"], [translate="no"], script, style, template')) french.remove();
    return clone.textContent ?? "";
  });
}

const CATALOGUES: Record<Exclude<Locale, "fr">, Catalogue> = { en: en as unknown as Catalogue, ar: ar as unknown as Catalogue };

test.describe("every public route in each language @desktop", () => {
  for (const locale of LOCALES) {
    test(`answers 200 in ${locale} with its lang and dir`, async ({ request }) => {
      for (const route of [...PUBLIC_ROUTES, "/auth"]) {
        const response = await request.get(localizedPath(locale, route));
        expect(response.status(), route).toBe(200);
        const html = await response.text();
        expect(html, route).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"`);
      }
    });
  }

  test("an unknown prefix or /fr/ is a 404, never a 500", async ({ request }) => {
    for (const path of ["/de/contact", "/EN/", "/fr/contact", "/fr/", "/en/nulle-part", "/ar/commande/inconnue"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe("hreflang and the sitemap @desktop", () => {
  test("three pages list themselves and their other languages, both ways", async ({ request, baseURL }) => {
    for (const route of ["/", "/contact", SHOP_PATHS.catalogue]) {
      const sets = await Promise.all(
        LOCALES.map(async (locale) => {
          const html = await (await request.get(localizedPath(locale, route))).text();
          const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]);
          const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
          expect(canonical, `${locale} ${route}`).toBe(new URL(localizedPath(locale, route), baseURL).toString());
          return Object.fromEntries(links);
        }),
      );
      const expected = Object.fromEntries([
        ...LOCALES.map((locale) => [locale, new URL(localizedPath(locale, route), baseURL).toString()]),
        ["x-default", new URL(route, baseURL).toString()],
      ]);
      // The same set on each version, naming each version (so every annotation is returned).
      for (const set of sets) expect(set).toEqual(expected);
    }
  });

  test("the sitemap lists every indexable page in each language with the same alternates", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<changefreq>/g)].map((m) => ({
      loc: m[1]!,
      alternates: Object.fromEntries([...m[2]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1], a[2]])),
    }));
    expect(entries).toHaveLength(INDEXABLE_ROUTES.length * LOCALES.length);
    for (const route of INDEXABLE_ROUTES) {
      for (const locale of LOCALES) {
        const loc = new URL(localizedPath(locale, route), baseURL).toString();
        const entry = entries.find((e) => e.loc === loc);
        expect(entry, loc).toBeDefined();
        expect(entry!.alternates).toEqual({
          fr: new URL(route, baseURL).toString(),
          en: new URL(localizedPath("en", route), baseURL).toString(),
          ar: new URL(localizedPath("ar", route), baseURL).toString(),
          "x-default": new URL(route, baseURL).toString(),
        });
      }
    }
  });
});

test.describe("no French interface string on English and Arabic pages @mobile", () => {
  for (const locale of ["en", "ar"] as const) {
    test(`${locale}: every public route, and no sideways scroll at 390 px`, async ({ page }) => {
      test.setTimeout(120_000);
      const french = frenchOnly(CATALOGUES[locale], locale);
      for (const route of PUBLIC_ROUTES) {
        await page.goto(localizedPath(locale, route));
        const text = await visibleTextOutsideFrench(page);
        // Whole words only: « événement » is not left untranslated in « événementielle ».
        const left = french.filter((value) => new RegExp(`(?<![\\p{L}])${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(text));
        expect(left, `${locale} ${route}`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${locale} ${route} déborde`).toBeLessThanOrEqual(0);
      }
    });
  }
});

/** The opening tag of the element whose text starts with `text` in a page's HTML. */
function tagBefore(html: string, text: string): string {
  const at = html.indexOf(`>${text}`);
  expect(at, `« ${text} » absent`).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf("<", at), at + 1);
}

test.describe("content shown in French on an English or Arabic page @desktop", () => {
  test("a testimonial without its translation carries lang=fr (and dir=ltr), its translated field does not", async ({ request }) => {
    // A testimonial of its own on a page no other test reads, written in French with only its
    // author's position in English (ADR 025); the content revision bumped as a back-office save does.
    const route = "/e-posters";
    const content = `Une équipe attentive du début à la fin ${Date.now()}`;
    const bump = `insert into cache_revisions (key, revision) values ('content', 1) on conflict (key) do update set revision = cache_revisions.revision + 1`;
    const [row] = await dbQuery<{ id: string }>(
      request,
      `insert into testimonials (page_route, author_name, author_position, content, rating)
       values (${sqlString(route)}, 'Leïla Test', 'Directrice scientifique', ${sqlString(content)}, 5) returning id`,
    );
    try {
      await dbQuery(
        request,
        `insert into content_translations (content_table, locale, row_id, field, value)
         values ('testimonials', 'en', ${sqlString(row!.id)}, 'author_position', 'Scientific director')`,
      );
      await dbQuery(request, bump);
      const english = await (await request.get(localizedPath("en", route))).text();
      expect(tagBefore(english, content)).toMatch(/^<blockquote [^>]*lang="fr" dir="ltr"/);
      expect(tagBefore(english, "Scientific director")).not.toContain("lang=");

      const arabic = await (await request.get(localizedPath("ar", route))).text();
      expect(arabic).toContain('<html lang="ar" dir="rtl"');
      expect(tagBefore(arabic, content)).toMatch(/lang="fr" dir="ltr"/);
      expect(tagBefore(arabic, "Directrice scientifique")).toMatch(/lang="fr" dir="ltr"/);

      // The French page is French throughout: nothing to mark.
      expect(tagBefore(await (await request.get(route)).text(), content)).not.toContain("lang=");
    } finally {
      await dbQuery(request, `delete from content_translations where content_table = 'testimonials' and row_id = ${sqlString(row!.id)}`);
      await dbQuery(request, `delete from testimonials where id = ${sqlString(row!.id)}`);
      await dbQuery(request, bump);
    }
  });
});

test.describe("Arabic pages pass axe", () => {
  for (const route of ["/", SHOP_PATHS.catalogue, "/contact", "/imagine-events"]) {
    test(`/ar${route === "/" ? "/" : route}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(localizedPath("ar", route));
      await hydrated(page);
      await expectNoAxeViolations(page, `ar ${route}`);
    });
  }
});

test.describe("the language switcher and the suggestion line", () => {
  test("the switcher leads to the same page in the other language and is remembered; the suggestion never redirects @desktop", async ({ page, context }) => {
    await page.goto("/contact");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "lang")?.value).toBe("en");

    // A French address stays French for someone who chose English: it only offers the way back.
    await page.goto("/portfolio");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const offer = page.getByRole("complementary", { name: "This site is also in English." });
    await expect(offer).toBeVisible();
    await offer.getByRole("link", { name: "Continue in English" }).click();
    await expect(page).toHaveURL(/\/en\/portfolio$/);
  });

  test("the mobile panel and the footer switch too; closing the suggestion keeps the page's language @mobile", async ({ page, context }) => {
    await page.goto("/ar/location-materiel");
    await hydrated(page);
    // The browser speaks French (playwright.config.ts): the line offers French, in French.
    const offer = page.getByRole("complementary", { name: "Ce site existe aussi en français." });
    await expect(offer).toBeVisible();
    await offer.getByRole("button", { name: "Fermer" }).click();
    await expect(offer).toBeHidden();
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("ar");

    await page.getByRole("button", { name: ar.layout.openMenu }).click();
    await page.getByRole("dialog").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/location-materiel$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/location-materiel$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });
});
