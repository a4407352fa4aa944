import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { dbQuery, expect, hydrated, outboxMessages, sqlString, test } from "./fixtures";

// The rental shop end to end: catalogue → rental dialog → cart → checkout, with and without
// JavaScript, and the failure path. Each test creates its own product so runs never collide.

const SCREENS_DIR = path.resolve("test-results/shop-screens");

async function shot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${testInfo.project.name}-${name}.png`) });
}

async function createProduct(request: APIRequestContext, options: { price: string; stock: number | null }) {
  const name = `Console Test ${randomUUID().slice(0, 8)}`;
  const [row] = await dbQuery<{ id: string }>(
    request,
    `insert into rental_products (name, category, description, image_url, price, stock_quantity)
     values (${sqlString(name)}, 'audio', 'Console numérique de test', '/images/categories/audio.svg', ${options.price}, ${options.stock ?? "null"})
     returning id`,
  );
  return { id: row!.id, name };
}

/** The 10th and 12th of next month: always in the future, always in the calendar's second month. */
function nextMonthDates() {
  const now = new Date();
  const iso = (day: number) => new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, day)).toISOString().slice(0, 10);
  return { from: iso(10), to: iso(12) };
}

async function openCatalogue(page: Page, category?: string) {
  await page.goto(category ? `/location-materiel?categorie=${category}` : "/location-materiel");
  // Before hydration « Ajouter au Panier » is a plain link to /panier?produit=… (ADR 008: links
  // work natively until then); the rental dialog needs the page's JavaScript.
  await hydrated(page);
}

/**
 * Opens a product's rental dialog and picks the 10th to the 12th of next month; with
 * `onCartPeriod`, the dialog starts on the cart's dates (issue 38) and nothing is picked.
 */
async function rentFromDialog(page: Page, productName: string, options: { onCartPeriod?: boolean } = {}) {
  await page.getByRole("article", { name: productName }).getByRole("link", { name: /Ajouter au Panier/ }).click();
  const dialog = page.getByRole("dialog", { name: "Configuration de la Location" });
  await expect(dialog).toBeVisible();
  const months = dialog.getByRole("grid");
  await expect(months).toHaveCount(2);
  const add = dialog.getByRole("button", { name: "Ajouter au Panier" });
  await expect(dialog.getByRole("button", { name: "Diminuer la quantité" })).toBeDisabled();
  if (options.onCartPeriod) {
    await expect(dialog.getByTestId("cart-period-note")).toBeVisible();
    return { dialog, add };
  }
  await expect(add).toBeDisabled();
  const second = months.nth(1);
  await second.getByRole("button", { name: /^\S+ 10 / }).click();
  await second.getByRole("button", { name: /^\S+ 12 / }).click();
  return { dialog, add };
}

const CONFIRMATION = "Merci, votre commande est bien reçue";

// The machine running the suite is shared: give the long journeys room.
test.describe.configure({ timeout: 180_000 });

// Every browser test posts from 127.0.0.1: the orders limit (10 per 10 minutes per address) is for
// real clients, and other specs place orders too.
test.beforeEach(async ({ request }) => {
  await dbQuery(request, "delete from rate_limits where key like 'order:%'");
});

test.describe("rental shop", () => {
  test("choose a category, rent a product twice, check the cart and check out", async ({ page, request, consoleErrors }, testInfo) => {
    const product = await createProduct(request, { price: "120.50", stock: 5 });
    const dates = nextMonthDates();

    await openCatalogue(page);
    await expect(page.getByRole("heading", { name: "Tous nos produits" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Découvrez Notre/ })).toBeVisible();
    await expect(page.getByText("Explorer cette catégorie")).toHaveCount(5);
    await shot(page, testInfo, "catalogue");

    // The filter is a link: the category goes into the URL and the server renders the grid.
    await page.getByRole("navigation", { name: "Catégories de matériel" }).getByRole("link", { name: /Sonorisation/ }).click();
    await expect(page).toHaveURL(/\?categorie=audio/);
    await expect(page.getByRole("heading", { name: "Sonorisation", level: 2 })).toBeVisible();
    const card = page.getByRole("article", { name: product.name });
    await expect(card.getByText(/120,50\sDT \/ jour/)).toBeVisible();
    await expect(card.getByText("5 en stock")).toBeVisible();

    // First add: calendar in French with two months, estimate, units free.
    const { dialog, add } = await rentFromDialog(page, product.name);
    await expect(dialog.getByRole("grid").nth(1)).toHaveAccessibleName(/^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/);
    await expect(dialog.locator("thead th").first()).toHaveText(/^lu/i);
    await expect(dialog.getByTestId("units-free")).toHaveText("5 unités disponibles pour ces dates.");
    await expect(dialog.getByTestId("rental-estimate")).toHaveText(/361,50\sDT/);
    await shot(page, testInfo, "dialog");
    await add.click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Second add: the dialog starts on the cart's dates, the line's quantity goes up.
    const again = await rentFromDialog(page, product.name, { onCartPeriod: true });
    await expect(again.dialog.getByTestId("rental-quantity")).toHaveText("1");
    await expect(again.dialog.getByTestId("units-free")).toContainText("(1 déjà dans votre panier)");
    await again.add.click();
    await expect(page.getByText("Quantité mise à jour")).toBeVisible();

    // The cart panel: one line of 2, total = 120.50 × 2 × 3 days.
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await page.getByRole("button", { name: /Ouvrir le panier/ }).click();
    const sheet = page.getByRole("dialog", { name: "Votre Panier" });
    await expect(sheet.getByTestId("cart-line")).toHaveCount(1);
    await expect(sheet.getByTestId("cart-line-quantity")).toHaveText("2");
    await expect(sheet.getByTestId("cart-total")).toHaveText(/723,00\sDT/);
    await expect(sheet.getByText("Prix par jour de location")).toBeVisible();
    await shot(page, testInfo, "cart");
    await sheet.getByRole("button", { name: "Lancer la Commande" }).click();

    // Checkout: the per-day sum (SPEC §9) and the full total, dates proposed from the cart.
    const checkout = page.getByRole("dialog", { name: "Finaliser la Commande" });
    await expect(checkout).toBeVisible();
    await expect(checkout.getByTestId("checkout-per-day")).toHaveText(/241,00\sDT\/jour/);
    await expect(checkout.getByTestId("checkout-total")).toHaveText(/723,00\sDT/);
    await shot(page, testInfo, "checkout-summary");
    await expect(checkout.getByLabel("Date de location *", { exact: true })).toHaveValue(dates.from);
    await expect(checkout.getByLabel("Date de retour *", { exact: true })).toHaveValue(dates.to);
    const email = `client-${randomUUID().slice(0, 8)}@example.tn`;
    await checkout.getByLabel("Prénom *", { exact: true }).fill("Amel");
    await checkout.getByLabel("Nom *", { exact: true }).fill("Ben Salah");
    await checkout.getByLabel("Email *", { exact: true }).fill(email);
    await checkout.getByLabel("Téléphone *", { exact: true }).fill("+216 20 123 456");
    await checkout.getByLabel("Société", { exact: true }).fill("Clinique du Lac");
    // A delivery (the default mode) with its address and the two time slots.
    await expect(checkout.getByRole("radio", { name: /^Livraison/ })).toBeChecked();
    await checkout.getByLabel("Créneau de départ *", { exact: true }).selectOption("morning");
    await checkout.getByLabel("Créneau de retour *", { exact: true }).selectOption("afternoon");
    await checkout.getByLabel("Adresse de livraison *", { exact: true }).fill("12 rue du Lac, Tunis");
    await shot(page, testInfo, "checkout");
    await checkout.getByRole("button", { name: "Confirmer la Commande" }).click();

    await expect(page.getByText("Commande envoyée avec succès!")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Notre équipe vous contactera sous peu.")).toBeVisible();
    await expect(checkout).toBeHidden();
    // The checkout ends on the order's page (issue 38), the cart emptied.
    await expect(page).toHaveURL(/\/commande\/[\w-]{43}\?nouvelle=1$/);
    await expect(page.getByRole("region", { name: CONFIRMATION })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("imagine-cart"))).toBe("[]");

    const [order] = await dbQuery<{ total_amount: string; status: string; order_number: number; items: { id: string; price: string; quantity: number; totalDays: number }[]; rental_date: string }>(
      request,
      `select total_amount, status, order_number, items, to_char(rental_date, 'YYYY-MM-DD') as rental_date, fulfilment, delivery_address, departure_slot, return_slot
       from rental_orders where email = ${sqlString(email)}`,
    );
    expect(order).toMatchObject({
      total_amount: "723.00",
      status: "new",
      rental_date: dates.from,
      fulfilment: "delivery",
      delivery_address: "12 rue du Lac, Tunis",
      departure_slot: "morning",
      return_slot: "afternoon",
    });
    expect(order!.items).toEqual([expect.objectContaining({ id: product.id, price: "120.50", quantity: 2, totalDays: 3 })]);
    const number = `CMD-${String(order!.order_number).padStart(6, "0")}`;
    await expect.poll(async () => (await outboxMessages(number)).length).toBeGreaterThanOrEqual(2);
    expect(consoleErrors).toEqual([]);
  });

  test("a refused order keeps the dialog, the form and the cart", async ({ page, request }) => {
    const product = await createProduct(request, { price: "80.00", stock: 1 });
    const dates = nextMonthDates();
    await openCatalogue(page, "audio");
    const { add } = await rentFromDialog(page, product.name);
    await expect(page.getByTestId("units-free")).toHaveText("1 unité disponible pour ces dates.");
    await add.click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();

    // Meanwhile the agency confirms another order holding the only unit.
    await dbQuery(
      request,
      `insert into rental_orders (first_name, last_name, email, phone, rental_date, return_date, delivery_address, items, total_amount, status)
       values ('Autre', 'Client', 'autre@example.tn', '20000000', '${dates.from}', '${dates.to}', 'Sfax',
       '[{"id":"${product.id}","name":"x","category":"audio","image":"","price":"80.00","quantity":1,"totalDays":3,"vatRate":"19.00"}]', 240, 'confirmed')`,
    );

    await page.getByRole("button", { name: /Ouvrir le panier/ }).click();
    await page.getByRole("button", { name: "Lancer la Commande" }).click();
    const checkout = page.getByRole("dialog", { name: "Finaliser la Commande" });
    // Unique to this run: other specs store orders for other clients in the same database.
    const email = `karim-${randomUUID().slice(0, 8)}@example.tn`;
    await checkout.getByLabel("Prénom *", { exact: true }).fill("Karim");
    await checkout.getByLabel("Nom *", { exact: true }).fill("Trabelsi");
    await checkout.getByLabel("Email *", { exact: true }).fill(email);
    await checkout.getByLabel("Téléphone *", { exact: true }).fill("+216 22 333 444");
    await checkout.getByLabel("Créneau de départ *", { exact: true }).selectOption("evening");
    await checkout.getByLabel("Créneau de retour *", { exact: true }).selectOption("morning");
    await checkout.getByLabel("Adresse de livraison *", { exact: true }).fill("Avenue Habib Bourguiba, Tunis");
    await checkout.getByRole("button", { name: "Confirmer la Commande" }).click();

    await expect(page.getByText("Erreur lors de la commande")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`Stock insuffisant pour « ${product.name} »`).first()).toBeVisible();
    await expect(checkout).toBeVisible();
    await expect(checkout.getByLabel("Prénom *", { exact: true })).toHaveValue("Karim");
    await expect(checkout.getByLabel("Adresse de livraison *", { exact: true })).toHaveValue("Avenue Habib Bourguiba, Tunis");
    await expect(checkout.getByLabel("Créneau de départ *", { exact: true })).toHaveValue("evening");
    await expect(checkout.getByRole("button", { name: "Confirmer la Commande" })).toBeEnabled();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    const rows = await dbQuery(request, `select 1 from rental_orders where email = ${sqlString(email)}`);
    expect(rows).toHaveLength(0);
  });

  test("one period for the cart: a second product starts on the first's dates, a 'Complet' one cannot be added @mobile", async ({ page, request }, testInfo) => {
    const first = await createProduct(request, { price: "50.00", stock: 3 });
    const second = await createProduct(request, { price: "30.00", stock: 2 });
    const full = await createProduct(request, { price: "70.00", stock: 1 });
    const dates = nextMonthDates();
    // The only unit of `full` is held by a confirmed order over the dates.
    await dbQuery(
      request,
      `insert into rental_orders (first_name, last_name, email, phone, rental_date, return_date, delivery_address, items, total_amount, status)
       values ('Autre', 'Client', 'autre@example.tn', '20000000', '${dates.from}', '${dates.to}', 'Sfax',
       '[{"id":"${full.id}","name":"x","category":"audio","image":"","price":"70.00","quantity":1,"totalDays":3,"vatRate":"19.00"}]', 210, 'confirmed')`,
    );
    await openCatalogue(page, "audio");
    const { add } = await rentFromDialog(page, first.name);
    await add.click();
    await expect(page.getByText("Ajouté au panier")).toBeVisible();

    // The second product's dialog starts on the cart's dates and says what is free on them.
    const { dialog, add: addSecond } = await rentFromDialog(page, second.name, { onCartPeriod: true });
    await expect(dialog.getByText(/^Du \d+ \S+ \d{4} au \d+ \S+ \d{4} · 3 jours$/)).toBeVisible();
    await expect(dialog.getByTestId("units-free")).toHaveText("2 unités disponibles pour ces dates.");
    await expect(dialog.getByRole("gridcell", { selected: true })).toHaveCount(3);
    await shot(page, testInfo, "dialog-cart-period");
    await addSecond.click();
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("imagine-cart") ?? "[]") as { dateRange: unknown }[]);
    expect(stored.map((line) => line.dateRange)).toEqual([dates, dates]);

    // The full product says so as its dialog opens, before anything is added; 'Ajouter au Panier' stays disabled.
    const { dialog: fullDialog, add: addFull } = await rentFromDialog(page, full.name, { onCartPeriod: true });
    await expect(fullDialog.getByTestId("units-free")).toHaveText(/^Complet du \d+ \S+ \d{4} au \d+ \S+ \d{4} : choisissez d'autres dates pour cet article\.$/);
    await expect(addFull).toBeDisabled();
    await shot(page, testInfo, "dialog-complet");
    await fullDialog.getByRole("button", { name: "Annuler" }).click();

    // With the dates chosen in the catalogue, its card is 'Complet' and offers other dates instead.
    await page.goto(`/location-materiel?categorie=audio&du=${dates.from}&au=${dates.to}`);
    await hydrated(page);
    const card = page.getByRole("article", { name: full.name });
    await expect(card.getByText("Complet", { exact: true })).toBeVisible();
    await expect(card.getByText("Aucune unité libre sur ces dates")).toBeVisible();
    await expect(card.getByRole("link", { name: /Ajouter au Panier/ })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await shot(page, testInfo, "card-complet");
    await card.getByRole("link", { name: /Choisir d'autres dates/ }).click();
    await expect(page.getByRole("dialog", { name: "Configuration de la Location" }).getByRole("button", { name: "Ajouter au Panier" })).toBeDisabled();

    // The order form of one product (no JavaScript) does not propose the full dates either.
    await page.goto(`/panier?produit=${full.id}&du=${dates.from}&au=${dates.to}`);
    await expect(page.getByText(/^Complet du .+ : choisissez d'autres dates pour cet article\.$/)).toBeVisible();
    await expect(page.getByLabel("Date de location *", { exact: true })).toHaveValue("");
  });

  test("the cart is kept across reloads and emptied with 'Panier vidé'", async ({ page, request }) => {
    const product = await createProduct(request, { price: "10.00", stock: null });
    await openCatalogue(page, "audio");
    const { add } = await rentFromDialog(page, product.name);
    await add.click();
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await page.goto("/panier");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await page.getByRole("button", { name: "Vider le panier" }).click();
    await expect(page.getByText("Panier vidé")).toBeVisible();
    await expect(page.getByText("Votre panier est vide")).toBeVisible();
    await expect(page.getByText("Ajoutez des articles pour commencer")).toBeVisible();
  });
});

test.describe("rental shop without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filter, order one product through /panier's plain form", async ({ page, request }) => {
    const product = await createProduct(request, { price: "45.25", stock: 3 });
    const dates = nextMonthDates();
    await page.goto("/location-materiel");
    await page.getByRole("navigation", { name: "Catégories de matériel" }).getByRole("link", { name: /Sonorisation/ }).click();
    await expect(page).toHaveURL(/\?categorie=audio/);
    await page.getByRole("article", { name: product.name }).getByRole("link", { name: /Ajouter au Panier/ }).click();
    await expect(page).toHaveURL(new RegExp(`/panier\\?produit=${product.id}`));

    const email = `nojs-${randomUUID().slice(0, 8)}@example.tn`;
    await page.getByLabel("Quantité *", { exact: true }).fill("2");
    await page.getByLabel("Prénom *", { exact: true }).fill("Sami");
    await page.getByLabel("Nom *", { exact: true }).fill("Gharbi");
    await page.getByLabel("Email *", { exact: true }).fill(email);
    await page.getByLabel("Téléphone *", { exact: true }).fill("71 000 000");
    await page.getByLabel("Date de location *", { exact: true }).fill(dates.from);
    await page.getByLabel("Date de retour *", { exact: true }).fill(dates.to);
    await page.getByLabel("Créneau de départ *", { exact: true }).selectOption("afternoon");
    await page.getByLabel("Créneau de retour *", { exact: true }).selectOption("evening");
    await page.getByLabel("Adresse de livraison *", { exact: true }).fill("Rue de Marseille, Tunis");
    await page.getByRole("button", { name: "Confirmer la Commande" }).click();

    await expect(page).toHaveURL(/\/commande\/[\w-]{43}\?nouvelle=1$/);
    await expect(page.getByRole("region", { name: CONFIRMATION })).toContainText(/Elle porte le numéro CMD-\d{6}/);
    const [order] = await dbQuery<{ total_amount: string; status: string }>(
      request,
      `select total_amount, status from rental_orders where email = ${sqlString(email)}`,
    );
    // 45.25 × 2 units × 3 days
    expect(order).toEqual({ total_amount: "271.50", status: "new" });
  });

  test("the catalogue shows what is free over chosen dates", async ({ page, request }) => {
    const product = await createProduct(request, { price: "60.00", stock: 3 });
    const dates = nextMonthDates();
    await dbQuery(
      request,
      `insert into rental_orders (first_name, last_name, email, phone, rental_date, return_date, delivery_address, items, total_amount, status)
       values ('Autre', 'Client', 'autre@example.tn', '20000000', '${dates.from}', '${dates.to}', 'Sousse',
       '[{"id":"${product.id}","name":"x","category":"audio","image":"","price":"60.00","quantity":2,"totalDays":3,"vatRate":"19.00"}]', 360, 'in_progress')`,
    );
    await page.goto("/location-materiel?categorie=audio");
    const card = page.getByRole("article", { name: product.name });
    await expect(card.getByText("3 en stock")).toBeVisible();
    await page.getByLabel("Du", { exact: true }).fill(dates.from);
    await page.getByLabel("Au", { exact: true }).fill(dates.to);
    await page.getByRole("button", { name: "Voir les disponibilités" }).click();
    await expect(page).toHaveURL(new RegExp(`categorie=audio&du=${dates.from}&au=${dates.to}`));
    await expect(card.getByText("1 disponible sur ces dates")).toBeVisible();
    // The order form of /panier takes the chosen dates (issue 38: one period).
    await card.getByRole("link", { name: /Ajouter au Panier/ }).click();
    await expect(page.getByLabel("Date de location *", { exact: true })).toHaveValue(dates.from);
    await expect(page.getByLabel("Date de retour *", { exact: true })).toHaveValue(dates.to);
  });

  test("a refused plain post shows the errors and keeps what was typed", async ({ page, request }) => {
    const product = await createProduct(request, { price: "45.25", stock: 3 });
    await page.goto(`/panier?produit=${product.id}`);
    await page.getByLabel("Prénom *", { exact: true }).fill("Sami");
    await page.getByLabel("Nom *", { exact: true }).fill("Gharbi");
    await page.getByLabel("Email *", { exact: true }).fill("sami@example.tn");
    await page.getByLabel("Téléphone *", { exact: true }).fill("71 000 000");
    await page.getByLabel("Date de location *", { exact: true }).fill("2020-01-10");
    await page.getByLabel("Date de retour *", { exact: true }).fill("2020-01-12");
    await page.getByLabel("Créneau de départ *", { exact: true }).selectOption("morning");
    await page.getByLabel("Adresse de livraison *", { exact: true }).fill("Rue de Marseille, Tunis");
    // The browser's own min= check would stop the post; the server must refuse it too.
    await page.locator("form").last().evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Confirmer la Commande" }).click();
    await expect(page.getByText("La date de location ne peut pas être dans le passé.").first()).toBeVisible();
    await expect(page.getByLabel("Prénom *", { exact: true })).toHaveValue("Sami");
    await expect(page.getByLabel("Adresse de livraison *", { exact: true })).toHaveValue("Rue de Marseille, Tunis");
    await expect(page.getByLabel("Créneau de départ *", { exact: true })).toHaveValue("morning");
  });
});
