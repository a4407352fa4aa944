import { expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  // Nothing may be fetched from another site in tests.
  await page.route(/youtube|vimeo/, (route) => route.abort());
});

test("the home page has its anchored sections and no call-to-action band", async ({ page }) => {
  await page.goto("/");
  for (const id of ["accueil", "services", "groupe", "portfolio", "location", "contact"]) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const hero = page.locator("#accueil");
  await expect(hero.getByRole("link", { name: /Démarrer un Projet/ })).toBeVisible();
  await expect(hero.locator("dl > div")).toHaveCount(3);
});

test("the video button opens a modal whose player exists only once opened", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("iframe")).toHaveCount(0);
  await page.getByRole("button", { name: "Regarder la vidéo" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const frame = dialog.locator("iframe");
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("'Voir les détails' opens the portfolio item's details", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#portfolio");
  const firstCard = section.locator("article").first();
  const title = (await firstCard.getByRole("heading").textContent())!.trim();
  await firstCard.getByRole("button", { name: /Voir les détails/ }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("both strips loop by rendering their list twice, the copy hidden from screen readers", async ({ page }) => {
  await page.goto("/");
  for (const label of ["Nos Réalisations en Images", "Ils Nous Font Confiance"]) {
    const list = page.getByRole("list", { name: label });
    await expect(list).toHaveCount(1);
    const track = list.locator("xpath=..");
    await expect(track).toHaveClass(/animate-marquee/);
    const copies = track.locator("ul");
    await expect(copies).toHaveCount(2);
    await expect(copies.nth(1)).toHaveAttribute("aria-hidden", "true");
    const [first, second] = await Promise.all([copies.nth(0).locator("li").count(), copies.nth(1).locator("li").count()]);
    expect(first).toBeGreaterThan(0);
    expect(second).toBe(first);
  }
  const logos = page.getByRole("list", { name: "Ils Nous Font Confiance" }).locator("img");
  await expect(logos.first()).toHaveAttribute("src", /.+/);
});

test("the location section previews the depot and leads to the catalogue", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#location");
  for (const label of ["Sonorisation", "Éclairage", "Vidéo", "Mobilier", "Scène & DJ"]) {
    await expect(section.getByRole("link", { name: new RegExp(label) })).toHaveAttribute("href", "/location-materiel");
  }
});

test("the home page describes the agency as JSON-LD LocalBusiness", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const match = html.match(/<script type="application\/ld\+json" nonce="[^"]+">([^<]*)<\/script>/);
  expect(match).not.toBeNull();
  const data = JSON.parse(match![1]!);
  expect(data["@type"]).toBe("LocalBusiness");
  expect(data.name).toBe("Imagine");
  expect(data.telephone).toMatch(/\+216/);
  expect(data.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  expect(data.logo).toMatch(/^http/);
  expect(data.address.addressLocality).toBeTruthy();
  expect(Array.isArray(data.sameAs)).toBe(true);
});
