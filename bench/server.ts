import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PRODUCTION_NODE_OPTIONS } from "../scripts/node-options.mjs";

// The production server the bench measures: the current build (built first when missing) served
// by the compiled Express server (scripts/build-server.mjs, what `npm start` and the container
// run), on a fresh embedded database seeded at start (or the PostgreSQL database given), mail to a
// throwaway outbox.

export type BenchServer = { origin: string; stop(): Promise<void> };
export type ProductionServer = BenchServer & { pid: number };

export function ensureBuild(buildDir: string): void {
  if (existsSync(path.join(buildDir, "server/index.js"))) return;
  console.log(`Construction de l'application dans ${buildDir}…`);
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) throw new Error("La construction a échoué");
}

/**
 * Compiles server/index.ts to a temporary folder inside node_modules (packages resolve from
 * there), fresh for each run so that it always matches the sources; returns the entry and its cleanup.
 */
function compileServer(): { entry: string; remove(): void } {
  mkdirSync(path.resolve("node_modules/.cache"), { recursive: true });
  const outdir = mkdtempSync(path.resolve("node_modules/.cache/imagine-bench-server-"));
  const result = spawnSync(process.execPath, ["scripts/build-server.mjs", outdir], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("La compilation du serveur a échoué");
  return { entry: path.join(outdir, "index.js"), remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

/** Something answers HTTP on `origin`. */
async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté (code ${child.exitCode})`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Le serveur n'a pas répondu sur ${origin}/healthz en ${timeoutMs / 1000} s`);
}

export async function startServer({
  buildDir,
  port,
  databaseUrl = "",
  dataDir = mkdtempSync(path.join(os.tmpdir(), "imagine-bench-")),
  env = {},
  nodeArgs = [],
}: {
  buildDir: string;
  port: number;
  /** PostgreSQL; empty: PGlite in `dataDir`. */
  databaseUrl?: string;
  /** DATA_DIR, a fresh one unless given (removed at stop either way). */
  dataDir?: string;
  /** More environment for the server (bench/history.ts turns the test hooks on). */
  env?: Record<string, string>;
  /** More options for node (`--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
}): Promise<ProductionServer> {
  const origin = `http://127.0.0.1:${port}`;
  // A server left by an earlier run that crashed would answer the health check in this one's
  // place: every figure would then be that server's (its build, its data).
  if (await answers(origin)) throw new Error(`Un serveur répond déjà sur ${origin} : arrêtez-le (ss -ltnp | grep ${port}) ou choisissez un autre port`);
  const server = compileServer();
  const stderr: string[] = [];
  const child = spawn(process.execPath, [...PRODUCTION_NODE_OPTIONS, ...nodeArgs, server.entry], {
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: "",
      LOG_LEVEL: "error",
      ...env,
    },
  });
  child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
  // A bench that ends on an error does not leave its server running (and holding the port).
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    process.off("exit", killOnExit);
    rmSync(dataDir, { recursive: true, force: true });
    server.remove();
  };
  try {
    await waitForHealth(origin, child, 240_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr.join("")}`);
  }
  return { origin, stop, pid: child.pid! };
}

/** The bare server of bench/bare-server.ts on `port`, serving `file` as it is. */
export async function startBareServer({ file, port, encoding }: { file: string; port: number; encoding: string }): Promise<BenchServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/bare-server.ts", file, String(port), encoding], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`Le serveur nu s'est arrêté (code ${code})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
