import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_ICONS } from "~/lib/content-icons";
import { DEPOT_CATEGORIES, PRODUCT_CATEGORY_IDS } from "~/lib/rental-categories";
import { CONTENT_PAGES, CTA_STATS_ROUTE, PUBLIC_ROUTES, isKnownPageRoute } from "~/lib/site-map";
import { testDatabaseTargets, type TestDatabase } from "~/test-support/databases.server";
import * as s from "~/db/schema";
import { seedContent } from "./data";
import { seedDatabase, seedPlan } from "./seed.server";
import { SEED_TRANSLATIONS } from "./data/translations";
import { hasText, TRANSLATABLE_FIELDS, translatableFields, translationSchema, type TranslatedTable } from "~/content/translatable";

const PUBLIC_DIR = join(process.cwd(), "public");

describe.each(testDatabaseTargets({ both: true }))("seedDatabase on $label", ({ create }) => {
  let database: TestDatabase;
  let firstRun: Record<string, number>;
  beforeAll(async () => {
    database = await create();
    firstRun = (await seedDatabase(database.db)).inserted;
  });
  afterAll(() => database.dispose());

  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const entry of seedPlan()) {
      const [row] = await database.db.select({ n: count() }).from(entry.table);
      counts[entry.name] = row!.n;
    }
    return counts;
  }

  it("fills every table of the plan", async () => {
    const counts = await rowCounts();
    for (const entry of seedPlan()) {
      expect(counts[entry.name], entry.name).toBeGreaterThan(0);
      expect(firstRun[entry.name], entry.name).toBe(entry.rows.length);
    }
  });

  it("ships English and Arabic for every seeded text: content rows, products, settings and SEO (ADR 025)", async () => {
    const stored = await database.db.select().from(s.content_translations);
    const byKey = new Map(stored.map((t) => [`${t.content_table}|${t.locale}|${t.row_id}|${t.field}`, t.value]));
    const sources: [TranslatedTable, Record<string, unknown>[]][] = [
      ...(await Promise.all(
        seedPlan()
          .filter((entry) => Object.hasOwn(TRANSLATABLE_FIELDS, entry.name))
          .map(async (entry): Promise<[TranslatedTable, Record<string, unknown>[]]> => [
            entry.name as TranslatedTable,
            (await database.db.select().from(entry.table)) as Record<string, unknown>[],
          ]),
      )),
    ];
    let checked = 0;
    for (const [table, rows] of sources) {
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) {
        for (const [field, kind] of translatableFields(table)) {
          if (!hasText(row[field])) continue;
          for (const locale of ["en", "ar"] as const) {
            const value = byKey.get(`${table}|${locale}|${String(row.id)}|${field}`);
            expect(value, `${table}.${field} ${locale} of ${String(row.id)}`).toBeTruthy();
            // What the back office would accept: no markup, within the field's length.
            expect(translationSchema(kind).safeParse(value).success, `${table}.${field} ${locale}: ${value}`).toBe(true);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1500);
  });

  it("writes the Arabic in Arabic, and keeps no translation of a text the seed no longer has", () => {
    const brandNames = new Set(["Imagine: We Make It Real", "Imagine4Digital", "We Make It Real", "Essentiel", "Premium", "Prestige", "Imagine Events", "3-D Secure"]);
    for (const [french, { en, ar }] of Object.entries(SEED_TRANSLATIONS)) {
      expect(en.trim(), french).not.toBe("");
      if (!brandNames.has(ar)) expect(ar, french).toMatch(/[\u0600-\u06FF]/);
    }
    const seeded = new Set<string>();
    const c = seedContent as unknown as Record<string, Record<string, unknown>[] | Record<string, unknown>>;
    const tables: [TranslatedTable, unknown][] = [
      ["hero_sections", c.heroSections],
      ["services", c.services],
      ["page_services", c.pageServices],
      ["features", c.features],
      ["gallery", c.gallery],
      ["portfolio", c.portfolio],
      ["testimonials", c.testimonials],
      ["packages", c.packages],
      ["stats", c.stats],
      ["contact_info", c.contactInfo],
      ["seo_metadata", c.seoMetadata],
      ["rental_products", c.rentalProducts],
      ["site_settings", [c.siteSettings]],
    ];
    for (const [table, rows] of tables) {
      for (const row of rows as Record<string, unknown>[]) {
        for (const [field] of translatableFields(table)) {
          const value = row[field];
          for (const item of Array.isArray(value) ? value : value ? [value] : []) seeded.add(String(item));
        }
      }
    }
    expect(Object.keys(SEED_TRANSLATIONS).filter((french) => !seeded.has(french))).toEqual([]);
  });

  it("changes nothing when run a second time", async () => {
    const before = await rowCounts();
    const second = await seedDatabase(database.db);
    expect(second.inserted).toEqual({});
    expect(await rowCounts()).toEqual(before);
  });

  it("gives every public route exactly one active hero and one SEO row", async () => {
    for (const route of PUBLIC_ROUTES) {
      const heroes = await database.db
        .select()
        .from(s.hero_sections)
        .where(and(eq(s.hero_sections.page_route, route), eq(s.hero_sections.is_active, true)));
      expect(heroes, route).toHaveLength(1);
      const seo = await database.db.select().from(s.seo_metadata).where(eq(s.seo_metadata.route, route));
      expect(seo, route).toHaveLength(1);
      expect(seo[0]!.og_type).toBe("website");
    }
  });

  it("stores prices as exact decimals and reads back the home and call-to-action figures", async () => {
    const [chair] = await database.db.select().from(s.rental_products).where(eq(s.rental_products.name, "Chaise Napoléon dorée"));
    expect(chair!.price).toBe("4.50");
    expect(chair!.stock_quantity).toBeNull();
    const cta = await database.db.select().from(s.stats).where(eq(s.stats.page_route, CTA_STATS_ROUTE)).orderBy(s.stats.display_order);
    expect(cta.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      "500+ Événements Réussis",
      "15+ Années d'Expérience",
      "98% Clients Satisfaits",
      "24/7 Support Dédié",
    ]);
  });
});

describe("seed content", () => {
  const c = seedContent;

  it("opens the home page with the brand title and a 'Démarrer un Projet' call to action", () => {
    const home = c.heroSections.find((hero) => hero.page_route === "/")!;
    expect(home.title).toBe("Imagine : We Make It Real");
    expect([home.cta_primary_text, home.cta_secondary_text]).toContain("Démarrer un Projet");
    expect(home.video_url).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  it("has unique SEO titles and descriptions within search-result lengths", () => {
    expect(c.seoMetadata.map((row) => row.route).sort()).toEqual([...PUBLIC_ROUTES].sort());
    expect(new Set(c.seoMetadata.map((row) => row.title)).size).toBe(c.seoMetadata.length);
    expect(new Set(c.seoMetadata.map((row) => row.description)).size).toBe(c.seoMetadata.length);
    for (const row of c.seoMetadata) {
      expect(row.title.length, row.route).toBeLessThanOrEqual(60);
      expect(row.description.length, row.route).toBeLessThanOrEqual(155);
      expect(row.og_image, row.route).toMatch(/\.(jpg|png)$/);
      expect(row.keywords!.length, row.route).toBeGreaterThan(0);
    }
  });

  it("makes every content page complete and distinct", () => {
    const heroTitles = new Set(c.heroSections.map((hero) => hero.title));
    expect(heroTitles.size).toBe(c.heroSections.length);
    for (const page of CONTENT_PAGES) {
      const route = page.path;
      const hero = c.heroSections.find((row) => row.page_route === route)!;
      expect(hero.badge_text && hero.badge_icon && hero.cta_primary_text, route).toBeTruthy();
      const services = c.pageServices.filter((row) => row.page_route === route);
      expect(services.length, route).toBeGreaterThanOrEqual(3);
      expect(services.length, route).toBeLessThanOrEqual(6);
      const atouts = c.features.filter((row) => row.page_route === route && row.section_name === "atouts");
      expect(atouts.length, route).toBeGreaterThanOrEqual(3);
      const testimonials = c.testimonials.filter((row) => row.page_route === route);
      expect(testimonials.length, route).toBeGreaterThanOrEqual(1);
      if (page.kind === "video") expect(hero.video_url, route).toMatch(/youtube-nocookie\.com\/embed\//);
      if (page.kind === "gallery") {
        expect(c.gallery.filter((row) => row.page_route === route).length, route).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it("gives the method page its five steps and a video", () => {
    const steps = c.features.filter((row) => row.page_route === "/imagine-we-make-it-real" && row.section_name === "etapes");
    expect(steps).toHaveLength(5);
    expect(c.heroSections.find((hero) => hero.page_route === "/imagine-we-make-it-real")!.video_url).toBeTruthy();
  });

  it("offers the three wedding packages, Premium featured", () => {
    const packages = c.packages.filter((row) => row.page_route === "/yourday");
    expect(packages.map((row) => row.name)).toEqual(["Essentiel", "Premium", "Prestige"]);
    expect(packages.filter((row) => row.is_featured).map((row) => row.name)).toEqual(["Premium"]);
    expect(packages.map((row) => row.description)).toEqual([
      expect.stringContaining("50 à 100 invités"),
      expect.stringContaining("100 à 200 invités"),
      expect.stringContaining("plus de 200 invités"),
    ]);
  });

  it("covers abstract management and AI correction", () => {
    const titles = c.pageServices.filter((row) => row.page_route === "/gestion-abstracts").map((row) => row.title);
    expect(titles).toContain("Correction assistée par IA");
  });

  it("lists the six services with the icons the public site knows, and the six clients", () => {
    expect(c.services.map((row) => row.icon)).toEqual(["Sparkles", "Building2", "PartyPopper", "Palette", "Award", "Monitor"]);
    for (const service of c.services) expect(service.features!.length).toBeGreaterThanOrEqual(3);
    expect(c.clients.map((row) => row.name)).toEqual(["Pfizer", "Roche", "Novartis", "Sanofi", "GSK", "Merck"]);
    expect(c.portfolio.length).toBeGreaterThanOrEqual(6);
  });

  it("has home figures, the home image strip and gallery images shared by every page", () => {
    expect(c.stats.filter((row) => row.page_route === "/").map((row) => row.label)).toEqual([
      "Événements Réussis",
      "Années d'Expérience",
      "Clients Satisfaits",
    ]);
    expect(c.gallery.filter((row) => row.page_route === "/").length).toBeGreaterThanOrEqual(8);
    expect(c.gallery.filter((row) => row.page_route == null).length).toBeGreaterThan(0);
    for (const image of c.gallery) expect(image.alt_text, image.image_url).toBeTruthy();
  });

  it("reaches the agency by phone, e-mail, address and hours", () => {
    expect(c.contactInfo.map((row) => [row.type, row.icon])).toEqual([
      ["phone", "Phone"],
      ["email", "Mail"],
      ["address", "MapPin"],
      ["hours", "Clock"],
    ]);
    expect(c.contactInfo.find((row) => row.type === "address")!.value).toContain("\n");
    expect(c.contactInfo.find((row) => row.type === "phone")!.value).toBe(c.siteSettings.phone);
  });

  it("rents at least four products in each category, at exact DT prices", () => {
    for (const category of PRODUCT_CATEGORY_IDS) {
      expect(c.rentalProducts.filter((row) => row.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
    for (const product of c.rentalProducts) {
      expect(product.price, product.name).toMatch(/^\d+\.\d{2}$/);
      expect(product.period).toBe("jour");
    }
    const stocks = c.rentalProducts.map((row) => row.stock_quantity);
    expect(stocks).toContain(null);
    expect(stocks).toContain(0);
    expect(c.rentalProducts.filter((row) => row.is_available === false)).toHaveLength(1);
  });

  it("keys every row to a known page route", () => {
    const routed = [...c.heroSections, ...c.pageServices, ...c.features, ...c.testimonials, ...c.stats, ...c.packages, ...c.gallery];
    for (const row of routed) if (row.page_route != null) expect(isKnownPageRoute(row.page_route), row.page_route).toBe(true);
  });

  it("names only icons the public site draws (an unknown name would fall back to Sparkles)", () => {
    const icons = new Set<string>();
    for (const row of [...c.services, ...c.pageServices, ...c.features, ...c.stats, ...c.contactInfo]) if (row.icon) icons.add(row.icon);
    for (const hero of c.heroSections) if (hero.badge_icon) icons.add(hero.badge_icon);
    const missing = [...icons].filter((name) => !Object.hasOwn(CONTENT_ICONS, name));
    expect(missing).toEqual([]);
  });

  it("points only at images of the repository, each with its size declared", () => {
    const paths = new Set<string>([c.siteSettings.logo_url!, ...DEPOT_CATEGORIES.map((category) => category.image)]);
    const rows: { image_url?: string | null; logo_url?: string | null; og_image?: string | null; avatar_url?: string | null }[] = [
      ...c.heroSections,
      ...c.gallery,
      ...c.clients,
      ...c.portfolio,
      ...c.testimonials,
      ...c.seoMetadata,
      ...c.rentalProducts,
    ];
    for (const row of rows) {
      for (const path of [row.image_url, row.logo_url, row.og_image, row.avatar_url]) if (path) paths.add(path);
    }
    for (const path of paths) {
      expect(path, path).toMatch(/^\/images\//);
      const file = join(PUBLIC_DIR, path);
      expect(existsSync(file), path).toBe(true);
      if (path.endsWith(".svg")) {
        const svg = readFileSync(file, "utf8");
        expect(svg, path).toMatch(/<svg[^>]* viewBox="[^"]+"/);
        expect(svg, path).toMatch(/<svg[^>]* width="\d+"[^>]* height="\d+"/);
        expect(svg, path).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      }
    }
  });
});
