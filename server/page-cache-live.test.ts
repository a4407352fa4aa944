import { gunzipSync } from "node:zlib";
import { adminConnection } from "../app/test-support/databases.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiledProgram, ensureAppBuild, freePort, seedDataDir, startServer, tempDataDir } from "./test-server";

// The page cache in the real server (production build, compiled server): poisoning attempts, the nonce,
// cookies, and invalidation by a content save on this instance (PGlite) and on another instance
// sharing PostgreSQL (when TEST_DATABASE_URL is set).
//
// The "save" is what every back-office save does to the database in its transaction (the content
// row and the bump of the "content" revision, app/content/content-rows.server.ts), sent through the
// server's test hook: the test process cannot open the server's PGlite directory.

type Instance = { base: string; stop: () => void };

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer([compiledProgram()], {
    PORT: String(port),
    PUBLIC_URL: base,
    E2E_TEST_HOOKS: "1",
    ...env,
  });
  await server.ready;
  return {
    base,
    stop: () => {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    },
  };
}

async function sql(instance: Instance, query: string) {
  const response = await fetch(`${instance.base}/__e2e/sql`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ query }),
  });
  expect(response.status).toBe(200);
}

/** A back-office save: the home hero's title, with the revision bump of the same transaction. */
function saveHomeTitle(instance: Instance, title: string) {
  return sql(
    instance,
    // One statement, one transaction.
    `with saved as (update hero_sections set title = '${title}' where page_route = '/' returning id)
     insert into cache_revisions (key, revision) select 'content', 1 from saved limit 1
       on conflict (key) do update set revision = cache_revisions.revision + 1`,
  );
}

/**
 * Exact comparisons use a crawler's User-Agent: crawlers get the whole document at once, the
 * same bytes every time, while a browser's stream interleaves its late parts by timing.
 */
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
/** A browser's document up to its body: meta, canonical, preloads (where a host would show). */
const head = (page: Page) => masked(page).split("</head>")[0]!;

type Page = { status: string | null; nonce: string; html: string; headers: Headers };

/** GET with raw headers (node's http client: fetch would not send Host). Decodes gzip. */
async function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const http = await import("node:http");
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers: { "accept-encoding": "identity", ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          let body = Buffer.concat(chunks);
          if (res.headers["content-encoding"] === "gzip") body = gunzipSync(body);
          const csp = String(res.headers["content-security-policy"] ?? "");
          const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") responseHeaders.set(name, value);
          resolve({ status: responseHeaders.get("x-page-cache"), nonce, html: body.toString("utf8"), headers: responseHeaders });
        });
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** The HTML with its nonce masked: what two visitors must receive identically. */
const masked = (page: Page) => {
  expect(page.nonce.length).toBeGreaterThanOrEqual(16);
  return page.html.replaceAll(page.nonce, "NONCE");
};

/** The page as rendered for this request alone (a cookie bypasses the cache). */
const uncached = async (base: string, path: string, headers: Record<string, string> = {}) => {
  const page = await get(base, path, { ...headers, cookie: "sans-rapport=1" });
  expect(page.status).toBe("bypass");
  return page;
};

/** Requests until the page is served from the cache (the store happens after the answer). */
async function untilHit(base: string, path: string, headers: Record<string, string> = {}): Promise<Page> {
  for (let i = 0; i < 100; i++) {
    const page = await get(base, path, { "accept-encoding": "gzip", ...headers });
    if (page.status === "hit") return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never served from the cache`);
}

describe("page cache in the running server (PGlite)", () => {
  const data = tempDataDir();
  let server: Instance;

  beforeAll(async () => {
    ensureAppBuild();
    await seedDataDir(data.dir);
    server = await startInstance({ DATA_DIR: data.dir });
  }, 240_000);

  afterAll(() => {
    server?.stop();
    data.remove();
  });

  it("odd headers on the request that fills the cache change nothing for the next visitor", async () => {
    const poison = {
      host: "evil.example:8443",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      "x-forwarded-for": "6.6.6.6",
      "accept-encoding": "br;q=1, weird, identity;q=0",
    };
    for (const client of [CRAWLER, {}]) {
      const first = await get(server.base, "/", { ...poison, ...client });
      expect(first.status).toBe("miss");
      expect(first.html).not.toContain("evil.example");
      for (const encoding of ["gzip", "br", "identity", "x-unknown", "gzip;q=0"]) {
        await get(server.base, "/", { ...poison, ...client, "accept-encoding": encoding });
      }
    }
    const crawler = await untilHit(server.base, "/", CRAWLER);
    expect(masked(crawler)).toBe(masked(await uncached(server.base, "/", CRAWLER)));
    const browser = await untilHit(server.base, "/");
    expect(head(browser)).toBe(head(await uncached(server.base, "/")));
    expect(browser.html).toContain(`href="${server.base}/"`); // canonical from PUBLIC_URL
  });

  it("unknown or invalid query parameters bypass and never reach the next visitor", async () => {
    for (const path of [
      "/location-materiel?categorie=<script>alert(1)</script>",
      "/location-materiel?categorie=%3Cscript%3E",
      "/location-materiel?utm_source=x",
      "/location-materiel?categorie=audio&x=1",
      "/contact?x=1",
    ]) {
      expect((await get(server.base, path)).status, path).toBe("bypass");
    }
    for (const path of ["/location-materiel", "/location-materiel?categorie=audio"]) {
      const visitor = await untilHit(server.base, path, CRAWLER);
      expect(visitor.html).not.toContain("alert(1)");
      expect(masked(visitor)).toBe(masked(await uncached(server.base, path, CRAWLER)));
    }
  });

  it("a hit carries a fresh nonce, the same in its CSP header and its HTML", async () => {
    const a = await untilHit(server.base, "/contact");
    const b = await untilHit(server.base, "/contact");
    expect(a.nonce).not.toBe(b.nonce);
    for (const page of [a, b]) {
      expect(page.html).toContain(`nonce="${page.nonce}"`);
      expect(page.html.match(/nonce="([^"]+)"/g)!.every((attr) => attr === `nonce="${page.nonce}"`)).toBe(true);
    }
  });

  it("each language's page is cached apart: a hit on /ar/ is the Arabic page, /en/contact the English one", async () => {
    const arabic = await untilHit(server.base, "/ar/");
    expect(arabic.html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
    const english = await untilHit(server.base, "/en/contact", CRAWLER);
    expect(english.html).toMatch(/<html[^>]*lang="en"/);
    expect(masked(english)).toBe(masked(await uncached(server.base, "/en/contact", CRAWLER)));
    expect((await untilHit(server.base, "/")).html).toMatch(/<html[^>]*lang="fr"/);
  });

  it("personal pages are never cached", async () => {
    for (const path of ["/panier", "/auth", "/compte", "/admin"]) {
      for (let i = 0; i < 2; i++) expect((await get(server.base, path)).status, path).toBe("bypass");
    }
  });

  it("a save on this instance: the next visitor gets the new content", async () => {
    await untilHit(server.base, "/");
    await saveHomeTitle(server, "Titre enregistré ici");
    // The page cache reads the revision again after any POST: no hit of the old page. (The test
    // hook forgets the content cache of the server's module graph, not the bundled app's, so the
    // new text itself may take up to the app's 1 s revision check; a back-office save forgets it at once.)
    let next = await get(server.base, "/");
    expect(next.status).toBe("miss");
    for (let i = 0; i < 100 && !next.html.includes("Titre enregistré ici"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      next = await get(server.base, "/");
      expect(next.status).toBe("miss");
    }
    expect(next.html).toContain("Titre enregistré ici");
    const later = await untilHit(server.base, "/");
    expect(later.html).toContain("Titre enregistré ici");
  });
});

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

// Two instances share one database only on PostgreSQL (an embedded PGlite belongs to one process):
// declared when TEST_DATABASE_URL is set, as CI does, so nothing is skipped elsewhere.
if (TEST_DATABASE_URL) describe("page cache on two instances sharing PostgreSQL", () => {
  const database = `imagine_page_cache_${process.pid}`;
  let admin = null as Awaited<ReturnType<typeof adminConnection>> | null;
  const dirs = [tempDataDir(), tempDataDir()];
  const instances: Instance[] = [];

  beforeAll(async () => {
    ensureAppBuild();
    admin = await adminConnection(TEST_DATABASE_URL!);
    await admin!.query(`drop database if exists ${database}`);
    await admin!.query(`create database ${database}`);
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    const env = { DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: "page-cache-test-secret-0123456789abcdef" };
    for (const dir of dirs) instances.push(await startInstance({ ...env, DATA_DIR: dir.dir }));
  }, 300_000);

  afterAll(async () => {
    instances.forEach((instance) => instance.stop());
    dirs.forEach((dir) => dir.remove());
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin?.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
    await admin?.end();
  });

  it("a save on instance B: instance A serves the new content within the revision check", async () => {
    const [a, b] = instances as [Instance, Instance];
    const before = await untilHit(a.base, "/");
    expect(before.html).not.toContain("Titre enregistré sur B");
    await saveHomeTitle(b, "Titre enregistré sur B");
    // Within REVISION_CHECK_MS (1 s); polled with a generous deadline, the machine is shared.
    // The old page is a hit until A reads the new revision; from then on, misses only (A's content
    // cache may itself need up to its 1 s check for the text) until the new page is stored.
    let page: Page | undefined;
    let missed = false;
    for (let i = 0; i < 100; i++) {
      page = await get(a.base, "/");
      if (page.html.includes("Titre enregistré sur B")) break;
      if (missed) expect(page.status).toBe("miss");
      missed ||= page.status === "miss";
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(page!.html).toContain("Titre enregistré sur B");
    expect(page!.status).toBe("miss");
    const later = await untilHit(a.base, "/");
    expect(later.html).toContain("Titre enregistré sur B");
    expect(masked(later)).toBe(masked(await uncached(a.base, "/")));
  });
});
