import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { schema } from "~/db/client.server";
import { useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import { forgetContent } from "~/content/content-cache.server";
import { getPageBlocks } from "~/content/page-blocks.server";
import { getStats } from "~/content/stats.server";
import { getCatalogueProducts } from "~/rental/catalogue.server";
import { ProductCard } from "~/rental/product-card";
import { ServicesBlock } from "./blocks/services-block";
import { StatFigures } from "./stat-figures";

// ADR 021/025: a text shown in French on an English or Arabic page, for want of its translation,
// carries lang="fr" (and dir="ltr": French reads left to right inside an Arabic page); a translated
// text carries neither. Rows read by the real readers, rendered by the real components.

let database: TestDatabase;

/** The server's markup of a component on a page at `path` (its language comes from the URL). */
function render(path: string, node: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);
}

/** The opening tag of the element whose text starts with `text`. */
function tagOf(html: string, text: string): string {
  const at = html.indexOf(`>${text}`);
  expect(at, `« ${text} » in ${html}`).toBeGreaterThan(-1);
  return html.slice(html.lastIndexOf("<", at), at + 1);
}

beforeAll(async () => {
  database = await useTestDatabase();
  const db = database.db;
  const [service] = await db
    .insert(schema.page_services)
    .values({ page_route: "/yourday", title: "Décoration", description: "Fleurs et lumière", features: ["Arche", "Bougies"], icon: "Palette" })
    .returning();
  const [product] = await db
    .insert(schema.rental_products)
    .values({ name: "Enceinte", category: "audio", description: "Puissante et claire", image_url: "/a.svg", price: "10", stock_quantity: null })
    .returning();
  await db.insert(schema.content_translations).values([
    // The service's title and points in English, its description left in French.
    { content_table: "page_services", row_id: service!.id, locale: "en", field: "title", value: "Decoration" },
    { content_table: "page_services", row_id: service!.id, locale: "en", field: "features", value: "Arch\nCandles" },
    // The product's name in Arabic, its description left in French.
    { content_table: "rental_products", row_id: product!.id, locale: "ar", field: "name", value: "مكبّر صوت" },
  ]);
});
afterAll(() => database.dispose());
beforeEach(() => forgetContent());

describe("a text shown in French on another language's page says so", () => {
  it("English page: the untranslated description is lang=fr, the translated title and points are not", async () => {
    const { services } = await getPageBlocks("/yourday", "en");
    const html = render("/en/yourday", <ServicesBlock services={services} />);
    expect(tagOf(html, "Fleurs et lumière")).toMatch(/^<p [^>]*lang="fr" dir="ltr"/);
    expect(tagOf(html, "Decoration")).not.toContain("lang=");
    expect(html).toContain("Candles");
    expect(html.match(/<ul [^>]*>/)?.[0]).not.toContain("lang=");
  });

  it("Arabic page: the French description is lang=fr and left to right inside the page's right to left", async () => {
    const { products } = await getCatalogueProducts("all", 10, "ar");
    const html = render("/ar/location-materiel", <ProductCard product={products[0]!} headingId="produit-1" />);
    expect(tagOf(html, "Puissante et claire")).toMatch(/lang="fr" dir="ltr"/);
    const heading = tagOf(html, "مكبّر صوت");
    expect(heading).toMatch(/^<h3 /);
    expect(heading).not.toContain("lang=");
    // The image's alt text is the translated name: no French there either.
    expect(html).toMatch(/<img [^>]*alt="مكبّر صوت"/);
    expect(html.match(/<img [^>]*>/)?.[0]).not.toContain("lang=");
  });

  it("a French page marks nothing, and SPEC §9's French figures are marked on an English page", async () => {
    const french = render("/yourday", <ServicesBlock services={(await getPageBlocks("/yourday", "fr")).services} />);
    expect(french).toContain("Fleurs et lumière");
    expect(french).not.toContain("lang=");

    // No statistics rows for this route: the defaults of SPEC §9 are shown, in French.
    const stats = await getStats("/sans-chiffres", undefined, "en");
    const html = render("/en/", <StatFigures stats={stats} />);
    expect(tagOf(html, "Événements Réussis")).toMatch(/^<dt [^>]*lang="fr" dir="ltr"/);
    expect(render("/", <StatFigures stats={await getStats("/sans-chiffres", undefined, "fr")} />)).not.toContain("lang=");
  });
});
