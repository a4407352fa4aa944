import { describe, expect, it } from "vitest";
import { CONTENT_PAGES, findContentPage } from "./site-map";
import { NAV_GROUPS } from "./site-nav";

describe("site map", () => {
  it("gives every page of the navigation its topic and kind", () => {
    const navPages = NAV_GROUPS.flatMap((group) => group.pages);
    expect(CONTENT_PAGES).toHaveLength(17);
    expect(CONTENT_PAGES.map((page) => page.path)).toEqual(navPages.map((page) => page.path));
    for (const page of CONTENT_PAGES) {
      expect(page.topic, page.path).toMatch(/\S/);
      expect(["standard", "gallery", "video", "packages", "method"], page.path).toContain(page.kind);
    }
  });

  it("finds the wedding page with its packages", () => {
    expect(findContentPage("/yourday")).toMatchObject({ label: "YourDay – Mariages", topic: "Mariages", kind: "packages" });
    expect(findContentPage("/nope")).toBeUndefined();
  });
});
