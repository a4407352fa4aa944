// The buffer days section of the shop settings on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set): who may save, what is refused with which message, what availability
// reads afterwards, and the one action's unknown intents.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getRequest, postRequest, routeArgs, settle, setUpAdminDatabase, setUpTempDataDir } from "~/test-support/admin.server";
import { CONTENT_CACHE_KEY } from "~/content/content-cache.server";
import { cache_revisions, site_settings } from "~/db/schema";
import { testDatabaseTargets } from "~/test-support/databases.server";
import { getAvailability, getBufferDefaults } from "~/orders/availability.server";
import { insertOrder, insertProduct, insertSiteSettings } from "~/test-support/rental-data.server";
import * as settingsRoute from "~/routes/admin/shop-settings";
import { BUFFER_DAYS_MESSAGE } from "./buffer-settings-schema";
import type { ShopSettingsActionResult } from "./settings-page.server";
import { UNKNOWN_INTENT_MESSAGE } from "./settings-intent";

setUpTempDataDir("buffer-settings");

describe.each(testDatabaseTargets())("the buffer days settings on $label", ({ create }) => {
  const route = setUpAdminDatabase({ create, seed: (database) => insertSiteSettings(database.db, { buffer_days_before: 1, buffer_days_after: 1 }) });

  /** `cookie` "" posts as a visitor. */
  const post = (fields: Record<string, string>, cookie: string = route.admin) =>
    settle<ShopSettingsActionResult>(() => settingsRoute.action(routeArgs(postRequest("/admin/shop/parametres", fields, cookie))));
  const saveBuffers = (before: string, after: string, cookie?: string) =>
    post({ intent: "buffer-days", buffer_days_before: before, buffer_days_after: after }, cookie);
  const stored = async () => (await route.database.db.select().from(site_settings).where(eq(site_settings.id, 1)))[0]!;
  const revision = async () =>
    (await route.database.db.select().from(cache_revisions).where(eq(cache_revisions.key, CONTENT_CACHE_KEY)))[0]?.revision ?? 0;

  it("refuses visitors and non-admins and writes nothing", async () => {
    expect((await saveBuffers("5", "5", "")).status).toBe(401);
    expect((await saveBuffers("5", "5", route.member)).status).toBe(403);
    const page = await settle(() => settingsRoute.loader(routeArgs(getRequest("/admin/shop/parametres", route.member))));
    expect(page.status).toBe(302);
    expect(await stored()).toMatchObject({ buffer_days_before: 1, buffer_days_after: 1 });
  });

  it("refuses 31, -1 and 'abc' with the message under the field, keeping what was typed", async () => {
    const before = await revision();
    for (const [typedBefore, typedAfter, errors] of [
      ["31", "1", { buffer_days_before: BUFFER_DAYS_MESSAGE }],
      ["1", "-1", { buffer_days_after: BUFFER_DAYS_MESSAGE }],
      ["abc", "2,5", { buffer_days_before: BUFFER_DAYS_MESSAGE, buffer_days_after: BUFFER_DAYS_MESSAGE }],
    ] as const) {
      const result = await saveBuffers(typedBefore, typedAfter);
      expect(result.status).toBe(400);
      expect(result.data).toEqual({
        intent: "buffer-days",
        ok: false,
        status: 400,
        error: BUFFER_DAYS_MESSAGE,
        toast: { title: "Jours tampon non enregistrés", description: BUFFER_DAYS_MESSAGE },
        errors,
        values: { buffer_days_before: typedBefore, buffer_days_after: typedAfter },
      });
    }
    expect(await stored()).toMatchObject({ buffer_days_before: 1, buffer_days_after: 1 });
    expect(await revision()).toBe(before);
  });

  it("saves 2 then 0, bumps the content revision each time, and availability holds units accordingly", async () => {
    const product = await insertProduct(route.database.db, { name: "Console tampon réglée", stock_quantity: 1 });
    await insertOrder(route.database.db, { status: "confirmed", from: "2030-06-10", to: "2030-06-12", items: [{ id: product.id, quantity: 1 }] });
    // A one-day rental on `day` next to the order (10 → 12): free once both rentals' buffers fit between them.
    const free = async (day: string) => (await getAvailability(route.database.db, [product.id], { from: day, to: day })).get(product.id)!.free;
    // 1 day before and 1 after: the 7th fits (checked on the 8th, the order prepared on the 9th), the 9th does not.
    expect(await free("2030-06-07")).toBe(1);
    expect(await free("2030-06-09")).toBe(0);

    const first = await revision();
    const result = await saveBuffers(" 2 ", "1");
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ intent: "buffer-days", ok: true, toast: { title: "Jours tampon enregistrés" } });
    expect(await stored()).toMatchObject({ buffer_days_before: 2, buffer_days_after: 1 });
    expect(await revision()).toBe(first + 1);
    expect(await getBufferDefaults(route.database.db)).toEqual({ before: 2, after: 1 });
    // Two days of preparation: the order now takes the 8th, which the 7th's checking day needs.
    expect(await free("2030-06-07")).toBe(0);

    expect((await saveBuffers("0", "0")).status).toBe(200);
    expect(await revision()).toBe(first + 2);
    expect(await free("2030-06-09")).toBe(1);

    const page = await settle<Awaited<ReturnType<typeof settingsRoute.loader>>>(() =>
      settingsRoute.loader(routeArgs(getRequest("/admin/shop/parametres", route.admin))),
    );
    expect(page.data!.buffers).toEqual({ buffer_days_before: "0", buffer_days_after: "0" });
  });

  it("answers an unknown or missing intent with a 400 in French", async () => {
    const attempts: Record<string, string>[] = [{ intent: "delete-everything" }, {}, { buffer_days_before: "3", buffer_days_after: "3" }];
    for (const fields of attempts) {
      const result = await post(fields);
      expect(result.status).toBe(400);
      expect(result.data).toMatchObject({ ok: false, intent: "unknown", error: UNKNOWN_INTENT_MESSAGE });
    }
    expect(await stored()).toMatchObject({ buffer_days_before: 0, buffer_days_after: 0 });
  });
});
