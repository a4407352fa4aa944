// axe-core in the browser tests: WCAG 2.2 A/AA plus axe's best practices (landmarks, one <h1>,
// content inside regions), run on what the visitor sees once the page has hydrated.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect } from "./fixtures";

// The axe-core that @axe-core/playwright itself depends on (the project holds another version).
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SOURCE = readFileSync(fromAxeBuilder.resolve("axe-core/axe.min.js"), "utf8");

/**
 * Puts axe-core (650 KB) into each frame of the page that does not hold it yet. AxeBuilder sends
 * and compiles the whole source twice per check in legacy mode, and again for each state of the
 * same page; here it is compiled once per document and AxeBuilder gets an empty source.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => "axe" in window).catch(() => true))) await frame.evaluate(AXE_SOURCE);
  }
}

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Waits for finite animations (dialogs sliding in, fades) to end: contrast is read on the final colours. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Runs axe on the page as it is and expects no violation of any impact. Soft, so the other
 * states of the same visit are still checked; the message lists rule, impact, elements and help.
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  await settled(page);
  await injectAxe(page);
  const results = await new AxeBuilder({ page, axeSource: "void 0" })
    .withTags(AXE_TAGS)
    // The default mode runs axe in every frame, then opens a second, blank page to merge the
    // frames' results: that page and the passes' node lists were 60–80 % of each check's time
    // (page-services: 6.8 s → 1.3 s). Our pages embed no frame we test (players are aborted), and
    // only violations are read, so axe runs once in the page and keeps one node per passing rule.
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const report: string[] = [];
  for (const violation of results.violations) {
    const nodes = violation.nodes.map((node) => ({ target: node.target.map(String).join(" >>> "), summary: node.failureSummary ?? "" }));
    const lines = nodes.map((node) => `    - ${node.target}\n      ${node.summary.replace(/\s*\n\s*/g, " ")}`);
    report.push(`• ${violation.id} [${violation.impact ?? "?"}] ${violation.help} (${violation.helpUrl})\n${lines.join("\n")}`);
  }
  expect.soft(report, `axe sur ${state} (${page.url()}) :\n${report.join("\n")}`).toEqual([]);
}
