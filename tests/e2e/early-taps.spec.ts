import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

// A tap made between the first paint and the hydration is kept until React has the page, then
// opens what it should, once (app/hydration/early-taps.ts, ADR 008). The network is slowed in one
// place at a time: only the client entry module (the route modules arrive, React does not listen
// yet), every module, or only the page's route module; the tap comes right after the first paint
// or once the route modules have arrived.

test.beforeEach(async ({ page }) => {
  await page.route(/youtube|vimeo/, (route) => route.abort());
});

type Slow = "entry" | "every module" | "route module";
type Moment = "after the first paint" | "once the route modules have arrived";

const SCENARIOS: { slow: Slow; moment: Moment }[] = [
  { slow: "entry", moment: "after the first paint" },
  { slow: "entry", moment: "once the route modules have arrived" },
  { slow: "every module", moment: "after the first paint" },
  { slow: "route module", moment: "after the first paint" },
];

/** Holds the module requests matching `slow` until `release()`. */
async function slowModules(page: Page, slow: Slow, routeModule: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const pattern =
    slow === "entry"
      ? /\/assets\/entry\.client-[\w-]+\.js$/
      : slow === "every module"
        ? /\/assets\/[\w.-]+\.js$/
        : new RegExp(`/assets/${routeModule}-[\\w-]+\\.js$`);
  let held = 0;
  await page.route(pattern, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

type Target = {
  name: string;
  path: string;
  routeModule: string;
  tag: "@mobile" | "@desktop";
  tap: (page: Page) => Promise<void>;
  /** What the tap opens (exactly one of it). */
  opened: (page: Page) => Locator;
};

const TARGETS: Target[] = [
  {
    name: "the home page's video button",
    path: "/",
    routeModule: "home",
    tag: "@desktop",
    tap: (page) => page.getByRole("button", { name: "Regarder la vidéo" }).click(),
    opened: (page) => page.getByRole("dialog"),
  },
  {
    name: "the mobile 'Menu' button",
    path: "/",
    routeModule: "home",
    tag: "@mobile",
    tap: (page) => page.getByRole("button", { name: "Ouvrir le menu" }).click(),
    opened: (page) => page.getByRole("dialog", { name: "Menu" }),
  },
  {
    name: "a portfolio card's 'Voir les détails'",
    path: "/",
    routeModule: "home",
    tag: "@desktop",
    tap: (page) => page.locator("section#portfolio article").first().getByRole("button", { name: /Voir les détails/ }).click(),
    opened: (page) => page.getByRole("dialog"),
  },
  {
    name: "a catalogue 'Ajouter au Panier'",
    path: "/location-materiel",
    routeModule: "catalogue",
    tag: "@desktop",
    tap: (page) => page.getByRole("link", { name: /Ajouter au Panier/ }).first().click(),
    opened: (page) => page.getByRole("dialog", { name: "Configuration de la Location" }),
  },
];

for (const target of TARGETS) {
  for (const { slow, moment } of SCENARIOS) {
    test(`${target.name}, tapped ${moment} while ${slow === "entry" ? "the entry module" : `the ${slow}`} is slow, opens once ${target.tag}`, async ({ page, consoleErrors }) => {
      const modules = await slowModules(page, slow, target.routeModule);
      await page.goto(target.path, { waitUntil: "domcontentloaded" });
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
      if (moment === "once the route modules have arrived") {
        await page.waitForFunction(() => "__reactRouterRouteModules" in window);
      }
      await target.tap(page);
      // Nothing answers yet (React is not there), and a link tapped stays on its page.
      expect(await page.evaluate(() => "hydrated" in document.documentElement.dataset)).toBe(false);
      expect(modules.held()).toBeGreaterThan(0);
      await expect(page).toHaveURL(new RegExp(`${target.path.replace("/", "\\/")}$`));

      modules.release();
      await hydrated(page);
      await expect(target.opened(page)).toBeVisible();
      // Once: a second replay would have closed it again (or opened a second one).
      await page.waitForTimeout(300);
      await expect(target.opened(page)).toHaveCount(1);
      await expect(target.opened(page)).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }
}

test("a tap inside a waking island while React hydrates the page opens it once @desktop", async ({ page, consoleErrors }) => {
  // Between hydrateRoot and the root's effect React listens, but cannot see inside an island's
  // served markup, and the island's own listener is not there yet: the recorder keeps such taps.
  // The tap is made by a mutation observer, in the microtask right after the entry module marks the
  // page 'hydrating' and calls hydrateRoot: polling from a test once missed the whole hydration.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const html = document.documentElement;
      if (!("hydrating" in html.dataset)) return;
      observer.disconnect();
      const button = document.querySelector<HTMLButtonElement>("section#portfolio article button");
      html.dataset.tappedWhile = "hydrated" in html.dataset ? "hydrated" : button ? "hydrating" : "no button";
      button?.click();
    });
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrating"] });
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const title = (await page.locator("section#portfolio article").first().getByRole("heading").textContent())!.trim();
  await expect(page.locator("html")).toHaveAttribute("data-tapped-while", "hydrating");
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByRole("dialog")).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test("a tap on an element removed before hydration is dropped without an error @desktop", async ({ page, consoleErrors }) => {
  const modules = await slowModules(page, "entry", "home");
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  const button = page.getByRole("button", { name: "Regarder la vidéo" });
  await button.click();
  await button.evaluate((element) => element.remove());
  modules.release();
  await hydrated(page);
  await page.waitForTimeout(300);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("when the entry module cannot load, a tapped 'Ajouter au Panier' follows its link @desktop", async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.abort();
  });
  await page.goto("/location-materiel", { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.getByRole("link", { name: /Ajouter au Panier/ }).first().click();
  await expect(page).toHaveURL(/\/location-materiel$/);
  release();
  await expect(page).toHaveURL(/\/panier\?produit=/);
});
