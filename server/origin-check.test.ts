import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { originCheck, trustProxyWarning } from "./origin-check";

// A real Express server with the middleware in front of a route, as in server/index.ts.
let server: Server;
let base: string;
beforeAll(async () => {
  const app = express();
  app.use(originCheck({ publicUrl: "https://imagine.example" }));
  app.all("/{*splat}", (_req, res) => {
    res.send("ok");
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (headers: Record<string, string>, method = "POST") =>
  fetch(`${base}/auth`, { method, headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body: "intent=sign-in" });

describe("originCheck", () => {
  it("refuses a POST from a foreign origin with 403", async () => {
    const response = await post({ Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Requête refusée");
  });

  it("refuses other state-changing methods and a cross-site Fetch Metadata without Origin", async () => {
    expect((await post({ Origin: "https://evil.example" }, "DELETE")).status).toBe(403);
    expect((await post({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post({ Origin: "null" })).status).toBe(403);
  });

  it("lets our own origin, PUBLIC_URL's and origin-less posts through", async () => {
    expect((await post({ Origin: base })).status).toBe(200);
    expect((await post({ Origin: "https://imagine.example" })).status).toBe(200);
    expect((await post({})).status).toBe(200);
    expect((await post({ Origin: base, "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
  });

  it("never blocks reads", async () => {
    const response = await fetch(`${base}/auth`, { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect(response.status).toBe(200);
  });
});

describe("trustProxyWarning", () => {
  it("names TRUST_PROXY when PUBLIC_URL is https and the proxy is not trusted, and only then", () => {
    const warning = trustProxyWarning({ PUBLIC_URL: "https://imagine-events.tn", TRUST_PROXY: false });
    expect(warning).toBe(
      "PUBLIC_URL est en https mais TRUST_PROXY est désactivé : derrière un proxy, chaque formulaire sera refusé. Définissez TRUST_PROXY=true.",
    );
    expect(trustProxyWarning({ PUBLIC_URL: "https://imagine-events.tn", TRUST_PROXY: true })).toBeNull();
    expect(trustProxyWarning({ PUBLIC_URL: "http://localhost:3000", TRUST_PROXY: false })).toBeNull();
  });
});
