import { describe, expect, it } from "vitest";
import { formatDate, inclusiveDays, isIsoDate, todayInTunis } from "./calendar-dates";

describe("inclusiveDays", () => {
  it("is end − start + 1", () => {
    expect(inclusiveDays({ from: "2026-12-01", to: "2026-12-03" })).toBe(3);
    expect(inclusiveDays({ from: "2026-12-01", to: "2026-12-01" })).toBe(1);
  });
  it("is 1 without a complete range", () => {
    expect(inclusiveDays()).toBe(1);
    expect(inclusiveDays(null)).toBe(1);
    expect(inclusiveDays({ from: "2026-12-01" })).toBe(1);
  });
  it("counts calendar days across month ends, leap days and daylight-saving changes", () => {
    expect(inclusiveDays({ from: "2028-02-28", to: "2028-03-01" })).toBe(3);
    expect(inclusiveDays({ from: "2026-03-28", to: "2026-03-30" })).toBe(3);
    expect(inclusiveDays({ from: "2026-10-24", to: "2026-10-26" })).toBe(3);
  });
  it("refuses impossible dates", () => {
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026-2-3")).toBe(false);
    expect(isIsoDate("2026-02-28")).toBe(true);
  });
});

describe("French dates", () => {
  it("writes dates the French way", () => {
    expect(formatDate("2026-11-21")).toBe("21 novembre 2026");
  });
  it("knows today's date in Tunis", () => {
    expect(todayInTunis(new Date("2026-11-21T23:30:00Z"))).toBe("2026-11-22");
  });
});
