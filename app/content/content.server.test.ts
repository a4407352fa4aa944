import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { schema } from "~/db/client.server";
import { useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import { logger } from "~/lib/logger.server";
import { forgetContent } from "./content-cache.server";
import { DEFAULT_STATS } from "./defaults";
import { getHero } from "./hero.server";
import { getPortfolio } from "./home.server";
import { getPageBlocks } from "./page-blocks.server";
import { safeRead } from "./safe-read.server";
import { getSiteSettings } from "./site-settings.server";
import { getStats } from "./stats.server";

let database: TestDatabase;
beforeAll(async () => {
  database = await useTestDatabase();
  const db = database.db;
  await db.insert(schema.hero_sections).values([
    { page_route: "/yourday", title: "Second", display_order: 2 },
    { page_route: "/yourday", title: "Premier", display_order: 1 },
    { page_route: "/yourday", title: "Masqué", display_order: 0, is_active: false },
  ]);
  await db.insert(schema.stats).values([
    { page_route: "/cta-section", label: "Événements", value: "600+", display_order: 1 },
    { page_route: "/cta-section", label: "Inactif", value: "0", is_active: false },
  ]);
  await db.insert(schema.gallery).values([
    { image_url: "/a.svg", page_route: "/modelisation-3d", display_order: 2 },
    { image_url: "/everywhere-null.svg", page_route: null, display_order: 1 },
    { image_url: "/everywhere-empty.svg", page_route: "", display_order: 3 },
    { image_url: "/other.svg", page_route: "/yourday" },
    { image_url: "/hidden.svg", page_route: "/modelisation-3d", is_active: false },
  ]);
  await db.insert(schema.features).values([
    { title: "Atout", section_name: "atouts", page_route: "/modelisation-3d" },
    { title: "Étape 2", section_name: "etapes", page_route: "/modelisation-3d", display_order: 2 },
    { title: "Étape 1", section_name: "etapes", page_route: "/modelisation-3d", display_order: 1 },
    { title: "Ailleurs", section_name: "atouts", page_route: "/yourday" },
  ]);
  await db.insert(schema.packages).values([{ page_route: "/modelisation-3d", name: "Stand", price: "4 500" }]);
  await db.insert(schema.portfolio).values([
    { title: "B", type: "Gala", description: "d", image_url: "/b.svg", display_order: 2 },
    { title: "A", type: "Congrès", description: "d", image_url: "/a.svg", display_order: 1 },
    { title: "Caché", type: "Gala", description: "d", image_url: "/c.svg", is_active: false },
  ]);
});
afterAll(() => database.dispose());

describe("public content reads", () => {
  it("takes the first active hero of a route in display order, null when there is none", async () => {
    expect((await getHero("/yourday"))?.title).toBe("Premier");
    expect(await getHero("/e-posters")).toBeNull();
  });

  it("shows a route's active stats, and the SPEC §9 defaults when it has none", async () => {
    expect((await getStats("/cta-section")).map((s) => s.value)).toEqual(["600+"]);
    expect(await getStats("/dashboard-pro")).toEqual(DEFAULT_STATS.map((stat) => ({ ...stat, fallbackFields: [] })));
    // On an English page the defaults' labels are French, and say so.
    expect((await getStats("/dashboard-pro", DEFAULT_STATS, "en")).map((stat) => stat.fallbackFields)).toEqual(DEFAULT_STATS.map(() => ["label"]));
    expect(DEFAULT_STATS.map((s) => `${s.value} ${s.label}`)).toEqual([
      "500+ Événements Réussis",
      "15+ Années d'Expérience",
      "98% Clients Satisfaits",
      "24/7 Support Dédié",
    ]);
  });

  it("assembles a page from its rows, the gallery including rows of every page", async () => {
    const blocks = await getPageBlocks("/modelisation-3d");
    expect(blocks.gallery.map((g) => g.image_url)).toEqual(["/everywhere-null.svg", "/a.svg", "/everywhere-empty.svg"]);
    expect(blocks.highlights.map((f) => f.title)).toEqual(["Atout"]);
    expect(blocks.steps.map((f) => f.title)).toEqual(["Étape 1", "Étape 2"]);
    expect(blocks.packages.map((p) => p.price)).toEqual(["4 500"]);
    expect(blocks.services).toEqual([]);
    expect(blocks.testimonials).toEqual([]);
  });

  it("does not hide a section because the database is unreachable: the read fails (the page is answered 503), nothing is kept", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    await expect(safeRead("test unreachable", [], () => Promise.reject(refused))).rejects.toBe(refused);
    expect(await safeRead("test unreachable", [], async () => ["lu"])).toEqual(["lu"]);
  });

  it("lists active portfolio items in display order", async () => {
    expect((await getPortfolio()).map((item) => item.title)).toEqual(["A", "B"]);
  });

  it("survives a database failure: logged, stats fall back to the defaults, other sections are hidden", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    // The earlier tests' reads are cached; this one is about reading a broken database.
    forgetContent();
    await database.db.execute(sql`alter table stats rename to stats_gone`);
    await database.db.execute(sql`alter table gallery rename to gallery_gone`);
    await database.db.execute(sql`alter table site_settings rename to site_settings_gone`);
    try {
      expect(await getStats("/cta-section")).toEqual(DEFAULT_STATS.map((stat) => ({ ...stat, fallbackFields: [] })));
      const blocks = await getPageBlocks("/modelisation-3d");
      expect(blocks.gallery).toEqual([]);
      expect(blocks.stats).toEqual([]);
      expect(blocks.steps).toHaveLength(2);
      expect(await getSiteSettings()).toBeNull();
      expect(errors).toHaveBeenCalledWith("public read failed: stats /cta-section fr", expect.objectContaining({ error: expect.anything() }));
      expect(errors).toHaveBeenCalledWith("public read failed: gallery /modelisation-3d fr", expect.anything());
    } finally {
      await database.db.execute(sql`alter table stats_gone rename to stats`);
      await database.db.execute(sql`alter table gallery_gone rename to gallery`);
      await database.db.execute(sql`alter table site_settings_gone rename to site_settings`);
      errors.mockRestore();
    }
  });
});
