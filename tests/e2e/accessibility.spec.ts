import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { createFailedMail, createMessage, createOrder } from "./admin-desk-data";
import { createUser, loginAs, type TestUser } from "./auth-fixtures";
import { expectNoAxeViolations } from "./axe";
import { followLinkFor, placeOrder } from "./client-order-helpers";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";
import { AXE_AT_BOTH_WIDTHS, SIMPLE_ROUTES, expectFitsAndImagesLoad } from "./public-visits";

// axe-core (WCAG 2.2 A/AA and best practices) over every public route and every back-office tab
// and sub-tab, at 390 and 1280 px (the content pages at 390 px, two of them at both), once
// hydrated, with the dialogs, the cart panel and the mobile menu open: no violation of any impact.
// A public route's visit also checks that the page fits the screen and its images load.
// One visit per route; the states are reached from it.

// axe reads the whole page: on a busy machine a long page takes well over the default 45 s.
test.describe.configure({ timeout: 120_000 });

const CUSTOMIZE_PANELS = ["hero", "services", "page-services", "features", "stats", "portfolio", "gallery", "clients", "testimonials", "packages", "rental", "contact-info"];

test.beforeEach(async ({ page }) => {
  // The home page's video modal and content pages may embed players: never reach other sites.
  await page.route(/youtube|vimeo/, (route) => route.abort());
});

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

async function createProduct(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const name = `Console Axe ${randomUUID().slice(0, 8)}`;
  const [row] = await dbQuery<{ id: string }>(
    request,
    `insert into rental_products (name, category, description, image_url, price, stock_quantity)
     values (${sqlString(name)}, 'audio', 'Console numérique de test', '/images/categories/audio.svg', 95.00, 4) returning id`,
  );
  return { id: row!.id, name };
}

/** A day of next month as YYYY-MM-DD: always in the future, always in the calendar's second month. */
function nextMonth(day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, day)).toISOString().slice(0, 10);
}

const isMobile = (testInfo: TestInfo) => testInfo.project.name === "mobile-390";

test.describe("public routes", () => {
  // One visit per route and width reads axe, then the layout, the images and the console
  // (public-visits.ts); public-pages.spec.ts makes the layout checks at the widths axe leaves out.
  for (const route of SIMPLE_ROUTES) {
    test(`axe, fits the screen, images load: ${route}${AXE_AT_BOTH_WIDTHS.has(route) ? "" : " @mobile"}`, async ({ page, consoleErrors }) => {
      await visit(page, route);
      await expectNoAxeViolations(page, route);
      await expectFitsAndImagesLoad(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("axe: / with the portfolio details and the mobile menu open", async ({ page }, testInfo) => {
    test.slow();
    await visit(page, "/");
    await expectNoAxeViolations(page, "/");

    const card = page.locator("section#portfolio article").first();
    const title = (await card.getByRole("heading").textContent())!.trim();
    await card.getByRole("button", { name: /Voir les détails/ }).click();
    const details = page.getByRole("dialog", { name: title });
    await expect(details).toBeVisible();
    await expectNoAxeViolations(page, "/ + détails du portfolio");
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();

    if (isMobile(testInfo)) {
      await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu).toBeVisible();
      await expectNoAxeViolations(page, "/ + menu mobile");
    }
  });

  test("axe: /contact, then its validation errors", async ({ page }) => {
    await visit(page, "/contact");
    await expectNoAxeViolations(page, "/contact");
    const form = page.getByRole("form", { name: "Formulaire de contact" });
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(form.getByText("Veuillez indiquer votre prénom.")).toBeVisible();
    await expectNoAxeViolations(page, "/contact + erreurs de saisie");
  });

  test("axe: /location-materiel, the rental dialog, the cart panel and the checkout", async ({ page, request }) => {
    test.slow();
    const product = await createProduct(request);
    await visit(page, "/location-materiel");
    await expectNoAxeViolations(page, "/location-materiel");

    await page.getByRole("article", { name: product.name }).getByRole("link", { name: /Ajouter au Panier/ }).click();
    const dialog = page.getByRole("dialog", { name: "Configuration de la Location" });
    await expect(dialog.getByRole("grid")).toHaveCount(2);
    const second = dialog.getByRole("grid").nth(1);
    await second.getByRole("button", { name: /^\S+ 10 / }).click();
    await second.getByRole("button", { name: /^\S+ 12 / }).click();
    await expect(dialog.getByTestId("units-free")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Ajouter au Panier" })).toBeEnabled();
    await expectNoAxeViolations(page, "/location-materiel + dialogue de location");
    await dialog.getByRole("button", { name: "Ajouter au Panier" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: /Ouvrir le panier/ }).click();
    const cart = page.getByRole("dialog", { name: "Votre Panier" });
    await expect(cart.getByTestId("cart-line")).toHaveCount(1);
    await expectNoAxeViolations(page, "/location-materiel + panier ouvert");

    await cart.getByRole("button", { name: "Lancer la Commande" }).click();
    const checkout = page.getByRole("dialog", { name: "Finaliser la Commande" });
    await expect(checkout.getByTestId("checkout-total")).toBeVisible();
    await expectNoAxeViolations(page, "/location-materiel + commande");
  });

  for (const query of ["?categorie=audio", `?du=${nextMonth(10)}&au=${nextMonth(12)}`]) {
    test(`axe: /location-materiel${query}`, async ({ page }) => {
      await visit(page, `/location-materiel${query}`);
      await expectNoAxeViolations(page, `/location-materiel${query}`);
    });
  }

  test("axe: /panier?produit=… (the order form of one product)", async ({ page, request }) => {
    const product = await createProduct(request);
    await visit(page, `/panier?produit=${product.id}`);
    await expect(page.getByLabel("Prénom *", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "/panier?produit=…");
  });

  for (const route of ["/auth", "/reset-password", "/reset-password?token=jeton-de-test", "/page-qui-n-existe-pas"]) {
    test(`axe: ${route}`, async ({ page }) => {
      await visit(page, route);
      await expectNoAxeViolations(page, route);
    });
  }

  test("axe: /commande/<token>?nouvelle=1, a client's order with the confirmation the checkout ends on", async ({ page, browser, request }) => {
    test.slow();
    const email = await placeOrder(browser, request);
    const link = await followLinkFor(email);
    // The page of the e-mail's link, with the confirmation above it: both read in one pass.
    await visit(page, `${link}?nouvelle=1`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Merci, votre commande est bien reçue" })).toBeVisible();
    await expectNoAxeViolations(page, "/commande/<jeton>?nouvelle=1");
  });

  test("axe: /compte and /verifier-email, signed in as a client", async ({ page, context, request }) => {
    const client = await createUser(request);
    await loginAs(context, client);
    await visit(page, "/compte");
    await expectNoAxeViolations(page, "/compte");
    await visit(page, "/verifier-email");
    await expectNoAxeViolations(page, "/verifier-email");
    await visit(page, "/verifier-email?token=pas-un-vrai-jeton");
    await expectNoAxeViolations(page, "/verifier-email?token=… (lien invalide)");
  });
});

test.describe("back office", () => {
  // One admin per worker and describe block; each test signs its own context in with it.
  let admin: TestUser;
  test.beforeAll(async ({ playwright }, workerInfo) => {
    const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
    admin = await createUser(request, { admin: true });
    await request.dispose();
  });
  test.beforeEach(async ({ context }) => {
    await loginAs(context, admin);
  });

  test("axe: /admin ('Aujourd'hui') with an order to confirm, and /admin/customize/hero", async ({ page, request }) => {
    await createOrder(request);
    await visit(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Aujourd'hui" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Confirmer CMD-/ }).first()).toBeVisible();
    await expectNoAxeViolations(page, "/admin (Aujourd'hui)");
    await visit(page, "/admin/customize/hero");
    await expectNoAxeViolations(page, "/admin/customize/hero");
  });

  // The twelve panels are one form and one list made of the same components: their markup is
  // checked at the office's width, and the phone's layout of that form and list with /admin above.
  for (const panel of CUSTOMIZE_PANELS) {
    test(`axe: /admin/customize/${panel}, create then edit form @desktop`, async ({ page }) => {
      await visit(page, `/admin/customize/${panel}`);
      await expectNoAxeViolations(page, `/admin/customize/${panel} (création)`);
      const edit = page.getByRole("link", { name: /^Modifier « / }).first();
      if ((await edit.count()) > 0) {
        await edit.click();
        await expect(page.getByRole("heading", { name: "Modifier", exact: true })).toBeVisible();
        await expectNoAxeViolations(page, `/admin/customize/${panel} (modification)`);
      }
    });
  }

  test("axe: /admin/seo", async ({ page }) => {
    await visit(page, "/admin/seo");
    await expectNoAxeViolations(page, "/admin/seo");
  });

  test("axe: /admin/contact with a message", async ({ page, request }) => {
    await createMessage(request);
    await visit(page, "/admin/contact");
    await expectNoAxeViolations(page, "/admin/contact");
  });

  test("axe: /admin/shop with orders, and an order's page", async ({ page, request }) => {
    const order = await createOrder(request);
    await createOrder(request, { status: "confirmed" });
    await visit(page, "/admin/shop");
    await expectNoAxeViolations(page, "/admin/shop");
    await visit(page, `/admin/shop/commandes/${order.number}`);
    await expectNoAxeViolations(page, "/admin/shop/commandes/<numéro>");
  });

  // The planning is read at the office (its phone layout is checked in planning.spec.ts).
  for (const view of ["mois", "semaine", "produits"]) {
    test(`axe: /admin/shop/planning?vue=${view} @desktop`, async ({ page, request }) => {
      const order = await createOrder(request, { status: "confirmed" });
      const day = nextMonth(10);
      await dbQuery(request, `update rental_orders set rental_date = '${day}', return_date = '${nextMonth(12)}' where id = ${sqlString(order.id)}`);
      await visit(page, `/admin/shop/planning?vue=${view}&date=${day}`);
      await expectNoAxeViolations(page, `/admin/shop/planning?vue=${view}`);
    });
  }

  test("axe: /admin/shop/departs-retours", async ({ page, request }) => {
    const order = await createOrder(request, { status: "confirmed" });
    const day = nextMonth(10);
    await dbQuery(request, `update rental_orders set rental_date = '${day}', return_date = '${nextMonth(12)}' where id = ${sqlString(order.id)}`);
    await visit(page, `/admin/shop/departs-retours?jour=${day}`);
    await expectNoAxeViolations(page, "/admin/shop/departs-retours");
  });

  test("axe: /admin/shop/parametres", async ({ page }) => {
    await visit(page, "/admin/shop/parametres");
    await expectNoAxeViolations(page, "/admin/shop/parametres");
  });

  test("axe: /admin/emails with a failed e-mail, and the banner", async ({ page, request }) => {
    await createFailedMail(request);
    await visit(page, "/admin/contact");
    await expect(page.getByTestId("failed-mails-banner")).toBeVisible();
    await expectNoAxeViolations(page, "/admin/contact (bandeau des e-mails en échec)");
    await visit(page, "/admin/emails");
    await expectNoAxeViolations(page, "/admin/emails");
  });
});
