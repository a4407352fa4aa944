import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// A catalogue of hundreds of products (issue 21): the grid shows 48 cards, « Voir plus de
// produits » is a link the server answers with 48 more, with and without JavaScript.

/**
 * 500 stools in the furniture category (no other browser test reads it), named to sort after the
 * products other tests look up by name; removed when the test ends, since the server's database
 * is shared by the whole suite (the back office's product panel lists every product).
 */
async function withFurniture(request: APIRequestContext, run: () => Promise<void>): Promise<void> {
  const name = `Tabouret ${randomUUID().slice(0, 8)} `;
  await dbQuery(
    request,
    `insert into rental_products (name, category, description, image_url, price, stock_quantity)
     select ${sqlString(name)} || lpad(n::text, 3, '0'), 'furniture', 'Tabouret de bar', '/images/categories/furniture.svg', 12.50, 40
     from generate_series(1, 500) as n`,
  );
  try {
    await run();
  } finally {
    await dbQuery(request, `delete from rental_products where name like ${sqlString(`${name}%`)}`);
  }
}

const cards = (page: Page) => page.locator("#produits").getByRole("article");

test("« Voir plus de produits » shows 48 more cards, with JavaScript", async ({ page, request }) => {
  await withFurniture(request, async () => {
    await page.goto("/location-materiel?categorie=furniture");
    await hydrated(page);
    await expect(cards(page)).toHaveCount(48);
    await expect(page.getByText(/^48 produits affichés sur \d/)).toBeVisible();
    await page.getByRole("link", { name: "Voir plus de produits" }).click();
    await expect(cards(page)).toHaveCount(96);
    expect(new URL(page.url()).searchParams.get("voir")).toBe("96");
    expect(new URL(page.url()).searchParams.get("categorie")).toBe("furniture");
    // The cards that came with the link open the rental dialog like the first ones.
    await cards(page).nth(90).getByRole("link", { name: /Ajouter au Panier/ }).click();
    await expect(page.getByRole("dialog", { name: "Configuration de la Location" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("« Voir plus de produits » works without JavaScript", async ({ page, request }) => {
    await withFurniture(request, async () => {
      await page.goto("/location-materiel?categorie=furniture");
      await expect(cards(page)).toHaveCount(48);
      await page.getByRole("link", { name: "Voir plus de produits" }).click();
      await expect(cards(page)).toHaveCount(96);
      // Below the first screen, images wait until they are scrolled to.
      await expect(cards(page).nth(60).locator("img")).toHaveAttribute("loading", "lazy");
    });
  });
});
