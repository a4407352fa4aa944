import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { createUser, loginAs } from "./auth-fixtures";
import { dbQuery, expect, hydrated, outboxMessages, sqlString, test } from "./fixtures";

// Issue 12: « Livraison » or « Retrait au dépôt » and the time slots, from the checkout to the
// back office's order page and the client's e-mail, with and without JavaScript.

const SCREENS_DIR = path.resolve("test-results/fulfilment-screens");
const PICKUP_WITH_ADDRESS = "Pas d'adresse pour un retrait au dépôt : videz le champ adresse ou choisissez « Livraison ».";

async function shot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${testInfo.project.name}-${name}.png`), fullPage: false });
}

async function createProduct(request: APIRequestContext) {
  const name = `Enceinte retrait ${randomUUID().slice(0, 8)}`;
  const [row] = await dbQuery<{ id: string }>(
    request,
    `insert into rental_products (name, category, description, image_url, price, stock_quantity)
     values (${sqlString(name)}, 'audio', 'Enceinte de test', '/images/categories/audio.svg', 90.00, 5) returning id`,
  );
  return { id: row!.id, name };
}

/** The 10th and 12th of next month: always in the future. */
function nextMonthDates() {
  const now = new Date();
  const iso = (day: number) => new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, day)).toISOString().slice(0, 10);
  return { from: iso(10), to: iso(12) };
}

/** An .eml as a person reads it: quoted-printable undone, UTF-8 decoded. */
function decodeMail(raw: string): string {
  const text = raw.replace(/=\r?\n/g, "");
  return Buffer.from(text.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8");
}

/** "1234.50" as the page prints it: "1 234,50 DT" (narrow no-break spaces folded to any space). */
function amountPattern(decimal: string): RegExp {
  const [units, cents] = decimal.split(".");
  const grouped = units!.replace(/\B(?=(\d{3})+(?!\d))/g, "\\s");
  return new RegExp(`${grouped},${cents}\\sDT`);
}

/**
 * The confirmation the checkout ends on (issue 38): the number, the lines and totals the server
 * computed, what happens next, and the page's own address as the link to keep.
 */
async function expectConfirmation(page: Page, expected: { number: string; product: string; totalTtc: string; pagePath: string; pickup: boolean }) {
  const confirmation = page.getByRole("region", { name: "Merci, votre commande est bien reçue" });
  await expect(confirmation).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Commande ${expected.number}`);
  await expect(confirmation).toContainText(`Elle porte le numéro ${expected.number}`);
  await expect(confirmation.getByRole("list", { name: "Articles commandés" })).toContainText(`${expected.product} × 1`);
  await expect(confirmation.getByTestId("confirmation-total")).toHaveText(amountPattern(expected.totalTtc));
  const steps = confirmation.getByRole("heading", { name: "Et maintenant ?" }).locator("xpath=following-sibling::ol[1]/li");
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText("Notre équipe vérifie la disponibilité du matériel et confirme votre commande");
  await expect(steps.nth(2)).toContainText(expected.pickup ? "au retrait du matériel au dépôt" : "à la livraison du matériel");
  const link = confirmation.getByRole("link", { name: new RegExp(`${expected.pagePath}$`) });
  await expect(link).toHaveAttribute("href", new RegExp(`^https?://[^/]+${expected.pagePath}$`));
  await expect(confirmation).toContainText("c'est le lien « Suivre ma commande » de l'e-mail");
}

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  // Every browser test posts from 127.0.0.1: the orders limit is for real clients.
  await dbQuery(request, "delete from rate_limits where key like 'order:%'");
});

test("a pickup with a slot: from the cart to the order page and the client's e-mail", async ({ page, context, request, consoleErrors }, testInfo) => {
  const product = await createProduct(request);
  const dates = nextMonthDates();
  const email = `retrait-${randomUUID().slice(0, 8)}@example.tn`;
  await page.goto("/panier");
  await page.evaluate(
    (item) => window.localStorage.setItem("imagine-cart", JSON.stringify([item])),
    { id: product.id, name: product.name, category: "audio", image: "", price: "90.00 DT", period: "jour", quantity: 1, totalDays: 3, dateRange: dates },
  );
  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: "Lancer la Commande" }).click();
  const checkout = page.getByRole("dialog", { name: "Finaliser la Commande" });
  await checkout.getByLabel("Prénom *", { exact: true }).fill("Leïla");
  await checkout.getByLabel("Nom *", { exact: true }).fill("Mansour");
  await checkout.getByLabel("Email *", { exact: true }).fill(email);
  await checkout.getByLabel("Téléphone *", { exact: true }).fill("+216 98 765 432");

  // The slots list the agency's hours; none is chosen at first.
  const departure = checkout.getByLabel("Créneau de départ *", { exact: true });
  await expect(departure).toHaveValue("");
  await expect(departure.locator("option")).toHaveText(["Choisir un créneau", "Matin (8 h – 12 h)", "Après-midi (14 h – 18 h)", "Soir (18 h – 21 h)"]);
  await departure.selectOption({ label: "Après-midi (14 h – 18 h)" });
  await checkout.getByLabel("Créneau de retour *", { exact: true }).selectOption({ label: "Matin (8 h – 12 h)" });

  // Delivery by default, its address asked for; the depot's address is under « Retrait au dépôt ».
  const address = checkout.getByLabel("Adresse de livraison *", { exact: true });
  await expect(checkout.getByRole("radio", { name: /^Livraison/ })).toBeChecked();
  await expect(address).toBeVisible();
  await address.fill("Hôtel Laico, Tunis");
  const pickup = checkout.getByRole("radio", { name: /^Retrait au dépôt/ });
  await expect(checkout.getByText(/^À notre dépôt : .+Tunis/)).toBeVisible();
  await checkout.getByText("Créneau de départ *").scrollIntoViewIfNeeded();
  await shot(page, testInfo, "checkout-dialog-livraison");
  await pickup.check();
  // Hidden and not sent; what was typed comes back with « Livraison ».
  await expect(address).toBeHidden();
  await shot(page, testInfo, "checkout-dialog-retrait");
  await checkout.getByRole("radio", { name: /^Livraison/ }).check();
  await expect(address).toHaveValue("Hôtel Laico, Tunis");
  await pickup.check();
  await checkout.getByRole("button", { name: "Confirmer la Commande" }).click();

  // The checkout ends on the order's own page, its confirmation first (issue 38), the cart emptied.
  await expect(page).toHaveURL(/\/commande\/[\w-]{43}\?nouvelle=1$/, { timeout: 30_000 });
  await expect(page.getByText("Commande envoyée avec succès!")).toBeVisible();
  const [order] = await dbQuery<{ order_number: number; fulfilment: string; delivery_address: string; departure_slot: string; return_slot: string; total_ttc: string }>(
    request,
    `select order_number, fulfilment, delivery_address, departure_slot, return_slot, total_ttc from rental_orders where email = ${sqlString(email)}`,
  );
  expect(order).toMatchObject({ fulfilment: "pickup", delivery_address: "", departure_slot: "afternoon", return_slot: "morning" });
  const number = `CMD-${String(order!.order_number).padStart(6, "0")}`;
  const pagePath = new URL(page.url()).pathname;
  await expectConfirmation(page, { number, product: product.name, totalTtc: order!.total_ttc, pagePath, pickup: true });
  expect(await page.evaluate(() => window.localStorage.getItem("imagine-cart"))).toBe("[]");
  await shot(page, testInfo, "confirmation-avec-js");

  // The client's acknowledgement says how and when.
  // The client's acknowledgement: "\nTo:", not the agency's notification's "Reply-To:".
  await expect.poll(async () => (await outboxMessages(`\nTo: ${email}`)).length).toBeGreaterThan(0);
  const mail = decodeMail((await outboxMessages(`\nTo: ${email}`))[0]!);
  expect(mail).toMatch(/Mode de remise : Retrait au dépôt \(.+Tunis\)/);
  expect(mail).toContain("Créneau de départ : Après-midi (14 h – 18 h)");
  expect(mail).toContain("Créneau de retour : Matin (8 h – 12 h)");
  expect(mail).not.toContain("Adresse de livraison");

  // So does the client's order page, through the e-mail's link: the page the checkout ended on.
  const link = /https?:\/\/\S+?(\/commande\/[A-Za-z0-9_-]{43})/.exec(mail)![1]!;
  expect(link).toBe(pagePath);
  expect(mail).toContain("Et maintenant ?");
  expect(mail).toContain("C'est l'adresse de la page affichée à la fin de votre commande");
  await page.goto(link);
  await expect(page.getByTestId("order-confirmation")).toHaveCount(0);
  const followUp = page.getByLabel("Remise et créneaux");
  await expect(followUp).toContainText("Retrait au dépôt");
  await expect(followUp).toContainText(/Rue du Lac Windermere.+Tunis/);
  await expect(followUp).toContainText("Après-midi (14 h – 18 h)");
  await expect(followUp).toContainText("Matin (8 h – 12 h)");
  await followUp.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "client-order-page");

  // The back office's order page shows them, and the admin moves the departure to the evening.
  await loginAs(context, await createUser(request, { admin: true }));
  await page.goto(`/admin/shop/commandes/${number}`);
  await hydrated(page);
  const summary = page.getByRole("definition").filter({ hasText: "Retrait au dépôt" });
  await expect(summary).toBeVisible();
  const glance = page.getByLabel("Remise et créneaux");
  await expect(glance).toContainText("Après-midi (14 h – 18 h)");
  await expect(glance).toContainText("Matin (8 h – 12 h)");
  await expect(page.getByRole("radio", { name: /^Retrait au dépôt/ })).toBeChecked();
  await expect(page.getByLabel("Adresse de livraison *", { exact: true })).toBeHidden();
  await shot(page, testInfo, "order-page");
  await page.getByLabel("Créneau de départ *", { exact: true }).selectOption("evening");
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(page.getByText("Commande mise à jour")).toBeVisible();
  await expect(page.getByRole("list", { name: "Historique de la commande" }).getByText("Créneau de départ : Après-midi → Soir")).toBeVisible();
  await expect(glance).toContainText("Soir (18 h – 21 h)");
  const fieldset = page.getByRole("group", { name: "Location et livraison" });
  await fieldset.scrollIntoViewIfNeeded();
  mkdirSync(SCREENS_DIR, { recursive: true });
  await fieldset.screenshot({ path: path.join(SCREENS_DIR, `${testInfo.project.name}-order-edit-fieldset.png`) });
  expect(consoleErrors).toEqual([]);
});

test("without JavaScript: a pickup with an address is refused, what was typed is kept, then it goes through", async ({ browser, request }, testInfo) => {
  const product = await createProduct(request);
  const dates = nextMonthDates();
  const email = `sansjs-${randomUUID().slice(0, 8)}@example.tn`;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: testInfo.project.use.viewport ?? undefined });
  const page = await context.newPage();
  await page.goto(`/panier?produit=${product.id}`);
  await page.getByLabel("Prénom *", { exact: true }).fill("Hédi");
  await page.getByLabel("Nom *", { exact: true }).fill("Karoui");
  await page.getByLabel("Email *", { exact: true }).fill(email);
  await page.getByLabel("Téléphone *", { exact: true }).fill("71 000 000");
  await page.getByLabel("Date de location *", { exact: true }).fill(dates.from);
  await page.getByLabel("Date de retour *", { exact: true }).fill(dates.to);
  await page.getByLabel("Créneau de départ *", { exact: true }).selectOption("morning");
  await page.getByLabel("Créneau de retour *", { exact: true }).selectOption("evening");
  // Both stay visible without JavaScript; the hint (in <noscript>, which Playwright's text
  // locators skip) says how to ask for a pickup.
  await expect(page.getByLabel("Adresse de livraison *", { exact: true })).toBeVisible();
  expect(await page.locator("form noscript").first().innerHTML()).toContain("Laissez vide pour un retrait au dépôt.");
  await page.getByRole("radio", { name: /^Retrait au dépôt/ }).check();
  await page.getByLabel("Adresse de livraison *", { exact: true }).fill("Rue de Marseille, Tunis");
  await page.getByLabel("Créneau de départ *", { exact: true }).scrollIntoViewIfNeeded();
  await shot(page, testInfo, "panier-sans-js");
  await page.getByRole("button", { name: "Confirmer la Commande" }).click();

  await expect(page.getByText(PICKUP_WITH_ADDRESS).first()).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Retrait au dépôt/ })).toBeChecked();
  await expect(page.getByLabel("Adresse de livraison *", { exact: true })).toHaveValue("Rue de Marseille, Tunis");
  await expect(page.getByLabel("Créneau de départ *", { exact: true })).toHaveValue("morning");
  await expect(page.getByLabel("Créneau de retour *", { exact: true })).toHaveValue("evening");
  await expect(page.getByLabel("Prénom *", { exact: true })).toHaveValue("Hédi");
  await page.getByLabel("Adresse de livraison *", { exact: true }).scrollIntoViewIfNeeded();
  await shot(page, testInfo, "panier-sans-js-refus");
  expect(await dbQuery(request, `select 1 from rental_orders where email = ${sqlString(email)}`)).toHaveLength(0);

  // Emptied, the pickup goes through.
  await page.getByLabel("Adresse de livraison *", { exact: true }).fill("");
  await page.getByRole("button", { name: "Confirmer la Commande" }).click();
  // A 303 to the order's page: the same confirmation, server-rendered.
  await expect(page).toHaveURL(/\/commande\/[\w-]{43}\?nouvelle=1$/);
  const [order] = await dbQuery<{ order_number: number; total_ttc: string }>(
    request,
    `select fulfilment, delivery_address, departure_slot, return_slot, order_number, total_ttc from rental_orders where email = ${sqlString(email)}`,
  );
  expect(order).toMatchObject({ fulfilment: "pickup", delivery_address: "", departure_slot: "morning", return_slot: "evening" });
  const number = `CMD-${String(order!.order_number).padStart(6, "0")}`;
  await expectConfirmation(page, { number, product: product.name, totalTtc: order!.total_ttc, pagePath: new URL(page.url()).pathname, pickup: true });
  await shot(page, testInfo, "confirmation-sans-js");
  await context.close();
});
