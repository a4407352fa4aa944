import { PGLITE_EXTENSIONS } from "../app/db/client.server";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiledProgram, freePort, seedDataDir } from "./test-server";

// The real server process: start-up checks, security headers, health, graceful shutdown.
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

type Run = { code: number | null; stdout: string; stderr: string; ms: number };

function runServer(env: Record<string, string>, { waitForReady = false } = {}) {
  const child = spawn(process.execPath, [compiledProgram()], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", HOST: "127.0.0.1", BUILD_DIR, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  const started = Date.now();
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<Run>((resolve) =>
    child.on("exit", (code) => resolve({ code, stdout, stderr, ms: Date.now() - started })),
  );
  const ready = waitForReady
    ? new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`server not ready: ${stdout}${stderr}`)), 60_000);
        child.stdout!.on("data", () => {
          if (stdout.includes("Imagine est prêt")) {
            clearTimeout(timer);
            resolve();
          }
        });
      })
    : Promise.resolve();
  return { child, exited, ready };
}

const tempDirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "imagine-server-"));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("start-up failures stop the start with a clear message", () => {
  it("an invalid variable is named", async () => {
    const { exited } = runServer({ PORT: "pas-un-port", DATA_DIR: tempDir() });
    const run = await exited;
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("Configuration invalide");
    expect(run.stderr).toContain("PORT");
    expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace wall
  });

  it("an unreachable DATABASE_URL fails fast", async () => {
    const { exited } = runServer({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/imagine", DATA_DIR: tempDir(), PORT: "4391" });
    const run = await exited;
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("base de données injoignable");
    expect(run.stderr).toContain("127.0.0.1:1");
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.ms).toBeLessThan(30_000);
  });

  it("a failing migration stops the start and nothing is served", async () => {
    const dataDir = tempDir();
    // A table that clashes with the first migration.
    const db = new PGlite(path.join(dataDir, "pglite"), { extensions: PGLITE_EXTENSIONS });
    await db.exec("create table stats (id int primary key)");
    await db.close();
    const { exited } = runServer({ DATA_DIR: dataDir, PORT: "4392" });
    const run = await exited;
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("échec de la migration");
    expect(run.stdout).not.toContain("Imagine est prêt");
  });
});

describe("a running server", () => {
  let server: ReturnType<typeof runServer>;
  let base = "";

  beforeAll(async () => {
    // A port free now rather than a fixed one: test runs of several work trees share the machine.
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    if (!existsSync(path.join(BUILD_DIR, "server/index.js"))) {
      const build = spawnSync("npx", ["react-router", "build"], { stdio: "ignore", env: { ...process.env, BUILD_DIR } });
      if (build.status !== 0) throw new Error("build failed");
    }
    // Its first start (migrate, seed) is app/db/prepare.server.test.ts's: this one starts ready.
    const dataDir = tempDir();
    await seedDataDir(dataDir);
    server = runServer({ DATA_DIR: dataDir, PORT: String(port) }, { waitForReady: true });
    await server.ready;
  }, 180_000);

  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  });

  it("answers /healthz with 200 and the database kind", async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "pglite" });
  });

  it("sends the security headers on every response", async () => {
    for (const url of [`${base}/`, `${base}/page-inconnue`, `${base}/healthz`]) {
      const response = await fetch(url);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      // PUBLIC_URL is http here: no HSTS (tests/security/headers.test.ts has the https case).
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("gives inline scripts the response's nonce", async () => {
    const response = await fetch(`${base}/`);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const html = await response.text();
    expect(nonce).toBeTruthy();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!);
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attributes of inlineScripts) {
      if (attributes.includes("application/ld+json")) continue;
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });

  it("answers 404 for an unknown path", async () => {
    const response = await fetch(`${base}/nulle-part`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });

  it("has no /metrics without METRICS_TOKEN: the site's 404", async () => {
    const response = await fetch(`${base}/metrics`, { headers: { Authorization: "Bearer nimporte-quel-jeton-0123456789" } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("imagine_http_requests_total");
  });

  it("finishes in-flight requests and exits within 10 s on SIGTERM", async () => {
    const inFlight = fetch(`${base}/`).then((r) => r.status);
    server.child.kill("SIGTERM");
    const [status, run] = await Promise.all([inFlight, server.exited]);
    expect(status).toBe(200);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Arrêt terminé");
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 15_000);
});
