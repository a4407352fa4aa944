import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, isPrivatePath, paymentPageOrigins, securityHeaders } from "./security-headers";

describe("contentSecurityPolicy", () => {
  it("allows WebAssembly only when asked (the scanner's document), never eval()", () => {
    expect(contentSecurityPolicy("n", { dev: false })).not.toContain("wasm-unsafe-eval");
    const scanner = contentSecurityPolicy("n", { dev: false, wasm: true });
    expect(scanner).toContain("script-src 'self' 'nonce-n' 'wasm-unsafe-eval';");
    expect(scanner).not.toContain("'unsafe-eval'");
  });
});

describe("paymentPageOrigins", () => {
  const urls = { KONNECT_API_URL: "https://api.konnect.network/api/v2", FLOUCI_API_URL: "http://127.0.0.1:4710/flouci/api/v2" };
  it("lets forms lead to the pay pages of the gateways configured only", () => {
    expect(paymentPageOrigins(urls)).toEqual([]);
    expect(contentSecurityPolicy("n", { dev: false })).toContain("form-action 'self';");
    const konnect = paymentPageOrigins({ ...urls, KONNECT_API_KEY: "k" });
    expect(konnect).toContain("https://gateway.konnect.network");
    expect(konnect.some((origin) => origin.includes("flouci"))).toBe(false);
    const both = paymentPageOrigins({ ...urls, KONNECT_API_KEY: "k", FLOUCI_APP_TOKEN: "t" });
    expect(both).toContain("http://127.0.0.1:4710");
    expect(contentSecurityPolicy("n", { dev: false, formTargets: both })).toMatch(/form-action 'self' https:\/\/gateway\.konnect\.network .*http:\/\/127\.0\.0\.1:4710/);
  });
});

describe("isPrivatePath", () => {
  it("covers the back office, its data requests, the client space and the reset page", () => {
    for (const path of ["/admin", "/admin/", "/admin.data", "/admin/shop", "/admin/shop.data", "/admin/shop.csv", "/compte", "/compte.data", "/compte/profil.json", "/reset-password", "/reset-password.data"]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
    for (const path of ["/", "/_root.data", "/contact", "/administration", "/comptes", "/location-materiel", "/auth"]) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });
});

// A real Express server with the middleware in front of routes that set headers of their own with
// res.append, as React Router's adapter does.
let server: Server;
let base: string;
async function listen(https: boolean) {
  const app = express();
  app.use(securityHeaders({ dev: false, https }));
  app.get("/{*splat}", (_req, res) => {
    res.append("Referrer-Policy", "same-origin");
    res.append("X-Content-Type-Options", "nosniff");
    res.append("Cache-Control", "public, max-age=60");
    res.append("Vary", "Cookie");
    res.send("ok");
  });
  const started = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return { started, url: `http://127.0.0.1:${(started.address() as AddressInfo).port}` };
}

describe("securityHeaders", () => {
  beforeAll(async () => {
    ({ started: server, url: base } = await listen(false));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("lets a route's Referrer-Policy replace ours: one header, the route's", async () => {
    const response = await fetch(`${base}/commande/x`);
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("vary")).toBe("Cookie");
  });

  it("keeps no-store on private pages whatever the route says, and leaves public ones to the route", async () => {
    expect((await fetch(`${base}/admin/shop.data`)).headers.get("cache-control")).toBe("private, no-store");
    expect((await fetch(`${base}/compte`)).headers.get("cache-control")).toBe("private, no-store");
    expect((await fetch(`${base}/`)).headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("puts 'wasm-unsafe-eval' on the scanner's page alone, and HSTS only under https", async () => {
    expect((await fetch(`${base}/admin/shop/scanner`)).headers.get("content-security-policy")).toContain("'wasm-unsafe-eval'");
    expect((await fetch(`${base}/admin/shop`)).headers.get("content-security-policy")).not.toContain("wasm-unsafe-eval");
    expect((await fetch(`${base}/`)).headers.get("strict-transport-security")).toBeNull();
    const secure = await listen(true);
    try {
      expect((await fetch(`${secure.url}/`)).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await new Promise<void>((resolve) => secure.started.close(() => resolve()));
    }
  });
});
