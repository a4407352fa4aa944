import { describe, expect, it } from "vitest";
import {
  DATE_OUT_OF_RANGE_MESSAGE,
  daysOf,
  INVALID_DATE_MESSAGE,
  monthBounds,
  monthGrid,
  monthTitle,
  rangeTitle,
  shiftMonth,
  startOfWeek,
  validateWindow,
  weekBounds,
  weekdayIndex,
  WEEKDAYS,
  WINDOW_INCOMPLETE_MESSAGE,
  WINDOW_REVERSED_MESSAGE,
  WINDOW_TOO_LONG_MESSAGE,
} from "./planning-dates";

describe("weeks start on Monday", () => {
  it("numbers the weekdays from Monday", () => {
    expect(weekdayIndex("2026-11-02")).toBe(0); // a Monday
    expect(weekdayIndex("2026-11-01")).toBe(6); // a Sunday
    expect(weekdayIndex("1969-12-29")).toBe(0); // before day 0 too
  });

  it("gives Monday to Sunday around any day, across months and years", () => {
    expect(weekBounds("2026-11-04")).toEqual({ from: "2026-11-02", to: "2026-11-08" });
    expect(weekBounds("2026-11-02")).toEqual({ from: "2026-11-02", to: "2026-11-08" });
    expect(weekBounds("2026-11-08")).toEqual({ from: "2026-11-02", to: "2026-11-08" });
    expect(weekBounds("2027-01-01")).toEqual({ from: "2026-12-28", to: "2027-01-03" });
    expect(startOfWeek("2024-03-01")).toBe("2024-02-26");
  });

  it("names the days in French, Monday first", () => {
    expect(WEEKDAYS.map((d) => d.long)).toEqual(["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]);
    expect(WEEKDAYS[0]!.short).toBe("lun.");
  });
});

describe("the month grid", () => {
  it("covers November 2026 in whole weeks from Monday 26 October to Sunday 6 December", () => {
    const weeks = monthGrid("2026-11-21");
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]).toBe("2026-10-26");
    expect(weeks[0]![6]).toBe("2026-11-01");
    expect(weeks.at(-1)![6]).toBe("2026-12-06");
    for (const week of weeks) expect(weekdayIndex(week[0]!)).toBe(0);
    expect(weeks.flat()).toEqual(daysOf({ from: "2026-10-26", to: "2026-12-06" }));
  });

  it("takes exactly four weeks for a February starting on a Monday", () => {
    const weeks = monthGrid("2027-02-10");
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe("2027-02-01");
    expect(weeks[3]![6]).toBe("2027-02-28");
  });

  it("knows leap years and month ends", () => {
    expect(monthBounds("2028-02-10")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthBounds("2026-02-10")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthBounds("2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
  });

  it("moves by months across years, keeping the day when the month has it", () => {
    expect(shiftMonth("2026-12-15", 1)).toBe("2027-01-15");
    expect(shiftMonth("2026-01-31", -1)).toBe("2025-12-31");
    expect(shiftMonth("2026-03-31", -13)).toBe("2025-02-28");
    expect(shiftMonth("2028-01-30", 1)).toBe("2028-02-29");
  });

  it("titles months and ranges in French", () => {
    expect(monthTitle("2026-11-21")).toBe("Novembre 2026");
    expect(rangeTitle({ from: "2026-11-02", to: "2026-11-08" })).toBe("du 2 au 8 novembre 2026");
    expect(rangeTitle({ from: "2026-11-30", to: "2026-12-06" })).toBe("du 30 novembre au 6 décembre 2026");
    expect(rangeTitle({ from: "2026-12-28", to: "2027-01-03" })).toBe("du 28 décembre 2026 au 3 janvier 2027");
  });
});

describe("the timeline's window", () => {
  it("accepts one day up to 62 days", () => {
    expect(validateWindow("2026-11-05", "2026-11-05")).toEqual({ ok: true, range: { from: "2026-11-05", to: "2026-11-05" } });
    expect(validateWindow("2026-11-01", "2027-01-01")).toEqual({ ok: true, range: { from: "2026-11-01", to: "2027-01-01" } });
  });

  it("refuses 63 days, ten years, a reversed window and half a window, in French", () => {
    expect(validateWindow("2026-11-01", "2027-01-02")).toEqual({ ok: false, error: WINDOW_TOO_LONG_MESSAGE });
    expect(validateWindow("2026-01-01", "2036-01-01")).toEqual({ ok: false, error: "La période demandée dépasse 62 jours." });
    expect(validateWindow("2026-11-10", "2026-11-09")).toEqual({ ok: false, error: WINDOW_REVERSED_MESSAGE });
    expect(validateWindow("2026-11-10", "")).toEqual({ ok: false, error: WINDOW_INCOMPLETE_MESSAGE });
  });

  it("refuses dates that are not dates, or outside 2000–2100", () => {
    expect(validateWindow("2026-02-30", "2026-03-02")).toEqual({ ok: false, error: INVALID_DATE_MESSAGE });
    expect(validateWindow("demain", "2026-03-02")).toEqual({ ok: false, error: INVALID_DATE_MESSAGE });
    expect(validateWindow("9999-12-01", "9999-12-31")).toEqual({ ok: false, error: DATE_OUT_OF_RANGE_MESSAGE });
  });
});
