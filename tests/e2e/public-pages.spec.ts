import { PUBLIC_ROUTES } from "../../app/lib/site-map";
import { expect, test } from "./fixtures";
import { AXE_AT_BOTH_WIDTHS, ROUTES_WITH_STATES, expectFitsAndImagesLoad } from "./public-visits";

// Every public page at 390 px and 1280 px: no horizontal overflow, no broken image, no console error.
// Where accessibility.spec.ts already loads a route at a width for axe, that visit makes these
// checks too (public-visits.ts): here are the other (route, width) pairs.
for (const path of PUBLIC_ROUTES) {
  const tag = ROUTES_WITH_STATES.includes(path) ? "" : AXE_AT_BOTH_WIDTHS.has(path) ? null : " @desktop";
  if (tag === null) continue;
  test(`${path} fits the screen and its images load${tag}`, async ({ page, consoleErrors }) => {
    await page.route(/youtube|vimeo/, (route) => route.abort());
    // expectFitsAndImagesLoad waits for the network to rest after scrolling the lazy images in:
    // a first wait for it here, on arrival, only added its 500 ms of quiet to every visit.
    await page.goto(path);
    await expectFitsAndImagesLoad(page);
    expect(consoleErrors).toEqual([]);
  });
}
