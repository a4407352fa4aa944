import { PUBLIC_ROUTES } from "../../app/lib/site-map";
import { expect, test } from "./fixtures";

// Every public page at 390 px and 1280 px: no horizontal overflow, no broken image, no console error.
for (const path of PUBLIC_ROUTES) {
  test(`${path} fits the screen and its images load`, async ({ page, consoleErrors }) => {
    await page.route(/youtube|vimeo/, (route) => route.abort());
    await page.goto(path, { waitUntil: "networkidle" });
    // Bring lazy images in.
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
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    const broken = await page.evaluate(() =>
      [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
    );
    expect(broken).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
