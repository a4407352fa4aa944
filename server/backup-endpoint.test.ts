import { PGLITE_EXTENSIONS } from "../app/db/client.server";
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listFiles } from "../app/ops/backup/archive.server";
import { tableStats } from "../app/ops/backup/database-stats.server";
import { BACKUP_ENDPOINT_PATH, ENDPOINT_FILE } from "../app/ops/backup/local-endpoint.server";
import { pgliteQuery } from "../app/ops/backup/pglite-dump.server";
import { compiledProgram, ensureAppBuild, freePort, seedDataDir, startServer, tempDataDir } from "./test-server";

// `npm run backup` while the built site runs on PGlite: the server makes the dump on a local,
// token-bearing request; the archive restores elsewhere to the same content.

type Cli = { code: number | null; stdout: string; stderr: string };

/** A CLI script of the project, as `npm run` would start it, with DATA_DIR set. */
function runScript(script: string, args: string[], dataDir: string): Promise<Cli> {
  return new Promise((resolve) => {
    // PGlite in DATA_DIR: no PGLITE_DIR from the caller's shell.
    const { PGLITE_DIR: _ignored, ...env } = process.env;
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

async function statsOf(pgliteDir: string) {
  const pg = new PGlite(pgliteDir, { extensions: PGLITE_EXTENSIONS });
  try {
    return await tableStats(pgliteQuery(pg));
  } finally {
    await pg.close();
  }
}

describe("backup of a running site on PGlite", () => {
  const live = tempDataDir();
  const elsewhere = tempDataDir();
  const archive = path.join(live.dir, "..", `${path.basename(live.dir)}-backup.tar.gz`);
  let port: number;
  let server: ReturnType<typeof startServer>;

  beforeAll(async () => {
    ensureAppBuild();
    port = await freePort();
    await seedDataDir(live.dir);
    server = startServer([compiledProgram()], { DATA_DIR: live.dir, PORT: String(port), DATABASE_URL: "" });
    await server.ready;
    mkdirSync(path.join(live.dir, "uploads/media"), { recursive: true });
    writeFileSync(path.join(live.dir, "uploads/media/affiche_1200x800.webp"), Buffer.from(Array.from({ length: 30_000 }, (_, i) => i % 251)));
  }, 180_000);

  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    live.remove();
    elsewhere.remove();
  });

  it("publishes its endpoint in a file only its account can read, and refuses requests without the token", async () => {
    const file = path.join(live.dir, ENDPOINT_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const endpoint = JSON.parse(readFileSync(file, "utf8")) as { pid: number; port: number; token: string };
    expect(endpoint.pid).toBe(server.child.pid);
    expect(endpoint.port).toBe(port);
    const url = `http://127.0.0.1:${port}${BACKUP_ENDPOINT_PATH}`;
    const origin = `http://127.0.0.1:${port}`;
    // A refusal looks like any unknown address: nothing tells a prober the endpoint exists.
    const unknown = await fetch(`${origin}/__ops/rien-ici`, { method: "POST", headers: { origin } });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: "Bearer wrong" },
      { authorization: `Bearer ${endpoint.token.slice(0, -1)}x` },
      // Relayed by a reverse proxy on this machine: refused even with the token.
      { authorization: `Bearer ${endpoint.token}`, "x-forwarded-for": "203.0.113.9" },
    ]) {
      const response = await fetch(url, { method: "POST", headers: { ...headers, origin } });
      expect(response.status, JSON.stringify(headers)).toBe(unknown.status);
      expect(response.headers.get("content-type")).not.toMatch(/json/);
    }
  });

  it("npm run backup gets the dump from the server, which keeps serving; the archive restores elsewhere identical", async () => {
    // The site keeps answering while the backup runs.
    const pages = (async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await fetch(`http://127.0.0.1:${port}/`)).status);
      return statuses;
    })();
    const backup = await runScript("scripts/backup.ts", ["--out", archive], live.dir);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/Sauvegarde écrite : .*serveur en marche \(pid \d+\)/);
    expect(await pages).toEqual(Array(10).fill(200));

    // Restore must not touch the directory the running site uses.
    const refused = await runScript("scripts/restore.ts", [archive], live.dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Le site est en marche sur cette base PGlite \(pid \d+/);

    const restored = await runScript("scripts/restore.ts", [archive], elsewhere.dir);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/Restauration terminée : \d+ tables/);

    // Stopped, the live directory can be opened: both databases hold the same rows.
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
    const original = await statsOf(path.join(live.dir, "pglite"));
    expect(original.find((t) => t.name === "public.rental_products")!.rows).toBeGreaterThan(0);
    expect(await statsOf(path.join(elsewhere.dir, "pglite"))).toEqual(original);
    expect(await listFiles(path.join(elsewhere.dir, "uploads"))).toEqual(["media/affiche_1200x800.webp"]);
    expect(readFileSync(path.join(elsewhere.dir, "uploads/media/affiche_1200x800.webp")).equals(
      readFileSync(path.join(live.dir, "uploads/media/affiche_1200x800.webp")),
    )).toBe(true);
    // The endpoint file goes with the server.
    expect(() => statSync(path.join(live.dir, ENDPOINT_FILE))).toThrow();
  }, 240_000);
});
