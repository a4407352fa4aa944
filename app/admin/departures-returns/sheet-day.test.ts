import { describe, expect, it } from "vitest";
import { formatSheetDay, INVALID_DAY_MESSAGE, neighbourDays, parseSheetDay, sheetPath } from "./sheet-day";

describe("the daily sheet's day", () => {
  it("is today when absent or empty, the given day otherwise", () => {
    expect(parseSheetDay(null, "2026-11-23")).toEqual({ ok: true, day: "2026-11-23" });
    expect(parseSheetDay("  ", "2026-11-23")).toEqual({ ok: true, day: "2026-11-23" });
    expect(parseSheetDay("2027-01-05", "2026-11-23")).toEqual({ ok: true, day: "2027-01-05" });
  });

  it("refuses what is not a real day of this era, keeping what was typed", () => {
    for (const typed of ["2026-02-30", "23/11/2026", "abc", "2026-11-23T10:00", "0001-01-01", "9999-12-31"]) {
      expect(parseSheetDay(typed, "2026-11-23")).toEqual({ ok: false, error: INVALID_DAY_MESSAGE, typed });
    }
  });

  it("says the day in French, with its neighbours across a month and a year", () => {
    expect(formatSheetDay("2026-11-23")).toBe("lundi 23 novembre 2026");
    expect(formatSheetDay("2027-01-01")).toBe("vendredi 1 janvier 2027");
    expect(neighbourDays("2026-12-31")).toEqual({ previous: "2026-12-30", next: "2027-01-01" });
    expect(neighbourDays("2028-03-01")).toEqual({ previous: "2028-02-29", next: "2028-03-02" });
    expect(sheetPath("2026-11-23")).toBe("/admin/shop/departs-retours?jour=2026-11-23");
  });
});
