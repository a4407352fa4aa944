import { describe, expect, it } from "vitest";
import { CATALOGUE_MAX, CATALOGUE_STEP, isShownCount, moreProductsHref, readShown } from "./catalogue-page";

describe("the catalogue's « Voir plus »", () => {
  it("shows the first screenful unless ?voir= is a multiple of the step within the maximum", () => {
    const shown = (query: string) => readShown(new URL(`http://x/location-materiel${query}`));
    expect(shown("")).toBe(CATALOGUE_STEP);
    expect(shown("?voir=96")).toBe(96);
    expect(shown("?voir=72")).toBe(CATALOGUE_STEP);
    expect(shown(`?voir=${CATALOGUE_MAX}`)).toBe(CATALOGUE_MAX);
    for (const bad of ["25", "0", "-48", "abc", String(CATALOGUE_MAX + CATALOGUE_STEP), "1e3", "99999"]) expect(shown(`?voir=${bad}`), bad).toBe(CATALOGUE_STEP);
    expect(isShownCount("048")).toBe(false);
  });

  it("links to the next length with the category and the dates, at the grid", () => {
    expect(moreProductsHref("/location-materiel", { category: "all" }, 48)).toBe("/location-materiel?voir=48#produits");
    expect(moreProductsHref("/location", { category: "stage", from: "2026-12-01", to: "2026-12-03" }, 72)).toBe(
      "/location?categorie=stage&du=2026-12-01&au=2026-12-03&voir=72#produits",
    );
    expect(moreProductsHref("/location", { category: "audio" }, CATALOGUE_MAX + 24)).toBe(`/location?categorie=audio&voir=${CATALOGUE_MAX}#produits`);
  });
});
