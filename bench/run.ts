import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PUBLIC_ROUTES } from "../app/lib/site-map";
import { formatDocumentRender, measureDocumentRender } from "./document-render";
import { measurePage, type PageWeight } from "./js-weight";
import { runHistoryBench } from "./history";
import { formatMemory, measureMemoryBoth, memoryHeading } from "./memory";
import { LIGHTHOUSE_TARGETS, runLighthouse, type CategoryId, type LighthouseResult } from "./lighthouse";
import { ensureBuild, startBareServer, startServer } from "./server";
import { measureThroughput, rawBody } from "./throughput";

// npm run bench: figures for the public site (not a test). JavaScript weight of every public
// page, Lighthouse on four pages (home, contact, the catalogue, a content page), server throughput on the home page, the time to render a
// 50-line invoice to PDF, and the server's resident memory at boot and after load on PGlite and
// on PostgreSQL (bench/memory.ts, which also runs alone), then the back office with years of
// history (bench/history.ts, which also runs alone; BENCH_SKIP_HISTORY=1 skips it).
//   BENCH_PORT (4390; the bare server takes the next port, the memory runs the one after), BUILD_DIR (build), BENCH_CONTENT_PAGE
//   (/imagine-events), BENCH_SECONDS (10), BENCH_CONCURRENCY (50), BENCH_LIGHTHOUSE_ROUTES ("/,/contact,/location-materiel,<content page>"),
//   BENCH_SKIP_LIGHTHOUSE=1 to skip the slowest part.

const HOME_JS_BUDGET_KB = 120;
const THROUGHPUT_RATIO_TARGET = 0.3;
const resultsDir = path.resolve("bench/results");
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.BENCH_PORT ?? 4390);
const contentPage = process.env.BENCH_CONTENT_PAGE ?? "/imagine-events";

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  return [line(cells[0]!), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

async function main() {
  mkdirSync(resultsDir, { recursive: true });
  ensureBuild(buildDir);
  console.log(`Démarrage du serveur de production (${buildDir}, port ${port}, base neuve)…`);
  const server = await startServer({ buildDir, port });
  try {
    // 1. JavaScript per public page
    const weights: PageWeight[] = [];
    for (const route of PUBLIC_ROUTES) weights.push(await measurePage(server.origin, route));
    console.log("\nJavaScript chargé par page (gzip niveau 6)\n");
    console.log(table(["page", "HTTP", "fichiers", "brut KB", "gzip KB"], weights.map((w) => [w.route, w.status, w.files, kb(w.rawBytes), kb(w.gzipBytes)])));
    const home = weights.find((w) => w.route === "/")!;
    console.log(`\nAccueil : ${kb(home.gzipBytes)} KB gzip (budget ${HOME_JS_BUDGET_KB} KB) ${home.gzipBytes <= HOME_JS_BUDGET_KB * 1024 ? "✓" : "✗ AU-DESSUS"}`);

    // 2. Lighthouse, mobile
    const lighthouse: LighthouseResult[] = [];
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== "1") {
      const routes = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(",").filter(Boolean) ?? ["/", "/contact", "/location-materiel", contentPage];
      for (const route of routes) {
        console.log(`Lighthouse ${route}…`);
        lighthouse.push(await runLighthouse(server.origin, route, resultsDir));
      }
      const ids = Object.keys(LIGHTHOUSE_TARGETS) as CategoryId[];
      console.log("\nLighthouse 12, mobile (cibles : performance ≥ 95, les autres 100)\n");
      console.log(
        table(
          ["page", ...ids, "FCP", "LCP", "TBT", "CLS"],
          lighthouse.map((r) => [
            r.route,
            ...ids.map((id) => `${r.scores[id] ?? "–"}${(r.scores[id] ?? 0) >= LIGHTHOUSE_TARGETS[id] ? "" : " ✗"}`),
            r.metrics["first-contentful-paint"]!,
            r.metrics["largest-contentful-paint"]!,
            r.metrics["total-blocking-time"]!,
            r.metrics["cumulative-layout-shift"]!,
          ]),
        ),
      );
      for (const r of lighthouse) {
        for (const [category, audits] of Object.entries(r.failing)) {
          if (!audits?.length) continue;
          console.log(`\n${r.route} — ${category} : audits en défaut`);
          for (const audit of audits) console.log(`  - ${audit.id} (${audit.score}) ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ""}`);
        }
      }
    }

    // 3. Throughput: the home page (page cache hits after the warm-up) against the same bytes
    // served by a bare Node server in another process (bench/bare-server.ts), same client.
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
    const sample = await fetch(`${server.origin}/`, { headers: { "Accept-Encoding": "gzip" } });
    const cacheStatus = sample.headers.get("x-page-cache");
    // The bytes on the wire: undici would decode gzip, so ask again with decoding off.
    const wire = await rawBody(`${server.origin}/`);
    const sampleDir = mkdtempSync(path.join(os.tmpdir(), "imagine-bare-"));
    const sampleFile = path.join(sampleDir, "home.body");
    writeFileSync(sampleFile, wire.body);
    console.log(`\nDébit sur / pendant ${seconds} s, ${concurrency} clients (cache : ${cacheStatus} ; ${kb(wire.body.length)} KB ${wire.encoding || "non compressés"})…`);
    const throughput = await measureThroughput(server.origin, "/", { seconds, concurrency });
    const bare = await startBareServer({ file: sampleFile, port: port + 1, encoding: wire.encoding });
    let bareThroughput;
    try {
      console.log(`Même réponse par un serveur Node nu (autre processus)…`);
      bareThroughput = await measureThroughput(bare.origin, "/", { seconds, concurrency });
    } finally {
      await bare.stop();
      rmSync(sampleDir, { recursive: true, force: true });
    }
    const ratio = Math.round((throughput.requestsPerSecond / bareThroughput.requestsPerSecond) * 100) / 100;
    console.log(
      table(
        ["serveur", "req/s", "requêtes", "erreurs", "p50 ms", "p90 ms", "p99 ms", "max ms"],
        [
          ["Imagine /", throughput.requestsPerSecond, throughput.requests, throughput.errors, throughput.latencyMs.p50, throughput.latencyMs.p90, throughput.latencyMs.p99, throughput.latencyMs.max],
          ["Node nu", bareThroughput.requestsPerSecond, bareThroughput.requests, bareThroughput.errors, bareThroughput.latencyMs.p50, bareThroughput.latencyMs.p90, bareThroughput.latencyMs.p99, bareThroughput.latencyMs.max],
        ],
      ),
    );
    console.log(`\nRapport Imagine / Node nu : ${ratio} (cible ≥ ${THROUGHPUT_RATIO_TARGET}) ${ratio >= THROUGHPUT_RATIO_TARGET ? "✓" : "✗ EN DESSOUS"} ; p99 ${throughput.latencyMs.p99} ms`);

    // 4. A 50-line invoice and credit note to PDF, in this process (the back office renders on issue)
    console.log("\nRendu PDF…");
    const documentRender = await measureDocumentRender();
    console.log(formatDocumentRender(documentRender));
    const creditNoteRender = await measureDocumentRender({ kind: "credit_note" });
    console.log(formatDocumentRender(creditNoteRender));

    // 5. Resident memory, each database in a server of its own (the one above stays idle)
    console.log(`\n${memoryHeading()}…`);
    const memory = await measureMemoryBoth({ buildDir, port: port + 2 });
    console.log(formatMemory(memory));

    const results = {
      date: new Date().toISOString(),
      buildDir,
      node: process.version,
      cpus: (await import("node:os")).cpus().length,
      javascript: { homeBudgetKb: HOME_JS_BUDGET_KB, pages: weights },
      lighthouse: lighthouse.map(({ report, ...rest }) => ({ ...rest, report: path.relative(process.cwd(), report) })),
      throughput,
      bareThroughput,
      throughputRatio: ratio,
      documentRender,
      creditNoteRender,
      memory,
    };
    writeFileSync(path.join(resultsDir, "latest.json"), JSON.stringify(results, null, 2) + "\n");
    console.log(`\nRésultats : ${path.relative(process.cwd(), path.join(resultsDir, "latest.json"))}`);
  } finally {
    await server.stop();
  }
  // 6. The back office with 200 and 50 000 orders and messages (prints its own tables)
  if (process.env.BENCH_SKIP_HISTORY !== "1") await runHistoryBench();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
