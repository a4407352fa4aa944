// npm start: build what is older than its sources, then serve in production mode with the compiled
// server (build-server/index.js, as the container image does): running server/index.ts through tsx
// kept the TypeScript transpiler and its caches in the server's memory, some 190 MB of resident
// memory (issue 15, item 8; figures: npx tsx bench/memory.ts).
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { PRODUCTION_NODE_OPTIONS } from "./node-options.mjs";

const root = process.cwd();

/** Each output with the sources it is built from and the command that builds it. */
const builds = [
  {
    message: "Construction de l'application…",
    output: "build/server/index.js",
    inputs: ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"],
    command: ["npx", ["react-router", "build"]],
  },
  {
    // The server imports app/ modules (database, mail worker) and is bundled with them.
    message: "Construction du serveur…",
    output: "build-server/index.js",
    inputs: ["server", "app", "scripts", "tsconfig.json", "package-lock.json"],
    command: [process.execPath, ["scripts/build-server.mjs"]],
  },
];

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function needsBuild({ output, inputs }) {
  const entry = path.join(root, output);
  if (!existsSync(entry)) return true;
  const built = statSync(entry).mtimeMs;
  return inputs
    .map((p) => path.join(root, p))
    .filter(existsSync)
    .some((p) => newestMtime(p) > built);
}

for (const build of builds) {
  if (!needsBuild(build)) continue;
  console.log(build.message);
  const [command, args] = build.command;
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(process.execPath, [...PRODUCTION_NODE_OPTIONS, "build-server/index.js"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
