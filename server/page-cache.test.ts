import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { revisionPoller } from "../app/content/content-cache.server";
import { parseEnv } from "../app/lib/env.server";
import { logger } from "../app/lib/logger.server";
import { pageCache, type PageCache } from "./page-cache";
import { securityHeaders } from "./security-headers";

// The middleware in front of a fake page handler, in the order of server/index.ts (security
// headers make the nonce, compression, then the cache): hits, misses, nonce, cookies, byte cap.

type Setup = {
  base: string;
  cache: PageCache;
  renders: () => number;
  setRevision: (n: number) => void;
  /** Makes the revision's reads fail, as while the database is unreachable. */
  failRevision: (fail: boolean) => void;
  close: () => Promise<void>;
};
const servers: Setup[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function setup({
  maxBytes = 1024 * 1024,
  padding = 2000,
  quarantineMs = 0,
  setCookie = false,
  hold = undefined as Promise<void> | undefined,
} = {}): Promise<Setup> {
  let revision = 1;
  let revisionFails = false;
  let renders = 0;
  const app = express();
  app.use(securityHeaders({ dev: false, https: true }));
  app.use(compression());
  const readRevision = async () => {
    if (revisionFails) throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    return revision;
  };
  const cache = pageCache({ maxBytes, revision: revisionPoller(readRevision, 0), logger, quarantineMs });
  app.use(cache.watchWrites);
  // Mounted as in server/index.ts: the router rewrites req.url while it answers.
  app.use("/__e2e", (_req, res) => void res.send("ok"));
  app.use(cache);
  app.all("/{*splat}", async (req, res) => {
    renders++;
    const nonce = String(res.locals.cspNonce);
    res.status(req.path === "/absent" ? 404 : 200).type("html");
    if (setCookie) res.append("Set-Cookie", "toast=1; Path=/");
    // Streamed in pieces, the nonce twice, as React's renderer does.
    res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head><body><p>rendu ${renders}</p>`);
    if (hold && req.method === "GET") await hold;
    res.write(`<div>${"contenu ".repeat(padding)}</div><script nonce="${nonce}">2</script>`);
    res.end("</body></html>");
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const setupValue: Setup = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cache,
    renders: () => renders,
    setRevision: (n) => (revision = n),
    failRevision: (fail) => (revisionFails = fail),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  servers.push(setupValue);
  return setupValue;
}

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")![1]!;

async function waitUntilStored(cache: PageCache, count = 1) {
  for (let i = 0; i < 200 && cache.store.size < count; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(cache.store.size).toBe(count);
}

describe("page cache middleware", () => {
  it("misses, stores, then hits without rendering again", async () => {
    const { base, cache, renders } = await setup();
    const first = await fetch(`${base}/contact`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const firstBody = await first.text();
    await waitUntilStored(cache);
    const second = await fetch(`${base}/contact`);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect((await second.text()).replaceAll(nonceOf(second), "N")).toBe(firstBody.replaceAll(nonceOf(first), "N"));
    expect(renders()).toBe(1);
  });

  it("every response has its own nonce, the same in its CSP header and in its HTML (gzip, br, identity)", async () => {
    const { base, cache } = await setup();
    await (await fetch(`${base}/`)).text();
    await waitUntilStored(cache);
    const seen = new Set<string>();
    for (const encoding of ["gzip", "br", "identity", "gzip, deflate, br, zstd", "deflate", "*", "nonsense;q=x"]) {
      const response = await fetch(`${base}/`, { headers: { "Accept-Encoding": encoding } });
      expect(response.headers.get("x-page-cache")).toBe("hit");
      const nonce = nonceOf(response);
      const html = await response.text(); // fetch decodes gzip, br and deflate
      expect(html.split(`nonce="${nonce}"`)).toHaveLength(3);
      expect(html).toContain("rendu 1");
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
    }
  });

  it("a new content revision is a miss, then stored again", async () => {
    const { base, cache, setRevision, renders } = await setup();
    await (await fetch(`${base}/`)).text();
    await waitUntilStored(cache);
    setRevision(2);
    const after = await fetch(`${base}/`);
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain("rendu 2");
    expect(renders()).toBe(2);
  });

  it("a request with any cookie bypasses, and never fills the cache", async () => {
    const { base, cache, renders } = await setup();
    for (const cookie of ["imagine.session_token=abc", "flash=1", "x=y", ""]) {
      const response = await fetch(`${base}/`, { headers: { Cookie: cookie } });
      expect(response.headers.get("x-page-cache")).toBe("bypass");
      await response.text();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.store.size).toBe(0);
    expect(renders()).toBe(4);
    expect((await fetch(`${base}/`)).headers.get("x-page-cache")).toBe("miss");
  });

  it("an answer that sets a cookie is never stored", async () => {
    const { base, cache } = await setup({ setCookie: true });
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base}/`);
      expect(response.headers.get("x-page-cache")).toBe("miss");
      await response.text();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.store.size).toBe(0);
  });

  it("neither a non-200 answer nor a HEAD fills the cache; a HEAD is answered from it", async () => {
    const { base, cache } = await setup();
    await (await fetch(`${base}/contact`, { method: "HEAD" })).text();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.store.size).toBe(0);
    await (await fetch(`${base}/`)).text();
    await waitUntilStored(cache);
    const head = await fetch(`${base}/`, { method: "HEAD" });
    expect(head.headers.get("x-page-cache")).toBe("hit");
  });

  it("the byte cap evicts the least recently used page", async () => {
    // Each page is ~20 KB plain + its gzip; the cap holds two. (fetch says "node": a crawler.)
    const { base, cache } = await setup({ maxBytes: 50_000, padding: 2500 });
    for (const path of ["/", "/contact"]) await (await fetch(`${base}${path}`)).text();
    await waitUntilStored(cache, 2);
    expect((await fetch(`${base}/`)).headers.get("x-page-cache")).toBe("hit"); // "/" most recent
    await (await fetch(`${base}/portfolio`)).text();
    for (let i = 0; i < 200 && !cache.store.keys().some((key) => key.endsWith(" /portfolio")); i++) await new Promise((r) => setTimeout(r, 10));
    expect(cache.store.keys()).toEqual(["1 bot /", "1 bot /portfolio"]);
    expect(cache.store.bytes).toBeLessThanOrEqual(50_000);
    expect((await fetch(`${base}/contact`)).headers.get("x-page-cache")).toBe("miss");
  });

  it("after a revision change, renders are not stored for the quarantine time", async () => {
    const { base, cache, setRevision } = await setup({ quarantineMs: 60_000 });
    await (await fetch(`${base}/`)).text(); // first revision seen: no change yet, stored
    await waitUntilStored(cache);
    setRevision(5);
    await (await fetch(`${base}/`)).text();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(cache.store.keys()).toEqual(["1 bot /"]);
  });

  it("a POST makes the next page read the revision again", async () => {
    let reads = 0;
    const source = revisionPoller(async () => ++reads, 60_000);
    expect(await source.current()).toBe(1);
    expect(await source.current()).toBe(1);
    source.stale();
    expect(await source.current()).toBe(2);
    expect(source.changedAt()).toBeGreaterThan(0);
  });

  it("the database unreachable: a cached page is still served at the last revision seen, an uncached one goes through", async () => {
    const { base, cache, renders, failRevision } = await setup();
    await (await fetch(`${base}/`)).text();
    await waitUntilStored(cache);
    failRevision(true);
    const hit = await fetch(`${base}/`);
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(await hit.text()).toContain("rendu 1");
    // Not in the cache: left to what follows (server/database-outage.ts answers it while down).
    expect((await fetch(`${base}/contact`)).headers.get("x-page-cache")).toBe("miss");
    expect(renders()).toBe(2);
  });

  it("a revision that cannot be read keeps the last one seen, and fails only before any", async () => {
    let read: () => Promise<number> = () => Promise.reject(new Error("Connection terminated unexpectedly"));
    const source = revisionPoller(() => read(), 0);
    await expect(source.current()).rejects.toThrow("Connection terminated");
    read = async () => 3;
    expect(await source.current()).toBe(3);
    read = () => Promise.reject(new Error("Connection terminated unexpectedly"));
    expect(await source.current()).toBe(3);
    read = async () => 4;
    expect(await source.current()).toBe(4);
  });

  it("a write through the browser tests' hooks empties the cache", async () => {
    const { base, cache } = await setup();
    await (await fetch(`${base}/`)).text();
    await waitUntilStored(cache);
    await (await fetch(`${base}/__e2e/sql`, { method: "POST" })).text();
    expect(cache.store.size).toBe(0);
    expect((await fetch(`${base}/`)).headers.get("x-page-cache")).toBe("miss");
  });

  it("a page that was rendering when a browser test's write emptied the cache is sent but not kept", async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { base, cache, renders } = await setup({ hold });
    const rendering = fetch(`${base}/contact`);
    for (let i = 0; i < 100 && renders() === 0; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    await (await fetch(`${base}/__e2e/sql`, { method: "POST" })).text();
    release();
    expect((await rendering).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.store.size).toBe(0);
    // The next visitor gets a page rendered after the write, which is kept.
    expect((await fetch(`${base}/contact`)).headers.get("x-page-cache")).toBe("miss");
    await waitUntilStored(cache);
  });

  it("PAGE_CACHE_MAX_BYTES: default, 0, and a clear error", () => {
    expect(parseEnv({}).PAGE_CACHE_MAX_BYTES).toBe(32 * 1024 * 1024);
    expect(parseEnv({ PAGE_CACHE_MAX_BYTES: "0" }).PAGE_CACHE_MAX_BYTES).toBe(0);
    expect(parseEnv({ PAGE_CACHE_MAX_BYTES: "1000" }).PAGE_CACHE_MAX_BYTES).toBe(1000);
    expect(() => parseEnv({ PAGE_CACHE_MAX_BYTES: "32MB" })).toThrow(/PAGE_CACHE_MAX_BYTES: doit être un nombre entier/);
  });

  it("0 turns the cache off", async () => {
    const { base, renders } = await setup({ maxBytes: 0 });
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base}/`);
      expect(response.headers.get("x-page-cache")).toBeNull();
      await response.text();
    }
    expect(renders()).toBe(2);
  });
});
