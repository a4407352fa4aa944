import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PUBLIC_ROUTES } from "../app/lib/site-map";
import { formatDocumentRender, measureDocumentRender } from "./document-render";
import { measurePage, type PageWeight } from "./js-weight";
import { LIGHTHOUSE_TARGETS, runLighthouse, type CategoryId, type LighthouseResult } from "./lighthouse";
import { ensureBuild, startServer } from "./server";
import { measureThroughput } from "./throughput";

// npm run bench: figures for the public site (not a test). JavaScript weight of every public
// page, Lighthouse on three pages, server throughput on the home page, and the time to render a
// 50-line invoice to PDF.
//   BENCH_PORT (4390), BUILD_DIR (build), BENCH_CONTENT_PAGE (/yourday), BENCH_SECONDS (10),
//   BENCH_CONCURRENCY (16), BENCH_LIGHTHOUSE_ROUTES ("/,/contact,<content page>"),
//   BENCH_SKIP_LIGHTHOUSE=1 to skip the slowest part.

const HOME_JS_BUDGET_KB = 120;
const resultsDir = path.resolve("bench/results");
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(process.env.BENCH_PORT ?? 4390);
const contentPage = process.env.BENCH_CONTENT_PAGE ?? "/yourday";

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
      const routes = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(",").filter(Boolean) ?? ["/", "/contact", contentPage];
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
            ...ids.map((id) => `${r.scores[id]}${r.scores[id] >= LIGHTHOUSE_TARGETS[id] ? "" : " ✗"}`),
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

    // 3. Throughput
    const seconds = Number(process.env.BENCH_SECONDS ?? 10);
    const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
    console.log(`\nDébit sur / pendant ${seconds} s, ${concurrency} clients…`);
    const throughput = await measureThroughput(server.origin, "/", { seconds, concurrency });
    console.log(
      table(
        ["page", "req/s", "requêtes", "erreurs", "p50 ms", "p90 ms", "p99 ms", "max ms"],
        [[throughput.route, throughput.requestsPerSecond, throughput.requests, throughput.errors, throughput.latencyMs.p50, throughput.latencyMs.p90, throughput.latencyMs.p99, throughput.latencyMs.max]],
      ),
    );

    // 4. A 50-line invoice to PDF, in this process (the back office renders on issue)
    console.log("\nRendu PDF…");
    const documentRender = await measureDocumentRender();
    console.log(formatDocumentRender(documentRender));

    const results = {
      date: new Date().toISOString(),
      buildDir,
      node: process.version,
      cpus: (await import("node:os")).cpus().length,
      javascript: { homeBudgetKb: HOME_JS_BUDGET_KB, pages: weights },
      lighthouse: lighthouse.map(({ report, ...rest }) => ({ ...rest, report: path.relative(process.cwd(), report) })),
      throughput,
      documentRender,
    };
    writeFileSync(path.join(resultsDir, "latest.json"), JSON.stringify(results, null, 2) + "\n");
    console.log(`\nRésultats : ${path.relative(process.cwd(), path.join(resultsDir, "latest.json"))}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
