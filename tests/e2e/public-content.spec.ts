import { dbQuery, expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.route(/youtube|vimeo/, (route) => route.abort());
});

test("the gallery lightbox wraps around, counts, swipes, closes on Escape and gives focus back", async ({ page }) => {
  await page.goto("/planification-premium");
  const thumbnails = page.getByRole("button", { name: /^Agrandir l'image/ });
  const total = await thumbnails.count();
  expect(total).toBeGreaterThan(2);

  await thumbnails.nth(0).click();
  const dialog = page.getByRole("dialog");
  const counter = dialog.getByTestId("lightbox-counter");
  await expect(counter).toHaveText(`1 / ${total}`);
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(`${total} / ${total}`);
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`1 / ${total}`);
  await dialog.getByRole("button", { name: "Image précédente" }).click();
  await expect(counter).toHaveText(`${total} / ${total}`);
  await dialog.getByRole("button", { name: "Image suivante" }).click();
  await expect(counter).toHaveText(`1 / ${total}`);

  // Swipe left: next image.
  const stage = dialog.getByTestId("lightbox-stage");
  const box = (await stage.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(counter).toHaveText(`2 / ${total}`);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(thumbnails.nth(0)).toBeFocused();
});

test("a video page loads the player only when asked", async ({ page }) => {
  await page.goto("/dashboard-pro");
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("link", { name: /^Lire la vidéo/ }).click();
  await expect(page.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
});

test("the three video pages each offer their video", async ({ page }) => {
  for (const path of ["/imagine-we-make-it-real", "/inscription-digitale", "/dashboard-pro"]) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: /^Lire la vidéo/ })).toHaveAttribute("href", /youtube-nocookie|vimeo/);
  }
});

test("the wedding page shows three Premium packages priced per event", async ({ page }) => {
  await page.goto("/yourday");
  const packages = page.getByRole("region", { name: "Choisissez la formule qui vous ressemble" }).locator("article");
  await expect(packages).toHaveCount(3);
  for (const name of ["Essentiel", "Premium", "Prestige"]) {
    await expect(packages.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  for (const card of await packages.all()) {
    await expect(card.getByText("Premium", { exact: true }).first()).toBeVisible();
    await expect(card).toContainText(/DT \/ événement/);
  }
});

test("the method page lists its five steps", async ({ page }) => {
  await page.goto("/imagine-we-make-it-real");
  await expect(page.getByRole("region", { name: /5 étapes/ }).locator("ol > li")).toHaveCount(5);
});

test("the portfolio filters by type with plain links", async ({ page }) => {
  await page.goto("/portfolio");
  const filters = page.getByRole("navigation", { name: "Filtrer par type" });
  const all = await page.locator("main article").count();
  const typeLink = filters.getByRole("link").nth(1);
  const type = (await typeLink.textContent())!.trim();
  await typeLink.click();
  await expect(page).toHaveURL(new RegExp(`type=${encodeURIComponent(type).replace(/%20/g, "(%20|\\+)")}`));
  await expect(typeLink).toHaveAttribute("aria-current", "page");
  const badges = page.locator("main article [data-slot=badge]");
  const count = await badges.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(all);
  for (const badge of await badges.all()) await expect(badge).toHaveText(type);
});

test("a page whose hero is missing still has its H1 from the site map @desktop", async ({ page, request }) => {
  await dbQuery(request, "update hero_sections set is_active = false where page_route = '/certification-digitale'");
  try {
    const response = await page.goto("/certification-digitale");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certification digitale");
    await expect(page.getByRole("link", { name: /Démarrer un Projet/ }).first()).toHaveAttribute("href", "/contact");
  } finally {
    await dbQuery(request, "update hero_sections set is_active = true where page_route = '/certification-digitale'");
  }
});
