import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";

// Lighthouse 12 through its command line (mobile form factor, simulated throttling: its default
// configuration), on the system Chromium.

export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
export type CategoryId = keyof typeof LIGHTHOUSE_TARGETS;

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export type FailingAudit = { id: string; title: string; score: number | null; displayValue?: string };
export type LighthouseResult = {
  route: string;
  /** The audited categories' scores (all four unless fewer were asked for). */
  scores: Partial<Record<CategoryId, number>>;
  metrics: Record<string, string>;
  /** Per category under its target: the audits that cost points. */
  failing: Partial<Record<CategoryId, FailingAudit[]>>;
  report: string;
};

type Audit = { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string };
type Report = {
  categories: Record<CategoryId, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  runtimeError?: { code: string; message: string };
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"], env });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse a échoué (${code}) : ${stderr.slice(-2000)}`))));
  });
}

function slug(route: string): string {
  return route === "/" ? "home" : route.replace(/^\//, "").replace(/[^a-z0-9-]+/gi, "-");
}

/** Which categories to audit (all four by default), and headers sent with every request (a session cookie). */
export type LighthouseOptions = { categories?: CategoryId[]; extraHeaders?: Record<string, string> };

export async function runLighthouse(origin: string, route: string, resultsDir: string, attempts = 3, options: LighthouseOptions = {}): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(origin, route, resultsDir, options);
    } catch (error) {
      // Chromium on a busy machine sometimes loses the trace (NO_NAVSTART): run again.
      if (attempt >= attempts) throw error;
      console.warn(`  ${route} : nouvel essai (${(error as Error).message.split("\n")[0]!.slice(0, 160)})`);
    }
  }
}

async function runOnce(origin: string, route: string, resultsDir: string, options: LighthouseOptions): Promise<LighthouseResult> {
  const report = path.join(resultsDir, `lighthouse-${slug(route)}.json`);
  const categories = options.categories ?? (Object.keys(LIGHTHOUSE_TARGETS) as CategoryId[]);
  await run(
    path.resolve("node_modules/.bin/lighthouse"),
    [
      `${origin}${route}`,
      "--quiet",
      "--output=json",
      `--output-path=${report}`,
      `--only-categories=${categories.join(",")}`,
      ...(options.extraHeaders ? [`--extra-headers=${JSON.stringify(options.extraHeaders)}`] : []),
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      "--max-wait-for-load=60000",
    ],
    { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
  );
  const json = JSON.parse(await readFile(report, "utf8")) as Report;
  if (json.runtimeError) throw new Error(`${route} : ${json.runtimeError.code} ${json.runtimeError.message}`);

  const scores = {} as Partial<Record<CategoryId, number>>;
  const failing: LighthouseResult["failing"] = {};
  for (const id of categories) {
    const category = json.categories[id];
    const score = Math.round((category.score ?? 0) * 100);
    scores[id] = score;
    if (score >= LIGHTHOUSE_TARGETS[id]) continue;
    failing[id] = category.auditRefs
      .map((ref) => ({ ref, audit: json.audits[ref.id]! }))
      .filter(({ ref, audit }) => {
        if (!audit || audit.score === null) return false;
        if (["manual", "notApplicable", "informative"].includes(audit.scoreDisplayMode)) return false;
        // Performance: the weighted metrics and the insights that scored poorly.
        return id === "performance" ? (ref.weight > 0 ? audit.score < 0.9 : audit.score < 0.5) : audit.score < 1;
      })
      .map(({ audit }) => ({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue }));
  }
  const metricIds = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
  const metrics = Object.fromEntries(metricIds.map((id) => [id, json.audits[id]?.displayValue ?? "?"]));
  return { route, scores, metrics, failing, report };
}
