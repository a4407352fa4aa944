// npm run test:rolling — a rolling restart under load loses nothing (README, « Héberger »).
// Debian's caddy runs deploy/Caddyfile (upstreams and address pointed at this machine) in front of
// two production instances sharing one fresh PostgreSQL database; visitors browse and place
// orders through it while each instance is restarted in turn, twice (SIGTERM, wait for exit 0,
// start, wait until healthy). Prints the requests sent and failed and the orders acknowledged and
// found; fails on any failed request or lost order. Not part of `npm test`.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const VISITORS = 12;
const CADDY = process.env.CADDY_PATH ?? "/usr/bin/caddy";
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

if (!existsSync(CADDY)) {
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("caddy absent : installation avec apt-get install -y caddy");
    if (spawnSync("apt-get", ["install", "-y", "caddy"], { stdio: "ignore" }).status !== 0) {
      spawnSync("apt-get", ["update"], { stdio: "ignore" });
      spawnSync("apt-get", ["install", "-y", "caddy"], { stdio: "inherit" });
    }
  } else {
    console.error("caddy est requis : installez-le (sudo apt-get install -y caddy) ou indiquez son chemin dans CADDY_PATH.");
    process.exit(1);
  }
}
if (!existsSync("build/server/index.js")) spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
// The server compiled as the container runs it (node build-server/index.js, no tsx at start), into a
// folder of its own inside the project so that node_modules is found.
const serverDir = path.join("test-results", "server-rolling");
if (spawnSync(process.execPath, ["scripts/build-server.mjs", serverDir], { stdio: "inherit" }).status !== 0) process.exit(1);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const work = mkdtempSync(path.join(os.tmpdir(), "imagine-rolling-"));
const database = `imagine_rolling_${process.pid}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`create database ${database}`);
const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${database}`;

const [caddyPort, ...ports] = await Promise.all([freePort(), freePort(), freePort()]);
const site = `http://127.0.0.1:${caddyPort}`;
const secret = randomUUID() + randomUUID();
const children = new Set();

function startInstance(index) {
  const child = spawn(process.execPath, [path.join(serverDir, "index.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(ports[index]),
      DATA_DIR: path.join(work, `app${index + 1}`),
      DATABASE_URL: databaseUrl.toString(),
      BETTER_AUTH_SECRET: secret,
      PUBLIC_URL: site,
      TRUST_PROXY: "true",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      SEED_ON_START: "true",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  children.add(child);
  const exited = new Promise((resolve) => child.on("exit", (code) => (children.delete(child), resolve({ code, stderr }))));
  return { child, exited };
}

async function healthy(port, deadlineMs = 60_000) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
    if (response?.status === 200) return;
    await sleep(100);
  }
  throw new Error(`instance on ${port} not healthy`);
}

// The real Caddyfile, pointed at this machine; trusted_proxies lets each visitor keep its own
// address through Caddy (the orders rate limit counts per address). Everything else unchanged.
const caddyfile = readFileSync("deploy/Caddyfile", "utf8")
  .replace("{$SITE_ADDRESS::80}", `http://127.0.0.1:${caddyPort}`)
  .replace("reverse_proxy app1:3000 app2:3000 {", `reverse_proxy 127.0.0.1:${ports[0]} 127.0.0.1:${ports[1]} {\n\t\ttrusted_proxies 127.0.0.0/8`);
writeFileSync(path.join(work, "Caddyfile"), caddyfile);

const instances = [];
let productDb;
let productId;

const day = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const sent = { GET: 0, POST: 0 };
const failures = new Map();
// /healthz answered 503 {"status":"draining"} by an instance in its lame duck, before Caddy's next
// check took it out: the signal working as meant, counted apart (Caddy's own 503 is empty).
let drainingHealth = 0;
const acknowledged = [];
let browsing = true;
let visitorIp = 0;

async function request(method, pathname, body, ip) {
  sent[method] += 1;
  try {
    const response = await fetch(`${site}${pathname}`, {
      method,
      body,
      redirect: "manual",
      headers: { "X-Forwarded-For": ip, ...(method === "POST" ? { Origin: site } : {}) },
    });
    const text = await response.text();
    // Caddy's own refusals are empty; the app's carry a page or a message.
    if (response.status >= 500 && !(pathname === "/healthz" && text.includes('"draining"'))) console.log(`${method} ${pathname} ${response.status} ${text ? text.slice(0, 160).replace(/\s+/g, " ") : "(réponse vide : Caddy)"}`);
    if (pathname === "/healthz" && response.status === 503 && text.includes('"draining"')) {
      drainingHealth += 1;
      return response.status;
    }
    const ok = method === "POST" ? response.status === 302 || response.status === 303 : response.status === 200;
    const failure = `${method} ${pathname} ${response.status}`;
    if (!ok) failures.set(failure, (failures.get(failure) ?? 0) + 1);
    return response.status;
  } catch (error) {
    const key = `${method} ${pathname} ${error.cause?.code ?? error.message}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
    return 0;
  }
}

async function visitor() {
  const pages = ["/", "/location-materiel", "/contact", "/portfolio", "/healthz"];
  while (browsing) {
    const ip = `10.${Math.floor(++visitorIp / 60000) % 250}.${Math.floor(visitorIp / 250) % 250}.${visitorIp % 250}`;
    for (const page of pages) if (browsing) await request("GET", page, undefined, ip);
    const key = randomUUID();
    const form = new URLSearchParams({
      idempotency_key: key,
      first_name: "Amel",
      last_name: "Ben Salah",
      email: "amel@example.tn",
      phone: "+216 20 123 456",
      company: "",
      rental_date: day(10),
      return_date: day(12),
      departure_slot: "morning",
      return_slot: "evening",
      fulfilment: "delivery",
      delivery_address: "12 rue du Lac, Tunis",
      notes: "",
      line_id: productId,
      line_quantity: "1",
      line_from: "",
      line_to: "",
    });
    if ([302, 303].includes(await request("POST", "/panier", form, ip))) acknowledged.push(key);
  }
}

let exitCode = 1;
let cleaning;
// Stops every process, drops the database and the temporary folder: at the end, on a failure, on
// Ctrl-C. Only the processes this script started.
function cleanup() {
  cleaning ??= (async () => {
    browsing = false;
    for (const child of children) child.kill("SIGKILL");
    await productDb?.end().catch(() => undefined);
    await sleep(300);
    await admin.query(`drop database if exists ${database} with (force)`).catch((error) => console.error(`base ${database} non supprimée :`, error.message));
    await admin.end().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void cleanup().then(() => process.exit(130)));

try {
  instances.push(startInstance(0));
  await healthy(ports[0]);
  instances.push(startInstance(1));
  await healthy(ports[1]);
  const caddy = spawn(CADDY, ["run", "--config", path.join(work, "Caddyfile"), "--adapter", "caddyfile"], { stdio: ["ignore", "ignore", process.env.CADDY_LOG ? "inherit" : "ignore"] });
  children.add(caddy);
  caddy.on("exit", () => children.delete(caddy));
  let caddyUp = false;
  for (let i = 0; i < 100 && !caddyUp; i++) {
    caddyUp = (await fetch(`${site}/healthz`).catch(() => null))?.status === 200;
    if (!caddyUp) await sleep(100);
  }
  if (!caddyUp) throw new Error(`Caddy ne répond pas sur ${site} (CADDY_LOG=1 pour son journal)`);

  productDb = new pg.Client({ connectionString: databaseUrl.toString() });
  await productDb.connect();
  productId = (await productDb.query("select id from rental_products order by name limit 1")).rows[0].id;

  const visitors = Array.from({ length: VISITORS }, visitor);
  await sleep(2_000);
  for (const index of [0, 1, 0, 1]) {
    const stoppedAt = Date.now();
    instances[index].child.kill("SIGTERM");
    const { code, stderr } = await instances[index].exited;
    if (code !== 0) throw new Error(`instance ${index + 1} exited with ${code}: ${stderr}`);
    instances[index] = startInstance(index);
    await healthy(ports[index]);
    console.log(`instance ${index + 1} redémarrée en ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s`);
    // Caddy checks every second: it sees the instance healthy before the next one stops.
    await sleep(3_000);
  }
  browsing = false;
  await Promise.all(visitors);

  const found = (await productDb.query("select count(*)::int as n from rental_orders where idempotency_key = any($1)", [acknowledged])).rows[0].n;
  const failed = [...failures.values()].reduce((sum, n) => sum + n, 0);
  console.log(`requêtes envoyées : ${sent.GET + sent.POST} (GET ${sent.GET}, POST ${sent.POST})`);
  console.log(`requêtes en échec : ${failed}${failed ? ` ${JSON.stringify(Object.fromEntries(failures))}` : ""}`);
  console.log(`/healthz 503 « draining » d'une instance en lame duck (attendu, hors échecs) : ${drainingHealth}`);
  console.log(`commandes acceptées : ${acknowledged.length}, retrouvées en base : ${found}`);
  exitCode = failed === 0 && found === acknowledged.length && acknowledged.length > 0 ? 0 : 1;
  console.log(exitCode === 0 ? "Redémarrage progressif : rien de perdu." : "Redémarrage progressif : des requêtes ou des commandes ont été perdues.");
} catch (error) {
  console.error(error);
} finally {
  await cleanup();
}
process.exit(exitCode);
