import { describe, expect, it } from "vitest";
import { EMPTY_CODE, FOREIGN_CODE, scanTarget, UNKNOWN_CODE } from "./scan-target";

// The scanner opens only this back office's depot pages and product histories: every other code a
// phone may read (another site, a script, a path someone edited) is refused with its message.

const PUBLIC = "https://imagine-events.tn";
const PAGE = "http://192.168.1.20:3000";
const ORIGINS = [PAGE, PUBLIC];
const PRODUCT = "3f2a9c1b-5d4e-4f60-8a7b-9c0d1e2f3a4b";

const opens = (raw: string) => {
  const target = scanTarget(raw, ORIGINS);
  return target.ok ? target.path : target.error;
};

describe("scanTarget", () => {
  it("opens a packing list's code, printed with PUBLIC_URL or the page's own address, and a relative path", () => {
    expect(scanTarget(`${PUBLIC}/admin/shop/commandes/CMD-000042/depot`, ORIGINS)).toEqual({ ok: true, kind: "order", path: "/admin/shop/commandes/CMD-000042/depot" });
    expect(opens(`${PAGE}/admin/shop/commandes/CMD-000042/depot`)).toBe("/admin/shop/commandes/CMD-000042/depot");
    expect(opens("/admin/shop/commandes/CMD-000042/depot")).toBe("/admin/shop/commandes/CMD-000042/depot");
    // The number alone, a trailing slash, a newline a scanner adds, upper-case host: the path is rebuilt.
    expect(opens(`${PUBLIC}/admin/shop/commandes/42/depot/`)).toBe("/admin/shop/commandes/CMD-000042/depot");
    expect(opens(`  HTTPS://IMAGINE-EVENTS.TN/admin/shop/commandes/CMD-1234567/depot\n`)).toBe("/admin/shop/commandes/CMD-1234567/depot");
  });

  it("opens a product label's code: the product's history on the maintenance page", () => {
    expect(scanTarget(`${PUBLIC}/admin/shop/maintenance?produit=${PRODUCT}#historique`, ORIGINS)).toEqual({
      ok: true,
      kind: "product",
      path: `/admin/shop/maintenance?produit=${PRODUCT}#historique`,
    });
    expect(opens(`/admin/shop/maintenance?produit=${PRODUCT.toUpperCase()}`)).toBe(`/admin/shop/maintenance?produit=${PRODUCT}#historique`);
  });

  it("refuses another site, whatever its path", () => {
    for (const raw of [
      "https://evil.example/admin/shop/commandes/CMD-000042/depot",
      "https://imagine-events.tn.evil.example/admin/shop/commandes/CMD-000042/depot",
      "http://imagine-events.tn/admin/shop/commandes/CMD-000042/depot", // http where the site is https
      "https://imagine-events.tn:8443/admin/shop/commandes/CMD-000042/depot",
      "https://imagine-events.tn@evil.example/admin/shop/commandes/CMD-000042/depot",
      "https://user:secret@imagine-events.tn/admin/shop/commandes/CMD-000042/depot",
      "https://www.google.com/",
      "WIFI:S:Imagine;T:WPA;P:motdepasse;;",
      "Bonjour",
      "42",
    ]) {
      expect(opens(raw), raw).toBe(FOREIGN_CODE);
    }
  });

  it("refuses scripts, data, protocol-relative and backslash addresses", () => {
    for (const raw of [
      "javascript:alert(1)",
      "JavaScript:location='https://evil.example'",
      "java\nscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example/admin/shop/commandes/CMD-000042/depot",
      "/\\evil.example/admin/shop/commandes/CMD-000042/depot",
      "\\\\evil.example/admin/shop/commandes/CMD-000042/depot",
      "https:evil.example/admin/shop/commandes/CMD-000042/depot",
      "ftp://imagine-events.tn/admin/shop/commandes/CMD-000042/depot",
      "/admin/shop/commandes/CMD-000042/depot\u200b",
      "/admin/shop/commandes/CMD-000042/ depot",
    ]) {
      expect(opens(raw), raw).toBe(FOREIGN_CODE);
    }
  });

  it("refuses a path of this site that is not a depot page or a label's (tampered or edited)", () => {
    for (const raw of [
      `${PUBLIC}/admin/shop/commandes/CMD-000042`,
      `${PUBLIC}/admin/shop/commandes/CMD-000042/depot?redirect=https://evil.example`,
      `${PUBLIC}/admin/shop/commandes/CMD-000042/depot#x`,
      `${PUBLIC}/admin/shop/commandes/CMD-000042/depot/../../../../auth/sign-out`,
      `${PUBLIC}/admin/shop/commandes/CMD-000042/%64epot`,
      `${PUBLIC}/admin/shop/commandes/CMD-000000/depot`,
      `${PUBLIC}/admin/shop/commandes/CMD-0000000042/depot`,
      `${PUBLIC}/admin/shop/commandes/cmd-000042/depot`,
      `${PUBLIC}/ADMIN/shop/commandes/CMD-000042/depot`,
      `${PUBLIC}/admin/shop/maintenance`,
      `${PUBLIC}/admin/shop/maintenance?produit=42`,
      `${PUBLIC}/admin/shop/maintenance?produit=${PRODUCT}&next=https://evil.example`,
      `${PUBLIC}/admin/shop/maintenance?produit=${PRODUCT}#ailleurs`,
      `${PUBLIC}/auth/sign-out`,
      "/",
    ]) {
      expect(opens(raw), raw).toBe(UNKNOWN_CODE);
    }
  });

  it("says an empty code is empty, and accepts nothing without an origin to compare with", () => {
    expect(opens("   ")).toBe(EMPTY_CODE);
    expect(scanTarget("/admin/shop/commandes/CMD-000042/depot", [])).toEqual({ ok: false, error: FOREIGN_CODE });
    expect(scanTarget("/admin/shop/commandes/CMD-000042/depot", ["pas une adresse"])).toEqual({ ok: false, error: FOREIGN_CODE });
    expect(opens(`${PUBLIC}/admin/shop/commandes/CMD-000042/depot?${"x".repeat(600)}`)).toBe(FOREIGN_CODE);
  });
});
