import { randomUUID } from "node:crypto";
import { verificationLinkFor } from "./auth-fixtures";
import { placeOrder } from "./client-order-helpers";
import { dbQuery, expect, sqlString, test } from "./fixtures";

// The whole client space in one journey: an order placed as a visitor, then an account made with
// the same e-mail, verified through its e-mail, and 'Mon compte' showing the earlier order.

test("after sign-up and verification, 'Mon compte' lists the order placed earlier with that e-mail", async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const email = `espace-${randomUUID().slice(0, 8)}@example.tn`;
  await placeOrder(browser, request, { email });
  const [order] = await dbQuery<{ order_number: number }>(request, `select order_number from rental_orders where email = ${sqlString(email)}`);
  const number = `CMD-${String(order!.order_number).padStart(6, "0")}`;

  await page.goto("/auth?redirectTo=/compte");
  await page.getByRole("link", { name: "Créer un compte" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill("Sidi-Bou-Said-2026");
  await page.getByRole("button", { name: "Créer un compte" }).click();
  // No sign-up opens a session (ADR 005): « Vérifiez votre boîte mail », then sign in, back to /compte.
  await expect(page.getByText("Compte créé avec succès!")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcompte$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill("Sidi-Bou-Said-2026");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/compte$/);
  // Not verified yet: the order placed with this address is not attached.
  await expect(page.getByText(`Commande ${number}`)).toHaveCount(0);

  await page.goto(await verificationLinkFor(email));
  await expect(page.getByRole("heading", { level: 1, name: "Adresse e-mail confirmée" })).toBeVisible();
  await page.getByRole("link", { name: "Mon compte" }).first().click();
  await expect(page).toHaveURL(/\/compte$/);
  const link = page.getByRole("link", { name: new RegExp(`Commande ${number}`) });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: `Commande ${number}` })).toBeVisible();
});
