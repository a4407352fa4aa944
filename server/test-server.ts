// Test helpers: the real server as a child process (tests only).
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";

export const BUILD_DIR = process.env.BUILD_DIR ?? "build";

export type ServerRun = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

/** The React Router production build the server serves, made if missing. */
export function ensureAppBuild() {
  if (existsSync(path.join(BUILD_DIR, "server/index.js"))) return;
  const build = spawnSync("npx", ["react-router", "build"], { stdio: "ignore", env: { ...process.env, BUILD_DIR } });
  if (build.status !== 0) throw new Error("react-router build failed");
}

/**
 * The server compiled to JavaScript by scripts/build-server.mjs (as the container image runs
 * it), into a folder of its own under test-results/. Returns the folder.
 */
export function compileServer(name: string): string {
  const outdir = path.join("test-results", `server-${name}`);
  const result = spawnSync(process.execPath, ["scripts/build-server.mjs", outdir], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`server compilation failed: ${result.stderr}`);
  return outdir;
}

/**
 * A program of the server compiled once for the run (test-global-setup.ts): "index" (the
 * server), "backup", "restore" or "admin".
 */
export function compiledProgram(name: "index" | "backup" | "restore" | "admin" = "index"): string {
  return path.join(inject("compiledServerDir"), `${name}.js`);
}

/**
 * A port free right now, from the system: fixed ports collide when test runs of several work
 * trees share the machine.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "imagine-server-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Fills an empty data folder with what a fresh server leaves in its own once it has migrated and
 * seeded its PGlite: the server started on it then finds its database ready. A first start
 * migrates and seeds the whole site, about 9 s of processor time on this two-core machine, and a
 * dozen test servers per run start for what they serve, not for their first start (server.test.ts
 * and app/db/prepare.server.test.ts check that one).
 */
export async function seedDataDir(dir: string): Promise<void> {
  if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`seedDataDir: ${dir} is not empty`);
  cpSync(await seededDataTemplate(), dir, { recursive: true });
}

/**
 * The seeded data folder, made once per run next to the compiled server by starting that server
 * on an empty folder and stopping it cleanly (so that PGlite's files are whole).
 */
async function seededDataTemplate(): Promise<string> {
  const template = path.join(inject("compiledServerDir"), "seeded-data");
  if (existsSync(template)) return template;
  // Both workers may find it missing at once: each makes its own, and the first rename wins.
  const partial = `${template}-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  ensureAppBuild();
  const server = startServer([compiledProgram()], { DATA_DIR: partial, PORT: String(await freePort()), DATABASE_URL: "", SMTP_URL: "" });
  await server.ready;
  server.child.kill("SIGTERM");
  const run = await server.exited;
  if (run.code !== 0) throw new Error(`the seeding server did not stop cleanly (${run.code}): ${run.stderr}`);
  // The seed's own e-mails are not a test's.
  rmSync(path.join(partial, "outbox"), { recursive: true, force: true });
  try {
    renameSync(partial, template);
  } catch {
    rmSync(partial, { recursive: true, force: true });
  }
  return template;
}

/** Starts `node <args>` in production mode on 127.0.0.1; `ready` resolves once it listens. */
export function startServer(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    // No lame duck (server/drain.ts): nothing stands in front of these servers to be told first.
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", HOST: "127.0.0.1", BUILD_DIR, SHUTDOWN_LAME_DUCK_MS: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk) => (stdout += chunk));
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<ServerRun>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready: ${stdout}${stderr}`)), 120_000);
    const check = () => {
      if (stdout.includes("Imagine est prêt")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", check);
    void exited.then((run) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${run.code}) before it was ready: ${run.stdout}${run.stderr}`));
    });
  });
  return { child, exited, ready, logs: () => stdout };
}

/** The JSON log lines (app/lib/logger.server.ts) whose message is `msg`. */
export function logEntries(stdout: string, msg: string): Record<string, unknown>[] {
  return stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === msg);
}
