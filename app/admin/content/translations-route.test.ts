import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getRequest, settle, setUpAdminRoute } from "~/test-support/admin.server";
import * as schema from "~/db/schema";
import { TRANSLATION_MARKUP_MESSAGE, translationTooLongMessage, TRANSLATION_MAX_LENGTH } from "~/content/translatable";
import * as panelRoute from "~/routes/admin/customize-panel";
import * as seoRoute from "~/routes/admin/seo";
import { INVALID_FORM_MESSAGE } from "./action.server";
import type { ContentActionData } from "./intent";

// The English and Arabic tabs of the back office's content forms (ADR 025), through the routes'
// own loaders and actions.

const route = setUpAdminRoute("admin-translations");
const ORIGIN = "http://localhost:3000";

function args(panel: string, request: Request) {
  return { request, params: { panel }, context: {}, unstable_pattern: "" } as never;
}

function post(path: string, fields: Record<string, string>, cookie: string | undefined = route.admin): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers: cookie ? { Cookie: cookie } : {}, body });
}

const actOnPanel = (panel: string, fields: Record<string, string>, cookie?: string) =>
  settle<ContentActionData>(() => panelRoute.action(args(panel, post(`/admin/customize/${panel}`, fields, cookie))));

async function translationsOf(table: string, rowId: string) {
  const t = schema.content_translations;
  const rows = await route.database.db
    .select({ locale: t.locale, field: t.field, value: t.value })
    .from(t)
    .where(and(eq(t.content_table, table), eq(t.row_id, rowId)));
  return Object.fromEntries(rows.map((r) => [`${r.locale}:${r.field}`, r.value]));
}

const PRODUCT = {
  name: "Enceinte 1000 W",
  category: "audio",
  description: "Puissante et claire",
  image_url: "/images/products/a.svg",
  price: "120",
  period: "jour",
  stock_quantity: "4",
  is_available: "on",
};

describe("the product form in three languages", () => {
  it("stores English and Arabic beside the French; an emptied translation goes back to the French", async () => {
    const created = await actOnPanel("rental", {
      intent: "create",
      ...PRODUCT,
      "en:name": "1000 W speaker",
      "en:description": "Powerful and clear",
      "ar:name": "مكبّر صوت 1000 واط",
      "ar:description": "",
    });
    expect(created.status).toBe(302);
    const [product] = await route.database.db.select().from(schema.rental_products).where(eq(schema.rental_products.name, PRODUCT.name));
    expect(await translationsOf("rental_products", product!.id)).toEqual({
      "en:name": "1000 W speaker",
      "en:description": "Powerful and clear",
      "ar:name": "مكبّر صوت 1000 واط",
    });

    // The edit form shows them back in its EN and AR tabs.
    const loaded = await settle<{ translations: { en: Record<string, string>; ar: Record<string, string> } }>(() =>
      panelRoute.loader(args("rental", getRequest(`/admin/customize/rental?edit=${product!.id}`, route.admin))),
    );
    expect(loaded.data?.translations).toEqual({
      en: { name: "1000 W speaker", description: "Powerful and clear" },
      ar: { name: "مكبّر صوت 1000 واط" },
    });

    await actOnPanel("rental", { intent: "update", id: product!.id, ...PRODUCT, "en:name": "  ", "en:description": "Powerful", "ar:name": "مكبّر صوت" });
    expect(await translationsOf("rental_products", product!.id)).toEqual({ "en:description": "Powerful", "ar:name": "مكبّر صوت" });

    // Deleting the product deletes its translations; the undo brings them back.
    const deleted = await actOnPanel("rental", { intent: "delete", id: product!.id, respond: "json" });
    expect(await translationsOf("rental_products", product!.id)).toEqual({});
    const snapshot = deleted.data?.ok ? deleted.data.deleted!.snapshot : "";
    await actOnPanel("rental", { intent: "restore", snapshot, respond: "json" });
    expect(await translationsOf("rental_products", product!.id)).toEqual({ "en:description": "Powerful", "ar:name": "مكبّر صوت" });
  });

  it("refuses markup and an over-long translation with a French message, keeping everything typed", async () => {
    const tooLong = "x".repeat(TRANSLATION_MAX_LENGTH.text + 1);
    const typed = {
      intent: "create",
      ...PRODUCT,
      name: "Console 32 voies",
      "en:name": tooLong,
      "en:description": "Mixing <script>alert(1)</script> desk",
      "ar:name": "طاولة مزج",
      "ar:description": "<b>رقمية</b>",
    };
    const refused = await actOnPanel("rental", typed);
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      message: INVALID_FORM_MESSAGE,
      errors: {
        "en:name": translationTooLongMessage(TRANSLATION_MAX_LENGTH.text),
        "en:description": TRANSLATION_MARKUP_MESSAGE,
        "ar:description": TRANSLATION_MARKUP_MESSAGE,
      },
    });
    const { intent: _intent, ...values } = typed;
    expect(refused.data?.ok === false ? refused.data.values : null).toMatchObject(values);
    expect(await route.database.db.select().from(schema.rental_products).where(eq(schema.rental_products.name, "Console 32 voies"))).toEqual([]);
    // "a < b" is no markup.
    const accepted = await actOnPanel("rental", { ...typed, "en:name": "Console, 32 < 48 channels", "en:description": "", "ar:description": "" });
    expect(accepted.status).toBe(302);
  });
});

describe("« À traduire »", () => {
  it("counts per language the items with a French text still untranslated, and lists them", async () => {
    const t = schema.stats;
    const [a, b] = await route.database.db
      .insert(t)
      .values([
        { label: "Congrès", value: "120", page_route: "/a-traduire" },
        { label: "Mariages", value: "80", page_route: "/a-traduire" },
      ])
      .returning();
    await route.database.db.insert(schema.content_translations).values([
      { content_table: "stats", locale: "en", row_id: a!.id, field: "label", value: "Congresses" },
      { content_table: "stats", locale: "en", row_id: b!.id, field: "label", value: "Weddings" },
      { content_table: "stats", locale: "ar", row_id: a!.id, field: "label", value: "مؤتمرات" },
    ]);
    const loaded = await settle<{ translationStatus: { counts: { en: number; ar: number }; rows: { id: string; missing: { en: string[]; ar: string[] } }[] } }>(
      () => panelRoute.loader(args("stats", getRequest("/admin/customize/stats", route.admin))),
    );
    const status = loaded.data!.translationStatus;
    const rows = await route.database.db.select().from(t);
    expect(status.counts).toEqual({ en: rows.length - 2, ar: rows.length - 1 });
    expect(status.rows.find((r) => r.id === b!.id)?.missing).toEqual({ en: [], ar: ["label"] });
    expect(status.rows.some((r) => r.id === a!.id)).toBe(false);

    const seo = await settle<{ translationStatus: { counts: { en: number; ar: number } } }>(() =>
      seoRoute.loader(args("seo", getRequest("/admin/seo", route.admin))),
    );
    expect(seo.data?.translationStatus.counts).toBeDefined();
  });
});

describe("permissions", () => {
  it("a signed-in non-admin can neither read nor write translations", async () => {
    // A page asked for by a non-admin is sent to /auth, which says why.
    const read = await settle(() => panelRoute.loader(args("rental", getRequest("/admin/customize/rental", route.member))));
    expect(read.status).toBe(302);
    expect(read.response?.headers.get("Location")).toMatch(/^\/auth\?/);
    const write = await actOnPanel("stats", { intent: "create", label: "Chiffre", value: "1", "en:label": "Figure" }, route.member);
    expect(write.status).toBe(403);
    const seo = await settle(() =>
      seoRoute.action(args("seo", post("/admin/seo", { intent: "create", route: "/contact", title: "T", description: "D", "en:title": "T" }, route.member))),
    );
    expect(seo.status).toBe(403);
    const anyone = await settle(() => panelRoute.loader(args("rental", getRequest("/admin/customize/rental"))));
    expect(anyone.response?.headers.get("Location")).toBe("/auth");
    expect(
      await route.database.db.select().from(schema.content_translations).where(eq(schema.content_translations.value, "Figure")),
    ).toEqual([]);
  });
});
