import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// Full days (issue 12): the rental dialog will not let a client pick a day on which the product
// has no unit left for the chosen quantity, and the catalogue's date filter says 'Complet'.

/** The day `day` of next month, "YYYY-MM-DD": always in the future and in the dialog's second month. */
function nextMonthDay(day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, day)).toISOString().slice(0, 10);
}

async function productWithConfirmedOrder(request: APIRequestContext, stock: number, held: number) {
  const name = `Lyre Complet ${randomUUID().slice(0, 8)}`;
  // One buffer day before and after: the order of the 10th–12th holds units from the 9th to the 13th.
  const [product] = await dbQuery<{ id: string }>(
    request,
    `insert into rental_products (name, category, description, image_url, price, stock_quantity, buffer_days_before, buffer_days_after)
     values (${sqlString(name)}, 'light', 'Lyre de test', '/images/categories/light.svg', 90, ${stock}, 1, 1) returning id`,
  );
  await dbQuery(
    request,
    `insert into rental_orders (first_name, last_name, email, phone, rental_date, return_date, delivery_address, items, total_amount, status)
     values ('Autre', 'Client', 'autre@example.tn', '20000000', '${nextMonthDay(10)}', '${nextMonthDay(12)}', 'Sfax',
     '[{"id":"${product!.id}","name":"x","category":"light","image":"","price":"90.00","quantity":${held},"totalDays":3,"vatRate":"19.00"}]', 270, 'confirmed')`,
  );
  return { id: product!.id, name };
}

test.describe("full days", () => {
  test("the rental dialog refuses a full day and a range across it, and follows the quantity", async ({ page, request, consoleErrors }) => {
    const product = await productWithConfirmedOrder(request, 2, 1);
    await page.goto("/location-materiel?categorie=light");
    // The dialog opens once the page has hydrated; before, the link leads to /panier?produit=….
    await hydrated(page);
    await page.getByRole("article", { name: product.name }).getByRole("link", { name: /Ajouter au Panier/ }).click();
    const dialog = page.getByRole("dialog", { name: "Configuration de la Location" });
    const second = dialog.getByRole("grid").nth(1);
    const day = (n: number) => second.getByRole("button", { name: new RegExp(`^\\S+ ${n} `) });

    // One unit of two is held: nothing is full for one unit.
    await expect(day(11)).toBeEnabled();
    await expect(dialog.getByTestId("full-days-note")).toHaveCount(0);

    // Two units: the unit is held on the 9th–13th (rental and buffer days), and a rental of the
    // 8th or the 14th would need it for its own buffer day: the 8th–14th are full.
    await dialog.getByRole("button", { name: "Augmenter la quantité" }).click();
    await expect(dialog.getByTestId("rental-quantity")).toHaveText("2");
    for (const n of [8, 9, 10, 11, 12, 13, 14]) {
      await expect(day(n)).toBeDisabled();
      await expect(day(n)).toHaveAccessibleName(/, complet$/);
    }
    await expect(day(7)).toBeEnabled();
    await expect(day(15)).toBeEnabled();
    await expect(dialog.getByTestId("full-days-note")).toHaveText("Les jours barrés sont complets pour 2 unités : ils ne peuvent pas être choisis.");
    await day(11).click({ force: true });
    await expect(dialog.getByText("Choisissez la date de début puis la date de fin.")).toBeVisible();

    // A range from the 6th to the 16th would span the full days: the second click starts anew.
    await day(6).click();
    await day(16).click();
    await expect(dialog.getByText("Choisissez la date de début puis la date de fin.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Ajouter au Panier" })).toBeDisabled();

    // Days clear of the buffers fit, and the dialog offers both units.
    await day(15).click();
    await day(17).click();
    await expect(dialog.getByTestId("units-free")).toHaveText("2 unités disponibles pour ces dates.");
    await expect(dialog.getByRole("button", { name: "Ajouter au Panier" })).toBeEnabled();

    // Back to one unit: the full days come back.
    await dialog.getByRole("button", { name: "Diminuer la quantité" }).click();
    await expect(day(11)).toBeEnabled();
    expect(consoleErrors).toEqual([]);
  });

  test("the catalogue's date filter says 'Complet' for a product with no unit left @desktop", async ({ page, request }) => {
    const product = await productWithConfirmedOrder(request, 1, 1);
    await page.goto(`/location-materiel?categorie=light&du=${nextMonthDay(13)}&au=${nextMonthDay(13)}`);
    const card = page.getByRole("article", { name: product.name });
    await expect(card.getByText("Complet", { exact: true })).toBeVisible();
    // Two days after the return (one buffer day), the unit is free again.
    await page.goto(`/location-materiel?categorie=light&du=${nextMonthDay(15)}&au=${nextMonthDay(16)}`);
    await expect(page.getByRole("article", { name: product.name }).getByText("1 disponible sur ces dates")).toBeVisible();
  });
});
