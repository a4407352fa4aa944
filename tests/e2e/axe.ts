// axe-core in the browser tests: WCAG 2.2 A/AA plus axe's best practices (landmarks, one <h1>,
// content inside regions), run on what the visitor sees once the page has hydrated.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

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
  const results = await new AxeBuilder({ page })
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
