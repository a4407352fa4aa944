import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createRow, updateRow } from "~/content/content-rows.server";
import { schema } from "~/db/client.server";
import { useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import { logger } from "~/lib/logger.server";
import { forgetContent, REVISION_CHECK_MS } from "~/content/content-cache.server";
import { getHero } from "~/content/hero.server";

let database: TestDatabase;
let heroId: string;

beforeAll(async () => {
  database = await useTestDatabase();
  const [row] = await database.db
    .insert(schema.hero_sections)
    .values({ page_route: "/yourday", title: "Version 1" })
    .returning({ id: schema.hero_sections.id });
  heroId = row!.id;
});
afterAll(() => database.dispose());
beforeEach(() => {
  forgetContent();
  vi.restoreAllMocks();
});

/** A change made without the back office (another tool, or another instance's cache not told). */
async function setTitleBehindTheCache(title: string) {
  await database.db.update(schema.hero_sections).set({ title }).where(eq(schema.hero_sections.id, heroId));
}

describe("public content cache", () => {
  it("reads a row once per content revision", async () => {
    await setTitleBehindTheCache("Version 1");
    expect((await getHero("/yourday"))?.title).toBe("Version 1");
    await setTitleBehindTheCache("Changée en base");
    expect((await getHero("/yourday"))?.title).toBe("Version 1");
    forgetContent();
    expect((await getHero("/yourday"))?.title).toBe("Changée en base");
  });

  it("hands out frozen values: one request cannot change what the next one reads", async () => {
    const hero = (await getHero("/yourday"))!;
    expect(Object.isFrozen(hero)).toBe(true);
    expect(() => {
      (hero as { title: string }).title = "Modifiée par une requête";
    }).toThrow(TypeError);
    expect((await getHero("/yourday"))?.title).not.toBe("Modifiée par une requête");
  });

  it("shows a back-office change at once on the instance that made it", async () => {
    expect((await getHero("/yourday"))?.title).toBeDefined();
    await updateRow("hero", heroId, { title: "Depuis le back-office" });
    expect((await getHero("/yourday"))?.title).toBe("Depuis le back-office");
    await createRow("hero", { page_route: "/e-posters", title: "Nouveau", is_active: true });
    expect((await getHero("/e-posters"))?.title).toBe("Nouveau");
  });

  it("sees another instance's change once it checks the revision again", async () => {
    const start = Date.now();
    const now = vi.spyOn(Date, "now").mockReturnValue(start);
    await setTitleBehindTheCache("Avant");
    expect((await getHero("/yourday"))?.title).toBe("Avant");
    // Another instance saves through its back office: new row, new revision, this cache untold.
    await setTitleBehindTheCache("Après");
    await database.db.execute(sql`update cache_revisions set revision = revision + 1 where key = 'content'`);
    now.mockReturnValue(start + REVISION_CHECK_MS - 1);
    expect((await getHero("/yourday"))?.title).toBe("Avant");
    now.mockReturnValue(start + REVISION_CHECK_MS + 1);
    expect((await getHero("/yourday"))?.title).toBe("Après");
  });

  it("keeps no failed read: the fallback is served, then the row once the database answers", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    await setTitleBehindTheCache("Revenue");
    await database.db.execute(sql`alter table hero_sections rename to hero_sections_gone`);
    try {
      expect(await getHero("/yourday")).toBeNull();
      expect(errors).toHaveBeenCalledWith("public read failed: hero_sections /yourday fr", expect.anything());
    } finally {
      await database.db.execute(sql`alter table hero_sections_gone rename to hero_sections`);
    }
    expect((await getHero("/yourday"))?.title).toBe("Revenue");
  });

  it("keeps each language apart: the locale is part of the key, and a translation saved shows at once", async () => {
    await setTitleBehindTheCache("Le titre");
    await updateRow("hero", heroId, { title: "Le titre" }, { table: "hero_sections", values: { en: { title: "The title" }, ar: { title: "" } } });
    expect((await getHero("/yourday", "en"))?.title).toBe("The title");
    expect((await getHero("/yourday", "fr"))?.title).toBe("Le titre");
    expect((await getHero("/yourday", "ar"))?.title).toBe("Le titre");
    // Read once per language and revision: a change behind the cache shows in none of them.
    await database.db
      .update(schema.content_translations)
      .set({ value: "Changed behind the cache" })
      .where(eq(schema.content_translations.row_id, heroId));
    expect((await getHero("/yourday", "en"))?.title).toBe("The title");
    forgetContent();
    expect((await getHero("/yourday", "en"))?.title).toBe("Changed behind the cache");
    expect((await getHero("/yourday"))?.title).toBe("Le titre");
  });
});
