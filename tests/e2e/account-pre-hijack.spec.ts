import { randomUUID } from "node:crypto";
import { createUser, loginAs, resetLinkFor, verificationLinkFor } from "./auth-fixtures";
import { expectNoAxeViolations } from "./axe";
import { placeOrder } from "./client-order-helpers";
import { dbQuery, expect, sqlString, test } from "./fixtures";

// The pre-hijack journey in the browser (ADR 010): someone signs up with a client's address, the
// client orders as a guest, then opens the confirmation link while signed out. The page asks to
// sign in to the account that asked for the link, and confirms nothing; not knowing its password,
// the client takes the account back through « Mot de passe oublié ? » and finds the order there.

test("a confirmation link opened signed out asks to sign in; the owner of the address takes the account back", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `convoitee-${randomUUID().slice(0, 8)}@example.tn`;
  // The attacker's account, made with the client's address and never confirmed.
  const attacker = await createUser(request, { email });
  await placeOrder(browser, request, { email });
  const [order] = await dbQuery<{ order_number: number }>(request, `select order_number from rental_orders where email = ${sqlString(email)}`);
  const number = `CMD-${String(order!.order_number).padStart(6, "0")}`;

  // The attacker asks for the confirmation e-mail again, from their own session.
  const attackerContext = await browser.newContext();
  await loginAs(attackerContext, attacker);
  const attackerPage = await attackerContext.newPage();
  await attackerPage.goto("/verifier-email");
  // The sign-up's e-mail first, then the one asked for again.
  await verificationLinkFor(email);
  await attackerPage.getByRole("button", { name: "Renvoyer l'e-mail de confirmation" }).click();
  await expect(attackerPage.getByText("E-mail de confirmation renvoyé").first()).toBeVisible();
  const link = await verificationLinkFor(email, { after: 1 });

  // The client opens it, signed out: asked to sign in, nothing confirmed.
  const path = new URL(link).pathname + new URL(link).search;
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Connectez-vous pour confirmer l'adresse" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const signIn = page.getByRole("link", { name: "Se connecter" });
  await expect(signIn).toHaveAttribute("href", `/auth?${new URLSearchParams({ redirectTo: path })}`);
  await expect(page.getByText("« Mot de passe oublié ? »")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `/tmp/pre-hijack-sign-in-${testInfo.project.name}.png`, fullPage: true });
  await expectNoAxeViolations(page, "/verifier-email?token=… (sans session)");
  const [row] = await dbQuery<{ email_verified: boolean }>(request, `select email_verified from "user" where email = ${sqlString(email)}`);
  expect(row!.email_verified).toBe(false);

  // The attacker's 'Mon compte' does not list the client's order.
  await attackerPage.goto("/compte");
  await expect(attackerPage).toHaveURL(/\/compte$/);
  await expect(attackerPage.getByText(email).first()).toBeVisible();
  await expect(attackerPage.getByText(`Commande ${number}`)).toHaveCount(0);

  // Not knowing the password, the client resets it from the sign-in page the link led to.
  await signIn.click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Mot de passe oublié ?" }).click();
  await expect(page.getByText("Email de réinitialisation envoyé")).toBeVisible();
  await page.goto(await resetLinkFor(email));
  await page.getByLabel("Nouveau mot de passe").fill("Hammamet-Plage-2026");
  await page.getByLabel("Confirmer le mot de passe").fill("Hammamet-Plage-2026");
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(page).toHaveURL("/auth");

  // The attacker is signed out; the client signs in and finds the order.
  await attackerPage.goto("/compte");
  await expect(attackerPage).toHaveURL(/\/auth/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill("Hammamet-Plage-2026");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Connexion réussie!")).toBeVisible();
  await page.goto("/compte");
  await expect(page.getByRole("link", { name: new RegExp(`Commande ${number}`) })).toBeVisible();
  await attackerContext.close();
});
