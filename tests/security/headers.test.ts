import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiledProgram, ensureAppBuild, freePort, seedDataDir, startServer, tempDataDir } from "../../server/test-server";
import { tried } from "./tried";

// The headers of the real server (production build, compiled server), as a browser gets them:
// 'wasm-unsafe-eval' on the scanner's document alone, no-store on every private page and its
// data requests, exactly one Referrer-Policy even where a route sets its own, HSTS only with an
// https PUBLIC_URL; and the boot's warning when an https PUBLIC_URL is not behind a trusted proxy.

const TRUST_PROXY_WARNING =
  "PUBLIC_URL est en https mais TRUST_PROXY est désactivé : derrière un proxy, chaque formulaire sera refusé. Définissez TRUST_PROXY=true.";

type Started = { base: string; stderr: () => string; stop: () => void; remove: () => void };

async function start(env: Record<string, string>, publicUrl?: string): Promise<Started> {
  const data = tempDataDir();
  await seedDataDir(data.dir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer([compiledProgram()], {
    PORT: String(port),
    PUBLIC_URL: publicUrl ?? base,
    DATA_DIR: data.dir,
    DATABASE_URL: "",
    SMTP_URL: "",
    ...env,
  });
  let stderr = "";
  server.child.stderr!.on("data", (chunk) => (stderr += chunk));
  await server.ready;
  return {
    base,
    stderr: () => stderr,
    stop: () => {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    },
    remove: data.remove,
  };
}

/** The response's headers as sent, each occurrence apart (fetch would join repeated ones). */
function rawHeaders(
  url: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; headers: [string, string][] }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { headers, method: body === undefined ? "GET" : "POST" }, (response) => {
      const pairs: [string, string][] = [];
      for (let i = 0; i < response.rawHeaders.length; i += 2) pairs.push([response.rawHeaders[i]!.toLowerCase(), response.rawHeaders[i + 1]!]);
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: pairs }));
    });
    sent.on("error", reject);
    sent.end(body);
  });
}

const all = (headers: [string, string][], name: string) => headers.filter(([key]) => key === name).map(([, value]) => value);

let plain: Started;
let adminCookie = "";

beforeAll(async () => {
  ensureAppBuild();
  plain = await start({ TRUST_PROXY: "true", E2E_TEST_HOOKS: "1" });
  const response = await fetch(`${plain.base}/__e2e/user`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: `admin-${randomUUID().slice(0, 8)}@imagine-events.tn`, admin: true }),
  });
  const admin = (await response.json()) as { cookies: { name: string; value: string }[] };
  adminCookie = admin.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}, 240_000);

afterAll(() => {
  plain?.stop();
  plain?.remove();
});

describe("the headers of the real server", () => {
  it("allows WebAssembly on the scanner's document only", async () => {
    tried("CSP de /, /admin ('Aujourd'hui'), /admin/customize/hero, /admin/shop et /admin/shop/scanner (administrateur)");
    for (const path of ["/", "/admin", "/admin/customize/hero", "/admin/shop"]) {
      const { status, headers } = await rawHeaders(`${plain.base}${path}`, { Cookie: adminCookie });
      expect(status, path).toBe(200);
      expect(all(headers, "content-security-policy"), path).toHaveLength(1);
      expect(all(headers, "content-security-policy")[0], path).not.toContain("wasm-unsafe-eval");
    }
    const scanner = await rawHeaders(`${plain.base}/admin/shop/scanner`, { Cookie: adminCookie });
    expect(scanner.status).toBe(200);
    expect(all(scanner.headers, "content-security-policy")[0]).toContain("script-src 'self' 'nonce-");
    expect(all(scanner.headers, "content-security-policy")[0]).toContain("'wasm-unsafe-eval'");
    expect(all(scanner.headers, "content-security-policy")[0]).not.toMatch(/'unsafe-eval'|'unsafe-inline' 'self' 'nonce/);
  });

  it("keeps every back-office page, its data requests and downloads, the client space and the reset page out of caches", async () => {
    const paths = ["/admin", "/admin/customize/hero", "/admin/shop/scanner", "/admin.data", "/admin/shop.data", "/admin/contact.csv", "/admin/media", "/compte", "/compte.data", "/reset-password", "/reset-password?token=abc"];
    tried(`Cache-Control de ${paths.join(", ")} (administrateur, puis sans session)`);
    for (const cookie of [adminCookie, ""]) {
      for (const path of paths) {
        const { headers } = await rawHeaders(`${plain.base}${path}`, cookie ? { Cookie: cookie } : {});
        const cacheControl = all(headers, "cache-control");
        expect(cacheControl, `${path} ${cookie ? "admin" : "anonyme"}`).toEqual(["private, no-store"]);
      }
    }
    const home = await rawHeaders(`${plain.base}/`);
    expect(all(home.headers, "cache-control").join()).not.toContain("no-store");
  });

  it("sends exactly one Referrer-Policy, the route's own where it sets one", async () => {
    const checks: [string, string][] = [
      ["/", "strict-origin-when-cross-origin"],
      ["/admin/customize/hero", "strict-origin-when-cross-origin"],
      ["/admin/shop/scanner", "strict-origin-when-cross-origin"],
      // Pages that set their own: a link's page (here, a token of nobody's: 404) and the e-mail check.
      ["/verifier-email", "no-referrer"],
      ["/commande/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "same-origin"],
    ];
    tried(`Referrer-Policy de ${checks.map(([path]) => path).join(", ")}`);
    for (const [path, policy] of checks) {
      const { headers } = await rawHeaders(`${plain.base}${path}`, { Cookie: adminCookie });
      expect(all(headers, "referrer-policy"), path).toEqual([policy]);
      expect(all(headers, "x-content-type-options"), path).toEqual(["nosniff"]);
    }
  });

  it("sends no HSTS when PUBLIC_URL is plain http, and no proxy warning at boot", async () => {
    tried("HSTS de / avec PUBLIC_URL en http");
    const { headers } = await rawHeaders(`${plain.base}/`);
    expect(all(headers, "strict-transport-security")).toEqual([]);
    expect(plain.stderr()).not.toContain("TRUST_PROXY");
  });
});

describe("an https PUBLIC_URL without TRUST_PROXY", () => {
  let secure: Started;
  beforeAll(async () => {
    secure = await start({ TRUST_PROXY: "false" }, "https://imagine.example");
  }, 240_000);
  afterAll(() => {
    secure?.stop();
    secure?.remove();
  });

  it("sends HSTS, and says once at boot, naming TRUST_PROXY, that every form would be refused", async () => {
    tried("démarrage avec PUBLIC_URL=https://imagine.example et TRUST_PROXY=false, puis HSTS de /");
    const { headers } = await rawHeaders(`${secure.base}/`);
    expect(all(headers, "strict-transport-security")).toEqual(["max-age=31536000; includeSubDomains"]);
    const warnings = secure
      .stderr()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: string; msg: string })
      .filter((entry) => entry.msg.includes("TRUST_PROXY"));
    expect(warnings).toEqual([expect.objectContaining({ level: "warn", msg: TRUST_PROXY_WARNING })]);
  });

  it("refuses indeed a form posted through an https proxy: what the warning is about", async () => {
    tried("POST /contact comme derrière un proxy https (Host, X-Forwarded-Proto, Origin https://imagine.example)");
    const { status } = await rawHeaders(
      `${secure.base}/contact`,
      { Host: "imagine.example", "X-Forwarded-Proto": "https", Origin: "https://imagine.example", "Content-Type": "application/x-www-form-urlencoded" },
      "first_name=Amel",
    );
    expect(status).toBe(400);
  });
});
