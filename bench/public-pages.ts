import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { LOCALES } from "../app/i18n/locale";
import { localizedPath } from "../app/i18n/locale";
import { PUBLIC_ROUTES } from "../app/lib/site-map";
import { measurePage } from "./js-weight";
import { runLighthouse, LIGHTHOUSE_TARGETS, type CategoryId } from "./lighthouse";
import { ensureBuild, startBareServer, startServer } from "./server";
import { measureThroughput, rawBody } from "./throughput";

// Issue 39's figures for the public site in its three languages (not a test):
// 1. the HTML of every public page in French, English and Arabic (target: under 100 KB), with
//    what it is made of (inline styles and scripts, class attributes), and its JavaScript (gzip,
//    target ≤ 120 KB);
// 2. the home page served from the page cache in each language against the same bytes from a bare
//    Node server (target: ≥ 0.9);
// 3. Lighthouse mobile on /en/, /ar/ and /ar/location-materiel, median of LIGHTHOUSE_RUNS (3)
//    (BENCH_SKIP_LIGHTHOUSE=1 skips it).
//   npx tsx bench/public-pages.ts    (BENCH_PORT 4490, BUILD_DIR build, BENCH_SECONDS 10, BENCH_CONCURRENCY 50)

const HTML_BUDGET_KB = 100;
const JS_BUDGET_KB = 120;
const RATIO_TARGET = 0.9;
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.BENCH_PORT ?? 4490);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const resultsDir = path.resolve("bench/results");

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].reduce((total, match) => total + Buffer.byteLength(match[0]), 0);

export type HtmlWeight = { url: string; status: number; bytes: number; gzipBytes: number; style: number; scripts: number; classAttributes: number };

/** What one page's HTML weighs, and what of it is inline CSS, inline scripts and class attributes. */
export function weighHtml(url: string, status: number, html: string): HtmlWeight {
  return {
    url,
    status,
    bytes: Buffer.byteLength(html),
    gzipBytes: gzipSync(html, { level: 6 }).length,
    style: sum(html, /<style[\s\S]*?<\/style>/g),
    scripts: sum(html, /<script[\s\S]*?<\/script>/g),
    classAttributes: sum(html, / class="[^"]*"/g),
  };
}

async function main() {
  ensureBuild(buildDir);
  mkdirSync(resultsDir, { recursive: true });
  const server = await startServer({ buildDir, port });
  const results: Record<string, unknown> = { date: new Date().toISOString() };
  try {
    console.log(`\nHTML des pages publiques (cible < ${HTML_BUDGET_KB} KB) et JavaScript (gzip, cible ≤ ${JS_BUDGET_KB} KB)\n`);
    const rows: (HtmlWeight & { jsGzip: number })[] = [];
    for (const locale of LOCALES) {
      for (const route of PUBLIC_ROUTES) {
        const url = localizedPath(locale, route);
        const response = await fetch(`${server.origin}${url}`);
        const weight = weighHtml(url, response.status, await response.text());
        const js = await measurePage(server.origin, url);
        rows.push({ ...weight, jsGzip: js.gzipBytes });
      }
    }
    const width = Math.max(...rows.map((row) => row.url.length));
    console.log(`${"page".padEnd(width)}  HTTP   HTML KB  gzip  <style>  <script>  class=   JS gzip`);
    for (const row of rows) {
      const flag = row.bytes >= HTML_BUDGET_KB * 1024 || row.jsGzip > JS_BUDGET_KB * 1024 ? "  ✗" : "";
      console.log(
        `${row.url.padEnd(width)}  ${row.status}  ${kb(row.bytes).padStart(8)}  ${kb(row.gzipBytes).padStart(4)}  ${kb(row.style).padStart(7)}  ${kb(row.scripts).padStart(8)}  ${kb(row.classAttributes).padStart(6)}  ${kb(row.jsGzip).padStart(8)}${flag}`,
      );
    }
    const heaviest = rows.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    console.log(`\nLa plus lourde : ${heaviest.url}, ${kb(heaviest.bytes)} KB ${heaviest.bytes < HTML_BUDGET_KB * 1024 ? "✓" : "✗"}`);
    results.html = rows;

    console.log(`\nDébit de l'accueil servi par le cache des pages, ${concurrency} clients, ${seconds} s, contre les mêmes octets par un serveur Node nu (cible ≥ ${RATIO_TARGET})\n`);
    const throughput = [];
    for (const locale of LOCALES) {
      const url = localizedPath(locale, "/");
      const wire = await rawBody(`${server.origin}${url}`);
      const site = await measureThroughput(server.origin, url, { seconds, concurrency });
      const dir = mkdtempSync(path.join(os.tmpdir(), "imagine-bare-"));
      writeFileSync(path.join(dir, "body"), wire.body);
      const bare = await startBareServer({ file: path.join(dir, "body"), port: port + 1, encoding: wire.encoding });
      const yardstick = await measureThroughput(bare.origin, "/", { seconds, concurrency }).finally(async () => {
        await bare.stop();
        rmSync(dir, { recursive: true, force: true });
      });
      const ratio = Math.round((site.requestsPerSecond / yardstick.requestsPerSecond) * 100) / 100;
      throughput.push({ url, wireBytes: wire.body.length, site, bare: yardstick, ratio });
      console.log(
        `${url.padEnd(5)} ${kb(wire.body.length)} KB ${wire.encoding}  Imagine ${site.requestsPerSecond} req/s (p99 ${site.latencyMs.p99} ms, ${site.errors} erreurs)  nu ${yardstick.requestsPerSecond} req/s  rapport ${ratio} ${ratio >= RATIO_TARGET ? "✓" : "✗"}`,
      );
    }
    results.throughput = throughput;

    if (process.env.BENCH_SKIP_LIGHTHOUSE !== "1") {
      // Lighthouse's simulated phone multiplies what this 2-core machine observes, so one run can
      // be 10 points off the next: each page is audited LIGHTHOUSE_RUNS times (3) and the median kept.
      const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
      const ids = Object.keys(LIGHTHOUSE_TARGETS) as CategoryId[];
      const lighthouse = [];
      console.log(`\nLighthouse 12, mobile, médiane de ${runs} passages (cibles : performance ≥ 95, les autres 100)\n`);
      for (const url of ["/en/", "/ar/", "/ar/location-materiel"]) {
        const results = [];
        for (let run = 0; run < runs; run++) results.push(await runLighthouse(server.origin, url, resultsDir));
        results.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
        const result = results[Math.floor(results.length / 2)]!;
        lighthouse.push({ ...result, performanceRuns: results.map((r) => r.scores.performance) });
        const scores = ids.map((id) => `${id} ${result.scores[id] ?? "–"}${(result.scores[id] ?? 0) >= LIGHTHOUSE_TARGETS[id] ? "" : " ✗"}`).join("  ");
        const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"].map((id) => result.metrics[id]).join(" / ");
        console.log(`${url.padEnd(22)} ${scores}  (passages : ${results.map((r) => r.scores.performance).join(", ")} ; FCP / LCP / TBT / CLS : ${metrics})`);
        for (const [category, audits] of Object.entries(result.failing)) {
          for (const audit of audits ?? []) console.log(`    ${category} : ${audit.id} (${audit.score}) ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ""}`);
        }
      }
      results.lighthouse = lighthouse;
    }
  } finally {
    await server.stop();
  }
  const file = path.join(resultsDir, "public-pages.json");
  writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`\nRésultats : ${path.relative(process.cwd(), file)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
