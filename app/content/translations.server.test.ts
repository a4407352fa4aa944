import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { schema } from "~/db/client.server";
import { useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import { logger } from "~/lib/logger.server";
import { getCatalogueProducts } from "~/rental/catalogue.server";
import { forgetContent } from "./content-cache.server";
import { getHero } from "./hero.server";
import { getPageBlocks } from "./page-blocks.server";
import { getSeoRow } from "./seo.server";
import { getSiteSettings } from "./site-settings.server";
import { fallbackLang } from "./translatable";

// Content read in the page's language (ADR 025): each field translated or, without a
// translation, in French and named in `fallbackFields`.

let database: TestDatabase;
let serviceId: string;
let heroId: string;

async function translate(content_table: string, row_id: string, locale: "en" | "ar", fields: Record<string, string>) {
  await database.db
    .insert(schema.content_translations)
    .values(Object.entries(fields).map(([field, value]) => ({ content_table, row_id, locale, field, value })));
}

beforeAll(async () => {
  database = await useTestDatabase();
  const db = database.db;
  const [service] = await db
    .insert(schema.page_services)
    .values({ page_route: "/yourday", title: "Décoration", description: "Fleurs et lumière", features: ["Arche", "Bougies"], icon: "Palette" })
    .returning();
  serviceId = service!.id;
  const [hero] = await db
    .insert(schema.hero_sections)
    .values({ page_route: "/yourday", title: "Vos mariages", subtitle: "Le plus beau jour", description: null })
    .returning();
  heroId = hero!.id;
  const [seo] = await db
    .insert(schema.seo_metadata)
    .values({ route: "/yourday", title: "Mariages | Imagine", description: "Organisation de mariages", keywords: ["mariage", "Tunis"] })
    .returning();
  await db.insert(schema.site_settings).values({
    brand_name: "Imagine",
    tagline: "excellence événementielle",
    phone: "+216 71 000 000",
    email: "contact@example.tn",
    notification_email: "devis@example.tn",
    street_address: "Rue du Lac",
    postal_code: "1053",
    city: "Tunis",
  });
  const [product] = await db
    .insert(schema.rental_products)
    .values({ name: "Enceinte", category: "audio", description: "Puissante", image_url: "/a.svg", price: "10", stock_quantity: null })
    .returning();
  await translate("page_services", serviceId, "en", { title: "Decoration", features: "Arch\nCandles" });
  await translate("hero_sections", heroId, "en", { subtitle: "The most beautiful day" });
  await translate("seo_metadata", seo!.id, "en", { keywords: "wedding, Tunis" });
  await translate("site_settings", "1", "ar", { tagline: "التميّز في تنظيم الفعاليات" });
  await translate("rental_products", product!.id, "en", { name: "Speaker" });
});
afterAll(() => database.dispose());
beforeEach(() => forgetContent());

describe("content in the page's language", () => {
  it("translates field by field, French where a translation is missing, and names those fields", async () => {
    const [service] = (await getPageBlocks("/yourday", "en")).services;
    expect(service).toMatchObject({ title: "Decoration", description: "Fleurs et lumière", features: ["Arch", "Candles"], icon: "Palette" });
    expect(service!.fallbackFields).toEqual(["description"]);
    expect(fallbackLang(service, "description")).toBe("fr");
    expect(fallbackLang(service, "title")).toBeUndefined();

    // No Arabic at all: every text in French, all named; a French page names none.
    const [arabic] = (await getPageBlocks("/yourday", "ar")).services;
    expect(arabic).toMatchObject({ title: "Décoration", features: ["Arche", "Bougies"] });
    expect(arabic!.fallbackFields).toEqual(["title", "description", "features"]);
    const [french] = (await getPageBlocks("/yourday")).services;
    expect(french).toMatchObject({ title: "Décoration", fallbackFields: [] });
  });

  it("does not name an empty French field as fallen back", async () => {
    const hero = await getHero("/yourday", "en");
    expect(hero).toMatchObject({ title: "Vos mariages", subtitle: "The most beautiful day", description: null });
    expect(hero!.fallbackFields).toEqual(["title"]);
  });

  it("translates SEO keywords, the tagline and products", async () => {
    expect((await getSeoRow("/yourday", "en"))?.keywords).toEqual(["wedding", "Tunis"]);
    expect((await getSeoRow("/yourday", "en"))?.fallbackFields).toEqual(["title", "description"]);
    expect((await getSiteSettings("ar"))?.tagline).toBe("التميّز في تنظيم الفعاليات");
    expect((await getSiteSettings("en"))?.tagline).toBe("excellence événementielle");
    const { products } = await getCatalogueProducts("all", 10, "en");
    expect(products[0]).toMatchObject({ name: "Speaker", description: "Puissante", fallbackFields: ["description"] });
  });

  it("reads no translation for a French page: French pages work even without the translations' table", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    await database.db.execute(sql`alter table content_translations rename to content_translations_gone`);
    try {
      expect((await getPageBlocks("/yourday", "fr")).services[0]?.title).toBe("Décoration");
      expect((await getHero("/yourday", "fr"))?.title).toBe("Vos mariages");
      expect((await getCatalogueProducts("all", 10, "fr")).products[0]?.name).toBe("Enceinte");
      expect(errors).not.toHaveBeenCalled();
      // An English page does read them (and, here, loses the block to the failure, logged).
      expect((await getPageBlocks("/yourday", "en")).services).toEqual([]);
      expect(errors).toHaveBeenCalledWith("public read failed: page_services /yourday en", expect.anything());
    } finally {
      await database.db.execute(sql`alter table content_translations_gone rename to content_translations`);
      errors.mockRestore();
    }
  });
});
