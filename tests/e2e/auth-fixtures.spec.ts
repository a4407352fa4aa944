import { expect, test } from "./fixtures";
import { createUser, loginAs } from "./auth-fixtures";

test("the test hook signs an admin in without the form", async ({ page, context, request }) => {
  const admin = await createUser(request, { admin: true });
  await loginAs(context, admin);
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(200);
  // The back office may open on one of its tabs (/admin/…).
  expect(new URL(page.url()).pathname).toMatch(/^\/admin(\/|$)/);
});

test("a signed-in non-admin opening /admin lands on /auth, told why", async ({ page, context, request }) => {
  const user = await createUser(request);
  await loginAs(context, user);
  await page.goto("/admin");
  expect(new URL(page.url()).pathname).toBe("/auth");
  await expect(page.getByText("Accès réservé aux administrateurs")).toBeVisible();
});
