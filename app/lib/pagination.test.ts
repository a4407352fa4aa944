import { describe, expect, it } from "vitest";
import { PageParamSchema, pagerPages, pageWindow, SearchParamSchema } from "./pagination";

describe("pageWindow", () => {
  it("cuts the rows in pages of 25 and keeps the page asked for inside them", () => {
    expect(pageWindow(1, 60)).toEqual({ page: 1, pageCount: 3, offset: 0, total: 60, pageSize: 25 });
    expect(pageWindow(3, 60)).toMatchObject({ page: 3, offset: 50 });
    expect(pageWindow(4, 60)).toMatchObject({ page: 3, offset: 50 });
    expect(pageWindow(1e12, 50)).toMatchObject({ page: 2, pageCount: 2, offset: 25 });
    expect(pageWindow(0, 60)).toMatchObject({ page: 1, offset: 0 });
    expect(pageWindow(2, 0)).toEqual({ page: 1, pageCount: 1, offset: 0, total: 0, pageSize: 25 });
  });

  it("carries a capped count's « more » to the pager, and keeps the page inside the cap", () => {
    expect(pageWindow(99, 1000, 25, true)).toEqual({ page: 40, pageCount: 40, offset: 975, total: 1000, pageSize: 25, more: true });
    expect(pageWindow(1, 1000)).not.toHaveProperty("more");
  });
});

describe("the page and search of the URL", () => {
  it("reads anything but a whole number ≥ 1 as the first page", () => {
    for (const bad of ["0", "-3", "abc", "1.5", "", undefined, "10^12"]) expect(PageParamSchema.parse(bad)).toBe(1);
    expect(PageParamSchema.parse("7")).toBe(7);
    expect(PageParamSchema.parse("1000000000000")).toBe(1e12);
  });

  it("trims a search and keeps its first 200 characters", () => {
    expect(SearchParamSchema.parse("  Hôtel  ")).toBe("Hôtel");
    expect(SearchParamSchema.parse("x".repeat(5000))).toHaveLength(200);
    expect(SearchParamSchema.parse(undefined)).toBe("");
  });
});

describe("pagerPages", () => {
  it("shows the first, the last and the neighbours of the current page, with gaps", () => {
    expect(pagerPages(1, 1)).toEqual([1]);
    expect(pagerPages(1, 3)).toEqual([1, 2, 3]);
    expect(pagerPages(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pagerPages(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pagerPages(10, 10)).toEqual([1, null, 9, 10]);
    expect(pagerPages(2000, 2000)).toEqual([1, null, 1999, 2000]);
  });
});
