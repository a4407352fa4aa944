import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { createUser, extractVerificationLinks, loginAs, verificationLinkFor } from "./auth-fixtures";
import { expect, outboxMessages, test } from "./fixtures";

// Address confirmation in the browser: the link e-mailed at sign-up, a link that does not work,
// the resend button (with and without JavaScript), and the way back after signing in.

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.tn`;

async function verificationMailCount(email: string): Promise<number> {
  return (await outboxMessages(`To: ${email}`)).flatMap(extractVerificationLinks).length;
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("sign-up e-mails a link that confirms the address", async ({ page, consoleErrors }) => {
  const email = uniqueEmail("confirmation");
  await page.goto("/auth");
  await page.getByRole("link", { name: "Créer un compte" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill("Sidi-Bou-Said-2026");
  await page.getByRole("button", { name: "Créer un compte" }).click();
  await expect(page.getByText("Compte créé avec succès!")).toBeVisible();
  // No sign-up opens a session (ADR 005): the new account signs in, then opens its link.
  await expect(page).toHaveURL("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill("Sidi-Bou-Said-2026");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL("/");

  const link = await verificationLinkFor(email);
  expect(new URL(link).pathname).toBe("/verifier-email");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Adresse e-mail confirmée" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole("link", { name: "Mon compte" })).toHaveAttribute("href", "/compte");
  await expect(page.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoHorizontalScroll(page);
  expect(consoleErrors).toEqual([]);
});

test("a wrong link says so in French, and a signed-in user gets a new one", async ({ page, context, request }) => {
  const user = await createUser(request);
  await loginAs(context, user);
  await page.goto("/verifier-email?token=pas-un-vrai-jeton");
  await expect(page.getByRole("heading", { level: 1, name: "Lien de confirmation invalide" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Ce lien de confirmation est invalide ou n'est plus valable.");
  await expect(page.getByText(`Votre adresse e-mail ${user.email} n'est pas encore confirmée.`)).toBeVisible();
  await expectNoHorizontalScroll(page);

  const before = await verificationMailCount(user.email);
  await page.getByRole("button", { name: "Renvoyer l'e-mail de confirmation" }).click();
  await expect(page.getByText("E-mail de confirmation renvoyé")).toBeVisible();
  await expect(page).toHaveURL("/verifier-email");
  await expect(page.getByRole("heading", { level: 1, name: "Confirmez votre adresse e-mail" })).toBeVisible();

  const link = await verificationLinkFor(user.email, { after: before });
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Adresse e-mail confirmée" })).toBeVisible();
});

test("a visitor with a wrong link is asked to sign in, and comes back to the page", async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto("/verifier-email?token=pas-un-vrai-jeton");
  await expect(page.getByText("Connectez-vous pour recevoir un nouveau lien de confirmation.")).toBeVisible();
  await page.getByRole("link", { name: "Se connecter" }).click();
  await expect(page).toHaveURL("/auth?redirectTo=%2Fverifier-email");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Mot de passe").fill(user.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL("/verifier-email");
  await expect(page.getByText("Connexion réussie!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Confirmez votre adresse e-mail" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the resend button is a plain form post that answers on the page", async ({ page, context, request }) => {
    const user = await createUser(request);
    await loginAs(context, user);
    await page.goto("/verifier-email");
    await expect(page.getByRole("heading", { level: 1, name: "Confirmez votre adresse e-mail" })).toBeVisible();

    const before = await verificationMailCount(user.email);
    await page.getByRole("button", { name: "Renvoyer l'e-mail de confirmation" }).click();
    await expect(page).toHaveURL("/verifier-email");
    await expect(page.getByText("E-mail de confirmation renvoyé")).toBeVisible();
    const link = await verificationLinkFor(user.email, { after: before });

    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Adresse e-mail confirmée" })).toBeVisible();
  });

  test("sign-in goes back to the page given in redirectTo, and never to another site", async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto("/auth?redirectTo=https%3A%2F%2Fevil.example");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Mot de passe").fill(user.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL("/");
  });
});
