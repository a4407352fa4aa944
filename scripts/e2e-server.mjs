// Starts the built app for browser tests: fresh PGlite under test-results/, test hooks on,
// mail to the outbox. Never used in production.
import { spawn, spawnSync } from "node:child_process";
import { rmSync, mkdirSync } from "node:fs";
import path from "node:path";

const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? "test-results/e2e-data");
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// The server compiled as `npm start` and the container run it (scripts/build-server.mjs), afresh
// each time so that it is never older than its sources: through tsx, each start transpiled it.
const serverDir = path.resolve("test-results/e2e-server");
const compiled = spawnSync(process.execPath, ["scripts/build-server.mjs", serverDir], { stdio: "inherit" });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

// With E2E_DATABASE_URL (a PostgreSQL server's URL), the server runs on a fresh database of its own
// created there, as several instances of the site would share one: the same code as on PGlite.
let databaseUrl = "";
if (process.env.E2E_DATABASE_URL) {
  const { default: pg } = await import("pg");
  const port = process.env.E2E_PORT ?? "4310";
  if (!/^\d+$/.test(port)) throw new Error(`E2E_PORT n'est pas un numéro de port : ${port}`);
  const name = `imagine_e2e_${port}`;
  const admin = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.E2E_DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}

const child = spawn(process.execPath, [path.join(serverDir, "index.js")], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: process.env.E2E_PORT ?? "4310",
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? "4310"}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SMTP_URL: "",
    LOG_LEVEL: "warn",
    E2E_TEST_HOOKS: "1",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
