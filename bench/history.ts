import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { adminConnection } from "../app/test-support/databases.server";
import { ensureBuild, startServer, type ProductionServer } from "./server";

// Years of history (issue 21): the back office's pages with 200 and with 50 000 orders and
// messages (500 products), on PGlite and on PostgreSQL (TEST_DATABASE_URL or BENCH_PG_URL).
// Prints, per page, the median server time (the whole response, read from this process) and its
// HTML size, the CSV exports' time and the server's resident memory growth while they stream, a
// checkout's time, and each figure's growth from the small history to the large one. Figures,
// not a test: nothing fails on them.
//   npx tsx bench/history.ts          (also part of npm run bench)
//   BENCH_HISTORY_SIZES ("200,50000"), BENCH_HISTORY_PORT (4396), BENCH_HISTORY_RUNS (7), BUILD_DIR (build)

type Database = "pglite" | "postgres";
type Figures = { pages: Map<string, { ms: number; kb: number }>; exports: Map<string, { ms: number; mb: number; growthMb: number }>; checkoutMs: number };

const TARGETS = { pageMs: 300, pageKb: 300, ratio: 2, searchMs: 100, exportS: 10, exportGrowthMb: 30, checkoutMs: 50 };
const runs = Number(process.env.BENCH_HISTORY_RUNS ?? 7);
const sizes = (process.env.BENCH_HISTORY_SIZES ?? "200,50000").split(",").map(Number);
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.BENCH_HISTORY_PORT ?? 4396);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (n: number, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

function rssMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : 0;
}

/** Fills a database with the made-up history (scripts/db-seed-history.ts), before the server opens it. */
function seedHistory(size: number, env: Record<string, string>): number {
  const started = performance.now();
  const result = spawnSync("npx", ["tsx", "scripts/db-seed-history.ts", "--orders", String(size), "--messages", String(size), "--products", "500"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`db:seed-history a échoué : ${result.stderr}`);
  return (performance.now() - started) / 1000;
}

async function hook<T>(origin: string, route: string, body: unknown): Promise<T> {
  const response = await fetch(`${origin}/__e2e/${route}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`/__e2e/${route} : ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
const sql = <T>(origin: string, query: string) => hook<{ rows: T[] }>(origin, "sql", { query }).then((r) => r.rows);

async function signedInCookie(origin: string, admin: boolean): Promise<{ id: string; cookie: string }> {
  const user = await hook<{ id: string; cookies: { name: string; value: string }[] }>(origin, "user", { admin });
  return { id: user.id, cookie: user.cookies.map((c) => `${c.name}=${c.value}`).join("; ") };
}

/** Median time of the whole response over `runs` requests after one warm-up, and its size. */
async function timePage(origin: string, pathname: string, cookie: string): Promise<{ ms: number; kb: number }> {
  let bytes = 0;
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const response = await fetch(`${origin}${pathname}`, { headers: { cookie }, redirect: "manual" });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pathname} : HTTP ${response.status}`);
    if (i > 0) times.push(performance.now() - started);
    bytes = body.byteLength;
  }
  return { ms: round(median(times), 1), kb: round(bytes / 1024, 1) };
}

/** A CSV export read to its end, the server's resident memory sampled meanwhile. */
async function timeExport(server: ProductionServer, pathname: string, cookie: string) {
  const before = rssMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 20);
  const started = performance.now();
  const response = await fetch(`${server.origin}${pathname}`, { headers: { cookie } });
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.byteLength;
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(server.pid));
  return { ms: round(ms), mb: round(bytes / 1024 / 1024, 1), growthMb: round(peak - before, 1) };
}

async function timeCheckout(origin: string): Promise<number> {
  // A product of its own, with stock enough for every run.
  const [{ id: productId }] = (await sql<{ id: string }>(
    origin,
    "insert into rental_products (name, category, description, image_url, price, stock_quantity) values ('Banc de mesure', 'audio', 'Produit du banc', '/images/categories/audio.svg', 10, 100000) returning id",
  )) as [{ id: string }];
  const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    // The orders rate limit counts per address: this bench posts them all from one.
    await sql(origin, "delete from rate_limits");
    await sql(origin, "delete from rate_limit_tokens");
    const form = new URLSearchParams({
      idempotency_key: randomUUID(),
      first_name: "Amel",
      last_name: "Ben Salah",
      email: "amel@example.tn",
      phone: "+216 20 123 456",
      company: "",
      rental_date: day(20),
      return_date: day(22),
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
    const started = performance.now();
    const response = await fetch(`${origin}/panier`, { method: "POST", body: form, redirect: "manual", headers: { Origin: origin } });
    await response.arrayBuffer();
    if (response.status !== 302 && response.status !== 303) throw new Error(`commande : HTTP ${response.status}`);
    if (i > 0) times.push(performance.now() - started);
  }
  return round(median(times), 1);
}

/** Orders per day of the busy week below: today's at 50 000 orders (68 departures on 26 November 2026). */
const BUSY_DAY_ORDERS = 60;

/**
 * A week of BUSY_DAY_ORDERS confirmed departures a day, the same at every size, past the history's
 * last day (it ends some six months ahead): copies of one order of the history under other names,
 * placed long ago so that the desk's first pages and the searches stay what they were.
 * Today's week and day are empty in a small history and full in a large one, so their growth says
 * how busy the agency is; this week's says what the years of history cost. Returns its Monday.
 */
async function addBusyWeek(origin: string, sampleNumber: number): Promise<string> {
  const start = new Date(Date.now() + 400 * 86_400_000);
  start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  const monday = start.toISOString().slice(0, 10);
  await sql(
    origin,
    `insert into rental_orders (first_name, last_name, email, phone, company, rental_date, return_date, delivery_address, notes, items,
       total_amount, status, delivery_fee, discount_kind, discount_value, deposit, vat_rate, stamp_duty, total_ht, vat_amount, total_ttc,
       fulfilment, departure_slot, return_slot, created_at)
     select o.first_name, 'Semaine ' || g, 'semaine' || g || '@example.tn', o.phone, o.company,
       '${monday}'::date + g % 7, '${monday}'::date + g % 7 + 1 + g % 2, o.delivery_address, o.notes,
       (select coalesce(jsonb_agg(i - 'from' - 'to'), '[]'::jsonb) from jsonb_array_elements(o.items) i),
       o.total_amount, 'confirmed', o.delivery_fee, o.discount_kind, o.discount_value, o.deposit, o.vat_rate, o.stamp_duty, o.total_ht, o.vat_amount, o.total_ttc,
       o.fulfilment, o.departure_slot, o.return_slot, timestamptz '2020-01-01'
     from generate_series(0, ${7 * BUSY_DAY_ORDERS - 1}) g cross join rental_orders o where o.order_number = ${sampleNumber}`,
  );
  return monday;
}

async function measure(server: ProductionServer): Promise<Figures> {
  const { origin } = server;
  const admin = await signedInCookie(origin, true);
  const client = await signedInCookie(origin, false);
  // A client of 200 orders ('Mon compte'), a client to search for, an order to open.
  await sql(origin, `update rental_orders set user_id = '${client.id}' where id in (select id from rental_orders order by created_at desc limit 200)`);
  const [sample] = await sql<{ email: string; order_number: number; last_name: string }>(
    origin,
    "select email, order_number, last_name from rental_orders order by created_at desc offset 17 limit 1",
  );
  const number = `CMD-${String(sample!.order_number).padStart(6, "0")}`;
  const busyMonday = await addBusyWeek(origin, sample!.order_number);
  const busyWednesday = new Date(Date.parse(`${busyMonday}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const pages: [string, string, string][] = [
    ["desk", "/admin/shop", admin.cookie],
    ["desk, filtered 'Nouvelle'", "/admin/shop?status=new", admin.cookie],
    ["desk, page 40", "/admin/shop?page=40", admin.cookie],
    ["desk, by rental date", "/admin/shop?sort=rental", admin.cookie],
    ["desk search (one client's e-mail)", `/admin/shop?q=${encodeURIComponent(sample!.email)}`, admin.cookie],
    ["desk search (a name)", `/admin/shop?q=${encodeURIComponent(sample!.last_name)}`, admin.cookie],
    ["desk search (order number)", `/admin/shop?q=${number}`, admin.cookie],
    ["order page", `/admin/shop/commandes/${number}`, admin.cookie],
    ["planning, month", "/admin/shop/planning", admin.cookie],
    ["planning, week", "/admin/shop/planning?vue=semaine", admin.cookie],
    ["planning, products", "/admin/shop/planning?vue=produits", admin.cookie],
    ["departures and returns", "/admin/shop/departs-retours", admin.cookie],
    [`planning, a week of ${7 * BUSY_DAY_ORDERS} orders`, `/admin/shop/planning?vue=semaine&date=${busyMonday}`, admin.cookie],
    [`departures and returns, a day of ${BUSY_DAY_ORDERS}`, `/admin/shop/departs-retours?jour=${busyWednesday}`, admin.cookie],
    [`planning, the month of that week`, `/admin/shop/planning?date=${busyWednesday}`, admin.cookie],
    [`desk search (that week's ${7 * BUSY_DAY_ORDERS} clients)`, "/admin/shop?q=semaine", admin.cookie],
    ["messages", "/admin/contact", admin.cookie],
    ["messages search", "/admin/contact?q=mariage", admin.cookie],
    ["admin home (content)", "/admin/customize/hero", admin.cookie],
    ["account, 200 orders", "/compte", client.cookie],
    ["catalogue (500 products)", "/location-materiel", ""],
  ];
  const figures: Figures = { pages: new Map(), exports: new Map(), checkoutMs: 0 };
  for (const [label, pathname, cookie] of pages) figures.pages.set(label, await timePage(origin, pathname, cookie));
  figures.exports.set("orders CSV", await timeExport(server, "/admin/shop.csv", admin.cookie));
  figures.exports.set("messages CSV", await timeExport(server, "/admin/contact.csv", admin.cookie));
  figures.checkoutMs = await timeCheckout(origin);
  return figures;
}

async function runDatabase(database: Database, pgUrl: string | null): Promise<Map<number, Figures>> {
  const results = new Map<number, Figures>();
  for (const size of sizes) {
    const name = `imagine_bench_history_${process.pid}_${size}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "imagine-history-"));
    let databaseUrl = "";
    if (database === "postgres") {
      const admin = await adminConnection(pgUrl!);
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(pgUrl!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
    console.log(`${database}, ${size} commandes et messages : remplissage…`);
    const seconds = seedHistory(size, database === "postgres" ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir, DATABASE_URL: "" });
    console.log(`  rempli en ${round(seconds, 1)} s ; mesures…`);
    const server = await startServer({ buildDir, port, databaseUrl, dataDir, env: { E2E_TEST_HOOKS: "1", PAGE_CACHE_MAX_BYTES: "0" } });
    try {
      results.set(size, await measure(server));
    } finally {
      await server.stop();
      if (database === "postgres") {
        const admin = await adminConnection(pgUrl!);
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  }
  return results;
}

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  return [line(cells[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

export function formatHistory(database: Database, results: Map<number, Figures>): string {
  const [small, large] = [Math.min(...results.keys()), Math.max(...results.keys())];
  const a = results.get(small)!;
  const b = results.get(large)!;
  const mark = (ok: boolean) => (ok ? "" : " ✗");
  const rows = [...b.pages.keys()].map((label) => {
    const x = a.pages.get(label)!;
    const y = b.pages.get(label)!;
    const ratio = round(y.ms / Math.max(x.ms, 0.1), 1);
    const limitMs = label.startsWith("desk search") || label === "messages search" ? TARGETS.searchMs : TARGETS.pageMs;
    return [label, x.ms, x.kb, `${y.ms}${mark(y.ms <= limitMs)}`, `${y.kb}${mark(y.kb <= TARGETS.pageKb)}`, `${ratio}${mark(ratio <= TARGETS.ratio)}`];
  });
  const exportRows = [...b.exports.keys()].map((label) => {
    const x = a.exports.get(label)!;
    const y = b.exports.get(label)!;
    return [label, x.ms, x.mb, x.growthMb, `${y.ms}${mark(y.ms <= TARGETS.exportS * 1000)}`, y.mb, `${y.growthMb}${mark(y.growthMb <= TARGETS.exportGrowthMb)}`];
  });
  return [
    `\nHistorique sur ${database === "pglite" ? "PGlite" : "PostgreSQL"} : ${small} puis ${large} commandes et messages, 500 produits (médiane de ${runs} requêtes ; ✗ = hors cible)\n`,
    table(["page", `ms (${small})`, `KB (${small})`, `ms (${large})`, `KB (${large})`, "rapport"], rows),
    "",
    table(["export", `ms (${small})`, `MB (${small})`, `+RSS MB (${small})`, `ms (${large})`, `MB (${large})`, `+RSS MB (${large})`], exportRows),
    "",
    `commande : ${a.checkoutMs} ms (${small}) → ${b.checkoutMs} ms (${large})${mark(b.checkoutMs <= TARGETS.checkoutMs)}`,
  ].join("\n");
}

export async function runHistoryBench(): Promise<string[]> {
  ensureBuild(buildDir);
  const pgUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_PG_URL ?? null;
  const out: string[] = [];
  out.push(formatHistory("pglite", await runDatabase("pglite", null)));
  console.log(out.at(-1));
  if (pgUrl) {
    out.push(formatHistory("postgres", await runDatabase("postgres", pgUrl)));
    console.log(out.at(-1));
  } else {
    console.log("\nPostgreSQL : TEST_DATABASE_URL ou BENCH_PG_URL absent, non mesuré.");
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runHistoryBench().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
