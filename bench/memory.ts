import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { adminConnection } from "../app/test-support/databases.server";
import { ensureBuild, startServer } from "./server";
import { measureThroughput } from "./throughput";

// Resident memory of the production server (issue 15, item 8), read from outside in
// /proc/<pid>/status: after boot on a fresh database and right after a load run on the home page,
// on PGlite (fresh data directory) and on PostgreSQL (a throwaway database on a local server).
//   npx tsx bench/memory.ts        (also part of npm run bench)
//   BENCH_MEMORY_PORT (4392), BUILD_DIR (build), BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres,
//   the server where the throwaway database is created; skipped when it does not answer),
//   BENCH_MEMORY_SECONDS (8), BENCH_MEMORY_CONCURRENCY (30), BENCH_MEMORY_SETTLE_MS (5000).

export type Database = "pglite" | "postgres";
/** Targets in MB: at boot and after load. */
export const MEMORY_TARGETS_MB: Record<Database, { boot: number; load: number }> = {
  pglite: { boot: 350, load: 400 },
  postgres: { boot: 200, load: 300 },
};

export type MemoryResult = {
  database: Database;
  /** VmRSS once /healthz answers and the settle delay has passed. */
  bootRssMb: number;
  /** VmRSS right after the load run. */
  loadRssMb: number;
  /** VmHWM: the highest resident size the process reached (the fresh database's creation included). */
  peakRssMb: number;
  bootSeconds: number;
  requestsPerSecond: number;
  errors: number;
};

/** A field of /proc/<pid>/status in MB ("VmRSS", "VmHWM"). */
export function statusMb(status: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(status);
  if (!match) throw new Error(`${field} absent de /proc/<pid>/status`);
  return Math.round(Number(match[1]) / 1024);
}

function readStatus(pid: number): string {
  return readFileSync(`/proc/${pid}/status`, "utf8");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureMemory({
  database,
  buildDir,
  port,
  databaseUrl = "",
  seconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 8),
  concurrency = Number(process.env.BENCH_MEMORY_CONCURRENCY ?? 30),
  settleMs = Number(process.env.BENCH_MEMORY_SETTLE_MS ?? 5000),
}: {
  database: Database;
  buildDir: string;
  port: number;
  databaseUrl?: string;
  seconds?: number;
  concurrency?: number;
  settleMs?: number;
}): Promise<MemoryResult> {
  const started = performance.now();
  const server = await startServer({ buildDir, port, databaseUrl });
  try {
    const bootSeconds = Math.round((performance.now() - started) / 100) / 10;
    await sleep(settleMs);
    const bootRssMb = statusMb(readStatus(server.pid), "VmRSS");
    const load = await measureThroughput(server.origin, "/", { seconds, concurrency });
    const status = readStatus(server.pid);
    return {
      database,
      bootRssMb,
      loadRssMb: statusMb(status, "VmRSS"),
      peakRssMb: statusMb(status, "VmHWM"),
      bootSeconds,
      requestsPerSecond: load.requestsPerSecond,
      errors: load.errors,
    };
  } finally {
    await server.stop();
  }
}

/**
 * Runs `fn` with a new empty database on the PostgreSQL server of `serverUrl`, dropped after;
 * undefined (and a message) when that server does not answer.
 */
export async function withThrowawayDatabase<T>(serverUrl: string, fn: (url: string) => Promise<T>): Promise<T | undefined> {
  const admin = await adminConnection(serverUrl);
  const name = `bench_mem_${process.pid}`;
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    console.log(`PostgreSQL absent (${serverUrl}) : mesure sur PostgreSQL sautée (${(error as Error).message})`);
    return undefined;
  }
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

/** Both databases in turn (PostgreSQL when present). */
export async function measureMemoryBoth({ buildDir, port }: { buildDir: string; port: number }): Promise<MemoryResult[]> {
  const results = [await measureMemory({ database: "pglite", buildDir, port })];
  const serverUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const onPostgres = await withThrowawayDatabase(serverUrl, (databaseUrl) => measureMemory({ database: "postgres", buildDir, port, databaseUrl }));
  if (onPostgres) results.push(onPostgres);
  return results;
}

export function formatMemory(results: MemoryResult[]): string {
  const headers = ["base", "démarrage MB", "après charge MB", "pic MB", "cibles MB", "démarrage s", "req/s"];
  const rows = results.map((r) => {
    const target = MEMORY_TARGETS_MB[r.database];
    const mark = (value: number, limit: number) => `${value}${value <= limit ? "" : " ✗"}`;
    return [r.database, mark(r.bootRssMb, target.boot), mark(r.loadRssMb, target.load), String(r.peakRssMb), `${target.boot} / ${target.load}`, String(r.bootSeconds), String(r.requestsPerSecond)];
  });
  const cells = [headers, ...rows];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

export function memoryHeading(seconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 8), concurrency = Number(process.env.BENCH_MEMORY_CONCURRENCY ?? 30)): string {
  return `Mémoire résidente du serveur (RSS) : au démarrage sur une base neuve, puis après ${seconds} s de ${concurrency} clients sur /`;
}

async function main() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const port = Number(process.env.BENCH_MEMORY_PORT ?? 4392);
  ensureBuild(buildDir);
  console.log(memoryHeading());
  const results = await measureMemoryBoth({ buildDir, port });
  console.log(`\n${formatMemory(results)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
