import { describe, expect, it } from "vitest";
import { directionOf, isLocale, isMiscasedLocalePrefix, localizedPath, splitLocalePath } from "./locale";

describe("splitLocalePath", () => {
  it("reads the prefix and the French path after it", () => {
    expect(splitLocalePath("/en/contact")).toEqual({ locale: "en", path: "/contact" });
    expect(splitLocalePath("/ar/commande/abc")).toEqual({ locale: "ar", path: "/commande/abc" });
    expect(splitLocalePath("/en/")).toEqual({ locale: "en", path: "/" });
    expect(splitLocalePath("/ar")).toEqual({ locale: "ar", path: "/" });
  });
  it("leaves French paths and unknown prefixes to French", () => {
    expect(splitLocalePath("/contact")).toEqual({ locale: "fr", path: "/contact" });
    expect(splitLocalePath("/")).toEqual({ locale: "fr", path: "/" });
    expect(splitLocalePath("/english")).toEqual({ locale: "fr", path: "/english" });
    expect(splitLocalePath("/fr/contact")).toEqual({ locale: "fr", path: "/fr/contact" });
  });
});

describe("isMiscasedLocalePrefix", () => {
  it("finds a prefix in the wrong case only", () => {
    expect(isMiscasedLocalePrefix("/EN/")).toBe(true);
    expect(isMiscasedLocalePrefix("/Ar/contact")).toBe(true);
    expect(isMiscasedLocalePrefix("/en/contact")).toBe(false);
    expect(isMiscasedLocalePrefix("/english")).toBe(false);
    expect(isMiscasedLocalePrefix("/contact")).toBe(false);
  });
});

describe("localizedPath", () => {
  it("prefixes English and Arabic, and round-trips", () => {
    expect(localizedPath("fr", "/contact")).toBe("/contact");
    expect(localizedPath("en", "/")).toBe("/en/");
    expect(localizedPath("ar", "/location-materiel")).toBe("/ar/location-materiel");
    for (const path of ["/", "/contact", "/commande/x"]) expect(splitLocalePath(localizedPath("ar", path)).path).toBe(path);
  });
  it("knows the languages and their direction", () => {
    expect(isLocale("ar")).toBe(true);
    expect(isLocale("de")).toBe(false);
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });
});
