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

// The payment gateways' contract mocks (app/payments/mock/, `npm run dev:payments`) on the next
// free port after the site's + 400: the app is configured for both, as a real deployment would be.
const mockPort = String(Number(process.env.E2E_PORT ?? "4310") + 400);
const paymentsMock = spawn(process.execPath, ["--import", "tsx", "scripts/payments-mock.ts"], {
  stdio: ["ignore", "pipe", "inherit"],
  env: { ...process.env, PAYMENTS_MOCK_PORT: mockPort },
});
const gatewayEnv = await new Promise((resolve, reject) => {
  const found = {};
  let pending = "";
  paymentsMock.stdout.on("data", (chunk) => {
    pending += chunk.toString();
    for (const line of pending.split("\n").slice(0, -1)) {
      const match = /^((?:KONNECT|FLOUCI)_[A-Z_]+)=(.*)$/.exec(line.trim());
      if (match) found[match[1]] = match[2];
    }
    pending = pending.slice(pending.lastIndexOf("\n") + 1);
    if (Object.keys(found).length === 6) resolve(found);
  });
  paymentsMock.once("exit", (code) => reject(new Error(`Le simulateur de paiement s'est arrêté (code ${code})`)));
});
paymentsMock.stdout.resume();

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
    ...gatewayEnv,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => {
  child.kill(signal);
  paymentsMock.kill(signal);
});
child.on("exit", (code) => {
  paymentsMock.kill("SIGTERM");
  process.exit(code ?? 0);
});
