import { describe, expect, it } from "vitest";
import { chosenLocale, preferredLocale, suggestedLocale } from "./locale-choice";

describe("the language choice", () => {
  it("reads the cookie and ignores what is not a language of the site", () => {
    expect(chosenLocale("a=1; lang=ar; b=2")).toBe("ar");
    expect(chosenLocale("lang=de")).toBeNull();
    expect(chosenLocale("")).toBeNull();
  });
  it("takes the browser's first language the site speaks", () => {
    expect(preferredLocale(["de-DE", "en-US", "fr"])).toBe("en");
    expect(preferredLocale(["ar-TN"])).toBe("ar");
    expect(preferredLocale(["de", "it"])).toBeNull();
  });
  it("suggests the chosen language over the browser's, never the page's own", () => {
    expect(suggestedLocale("fr", "en", "ar")).toBe("en");
    expect(suggestedLocale("fr", null, "ar")).toBe("ar");
    expect(suggestedLocale("en", "en", "ar")).toBeNull();
    expect(suggestedLocale("fr", null, "fr")).toBeNull();
    expect(suggestedLocale("fr", null, null)).toBeNull();
  });
});
