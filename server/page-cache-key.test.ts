import { describe, expect, it } from "vitest";
import { acceptsGzip, pageCacheKey } from "./page-cache-key";

const get = (url: string, headers: Record<string, string> = {}) => pageCacheKey({ method: "GET", url, headers });

describe("which requests the page cache may answer", () => {
  it("public pages without query, GET or HEAD", () => {
    for (const url of ["/", "/contact", "/portfolio", "/location-materiel", "/location", "/imagine-events", "/yourday"]) {
      expect(get(url)).toEqual({ cacheable: true, key: `browser ${url}`, dated: false });
    }
    expect(pageCacheKey({ method: "HEAD", url: "/", headers: {} }).cacheable).toBe(true);
  });

  it("the English and Arabic pages too, each language under its own key", () => {
    for (const url of ["/en/", "/ar/", "/en/contact", "/ar/location-materiel", "/en/yourday"]) {
      expect(get(url)).toEqual({ cacheable: true, key: `browser ${url}`, dated: false });
    }
    expect(get("/ar/location-materiel?categorie=audio")).toEqual({ cacheable: true, key: "browser /ar/location-materiel?categorie=audio", dated: false });
    for (const url of ["/en", "/de/", "/en/panier", "/ar/auth", "/en/commande/abc", "/EN/", "/en/contact/"]) expect(get(url).cacheable, url).toBe(false);
  });

  it("never personal or resource paths, nor near-miss spellings", () => {
    for (const url of ["/panier", "/auth", "/admin", "/compte", "/commande/abc", "/healthz", "/sitemap.xml", "/contact/", "/Contact", "/%63ontact", "/_root.data", "/index.data"]) {
      expect(get(url).cacheable, url).toBe(false);
    }
  });

  it("any cookie or authorization bypasses, even an empty one", () => {
    expect(get("/", { cookie: "" })).toEqual({ cacheable: false, reason: "cookie" });
    expect(get("/", { cookie: "theme=dark" })).toEqual({ cacheable: false, reason: "cookie" });
    expect(get("/", { authorization: "Bearer x" })).toEqual({ cacheable: false, reason: "authorization" });
  });

  it("other methods bypass", () => {
    expect(pageCacheKey({ method: "POST", url: "/contact", headers: {} }).cacheable).toBe(false);
  });

  it("known filters are normalised; anything else bypasses", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(pageCacheKey({ method: "GET", url: "/location-materiel?categorie=audio", headers: {} }, now)).toEqual({
      cacheable: true,
      key: "browser /location-materiel?categorie=audio",
      dated: false,
    });
    const a = pageCacheKey({ method: "GET", url: "/location?au=2026-12-03&du=2026-12-01&categorie=light", headers: {} }, now);
    const b = pageCacheKey({ method: "GET", url: "/location?categorie=light&du=2026-12-01&au=2026-12-03", headers: {} }, now);
    expect(a).toEqual(b);
    expect(a).toEqual({ cacheable: true, key: "browser /location?au=2026-12-03&categorie=light&du=2026-12-01#2026-11-23", dated: true });
    // « Voir plus »: each length of the list is a page of its own.
    expect(pageCacheKey({ method: "GET", url: "/location-materiel?voir=48&categorie=stage", headers: {} }, now)).toEqual({
      cacheable: true,
      key: "browser /location-materiel?categorie=stage&voir=48",
      dated: false,
    });
    for (const url of [
      "/location-materiel?voir=25",
      "/location-materiel?voir=72",
      "/location-materiel?voir=0",
      "/location-materiel?voir=-24",
      "/location-materiel?voir=9600",
      "/location-materiel?voir=048",
      "/location-materiel?categorie=%3Cscript%3E",
      "/location-materiel?categorie=<script>",
      "/location-materiel?categorie=all",
      "/location-materiel?categorie=",
      "/location-materiel?categorie=audio&categorie=light",
      "/location-materiel?utm_source=x",
      "/location-materiel?categorie=audio&x=1",
      "/location-materiel?du=2026-02-30",
      "/location-materiel?",
      "/location-materiel?&",
      "/contact?categorie=audio",
      "/?x",
    ]) {
      expect(pageCacheKey({ method: "GET", url, headers: {} }, now).cacheable, url).toBe(false);
    }
  });

  it("the key ignores Host, X-Forwarded-* and Accept-Encoding", () => {
    expect(get("/", { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", "accept-encoding": "br" })).toEqual(get("/"));
  });

  it("crawlers and browsers are cached apart (whole document or stream)", () => {
    const bot = get("/", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    const browser = get("/", { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" });
    expect(bot).toEqual({ cacheable: true, key: "bot /", dated: false });
    expect(browser).toEqual({ cacheable: true, key: "browser /", dated: false });
  });

  it("a dated view's key changes with the day in Tunis", () => {
    const url = "/location-materiel?du=2026-12-01&au=2026-12-02";
    const day1 = pageCacheKey({ method: "GET", url, headers: {} }, new Date("2026-11-23T22:30:00Z"));
    const day2 = pageCacheKey({ method: "GET", url, headers: {} }, new Date("2026-11-23T23:30:00Z"));
    expect(day1).not.toEqual(day2);
  });
});

describe("acceptsGzip", () => {
  it.each([
    ["gzip", true],
    ["gzip, deflate, br, zstd", true],
    ["br", false],
    ["identity", false],
    ["", false],
    [undefined, false],
    ["gzip;q=0", false],
    ["gzip;q=0, *", false],
    ["*", true],
    ["*;q=0", false],
    ["GZIP;Q=0.5", true],
    ["gzip;q=abc", false],
    ["x-gzip", true],
  ])("%s → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
