import { expect, hydrated, test } from "./fixtures";

test.describe("desktop navigation @desktop", () => {
  test("a group opens on hover and closes when the pointer leaves", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    const trigger = nav.getByRole("button", { name: "Organisation" });
    const link = nav.getByRole("link", { name: "Planification premium" });
    await expect(link).toBeHidden();
    await trigger.hover();
    await expect(link).toBeVisible();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // Into the panel: it stays open.
    await link.hover();
    await expect(link).toBeVisible();
    // Away from the menu: it closes.
    await page.mouse.move(640, 600);
    await expect(link).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  test("a group opens from the keyboard and by click, and its links navigate", async ({ page }) => {
    await page.goto("/portfolio");
    // The keys reach the group's handlers only once the page has hydrated (a pointer resting on a
    // group before that is caught up at mount; a key press is not).
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    const trigger = nav.getByRole("button", { name: "Digital Events" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const link = nav.getByRole("link", { name: "Dashboard professionnel" });
    await expect(link).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(link).toBeHidden();
    await expect(trigger).toBeFocused();

    await nav.getByRole("button", { name: "Qui sommes nous" }).click();
    await nav.getByRole("link", { name: "YourDay – Mariages" }).click();
    await expect(page).toHaveURL(/\/yourday$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the bar links home, the rental shop with its New badge, the portfolio and contact", async ({ page }) => {
    await page.goto("/imagine-events");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: /Location Matériel/ })).toHaveAttribute("href", "/location-materiel");
    await expect(nav.getByRole("link", { name: /Location Matériel/ })).toContainText("New");
    await expect(nav.getByRole("link", { name: "Portfolio" })).toHaveAttribute("href", "/portfolio");
    await expect(page.getByRole("banner").getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("banner").getByRole("link", { name: /accueil/ }).first()).toHaveAttribute("href", "/");
  });
});

test.describe("mobile menu @mobile", () => {
  test("a right-side panel titled Menu whose groups open one at a time", async ({ page }) => {
    // Many steps on a machine shared with other suites.
    test.slow();
    await page.goto("/");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    // Measured once its slide-in has ended.
    await expect.poll(async () => Math.round((await panel.boundingBox())!.x)).toBe(90);
    const box = (await panel.boundingBox())!;
    expect(box.width).toBe(300);
    expect(Math.round(box.x + box.width)).toBe(390);

    await panel.getByRole("button", { name: "Qui sommes nous" }).click();
    await expect(panel.getByRole("link", { name: "Imagine Events" })).toBeVisible();
    await panel.getByRole("button", { name: "Organisation" }).click();
    await expect(panel.getByRole("link", { name: "Planification premium" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Imagine Events" })).toBeHidden();
    await panel.getByRole("button", { name: "Organisation" }).click();
    await expect(panel.getByRole("link", { name: "Planification premium" })).toBeHidden();

    await expect(panel.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", "/contact");
    await expect(panel.getByRole("link", { name: /Location Matériel/ })).toContainText("New");

    await panel.getByRole("button", { name: "Digital Events" }).click();
    await panel.getByRole("link", { name: "E-posters" }).click();
    await expect(page).toHaveURL(/\/e-posters$/);
    await expect(panel).toBeHidden();
  });
});

test("content pages end with the call to action, the home page does not", async ({ page }) => {
  await page.goto("/modelisation-3d");
  const cta = page.getByRole("region", { name: "Transformons votre vision en réalité" });
  await expect(cta).toBeVisible();
  await expect(cta.getByText("Offre Premium")).toBeVisible();
  await expect(cta.getByRole("link", { name: "Réserver une Consultation" })).toHaveAttribute("href", "/contact");
  const call = cta.locator('a[href^="tel:"]');
  await expect(call).toHaveText(/\+216/);
  await expect(cta.locator("dl dd")).not.toHaveCount(0);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Transformons votre vision en réalité" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Réserver une Consultation" })).toHaveCount(0);
});

test("the footer carries the brand, the notice and social links opening in a new tab", async ({ page }) => {
  await page.goto("/portfolio");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("© 2024");
  await expect(footer).toContainText("Tous droits réservés");
  await expect(footer).toContainText("excellence événementielle");
  for (const name of ["Facebook", "Instagram", "LinkedIn"]) {
    const link = footer.getByRole("link", { name: new RegExp(name) });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }
});

test("50 decorative particles, identical after hydration and out of the flow", async ({ page, consoleErrors }) => {
  const response = await page.request.get("/imagine-events");
  const html = await response.text();
  const serverStyles = [...html.matchAll(/<span class="absolute animate-float[^"]*" style="([^"]*)"/g)].map((m) => m[1]);
  expect(serverStyles).toHaveLength(50);

  await page.goto("/imagine-events");
  const particles = page.getByTestId("particles");
  await expect(particles.locator("span")).toHaveCount(50);
  await expect(particles).toHaveAttribute("aria-hidden", "true");
  expect(await particles.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  expect(consoleErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);
});

test("an unknown path answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/organisation/inexistante");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("without a motion preference the particles and the strip move @desktop", async ({ page }) => {
  // The suite runs with reduced motion (playwright.config.ts): this test asks for motion.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  await expect(page.getByTestId("particles").locator("span")).toHaveCount(50);
  const moving = await page.evaluate(() =>
    [document.querySelector("[data-testid=particles] span")!, document.querySelector("[data-testid=marquee-track]")!].map((element) =>
      element.getAnimations().some((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations === Infinity),
    ),
  );
  expect(moving).toEqual([true, true]);
});

test("under prefers-reduced-motion the particles and strips stay but stop moving @desktop", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await expect(page.getByTestId("particles").locator("span")).toHaveCount(50);
  const durations = await page.evaluate(() => [
    getComputedStyle(document.querySelector("[data-testid=particles] span")!).animationDuration,
    getComputedStyle(document.querySelector("[data-testid=marquee-track]")!).animationDuration,
  ]);
  for (const duration of durations) expect(parseFloat(duration)).toBeLessThan(0.01);
});
