import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// The production server the bench measures: the current build (built first when missing), on a
// fresh embedded database seeded at start, mail to a throwaway outbox.

export type BenchServer = { origin: string; stop(): Promise<void> };

export function ensureBuild(buildDir: string): void {
  if (existsSync(path.join(buildDir, "server/index.js"))) return;
  console.log(`Construction de l'application dans ${buildDir}…`);
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) throw new Error("La construction a échoué");
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

export async function startServer({ buildDir, port }: { buildDir: string; port: number }): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "imagine-bench-"));
  const origin = `http://127.0.0.1:${port}`;
  const stderr: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LOG_LEVEL: "error",
    },
  });
  child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child, 240_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr.join("")}`);
  }
  return { origin, stop };
}
