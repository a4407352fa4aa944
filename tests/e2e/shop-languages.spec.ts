import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { dbQuery, expect, hydrated, test } from "./fixtures";

// The rental shop in English (/en/…) and Arabic (/ar/…, right to left): the same journey as in
// French, its words, prices and dates in the page's language, the checkout's refusals too, and the
// order's page in the language of its address. Each test creates its own product.

const SCREENS_DIR = path.resolve("test-results/shop-language-screens");

async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${testInfo.project.name}-${name}.png`), fullPage });
}

async function createProduct(request: APIRequestContext) {
  const name = `Console Test ${randomUUID().slice(0, 8)}`;
  const [row] = await dbQuery<{ id: string }>(
    request,
    `insert into rental_products (name, category, description, image_url, price, stock_quantity)
     values ('${name}', 'audio', 'Console numérique de test', '/images/categories/audio.svg', 1250.50, 5)
     returning id`,
  );
  return { id: row!.id, name };
}

/** The 10th and 12th of next month, as ISO dates. */
function nextMonthDates() {
  const now = new Date();
  const iso = (day: number) => new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, day)).toISOString().slice(0, 10);
  return { from: iso(10), to: iso(12) };
}

/** No horizontal scroll on a phone: nothing wider than the 390 px screen. */
async function expectNoHorizontalScroll(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name !== "mobile-390") return;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Opens the product's rental dialog and picks the 10th to the 12th of next month. */
async function rent(page: Page, productName: string, words: { add: RegExp; dialog: string }) {
  await page.getByRole("article", { name: productName }).getByRole("link", { name: words.add }).click();
  const dialog = page.getByRole("dialog", { name: words.dialog });
  await expect(dialog).toBeVisible();
  const second = dialog.getByRole("grid").nth(1);
  await second.getByRole("button", { name: /(^|\s)10\s/ }).click();
  await second.getByRole("button", { name: /(^|\s)12\s/ }).click();
  return dialog;
}

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request }) => {
  await dbQuery(request, "delete from rate_limits where key like 'order:%'");
});

test.describe("the shop in Arabic and English", () => {
  test("Arabic: right to left, a rental added from the dialog, the cart in Arabic", async ({ page, request }, testInfo) => {
    const product = await createProduct(request);
    await page.goto("/ar/location-materiel?categorie=audio");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("heading", { name: "الصوت", level: 2 })).toBeVisible();
    const card = page.getByRole("article", { name: product.name });
    // Latin digits, two decimals, the dinar and the period in Arabic.
    await expect(card.getByText(/1\.250,50.*د\.ت\..*لكل يوم/)).toBeVisible();
    await expect(card.getByText("5 في المخزون")).toBeVisible();
    await expectNoHorizontalScroll(page, testInfo);
    await shot(page, testInfo, "ar-catalogue");

    const dialog = await rent(page, product.name, { add: /أضف إلى السلة/, dialog: "إعداد الكراء" });
    // The calendar in Arabic (Tunisian month names), right to left.
    await expect(dialog.getByRole("grid").nth(1)).toHaveAccessibleName(/^(جانفي|فيفري|مارس|أفريل|ماي|جوان|جويلية|أوت|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}$/);
    await expect(dialog.getByTestId("units-free")).toHaveText("5 وحدات متاحة في هذه التواريخ.");
    await expect(dialog.getByText(/3 أيام/)).toBeVisible();
    await expectNoHorizontalScroll(page, testInfo);
    await shot(page, testInfo, "ar-dialog");
    await dialog.getByRole("button", { name: "أضف إلى السلة" }).click();
    await expect(page.getByText("أُضيفت إلى السلة")).toBeVisible();

    await page.goto("/ar/panier");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "سلّتكم", level: 1 })).toBeVisible();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    // Stored as ids, said in the page's language: the category and the period.
    await expect(page.getByTestId("cart-line").getByText(/الصوت ·/)).toBeVisible();
    await expect(page.getByText("السعر لكل يوم كراء")).toBeVisible();
    await expect(page.getByRole("link", { name: "متابعة الكراء" })).toHaveAttribute("href", "/ar/location-materiel");
    await expectNoHorizontalScroll(page, testInfo);
    await shot(page, testInfo, "ar-cart", true);
    // The checkout's form in Arabic, for the screens kept in docs/screens/languages.
    await page.getByRole("button", { name: "إتمام الطلب" }).click();
    await expect(page.getByRole("dialog", { name: "إتمام الطلب" })).toBeVisible();
    await shot(page, testInfo, "ar-checkout");

    // The same cart on the French page speaks French.
    await page.goto("/panier");
    await hydrated(page);
    await expect(page.getByTestId("cart-line").getByText(/Sonorisation ·/)).toBeVisible();
  });

  test("English: a checkout refused in the browser says why in English and keeps what was typed, then ends on the order's page", async ({ page, request }, testInfo) => {
    const product = await createProduct(request);
    const dates = nextMonthDates();
    await page.goto("/en/location-materiel?categorie=audio");
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // The browser asks for French: the line suggesting the French site is closed, it would cover the cart's button on a phone.
    await page.getByRole("button", { name: "Fermer" }).click();
    const card = page.getByRole("article", { name: product.name });
    await expect(card.getByText(/TND\s1,250\.50 \/ day/)).toBeVisible();
    await shot(page, testInfo, "en-catalogue");
    const dialog = await rent(page, product.name, { add: /Add to cart/, dialog: "Rental details" });
    await expect(dialog.getByRole("grid").nth(1)).toHaveAccessibleName(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
    await expect(dialog.getByTestId("units-free")).toHaveText("5 units available on these dates.");
    await shot(page, testInfo, "en-dialog");
    await dialog.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("Added to cart")).toBeVisible();

    await page.getByRole("button", { name: /Open the cart \(1 item\)/ }).click();
    const sheet = page.getByRole("dialog", { name: "Your cart" });
    await expect(sheet.getByTestId("cart-total")).toHaveText(/TND\s3,751\.50\sexcl\. tax/);
    await shot(page, testInfo, "en-cart");
    await sheet.getByRole("button", { name: "Place the order" }).click();
    const checkout = page.getByRole("dialog", { name: "Complete your order" });
    await expect(checkout).toBeVisible();
    await expect(checkout.getByLabel("Rental date *", { exact: true })).toHaveValue(dates.from);
    await checkout.getByLabel("First name *", { exact: true }).fill("Sami");
    await checkout.getByLabel("Last name *", { exact: true }).fill("Gharbi");
    await checkout.getByLabel("Email *", { exact: true }).fill("sami-en@example.tn");
    await checkout.getByLabel("Phone *", { exact: true }).fill("not a number");
    await checkout.getByLabel("Departure time slot *", { exact: true }).selectOption({ label: "Morning (08:00–12:00)" });
    await checkout.getByLabel("Return time slot *", { exact: true }).selectOption("evening");
    await checkout.getByLabel("Delivery address *", { exact: true }).fill("Avenue Habib Bourguiba, Sousse");
    await checkout.getByRole("button", { name: "Confirm the order" }).click();
    await expect(checkout.getByText("Invalid phone number (digits, spaces and + only).").first()).toBeVisible();
    await expect(checkout.getByLabel("First name *", { exact: true })).toHaveValue("Sami");
    await shot(page, testInfo, "en-checkout-error");

    await checkout.getByLabel("Phone *", { exact: true }).fill("71 000 000");
    await checkout.getByRole("button", { name: "Confirm the order" }).click();
    await expect(page).toHaveURL(/\/en\/commande\/[\w-]{43}\?nouvelle=1$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Thank you, we have received your order" })).toBeVisible();
    await expect(page.getByText("Your order has been sent!")).toBeVisible();
    await shot(page, testInfo, "en-order", true);

    // The same order's page in Arabic.
    const token = new URL(page.url()).pathname.split("/").pop()!;
    await page.goto(`/ar/commande/${token}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("الطلب");
    await expect(page.getByText("المجموع باحتساب الضرائب")).toBeVisible();
    await expect(page.getByRole("list", { name: "تقدّم الطلب" })).toBeVisible();
    await expectNoHorizontalScroll(page, testInfo);
    await shot(page, testInfo, "ar-order", true);
  });

  test("English: the server refuses a plain post in English and keeps what was typed", async ({ page, request }) => {
    const product = await createProduct(request);
    await page.goto(`/en/panier?produit=${product.id}`);
    await page.getByLabel("First name *", { exact: true }).fill("Sami");
    await page.getByLabel("Last name *", { exact: true }).fill("Gharbi");
    await page.getByLabel("Email *", { exact: true }).fill("sami@example.tn");
    await page.getByLabel("Phone *", { exact: true }).fill("71 000 000");
    await page.getByLabel("Rental date *", { exact: true }).fill("2020-01-10");
    await page.getByLabel("Return date *", { exact: true }).fill("2020-01-12");
    await page.getByLabel("Departure time slot *", { exact: true }).selectOption("morning");
    await page.getByLabel("Delivery address *", { exact: true }).fill("Rue de Marseille, Tunis");
    // The browser's own min= check would stop the post; the server must refuse it, in English.
    await page.locator("form").last().evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Confirm the order" }).click();
    await expect(page).toHaveURL(/\/en\/panier/);
    await expect(page.getByText("The rental date cannot be in the past.").first()).toBeVisible();
    await expect(page.getByText("Choose a time slot from the list (morning, afternoon or evening).").first()).toBeVisible();
    await expect(page.getByLabel("First name *", { exact: true })).toHaveValue("Sami");
    await expect(page.getByLabel("Delivery address *", { exact: true })).toHaveValue("Rue de Marseille, Tunis");
    await expect(page.getByLabel("Departure time slot *", { exact: true })).toHaveValue("morning");
  });
});
