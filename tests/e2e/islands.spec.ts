import type { Page } from "@playwright/test";
import { contactForm, fillRequired } from "./contact-helpers";
import { dbQuery, expect, hydrated, sqlString, test } from "./fixtures";

// Islands (app/hydration/island.tsx, ADR 008): the parts of public pages that only show content
// keep the server's markup at hydration, so their code is not loaded with the page; rendered by
// the browser after a client-side navigation; the home page's contact form and portfolio wake
// near the viewport, keeping what was typed and holding a click or a submit made meanwhile.

test.beforeEach(async ({ page }) => {
  await page.route(/youtube|vimeo/, (route) => route.abort());
});


/** Holds the browser's request for a module until `release()` (the module file names are the source files'). */
async function holdModule(page: Page, name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  let wasRequested = false;
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    wasRequested = true;
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release, wasRequested: () => wasRequested };
}

test("content that only shows is not part of the page's JavaScript, and stays as served", async ({ page, consoleErrors }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  for (const island of ["site-footer", "services-section", "group-section", "location-section", "hero-text", "contact-form", "portfolio-section"]) {
    expect(scripts.filter((path) => path.startsWith(`/assets/${island}-`)), island).toEqual([]);
  }
  // The served markup is there and React left it alone.
  await expect(page.locator("section#services article, section#services li").first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Tous droits réservés");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test("a client-side navigation renders the islands of the pages it reaches @desktop", async ({ page, consoleErrors }) => {
  await page.goto("/");
  await hydrated(page);
  // Kept only while the document is the same: the navigations below happen in the browser.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  const homeTitle = await page.getByRole("heading", { level: 1 }).textContent();

  await nav.getByRole("button", { name: "Qui sommes nous" }).click();
  await nav.getByRole("link", { name: "YourDay – Mariages" }).click();
  await expect(page).toHaveURL(/\/yourday$/);
  const weddingTitle = page.getByRole("heading", { level: 1 });
  await expect(weddingTitle).not.toHaveText(homeTitle!);
  await expect(page.getByText(/DT \/ événement/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Réserver une Consultation" })).toBeVisible();

  // Same route module, another page: the islands follow the new data.
  const weddingText = await weddingTitle.textContent();
  await nav.getByRole("button", { name: "Organisation" }).click();
  await nav.getByRole("link", { name: "Planification premium" }).click();
  await expect(page).toHaveURL(/\/planification-premium$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(weddingText!);
  await expect(page.getByText(/DT \/ événement/)).toHaveCount(0);

  await nav.getByRole("link", { name: "Accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeTitle!);
  await expect(page.locator("section#services article, section#services li").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Réserver une Consultation" })).toHaveCount(0);
  // The contact form rendered by the browser checks the fields itself.
  await contactForm(page).getByRole("button", { name: "Envoyer le message" }).click();
  await expect(contactForm(page).getByText("Veuillez indiquer votre prénom.")).toBeVisible();

  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test("the home page's contact form wakes near the viewport and keeps what was typed meanwhile", async ({ page }) => {
  const formModule = await holdModule(page, "contact-form");
  await page.goto("/");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(formModule.wasRequested(), "fetched with the page").toBe(false);

  const form = contactForm(page);
  await form.evaluate((element) => (element.dataset.served = ""));
  // Typing scrolls the form into view, which wakes it; its module is held meanwhile.
  await form.getByLabel("Prénom").fill("Amel");
  await formModule.requested;
  await form.getByRole("checkbox", { name: "Stands et décoration" }).check();
  await form.getByLabel("Prénom").focus();
  await expect(page.locator("form[data-served]")).toHaveCount(1);

  formModule.release();
  await expect(page.locator("form[data-served]")).toHaveCount(0);
  await expect(form.getByLabel("Prénom")).toHaveValue("Amel");
  await expect(form.getByLabel("Prénom")).toBeFocused();
  await expect(form.getByRole("checkbox", { name: "Stands et décoration" })).toBeChecked();
  await page.keyboard.type(" B.");
  await expect(form.getByLabel("Prénom")).toHaveValue("Amel B.");
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(form.getByText("Veuillez indiquer votre nom.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a 'Voir les détails' click made before the portfolio has woken opens the details once it has", async ({ page }) => {
  const portfolioModule = await holdModule(page, "portfolio-section");
  await page.goto("/");
  await hydrated(page);
  const card = page.locator("section#portfolio article").first();
  const title = (await card.getByRole("heading").textContent())!.trim();
  await card.scrollIntoViewIfNeeded();
  await portfolioModule.requested;
  await card.getByRole("button", { name: /Voir les détails/ }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeHidden();

  portfolioModule.release();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a submit made before the form has woken waits for it, and the messages are the form's", async ({ page }) => {
  const formModule = await holdModule(page, "contact-form");
  await page.goto("/contact");
  await hydrated(page);
  await formModule.requested;
  await contactForm(page).getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page).toHaveURL(/\/contact$/);

  formModule.release();
  await expect(contactForm(page).getByText("Veuillez indiquer votre prénom.")).toBeVisible();
  await expect(contactForm(page).getByLabel("Prénom")).toBeFocused();
});

test("when the form's module cannot be loaded, the form still posts as plain HTML", async ({ page, request }, testInfo) => {
  await page.route(/\/assets\/contact-form-[\w-]+\.js$/, (route) => route.abort());
  await dbQuery(request, "delete from rate_limits where key like 'contact:%'");
  const email = `module-perdu-${testInfo.project.name}-${Date.now()}@example.tn`;
  await page.goto("/contact");
  await hydrated(page);
  await fillRequired(page, email);
  await contactForm(page).getByRole("button", { name: "Envoyer le message" }).click();

  await expect(page).toHaveURL(/\/contact\?message-envoye=1#contact$/);
  await expect(page.getByRole("status").filter({ hasText: "Message envoyé avec succès!" })).toBeVisible();
  expect(await dbQuery(request, `select status from contact_messages where email = ${sqlString(email)}`)).toEqual([{ status: "new" }]);
});
