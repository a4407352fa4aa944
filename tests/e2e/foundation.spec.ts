import { dbQuery, expect, test } from "./fixtures";

test("the home page is server-rendered in French with the brand fonts and tokens", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page).toHaveTitle(/Imagine/);
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(bodyFont).toContain("Inter");
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary").trim());
  expect(primary).not.toBe("");
});

test("an unknown path answers 404 with the not-found page and logs the path", async ({ page, consoleErrors }) => {
  const response = await page.goto("/cette-page-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect.poll(() => consoleErrors.join("\n")).toContain("/cette-page-n-existe-pas");
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("/healthz reports the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});

test("the server seeded the database on first start", async ({ request }) => {
  const [settings] = await dbQuery<{ n: number }>(request, "select count(*)::int as n from site_settings");
  expect(settings!.n).toBe(1);
});
