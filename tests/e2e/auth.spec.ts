import { randomUUID } from "node:crypto";
import { createUser, loginAs, resetLinkFor } from "./auth-fixtures";
import { expect, hydrated, test } from "./fixtures";

// Accounts in the browser (SPEC §2, §4, §8): every test makes its own account.

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.tn`;

test("sign-up says « Vérifiez votre boîte mail » on the sign-in page; signing in then opens a secure session", async ({ page, context, consoleErrors }) => {
  const email = uniqueEmail("inscription");
  await page.goto("/auth");
  await page.getByRole("link", { name: "Créer un compte" }).click();
  await expect(page.getByRole("heading", { name: "Créer un compte" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill("Sidi-Bou-Said-2026");
  await page.getByRole("button", { name: "Créer un compte" }).click();

  // No sign-up opens a session (ADR 005): an address that already has an account gets this same page.
  await expect(page).toHaveURL("/auth");
  await expect(page.getByText("Compte créé avec succès!")).toBeVisible();
  await expect(page.getByText("Vérifiez votre boîte mail, puis connectez-vous.")).toBeVisible();
  await expect(page.getByText(`Email : ${email}`)).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "imagine.session_token")).toBeUndefined();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mot de passe").fill("Sidi-Bou-Said-2026");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL("/");
  const session = (await context.cookies()).find((c) => c.name === "imagine.session_token");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  // A signed-in visitor opening /auth is sent on.
  await page.goto("/auth");
  await expect(page).toHaveURL("/");
  expect(consoleErrors).toEqual([]);
});

test("an admin signs in and lands on /admin with 'Connexion réussie!', then signs out", async ({ page, request }) => {
  const admin = await createUser(request, { admin: true });
  await page.goto("/auth");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Mot de passe").fill(admin.password);
  await page.getByRole("button", { name: "Se connecter" }).click();

  await expect(page).toHaveURL(/\/admin/);
  await expect(page.getByText("Connexion réussie!")).toBeVisible();

  // On a phone, 'Déconnexion' is in the header's menu.
  await hydrated(page);
  const menu = page.getByRole("button", { name: /^Menu/ });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("button", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Déconnexion réussie")).toBeVisible();
  // The session ended on the server: the back office is closed again.
  await page.goto("/admin");
  await expect(page).toHaveURL("/auth");
});

test("a wrong password shows the spec's details; the e-mail stays typed, the password does not", async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto("/auth");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Mot de passe").fill("Pas-le-bon-2026");
  await page.getByRole("button", { name: "Se connecter" }).click();

  const alert = page.getByRole("alert").filter({ hasText: "Erreur lors de la connexion" }).first();
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`Email : ${user.email}`);
  await expect(alert).toContainText("Code : INVALID_EMAIL_OR_PASSWORD");
  await expect(alert).toContainText("Statut : 401");
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await expect(page.getByLabel("Mot de passe")).toHaveValue("");
});

test("the back office sends visitors and non-admins away", async ({ page, context, request }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL("/auth");

  const user = await createUser(request);
  await loginAs(context, user);
  await page.goto("/admin");
  // /admin → /auth, which says why and offers to switch accounts.
  await expect(page).toHaveURL(/\/auth\?acces-admin=1$/);
  await expect(page.getByText("Accès réservé aux administrateurs")).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  // Without the back office's flag, a signed-in non-admin opening /auth is sent home (SPEC §2).
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
});

test("forgot password, then a new password from the e-mailed link, which works only once", async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto("/auth");
  await page.getByRole("button", { name: "Mot de passe oublié ?" }).click();
  await expect(page.getByText("Entrez votre email d'abord").first()).toBeVisible();

  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Mot de passe oublié ?" }).click();
  await expect(page.getByText("Email de réinitialisation envoyé")).toBeVisible();

  const link = await resetLinkFor(user.email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Nouveau mot de passe" })).toBeVisible();
  await page.getByLabel("Nouveau mot de passe").fill("Court7!");
  await page.getByLabel("Confirmer le mot de passe").fill("Court7!");
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(page.getByText("Le mot de passe doit contenir au moins 8 caractères")).toBeVisible();

  await page.getByLabel("Nouveau mot de passe").fill("Hammamet-Plage-2026");
  await page.getByLabel("Confirmer le mot de passe").fill("Hammamet-Plage-2027");
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();

  await page.getByLabel("Confirmer le mot de passe").fill("Hammamet-Plage-2026");
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(page).toHaveURL("/auth");
  await expect(page.getByText("Mot de passe mis à jour. Vous pouvez vous connecter.")).toBeVisible();

  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Mot de passe").fill("Hammamet-Plage-2026");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL("/");

  // The same link a second time is refused.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel("Nouveau mot de passe").fill("Encore-Autre-2026");
  await page.getByLabel("Confirmer le mot de passe").fill("Encore-Autre-2026");
  await page.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "invalide, expiré ou déjà utilisé" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-in works as a plain form post, errors included", async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto("/auth");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Mot de passe").fill("Pas-le-bon-2026");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toContainText("Erreur lors de la connexion");
    await expect(page.getByLabel("Email")).toHaveValue(user.email);

    await page.getByLabel("Mot de passe").fill(user.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL("/");
  });

  test("the reset request asks for the e-mail first", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Mot de passe oublié ?" }).click();
    await expect(page.getByRole("alert").first()).toContainText("Entrez votre email d'abord");
  });
});

test("a POST from another site is refused with 403 @desktop", async ({ request }) => {
  const response = await request.post("/auth", {
    headers: { Origin: "https://evil.example" },
    form: { intent: "sign-in", email: "x@example.tn", password: "Peu-importe-2026" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});

test("the account pages fit the screen", async ({ page }) => {
  for (const path of ["/auth", "/auth?mode=inscription", "/reset-password?token=essai"]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
