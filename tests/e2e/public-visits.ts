import type { Page } from "@playwright/test";
import { CONTENT_PAGES, PUBLIC_ROUTES, SHOP_PATHS } from "../../app/lib/site-map";
import { expect } from "./fixtures";

/**
 * Which public route is visited where, so that each (route, width) is loaded once for the checks
 * that only read it: axe (accessibility.spec.ts) and "fits the screen, its images load, no console
 * error" (below) share one visit. A page load in a fresh browser context cost about twice the
 * processor time of the checks that follow it.
 */

/** Routes whose axe test also opens states (dialogs, menus, errors): their layout check is apart. */
export const ROUTES_WITH_STATES = ["/", "/contact", SHOP_PATHS.catalogue];

/** The other public routes: one visit reads axe and the layout. */
export const SIMPLE_ROUTES = PUBLIC_ROUTES.filter((route) => !ROUTES_WITH_STATES.includes(route));

/**
 * The content pages are one template filled from the database: each is read at a phone's width,
 * where most visitors read them, and these at a laptop's too, with the desktop's header, menus and
 * footer (also read on the routes with states, at both widths). Reading every one of them twice with
 * axe took a seventh of the browser suite's time and found nothing the phone had not.
 */
export const AXE_AT_BOTH_WIDTHS = new Set(["/portfolio", SHOP_PATHS.rentalSection, SHOP_PATHS.cart, CONTENT_PAGES[0]!.path]);

/**
 * The page fits the screen's width and every image it shows loads: scrolls through it to bring
 * the lazy images in, waits for the network to rest, then reads the widths and the images.
 */
export async function expectFitsAndImagesLoad(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForLoadState("networkidle");
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} déborde`).toBeLessThanOrEqual(innerWidth);
  const broken = await page.evaluate(() =>
    [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
  );
  expect(broken, `${page.url()} : images cassées`).toEqual([]);
}
