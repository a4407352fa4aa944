import { describe, expect, it } from "vitest";
import { lastTwelveMonths, monthEnd, monthShortLabel, twelveMonthRange } from "./months";

describe("the finances page's months", () => {
  it("runs twelve months to the current one, across a year's change", () => {
    expect(lastTwelveMonths("2026-02-14")).toEqual([
      "2025-03", "2025-04", "2025-05", "2025-06", "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02",
    ]);
    expect(twelveMonthRange("2026-12-31")).toMatchObject({ from: "2026-01-01", to: "2027-01-01" });
  });

  it("says months in short French and knows their last day", () => {
    expect(["2025-12", "2026-02", "2026-05", "2026-07"].map(monthShortLabel)).toEqual(["déc. 2025", "févr. 2026", "mai 2026", "juil. 2026"]);
    expect([monthEnd("2028-02"), monthEnd("2026-02"), monthEnd("2026-12")]).toEqual(["2028-02-29", "2026-02-28", "2026-12-31"]);
  });
});
