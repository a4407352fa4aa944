// npm start: build when the sources are newer than the build, then serve in production mode.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = process.cwd();
const buildEntry = path.join(root, "build/server/index.js");

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function needsBuild() {
  if (!existsSync(buildEntry)) return true;
  const built = statSync(buildEntry).mtimeMs;
  const inputs = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"]
    .map((p) => path.join(root, p))
    .filter(existsSync);
  return inputs.some((p) => newestMtime(p) > built);
}

if (needsBuild()) {
  console.log("Construction de l'application…");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
