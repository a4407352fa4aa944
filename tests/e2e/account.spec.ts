import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { createUser, loginAs, type TestUser } from "./auth-fixtures";
import { contactForm } from "./contact-helpers";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// 'Mon compte' (issue "Client space"): the client's orders and messages, the profile that
// prefills the checkout and the contact form, and the deletion of the account.

const SCREENS_DIR = path.resolve("test-results/account-screens");

async function shot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${testInfo.project.name}-${name}.png`), fullPage: true });
}

async function verifyEmail(request: APIRequestContext, user: TestUser) {
  await dbQuery(request, `update "user" set email_verified = true where email = ${sqlString(user.email)}`);
}

/** An order placed earlier with `email`, without an account (as the desk's tests make them). */
async function createOrder(request: APIRequestContext, email: string, createdAt = "now()") {
  const [order] = await dbQuery<{ id: string; order_number: number }>(
    request,
    `insert into rental_orders (first_name, last_name, email, phone, company, rental_date, return_date, delivery_address, items,
                                total_amount, total_ht, vat_amount, total_ttc, status, created_at)
     values ('Amel', 'Trabelsi', ${sqlString(email)}, '+216 20 123 456', null, '2026-12-05', '2026-12-07', 'Les Berges du Lac, Tunis',
             '[{"id":"${randomUUID()}","name":"Lyre LED","category":"light","image":"","price":"80.00","quantity":2,"totalDays":3,"vatRate":"19.00"}]'::jsonb,
             480, 480, 91.20, 572.20, 'new', ${createdAt})
     returning id, order_number`,
  );
  return { id: order!.id, number: `CMD-${String(order!.order_number).padStart(6, "0")}` };
}

async function createMessage(request: APIRequestContext, user: TestUser, values: { event: string; message: string; status?: string }) {
  await dbQuery(
    request,
    `insert into contact_messages (first_name, last_name, email, event_type, services, message, status, user_id)
     values ('Amel', 'Trabelsi', ${sqlString(user.email)}, ${sqlString(values.event)}, array['Événements médicaux'],
             ${sqlString(values.message)}, ${sqlString(values.status ?? "new")}, ${sqlString(user.id)})`,
  );
}

/** 'Mon compte' in the header: in the top bar on desktop, in the menu panel on phones. */
async function openAccountFromHeader(page: Page, mobile: boolean) {
  if (mobile) {
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Mon compte" }).click();
  } else {
    await page.getByRole("banner").getByRole("link", { name: "Mon compte" }).click();
  }
  await expect(page).toHaveURL(/\/compte$/);
}

function section(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

test.describe.configure({ timeout: 120_000 });

test("a visitor is sent to sign in, and sees no 'Mon compte' in the header", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Mon compte" })).toHaveCount(0);
  await page.goto("/compte");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcompte$/);
});

test("a verified client finds an earlier order, fills the profile that prefills the checkout, and deletes the account", async ({
  page,
  context,
  request,
  consoleErrors,
}, testInfo) => {
  const mobile = testInfo.project.name.startsWith("mobile");
  const user = await createUser(request);
  await verifyEmail(request, user);
  // Placed before the account existed, with the same address written differently.
  const earlier = await createOrder(request, user.email.toUpperCase(), "now() - interval '20 days'");
  const recent = await createOrder(request, user.email);
  await createMessage(request, user, { event: "Congrès médical", message: "Congrès de cardiologie à Hammamet, 250 participants sur deux jours." });
  await createMessage(request, user, { event: "Mariage", message: "Mariage de 150 invités à Sidi Bou Saïd.", status: "handled" });
  await loginAs(context, user);

  await page.goto("/");
  await openAccountFromHeader(page, mobile);
  await expect(page.getByRole("heading", { level: 1, name: "Mon compte" })).toBeVisible();
  await hydrated(page);

  const orders = section(page, "Mes commandes");
  const links = orders.getByRole("link", { name: /^Commande CMD-/ });
  await expect(links).toHaveCount(2);
  await expect(links.first()).toContainText(recent.number);
  await expect(links.nth(1)).toContainText(earlier.number);
  await expect(links.first()).toContainText("Nouvelle");
  await expect(links.first()).toContainText("572,20\u00a0DT");
  const messages = section(page, "Mes messages");
  await expect(messages.getByRole("article")).toHaveCount(2);
  await expect(messages.getByText("Traité")).toBeVisible();
  await expect(messages.getByText("Nouveau")).toBeVisible();
  await expect(section(page, "E-mail et mot de passe").getByText("Vérifiée", { exact: true })).toBeVisible();
  await shot(page, testInfo, "compte-verifie");

  // Each order opens its page.
  await links.nth(1).click();
  await expect(page).toHaveURL(/\/commande\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole("heading", { level: 1, name: `Commande ${earlier.number}` })).toBeVisible();
  await page.goBack();

  // The profile: a bad phone is refused in French, what was typed stays; then it is saved.
  const profile = section(page, "Profil");
  await profile.getByLabel("Prénom").fill("Amel");
  await profile.getByLabel("Nom", { exact: true }).fill("Trabelsi");
  await profile.getByLabel("Téléphone").fill("appelez-moi");
  await profile.getByLabel("Société").fill("Clinique du Lac");
  await profile.getByRole("button", { name: "Enregistrer le profil" }).click();
  await expect(profile.getByText("Numéro de téléphone invalide (chiffres, espaces et + uniquement).")).toBeVisible();
  await expect(profile.getByLabel("Prénom")).toHaveValue("Amel");
  await profile.getByLabel("Téléphone").fill("+216 20 123 456");
  await profile.getByRole("button", { name: "Enregistrer le profil" }).click();
  await expect(page.getByText("Profil enregistré")).toBeVisible();
  await expect(profile.getByText("Numéro de téléphone invalide", { exact: false })).toHaveCount(0);

  // The cart's checkout opens prefilled.
  await page.evaluate(
    (item) => window.localStorage.setItem("imagine-cart", JSON.stringify([item])),
    { id: randomUUID(), name: "Lyre LED", category: "light", image: "", price: "80.00 DT", period: "jour", quantity: 1, totalDays: 1 },
  );
  // On the catalogue the dialog fetches the profile as it opens (/compte/profil.json).
  await page.goto("/location-materiel");
  await hydrated(page);
  await page.getByRole("button", { name: /Ouvrir le panier/ }).click();
  await page.getByRole("dialog", { name: "Votre Panier" }).getByRole("button", { name: "Lancer la Commande" }).click();
  const catalogueCheckout = page.getByRole("dialog", { name: "Finaliser la Commande" });
  await expect(catalogueCheckout.getByLabel("Prénom *", { exact: true })).toHaveValue("Amel");
  await expect(catalogueCheckout.getByLabel("Email *", { exact: true })).toHaveValue(user.email);
  // On /panier the page brings it.
  await page.goto("/panier");
  await hydrated(page);
  await page.getByRole("button", { name: "Lancer la Commande" }).click();
  const checkout = page.getByRole("dialog", { name: "Finaliser la Commande" });
  await expect(checkout.getByLabel("Prénom *", { exact: true })).toHaveValue("Amel");
  await expect(checkout.getByLabel("Nom *", { exact: true })).toHaveValue("Trabelsi");
  await expect(checkout.getByLabel("Email *", { exact: true })).toHaveValue(user.email);
  await expect(checkout.getByLabel("Téléphone *", { exact: true })).toHaveValue("+216 20 123 456");
  await expect(checkout.getByLabel("Société", { exact: true })).toHaveValue("Clinique du Lac");
  await page.keyboard.press("Escape");
  await page.evaluate(() => window.localStorage.removeItem("imagine-cart"));

  // So does the contact form, once it wakes.
  await page.goto("/contact");
  await expect(contactForm(page).getByLabel("Prénom")).toHaveValue("Amel");
  await expect(contactForm(page).getByLabel("Email")).toHaveValue(user.email);

  // Deleting the account: the address typed, then signed out, orders kept for the accounts.
  await page.goto("/compte");
  await hydrated(page);
  const removal = section(page, "Supprimer mon compte");
  await expect(removal.getByText(/Vos commandes et factures sont conservées pour la comptabilité de l'agence/)).toBeVisible();
  await removal.getByLabel("Confirmez avec votre adresse e-mail").fill(user.email);
  await removal.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Compte supprimé")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Mon compte" })).toHaveCount(0);
  expect(await dbQuery(request, `select id from "user" where id = ${sqlString(user.id)}`)).toEqual([]);
  const kept = await dbQuery<{ user_id: string | null }>(request, `select user_id from rental_orders where id in (${sqlString(earlier.id)}, ${sqlString(recent.id)})`);
  expect(kept).toEqual([{ user_id: null }, { user_id: null }]);
  await page.goto("/compte");
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  // The refused profile answered 400 on purpose; nothing else may fail.
  expect(consoleErrors.filter((line) => !/status of 400/.test(line))).toEqual([]);
});

test("an unverified client sees the notice and none of the orders placed with the address", async ({ page, context, request }, testInfo) => {
  const user = await createUser(request);
  await createOrder(request, user.email);
  await loginAs(context, user);
  await page.goto("/compte");
  await expect(page.getByText(/n'est pas encore confirmée/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Renvoyer l'e-mail de confirmation" })).toBeVisible();
  await expect(section(page, "Mes commandes").getByText("Aucune commande pour le moment.")).toBeVisible();
  await expect(section(page, "E-mail et mot de passe").getByText("Non vérifiée", { exact: true })).toBeVisible();
  await shot(page, testInfo, "compte-non-verifie");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the profile form posts, answers in the page, and prefills /panier's order form", async ({ page, context, request }, testInfo) => {
    const user = await createUser(request);
    await loginAs(context, user);
    await page.goto("/compte");
    const profile = section(page, "Profil");
    await profile.getByLabel("Prénom").fill("Sami");
    await profile.getByLabel("Nom", { exact: true }).fill("Gharbi");
    await profile.getByLabel("Téléphone").fill("12");
    await profile.getByRole("button", { name: "Enregistrer le profil" }).click();
    await expect(profile.getByRole("alert").filter({ hasText: "Vérifiez les champs signalés." })).toBeVisible();
    await expect(profile.getByText("Numéro de téléphone trop court.")).toBeVisible();
    await expect(profile.getByLabel("Prénom")).toHaveValue("Sami");
    await expect(profile.getByLabel("Téléphone")).toHaveValue("12");
    await shot(page, testInfo, "profil-sans-js-refuse");

    await profile.getByLabel("Téléphone").fill("71 000 000");
    await profile.getByRole("button", { name: "Enregistrer le profil" }).click();
    await expect(section(page, "Profil").getByRole("status")).toHaveText("Profil enregistré");
    await expect(section(page, "Profil").getByLabel("Nom", { exact: true })).toHaveValue("Gharbi");

    const [product] = await dbQuery<{ id: string }>(
      request,
      `insert into rental_products (name, category, description, image_url, price, stock_quantity)
       values ('Enceinte compte ${randomUUID().slice(0, 6)}', 'audio', 'Enceinte', '/images/categories/audio.svg', 60.00, 5) returning id`,
    );
    await page.goto(`/panier?produit=${product!.id}`);
    await expect(page.getByLabel("Prénom *", { exact: true })).toHaveValue("Sami");
    await expect(page.getByLabel("Nom *", { exact: true })).toHaveValue("Gharbi");
    await expect(page.getByLabel("Email *", { exact: true })).toHaveValue(user.email);
    await expect(page.getByLabel("Téléphone *", { exact: true })).toHaveValue("71 000 000");
  });
});
