import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, formatNumber, plural } from "./format";

describe("plural", () => {
  it("picks Arabic's forms and French's", () => {
    const ar = { zero: "لا منتجات", one: "منتج واحد", two: "منتجان", few: "# منتجات", many: "# منتجًا", other: "# منتج" };
    expect(plural("ar", 0, ar)).toBe("لا منتجات");
    expect(plural("ar", 1, ar)).toBe("منتج واحد");
    expect(plural("ar", 2, ar)).toBe("منتجان");
    expect(plural("ar", 3, ar)).toBe("3 منتجات");
    expect(plural("ar", 11, ar)).toBe("11 منتجًا");
    expect(plural("ar", 100, ar)).toBe("100 منتج");
    expect(plural("fr", 1, { one: "# produit", other: "# produits" })).toBe("1 produit");
    expect(plural("fr", 2, { one: "# produit", other: "# produits" })).toBe("2 produits");
    expect(plural("en", 0, { one: "# item", other: "# items" })).toBe("0 items");
  });
});

describe("formats", () => {
  it("writes Arabic with Latin digits and French times on 24 hours", () => {
    expect(formatNumber("ar", 1234)).toMatch(/^1.?234$/);
    expect(formatDay("ar", "2026-12-05")).toMatch(/5/);
    expect(formatDay("fr", "2026-12-05")).toBe("5 décembre 2026");
    expect(formatDay("en", "2026-12-05")).toBe("5 December 2026");
    const afternoon = new Date("2026-12-05T14:30:00Z"); // 15:30 in Tunis
    expect(formatDateTime("fr", afternoon)).toContain("15:30");
    expect(formatDateTime("en", afternoon)).toContain("15:30");
    expect(formatDateTime("ar", afternoon)).toContain("15:30");
  });
});
