import { describe, expect, it } from "vitest";
import { safeRedirectTo, signInPathFor } from "./redirect-to";

describe("safeRedirectTo", () => {
  it("keeps paths of this site, with their query and fragment", () => {
    expect(safeRedirectTo("/compte")).toBe("/compte");
    expect(safeRedirectTo("/compte?onglet=commandes#liste")).toBe("/compte?onglet=commandes#liste");
    expect(safeRedirectTo("/")).toBe("/");
    expect(safeRedirectTo("/./compte")).toBe("/compte");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.example",
      "http://evil.example/compte",
      "//evil.example",
      "///evil.example",
      "/\\evil",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/.//evil.example",
      "javascript:alert(1)",
      "compte",
      " /compte",
      "",
      `/${"a".repeat(3000)}`,
    ]) {
      expect(safeRedirectTo(value), JSON.stringify(value)).toBeNull();
    }
  });

  it("refuses what is not a string, and the sign-in page itself", () => {
    expect(safeRedirectTo(null)).toBeNull();
    expect(safeRedirectTo(undefined)).toBeNull();
    expect(safeRedirectTo(["/compte"])).toBeNull();
    expect(safeRedirectTo("/auth")).toBeNull();
    expect(safeRedirectTo("/auth?redirectTo=/compte")).toBeNull();
    expect(safeRedirectTo("/auth/sign-out")).toBeNull();
    expect(safeRedirectTo("/authentique")).toBe("/authentique");
  });

  it("keeps the English and Arabic pages, and refuses their sign-in pages", () => {
    expect(safeRedirectTo("/en/compte")).toBe("/en/compte");
    expect(safeRedirectTo("/ar/compte?commandes=2#commandes")).toBe("/ar/compte?commandes=2#commandes");
    expect(safeRedirectTo("/en/")).toBe("/en/");
    expect(safeRedirectTo("/en/auth")).toBeNull();
    expect(safeRedirectTo("/ar/auth?mode=inscription")).toBeNull();
    expect(safeRedirectTo("/en/auth/sign-out")).toBeNull();
  });
});

describe("signInPathFor", () => {
  it("carries a safe path, and drops an unsafe one", () => {
    expect(signInPathFor("/compte")).toBe("/auth?redirectTo=%2Fcompte");
    expect(signInPathFor("//evil.example")).toBe("/auth");
    expect(signInPathFor(null)).toBe("/auth");
  });

  it("is in the language of the page it comes back to, or the one given", () => {
    expect(signInPathFor("/en/compte")).toBe("/en/auth?redirectTo=%2Fen%2Fcompte");
    expect(signInPathFor("/ar/verifier-email")).toBe("/ar/auth?redirectTo=%2Far%2Fverifier-email");
    expect(signInPathFor(null, "ar")).toBe("/ar/auth");
  });
});
