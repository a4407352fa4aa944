import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getRequest, settle, setUpAdminRoute } from "~/test-support/admin.server";
import * as schema from "~/db/schema";
import { getToast } from "~/lib/toast.server";
import { responsiveSources } from "~/media/responsive";
import { storeUpload } from "~/media/upload.server";
import * as panelRoute from "~/routes/admin/customize-panel";
import * as indexRoute from "~/routes/admin/index";
import * as layoutRoute from "~/routes/admin/layout";
import * as mediaRoute from "~/routes/admin/media";
import * as seoRoute from "~/routes/admin/seo";
import { NOT_FOUND_MESSAGE, REORDERED_TOAST, RESTORED_TOAST, UNKNOWN_INTENT_MESSAGE } from "./action.server";
import { integerRangeMessage, PRICE_MESSAGE, RATING_MESSAGE, REQUIRED_MESSAGE, ROUTE_MESSAGE } from "./fields";
import type { ContentActionData } from "./intent";
import { CUSTOMIZE_PANEL_IDS, getPanel, type PanelId } from "./panels";
import { CONTENT_TABLES } from "~/content/content-tables.server";

const route = setUpAdminRoute("admin-content");

const ORIGIN = "http://localhost:3000";

/** Valid form fields of a new item of each panel (what an admin would type). */
const VALID: Record<PanelId, Record<string, string>> = {
  hero: { page_route: "/", title: "Nous créons vos événements", description: "Depuis 2009", is_active: "on" },
  services: { title: "Congrès médicaux", icon: "Award", description: "De 50 à 2000 participants", features: "Accueil\n\n  Badges  \n", is_active: "on" },
  "page-services": { page_route: "/yourday", title: "Décoration", description: "Fleurs et lumière", color_theme: "", features: "A\nB", is_active: "on" },
  features: { title: "Équipe dédiée", section_name: "atouts", page_route: "/imagine-events", is_active: "on" },
  stats: { label: "Événements", value: "500+", page_route: "/cta-section", is_active: "on" },
  portfolio: { title: "Congrès SFC", type: "Congrès médical", description: "1200 participants", image_url: "/images/portfolio/a.svg", is_active: "on" },
  gallery: { image_url: "/images/gallery/a.svg", title: "Scène", alt_text: "Une scène éclairée", page_route: "", is_active: "on" },
  clients: { name: "Pfizer", logo_url: "/images/clients/pfizer.svg", is_active: "on" },
  testimonials: { author_name: "Dr Amel Ben Salah", content: "Parfait du début à la fin.", rating: "5", page_route: "/", is_active: "on" },
  packages: { page_route: "/yourday", name: "Essentiel", price: "4 500", features: "Salle\nDîner", is_active: "on" },
  rental: { name: "Enceinte 1000 W", category: "audio", description: "Puissante", image_url: "/images/products/a.svg", price: "120.5", period: "", stock_quantity: "4", is_available: "on" },
  "contact-info": { label: "Téléphone", type: "phone", icon: "Phone", value: "+216 71 000 000\n+216 98 000 000", is_active: "on" },
  seo: { route: "/portfolio", title: "Portfolio | Imagine", description: "Nos réalisations", keywords: " congrès, , mariage ,séminaire ", og_type: "" },
};

/** The column that identifies an item in assertions, and a new value for the update test. */
const EDIT: Record<PanelId, [string, string]> = {
  hero: ["title", "Titre modifié"],
  services: ["title", "Service modifié"],
  "page-services": ["title", "Service de page modifié"],
  features: ["title", "Fonctionnalité modifiée"],
  stats: ["value", "600+"],
  portfolio: ["title", "Portfolio modifié"],
  gallery: ["title", "Image modifiée"],
  clients: ["name", "Roche"],
  testimonials: ["content", "Toujours parfait."],
  packages: ["name", "Premium"],
  rental: ["name", "Enceinte 2000 W"],
  "contact-info": ["label", "Mobile"],
  seo: ["title", "Nos réalisations | Imagine"],
};

function argsFor(id: PanelId, request: Request) {
  return { request, params: { panel: id }, context: {}, unstable_pattern: "" } as never;
}

function post(id: PanelId, fields: Record<string, string | Blob>, cookie: string | undefined = route.admin, filename?: string): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") body.append(key, value);
    else body.append(key, value, filename ?? "image.bin");
  }
  const url = id === "seo" ? "/admin/seo" : `/admin/customize/${id}`;
  return new Request(`${ORIGIN}${url}`, { method: "POST", headers: cookie ? { Cookie: cookie } : {}, body });
}

async function act(id: PanelId, fields: Record<string, string | Blob>, cookie?: string, filename?: string) {
  const request = post(id, fields, cookie, filename);
  return settle<ContentActionData>(() =>
    id === "seo" ? seoRoute.action(argsFor(id, request)) : panelRoute.action(argsFor(id, request)),
  );
}

/** The toast a redirect flashes, read back as the root loader would. */
async function flashedToast(response: Response | undefined) {
  const pairs = response?.headers.getSetCookie().map((line) => line.split(";")[0]!) ?? [];
  const { toast } = await getToast(new Request(ORIGIN, { headers: { Cookie: pairs.join("; ") } }));
  return toast?.title;
}

async function rowsOf(id: PanelId) {
  return (await route.database.db.select().from(CONTENT_TABLES[id].table)) as Record<string, unknown>[];
}

describe("every content panel: create, update, delete, undo", () => {
  for (const id of [...CUSTOMIZE_PANEL_IDS, "seo"] as PanelId[]) {
    const panel = getPanel(id)!;
    it(`${id}: '${panel.toasts.created}', '${panel.toasts.updated}', '${panel.toasts.deleted}'`, async () => {
      const [column, newValue] = EDIT[id];

      const created = await act(id, { intent: "create", ...VALID[id] });
      expect(created.status).toBe(302);
      expect(created.response?.headers.get("Location")).toBe(id === "seo" ? "/admin/seo" : `/admin/customize/${id}`);
      expect(await flashedToast(created.response)).toBe(panel.toasts.created);
      const [row] = (await rowsOf(id)).filter((r) => r[column] === VALID[id][column]);
      expect(row).toBeDefined();

      const updated = await act(id, { intent: "update", id: String(row!.id), ...VALID[id], [column]: newValue });
      expect(await flashedToast(updated.response)).toBe(panel.toasts.updated);
      expect((await rowsOf(id)).find((r) => r.id === row!.id)?.[column]).toBe(newValue);

      const deleted = await act(id, { intent: "delete", id: String(row!.id), respond: "json" });
      expect(deleted.status).toBe(200);
      expect(deleted.data).toMatchObject({ ok: true, toast: panel.toasts.deleted });
      expect((await rowsOf(id)).some((r) => r.id === row!.id)).toBe(false);

      // Undo puts the same row back, same id and content.
      const snapshot = deleted.data?.ok ? deleted.data.deleted!.snapshot : "";
      const restored = await act(id, { intent: "restore", snapshot, respond: "json" });
      expect(restored.data).toMatchObject({ ok: true, toast: RESTORED_TOAST });
      expect((await rowsOf(id)).find((r) => r.id === row!.id)?.[column]).toBe(newValue);

      // A plain form post (no JavaScript) deletes too, with the toast after a redirect.
      const plainDelete = await act(id, { intent: "delete", id: String(row!.id) });
      expect(await flashedToast(plainDelete.response)).toBe(panel.toasts.deleted);
    });
  }
});

describe("what the forms store", () => {
  it("splits features by line (blanks dropped) and SEO keywords by comma (trimmed, empties dropped)", async () => {
    await act("services", { intent: "create", ...VALID.services, title: "Lignes" });
    const [service] = await route.database.db.select().from(schema.services).where(eq(schema.services.title, "Lignes"));
    expect(service!.features).toEqual(["Accueil", "Badges"]);

    await act("seo", { intent: "create", ...VALID.seo, route: "/contact" });
    const [seo] = await route.database.db.select().from(schema.seo_metadata).where(eq(schema.seo_metadata.route, "/contact"));
    expect(seo!.keywords).toEqual(["congrès", "mariage", "séminaire"]);
    expect(seo!.og_type).toBe("website");
  });

  it("keeps the rental price exact, with the spec's defaults", async () => {
    await act("rental", { intent: "create", ...VALID.rental, name: "Console" });
    const [product] = await route.database.db.select().from(schema.rental_products).where(eq(schema.rental_products.name, "Console"));
    expect(product).toMatchObject({ price: "120.50", period: "jour", stock_quantity: 4, is_available: true });
    await act("rental", { intent: "update", id: product!.id, ...VALID.rental, name: "Console", stock_quantity: "", is_available: "" });
    const [after] = await route.database.db.select().from(schema.rental_products).where(eq(schema.rental_products.id, product!.id));
    expect(after).toMatchObject({ stock_quantity: null, is_available: false });
  });

  it("stores admin text as typed: escaping is the page's job, never the database's", async () => {
    const title = `<img src=x onerror="alert(1)"> & "Gala"`;
    await act("portfolio", { intent: "create", ...VALID.portfolio, title });
    const rows = await route.database.db.select().from(schema.portfolio).where(eq(schema.portfolio.title, title));
    expect(rows).toHaveLength(1);
  });

  it("appends a new item at the end of its list", async () => {
    await act("clients", { intent: "create", ...VALID.clients, name: "Premier" });
    await act("clients", { intent: "create", ...VALID.clients, name: "Second" });
    const rows = await route.database.db.select().from(schema.clients);
    const first = rows.find((r) => r.name === "Premier")!;
    const second = rows.find((r) => r.name === "Second")!;
    expect(second.display_order).toBeGreaterThan(first.display_order);
  });

  it("bumps the content cache revision on every change, for every app instance", async () => {
    const read = async () =>
      (await route.database.db.select().from(schema.cache_revisions).where(eq(schema.cache_revisions.key, "content")))[0]?.revision ?? 0;
    const before = await read();
    await act("stats", { intent: "create", ...VALID.stats, label: "Révision" });
    expect(await read()).toBe(before + 1);
  });
});

describe("bad input is refused with a French message and what was typed", () => {
  it("a missing required field", async () => {
    const result = await act("clients", { intent: "create", name: "  ", logo_url: "/images/x.svg" });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, errors: { name: REQUIRED_MESSAGE }, values: { name: "  ", logo_url: "/images/x.svg" } });
  });

  it.each(["0", "6", "4.5", "abc"])("a rating of %s", async (rating) => {
    const result = await act("testimonials", { intent: "create", ...VALID.testimonials, rating });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ errors: { rating: RATING_MESSAGE }, values: { rating } });
  });

  it("accepts ratings 1 and 5", async () => {
    for (const rating of ["1", "5"]) {
      const result = await act("testimonials", { intent: "create", ...VALID.testimonials, rating });
      expect(result.status).toBe(302);
    }
  });

  it.each(["-1", "-0.01", "12.345", "douze"])("a rental price of %s", async (price) => {
    const result = await act("rental", { intent: "create", ...VALID.rental, price });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ errors: { price: PRICE_MESSAGE }, values: { price } });
  });

  it.each([
    ["buffer_days_before", "31"],
    ["buffer_days_after", "-1"],
    ["buffer_days_before", "1.5"],
    ["buffer_days_after", "deux"],
  ])("a product's %s of %s (0 to 30 days, or empty)", async (field, value) => {
    const result = await act("rental", { intent: "create", ...VALID.rental, name: `Tampon ${field} ${value}`, [field]: value });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ errors: { [field]: integerRangeMessage(30) }, values: { [field]: value } });
    expect(integerRangeMessage(30)).toBe("Entrez un nombre entier entre 0 et 30 ou laissez vide");
  });

  it("takes a product's, a package's and a service's VAT rate from the settings' list; none chosen, the default rate", async () => {
    const db = route.database.db;
    await act("rental", { intent: "create", ...VALID.rental, name: "Navette des intervenants", vat_rate: "7.00" });
    await act("rental", { intent: "create", ...VALID.rental, name: "Sans taux choisi" });
    const rows = await db.select({ name: schema.rental_products.name, vat_rate: schema.rental_products.vat_rate }).from(schema.rental_products);
    expect(rows).toEqual(expect.arrayContaining([{ name: "Navette des intervenants", vat_rate: "7.00" }, { name: "Sans taux choisi", vat_rate: "19.00" }]));

    const refused = await act("rental", { intent: "create", ...VALID.rental, name: "Taux inconnu", vat_rate: "5.50" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      errors: { vat_rate: "Taux de TVA inconnu : choisissez l'un des taux des paramètres de la boutique (19\u00a0%, 13\u00a0%, 7\u00a0% ou 0\u00a0%)." },
      values: { name: "Taux inconnu", vat_rate: "5.50" },
    });
    expect(await db.select().from(schema.rental_products).where(eq(schema.rental_products.name, "Taux inconnu"))).toEqual([]);

    await act("packages", { intent: "create", ...VALID.packages, name: "Hébergement des invités", vat_rate: "7.00" });
    await act("services", { intent: "create", ...VALID.services, title: "Traduction simultanée", vat_rate: "13.00" });
    expect((await db.select({ vat_rate: schema.packages.vat_rate }).from(schema.packages).where(eq(schema.packages.name, "Hébergement des invités")))[0]).toEqual({ vat_rate: "7.00" });
    expect((await db.select({ vat_rate: schema.services.vat_rate }).from(schema.services).where(eq(schema.services.title, "Traduction simultanée")))[0]).toEqual({ vat_rate: "13.00" });
  });

  it("stores a product's buffer days from 0 to 30, and empty as the shop's default (null)", async () => {
    await act("rental", { intent: "create", ...VALID.rental, name: "Régie tampon", buffer_days_before: "0", buffer_days_after: "30" });
    const [product] = await route.database.db.select().from(schema.rental_products).where(eq(schema.rental_products.name, "Régie tampon"));
    expect(product).toMatchObject({ buffer_days_before: 0, buffer_days_after: 30 });
    await act("rental", { intent: "update", id: product!.id, ...VALID.rental, name: "Régie tampon", buffer_days_before: "", buffer_days_after: " " });
    const [after] = await route.database.db.select().from(schema.rental_products).where(eq(schema.rental_products.id, product!.id));
    expect(after).toMatchObject({ buffer_days_before: null, buffer_days_after: null });
  });

  it.each(["/nulle-part", "https://example.com/", "javascript:alert(1)"])("a page_route of %s", async (page_route) => {
    const result = await act("hero", { intent: "create", ...VALID.hero, page_route });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ errors: { page_route: ROUTE_MESSAGE } });
    // An optional page_route is checked as well.
    const optional = await act("gallery", { intent: "create", ...VALID.gallery, page_route });
    expect(optional.data).toMatchObject({ errors: { page_route: ROUTE_MESSAGE } });
  });

  it("an image URL that is not a site path or http(s)", async () => {
    const result = await act("clients", { intent: "create", ...VALID.clients, logo_url: "javascript:alert(1)" });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ errors: { logo_url: expect.stringContaining("https://") } });
  });

  it("an unknown id is a 404 for update, delete and reorder", async () => {
    const unknown = "0b6f6a52-1f7e-4a4e-9a43-000000000000";
    const attempts: Record<string, string>[] = [
      { intent: "update", id: unknown, ...VALID.clients },
      { intent: "delete", id: unknown, respond: "json" },
      { intent: "delete", id: "pas-un-uuid", respond: "json" },
      { intent: "reorder", ids: unknown, respond: "json" },
    ];
    for (const fields of attempts) {
      const result = await act("clients", fields);
      expect(result.status).toBe(404);
      expect(result.data).toMatchObject({ ok: false, message: NOT_FOUND_MESSAGE });
    }
  });

  it("an unknown intent is a 400, and so is reordering an unordered list", async () => {
    expect((await act("clients", { intent: "publish" })).status).toBe(400);
    const result = await act("clients", {});
    expect(result).toMatchObject({ status: 400, data: { message: UNKNOWN_INTENT_MESSAGE } });
    const [product] = await route.database.db.select().from(schema.rental_products).limit(1);
    expect((await act("rental", { intent: "reorder", ids: product!.id })).status).toBe(400);
  });

  it("an unknown panel is a 404", async () => {
    const request = post("hero", { intent: "create" });
    const result = await settle(() => panelRoute.action({ request, params: { panel: "secrets" }, context: {} } as never));
    expect(result.status).toBe(404);
  });
});

describe("permissions: every loader and action checks for an admin", () => {
  it("a visitor is sent to /auth, a signed-in non-admin gets 403, a visitor's post 401", async () => {
    const pages = [
      () => layoutRoute.loader(argsFor("hero", getRequest("/admin"))),
      () => indexRoute.loader(argsFor("hero", getRequest("/admin"))),
      () => panelRoute.loader(argsFor("hero", getRequest("/admin/customize/hero"))),
      () => seoRoute.loader(argsFor("seo", getRequest("/admin/seo"))),
    ];
    for (const page of pages) {
      const result = await settle(page);
      expect(result.status).toBe(302);
      expect(result.response?.headers.get("Location")).toBe("/auth");
    }
    expect((await act("clients", { intent: "create", ...VALID.clients }, "")).status).toBe(401);
    expect((await act("clients", { intent: "create", ...VALID.clients }, route.member)).status).toBe(403);
    expect((await act("seo", { intent: "create", ...VALID.seo }, route.member)).status).toBe(403);
    const media = await settle(() => mediaRoute.loader(argsFor("hero", getRequest("/admin/media", route.member))));
    expect(media.status).toBe(403);
    expect(await route.database.db.select().from(schema.clients).where(eq(schema.clients.name, VALID.clients.name!))).toHaveLength(0);
  });

  it("/admin is 'Aujourd'hui', no longer a redirect to customize › hero; the shell counts new rental orders for the shop badge", async () => {
    const index = await settle(() => indexRoute.loader(argsFor("hero", getRequest("/admin", route.admin))));
    expect(index.status).toBe(200);
    expect(index.response).toBeUndefined();

    const order = {
      first_name: "Amel",
      last_name: "T",
      email: "a@example.tn",
      phone: "+216 20 000 000",
      rental_date: "2026-12-01",
      return_date: "2026-12-03",
      delivery_address: "Tunis",
      items: [],
      total_amount: "10.00",
    };
    await route.database.db.insert(schema.rental_orders).values([order, order, { ...order, status: "confirmed" }]);
    const layout = await settle<{ newOrders: number }>(() => layoutRoute.loader(argsFor("hero", getRequest("/admin", route.admin))));
    expect(layout.data?.newOrders).toBe(2);
  });
});

describe("reordering", () => {
  it("saves the whole new order in one request, and the arrows move one step", async () => {
    for (const title of ["Un", "Deux", "Trois"]) await act("features", { intent: "create", ...VALID.features, title });
    const loaded = await settle<{ rows: { id: string; title: string }[] }>(() =>
      panelRoute.loader(argsFor("features", getRequest("/admin/customize/features", route.admin))),
    );
    const ids = loaded.data!.rows.map((r) => r.id);
    const titleOf = (id: string) => loaded.data!.rows.find((r) => r.id === id)!.title;
    expect(ids.map(titleOf)).toEqual(["Un", "Deux", "Trois"]);

    const request = new Request(`${ORIGIN}/admin/customize/features`, {
      method: "POST",
      headers: { Cookie: route.admin },
      body: new URLSearchParams([["intent", "reorder"], ["respond", "json"], ...[ids[2], ids[0], ids[1]].map((id) => ["ids", id!])]),
    });
    const saved = await settle<ContentActionData>(() => panelRoute.action(argsFor("features", request)));
    expect(saved.data).toMatchObject({ ok: true, toast: REORDERED_TOAST });
    const order = async () =>
      (await route.database.db.select().from(schema.features).orderBy(schema.features.display_order)).map((r) => r.title);
    expect(await order()).toEqual(["Trois", "Un", "Deux"]);

    // The no-JavaScript arrow: the current order plus a move.
    const arrow = new Request(`${ORIGIN}/admin/customize/features`, {
      method: "POST",
      headers: { Cookie: route.admin },
      body: new URLSearchParams([["intent", "reorder"], ["move", `${ids[1]}:up`], ...[ids[2], ids[0], ids[1]].map((id) => ["ids", id!])]),
    });
    const moved = await settle(() => panelRoute.action(argsFor("features", arrow)));
    expect(await flashedToast(moved.response)).toBe(REORDERED_TOAST);
    expect(await order()).toEqual(["Trois", "Deux", "Un"]);
  });

  it("refuses a repeated id without changing anything", async () => {
    const rows = await route.database.db.select().from(schema.features).orderBy(schema.features.display_order);
    const body = new URLSearchParams([["intent", "reorder"], ["respond", "json"], ["ids", rows[0]!.id], ["ids", rows[0]!.id]]);
    const request = new Request(`${ORIGIN}/admin/customize/features`, { method: "POST", headers: { Cookie: route.admin }, body });
    expect((await settle(() => panelRoute.action(argsFor("features", request)))).status).toBe(404);
    const after = await route.database.db.select().from(schema.features).orderBy(schema.features.display_order);
    expect(after.map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });
});

describe("uploads: type by content, size, SVG made harmless, AVIF/WebP variants", () => {
  const png = () => sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 120, g: 40, b: 200 } } }).png().toBuffer();
  const upload = (file: Buffer, filename: string, extra: Record<string, string> = {}) =>
    act("portfolio", { intent: "create", ...VALID.portfolio, image_url: "", image_url__alt: "Une scène violette", ...extra, image_url__file: new Blob([new Uint8Array(file)]) }, route.admin, filename);

  it("accepts a PNG named .jpg, stores it as photo.png with its variants, and the public srcset points at them", async () => {
    const result = await upload(await png(), "photo.jpg", { title: "Avec image" });
    expect(result.status).toBe(302);
    const [item] = await route.database.db.select().from(schema.portfolio).where(eq(schema.portfolio.title, "Avec image"));
    expect(item!.image_url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{16}_1200x800\.png$/);
    const [asset] = await route.database.db.select().from(schema.media_assets).where(eq(schema.media_assets.url, item!.image_url));
    expect(asset).toMatchObject({ mime_type: "image/png", width: 1200, height: 800, alt_text: "Une scène violette", filename: "photo.png" });
    expect(asset!.variants.map((v) => `${v.format}:${v.width}`).sort()).toEqual(
      ["avif:1200", "avif:480", "avif:960", "webp:1200", "webp:480", "webp:960"].sort(),
    );
    const sources = responsiveSources(item!.image_url);
    const urls = sources.flatMap((s) => s.srcSet.split(", ").map((entry) => entry.split(" ")[0]!));
    expect(urls).toHaveLength(6);
    for (const url of [item!.image_url, ...urls]) {
      expect((await stat(path.join(route.dataDir, url))).size).toBeGreaterThan(0);
    }
    const avif = await sharp(path.join(route.dataDir, urls[0]!)).metadata();
    expect(avif).toMatchObject({ format: "heif", width: 480 });
  });

  it("a return photo is recorded at once with its original, its variants made after the answer (issue 38)", async () => {
    const file = new File([new Uint8Array(await sharp({ create: { width: 1000, height: 750, channels: 3, background: { r: 30, g: 90, b: 60 } } }).jpeg().toBuffer())], "retour.jpg");
    const asset = await storeUpload(file, "Retour du matériel", { variants: "later" });
    expect(asset).toMatchObject({ mime_type: "image/jpeg", width: 1000, height: 750, variants: [] });
    expect((await stat(path.join(route.dataDir, asset.url))).size).toBeGreaterThan(0);
    const variantsOf = async () => (await route.database.db.select().from(schema.media_assets).where(eq(schema.media_assets.id, asset.id)))[0]!.variants;
    for (let tries = 0; (await variantsOf()).length < 6 && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    const variants = await variantsOf();
    expect(variants.map((v) => `${v.format}:${v.width}`).sort()).toEqual(["avif:1000", "avif:480", "avif:960", "webp:1000", "webp:480", "webp:960"].sort());
    for (const variant of variants) expect((await stat(path.join(route.dataDir, variant.path))).size).toBeGreaterThan(0);
  });

  it("refuses a text file named .png, keeping what was typed", async () => {
    const result = await upload(Buffer.from("bonjour, je ne suis pas une image"), "logo.png", { title: "Faux PNG" });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      errors: { image_url: "Format non pris en charge : JPEG, PNG, WebP, AVIF ou SVG." },
      values: { title: "Faux PNG" },
    });
  });

  it("refuses a file whose magic bytes lie about the rest", async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const result = await upload(fake, "photo.jpg");
    expect(result.data).toMatchObject({ errors: { image_url: "Ce fichier n'est pas une image lisible." } });
  });

  it("refuses 11 MB", async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(11 * 1024 * 1024)]);
    const result = await upload(big, "grande.png");
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ errors: { image_url: "L'image dépasse 10 Mo." } });
  });

  it("asks for alt text", async () => {
    const result = await upload(await png(), "photo.png", { image_url__alt: "" });
    expect(result.data).toMatchObject({ errors: { image_url: "Décrivez l'image (texte alternatif) pour l'envoyer." } });
  });

  it("turns an SVG with a script into a plain bitmap: no markup is ever served back", async () => {
    const svg = `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" onload="alert(1)"><script>alert(2)</script><image href="https://evil.example/x.png" width="10" height="10"/><rect width="200" height="100" fill="#7c3aed"/></svg>`;
    const result = await upload(Buffer.from(svg), "logo.svg", { title: "Logo SVG" });
    expect(result.status).toBe(302);
    const [item] = await route.database.db.select().from(schema.portfolio).where(eq(schema.portfolio.title, "Logo SVG"));
    expect(item!.image_url).toMatch(/_1600x800\.png$/);
    const stored = await readFile(path.join(route.dataDir, item!.image_url));
    expect(stored.subarray(1, 4).toString()).toBe("PNG");
    const folder = path.dirname(path.join(route.dataDir, item!.image_url));
    for (const name of await readdir(folder)) {
      const content = await readFile(path.join(folder, name), "latin1");
      expect(content).not.toMatch(/<script|onload|<svg/i);
    }
  });

  it("the media library lists uploads for the picker, and uploads there too", async () => {
    const listed = await settle<{ items: { url: string; alt_text: string }[] }>(() =>
      mediaRoute.loader(argsFor("hero", getRequest("/admin/media", route.admin))),
    );
    expect(listed.data!.items.some((i) => i.alt_text === "Une scène violette")).toBe(true);

    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(Buffer.from("pas une image"))]), "x.png");
    body.append("alt", "Texte");
    const request = new Request(`${ORIGIN}/admin/media`, { method: "POST", headers: { Cookie: route.admin }, body });
    const refused = await settle<{ ok: boolean; error: string }>(() => mediaRoute.action(argsFor("hero", request)));
    expect(refused).toMatchObject({ status: 400, data: { ok: false, error: "Format non pris en charge : JPEG, PNG, WebP, AVIF ou SVG." } });
  });
});
