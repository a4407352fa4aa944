// The layers of app/ point one way (app/README.md, ADR 020): this fails on any import that climbs
// up, and on a top folder of app/ that the map does not describe (`npm run lint:layers`, run by
// `npm test` with the lint, after the cycle check). Every import counts: static, type-only,
// re-exports and `import()`, resolved as TypeScript does with the project's tsconfig (`~/`).
// Inside one layer, folders may import each other (the domains do): the cycle check
// (check-import-cycles.ts) keeps those without a circle, and ESLint keeps the back office a leaf.
import path from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

/**
 * The layers, from the top (what nobody imports) to the bottom (what imports nothing of app/).
 * A file may import its own layer and the layers below it, never one above. A file's place is its
 * top folder of app/ (`(root)` for the files directly in app/), unless PLACES names it.
 * Folders listed here that do not exist (yet) cost nothing; a folder that exists and is listed
 * nowhere fails the check, so a new folder is placed on purpose.
 */
export const LAYERS: { name: string; folders: string[] }[] = [
  // One file per URL, the root layout, the entries and what the Express server receives.
  { name: "routes", folders: ["(root)", "routes"] },
  // The back office's screens (admin/, read a form, call a domain, shape a page), the operators'
  // tools (ops/: backups, the made-up history, the e-mail previews that call every domain) and the
  // timed jobs (jobs/: which domain job runs when). They use the domains; no domain uses them.
  { name: "screens", folders: ["admin", "ops", "jobs"] },
  // What the agency's business is, one folder each, used by the routes, the screens and each other:
  // the order, the money, online payments (payments/: attempts, the gateways' clients), the
  // equipment, event requests, contact messages, the site's content, accounts and sessions (auth/),
  // settings, media. The shop (rental/: catalogue, cart, checkout, the client's order page) and the
  // client space (account/) are the public side's domains: the order's edit form shares the
  // checkout's fields, the contact form the profile's prefill. The site pieces (components/:
  // header, footer, blocks, ui/ primitives) read the content's types and are drawn by the domains'
  // own forms, so they sit here too.
  {
    name: "domains",
    folders: ["orders", "money", "payments", "equipment", "requests", "contact", "content", "auth", "accounts", "settings", "media", "rental", "catalogue", "account", "components"],
  },
  // E-mail components and their rendering, documents (PDF) components: they receive plain facts
  // built by the domains and import no domain.
  { name: "emails and documents", folders: ["emails", "documents"] },
  // What every layer shares: environment-free helpers, the mail queue, rate limits, prices and
  // dates, SEO helpers; how a public page is served and hydrated (hydration/); the site's languages
  // and their message catalogues (i18n/, ADR 021); global types.
  { name: "lib", folders: ["lib", "hydration", "i18n", "types"] },
  // The Drizzle schema, the client, migrations and the seed.
  { name: "db", folders: ["db"] },
  // Read by the database's client and seed, and importing nothing of app/: the environment, the
  // logger, the site's map of pages and the rental categories (PLACES puts these files here).
  { name: "base", folders: [] },
];

/** Files placed in another layer than their folder's (longest prefix of the path under app/ wins). */
export const PLACES: Record<string, string> = {
  "lib/env.server.ts": "base",
  "lib/logger.server.ts": "base",
  "lib/site-map.ts": "base",
  "lib/site-nav.ts": "base",
  "lib/rental-categories.ts": "base",
  // The languages, read by the schema's checks; imports nothing.
  "i18n/locale.ts": "base",
};

/** Helpers of the Vitest suites: imported by tests only. Tests (`*.test.ts(x)`) may import anything. */
export const TESTS_ONLY_FOLDER = "test-support";

/**
 * Imports known to climb, each waiting for a move under way: `app/a.ts → app/b.ts`. The check
 * fails on an entry that no longer occurs, so this list only shrinks. Empty is the goal.
 */
export const KNOWN_VIOLATIONS: string[] = [];

// ---- The rule ---------------------------------------------------------------------------------

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** A path under app/ ("orders/status.ts") → its top folder, "(root)" for a file directly in app/. */
export function topFolder(file: string): string {
  const parts = file.split("/");
  return parts.length === 1 ? "(root)" : parts[0]!;
}

/** The layer's index in LAYERS (0 = top) of a path under app/, or null when no layer holds it. */
export function layerIndex(file: string): number | null {
  const place = Object.keys(PLACES)
    .filter((prefix) => file === prefix || file.startsWith(`${prefix.replace(/\/$/, "")}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (place) return LAYERS.findIndex((layer) => layer.name === PLACES[place]);
  const folder = topFolder(file);
  const index = LAYERS.findIndex((layer) => layer.folders.includes(folder));
  return index === -1 ? null : index;
}

/**
 * Why `from` may not import `to` (both paths under app/, "orders/status.ts"), or null when it may.
 * Tests and test-support import anything; only they import test-support.
 */
export function layerViolation(from: string, to: string): string | null {
  const fromTests = isTest(from) || topFolder(from) === TESTS_ONLY_FOLDER;
  if (topFolder(to) === TESTS_ONLY_FOLDER) return fromTests ? null : `only tests may import ${TESTS_ONLY_FOLDER}/`;
  if (fromTests) return null;
  const high = layerIndex(from);
  const low = layerIndex(to);
  if (high === null) return `${topFolder(from)}/ is in no layer of scripts/check-layers.ts`;
  if (low === null) return `${topFolder(to)}/ is in no layer of scripts/check-layers.ts`;
  if (low < high) return `layer ${LAYERS[high]!.name} may not import layer ${LAYERS[low]!.name}`;
  return null;
}

/** The folders named in the first column of app/README.md's table (`orders/`, `routes/` …). */
export function readmeFolders(readme: string): Set<string> {
  const folders = new Set<string>();
  for (const line of readme.split("\n")) {
    const first = /^\|([^|]*)\|/.exec(line)?.[1];
    if (!first) continue;
    for (const [, name] of first.matchAll(/`([\w.-]+)\/`/g)) folders.add(name!);
  }
  return folders;
}

/** The top folders of app/ that the README's table does not describe. */
export function missingFromReadme(topFolders: string[], readme: string): string[] {
  const described = readmeFolders(readme);
  return topFolders.filter((folder) => !described.has(folder)).sort();
}

// ---- The import graph ---------------------------------------------------------------------------

export const root = path.resolve(import.meta.dirname, "..");
const appDir = path.join(root, "app") + path.sep;

/**
 * What a module imports: every specifier (static, type-only, re-exports, `import()`), or with
 * `valuesOnly` those that load code when it runs (`import type` and all-type imports left out).
 */
function specifiers(file: string, valuesOnly: boolean): string[] {
  const code = ts.sys.readFile(file) ?? "";
  if (!valuesOnly) return ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allTypes =
        clause?.isTypeOnly ||
        (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly));
      if (!allTypes) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  return found;
}

/** Every module of app/ (per tsconfig) → the app modules it imports, as paths under app/. */
export function appImportGraph(checkout = root, options: { valuesOnly?: boolean } = {}): Map<string, string[]> {
  const appDir = path.join(checkout, "app") + path.sep;
  const configPath = ts.findConfigFile(checkout, ts.sys.fileExists, "tsconfig.json")!;
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, checkout);
  const files = config.fileNames.filter((file) => file.startsWith(appDir) && /\.tsx?$/.test(file) && !file.endsWith(".d.ts"));
  const underApp = (file: string) => path.relative(appDir, path.resolve(file)).split(path.sep).join("/");
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const found = new Set<string>();
    for (const fileName of specifiers(file, options.valuesOnly ?? false)) {
      const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule?.resolvedFileName;
      if (resolved && path.resolve(resolved).startsWith(appDir) && !resolved.includes(`${path.sep}.react-router${path.sep}`)) found.add(underApp(resolved));
    }
    graph.set(underApp(file), [...found]);
  }
  return graph;
}

/** Every climbing import of the graph, as "app/a.ts → app/b.ts (why)". */
export function upwardImports(graph: Map<string, string[]>): { edge: string; why: string }[] {
  const found: { edge: string; why: string }[] = [];
  for (const [from, imports] of graph) {
    for (const to of imports) {
      const why = layerViolation(from, to);
      if (why) found.push({ edge: `app/${from} → app/${to}`, why });
    }
  }
  return found.sort((a, b) => a.edge.localeCompare(b.edge));
}

/** The top folders of app/ that hold modules, plus every directory directly under app/. */
export function appTopFolders(): string[] {
  return ts.sys.getDirectories(appDir).filter((name) => !name.startsWith("."));
}

/**
 * Everything the check refuses: each climbing import not in `known`, each entry of `known` that no
 * longer occurs, each top folder in no layer or missing from the README's table.
 */
export function layerProblems(climbing: { edge: string; why: string }[], known: string[], topFolders: string[], readme: string): string[] {
  const problems: string[] = [];
  const allowed = new Set(known);
  for (const { edge, why } of climbing) if (!allowed.has(edge)) problems.push(`${edge} (${why})`);
  const occurring = new Set(climbing.map((v) => v.edge));
  for (const entry of known) if (!occurring.has(entry)) problems.push(`${entry} : no longer occurs, remove it from KNOWN_VIOLATIONS`);
  for (const folder of topFolders) {
    if (folder !== TESTS_ONLY_FOLDER && !LAYERS.some((layer) => layer.folders.includes(folder))) problems.push(`app/${folder}/ is in no layer of LAYERS`);
  }
  for (const folder of missingFromReadme(topFolders, readme)) problems.push(`app/${folder}/ is missing from app/README.md's table`);
  return problems;
}

function main() {
  const graph = appImportGraph();
  const readme = ts.sys.readFile(path.join(appDir, "README.md")) ?? "";
  const problems = layerProblems(upwardImports(graph), KNOWN_VIOLATIONS, appTopFolders(), readme);
  if (problems.length > 0) {
    console.error(`${problems.length} problème(s) de couches dans app/ :`);
    for (const problem of problems) console.error(`  • ${problem}`);
    process.exit(1);
  }
  const allowed = KNOWN_VIOLATIONS.length ? ` (${KNOWN_VIOLATIONS.length} connue(s), listée(s) dans KNOWN_VIOLATIONS)` : "";
  console.log(`Aucun import ne remonte les couches parmi ${graph.size} modules de app/${allowed}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
