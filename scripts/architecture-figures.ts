// The figures of the architecture (ADR 020), printed for a note or a review:
//   npx tsx scripts/architecture-figures.ts [checkout]
// `checkout` is another working copy of the repository (an older commit checked out with
// `git worktree add`, its node_modules linked) to measure it with today's script; by default, this
// one. Most figures are searches of the source text, not of its meaning: each says what it counts.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { appImportGraph, root as thisRoot, upwardImports } from "./check-layers";

const root = path.resolve(process.argv[2] ?? thisRoot);
const app = path.join(root, "app");

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const source = (file: string) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts");
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test-support${path.sep}`);
const appFiles = walk(app).filter((file) => source(file) && !file.includes(`${path.sep}.react-router${path.sep}`));
const productFiles = appFiles.filter((file) => !isTest(file));
const text = new Map(appFiles.map((file) => [file, readFileSync(file, "utf8")]));
const lines = (file: string) => text.get(file)!.split("\n").length - (text.get(file)!.endsWith("\n") ? 1 : 0);
const rel = (file: string) => path.relative(root, file);
const adminFiles = productFiles.filter((file) => file.startsWith(path.join(app, "admin") + path.sep));

// An insert, update or delete called on a database handle or a transaction (the receiver may be on
// the line before: `await tx\n  .update(t)`), or an e-mail queued.
const DB_WRITE = /\b(?:db|tx|trx|database|executor|getDb\(\))\s*\.\s*(?:insert|update|delete)\s*\(/;
const ENQUEUE = /\benqueueMail\s*\(/;
// An insert into the orders' table, whatever the handle: `.insert(rental_orders)`, `.insert(schema.rental_orders)`.
const ORDER_INSERT = /\.insert\(\s*(?:schema\.)?rental_orders\s*\)/;
// The amount owed is total − credited + charges − paid: a line where the total is followed by a
// subtraction of the credited amount (snake_case in SQL and rows, camelCase in TypeScript).
const OWED = /(?:total_ttc|totalTtc)[^\n]{0,60}?-\s*[^\n]{0,40}?(?:credited_ttc|creditedTtc|credited)\b/;

function matching(files: string[], pattern: RegExp): string[] {
  return files.filter((file) => pattern.test(text.get(file)!)).map(rel).sort();
}

function matchingLines(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    text
      .get(file)!
      .split("\n")
      .flatMap((line, i) => (pattern.test(line) ? [`${rel(file)}:${i + 1}`] : [])),
  );
}

const graph = appImportGraph(root);
const valueGraph = appImportGraph(root, { valuesOnly: true });

/** The app modules a route pulls, itself included: through every import, or through the value imports only. */
function closure(routeFile: string, through = graph): { files: number; lines: number } {
  const seen = new Set<string>([routeFile]);
  const queue = [routeFile];
  while (queue.length) {
    for (const next of through.get(queue.shift()!) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  const files = [...seen].map((file) => path.join(app, file));
  return { files: files.length, lines: files.reduce((sum, file) => sum + (text.has(file) ? lines(file) : 0), 0) };
}

/** The module of a URL pattern, read in app/routes.ts (`route("shop/commandes/:number", "routes/admin/order.tsx")`). */
function routeModule(url: string): string {
  const routes = readFileSync(path.join(app, "routes.ts"), "utf8");
  const escaped = url.replace(/[/:]/g, (c) => `\\${c}`);
  const found = new RegExp(`route\\(\\s*"${escaped}"\\s*,\\s*"([^"]+)"`).exec(routes)?.[1];
  if (!found) throw new Error(`${url} introuvable dans app/routes.ts`);
  return found;
}

function cycles(): string {
  try {
    return execFileSync("npx", ["tsx", "scripts/check-import-cycles.ts"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    return (stderr ?? String(error)).split("\n")[0]!;
  }
}

const writers = matching(adminFiles, DB_WRITE);
const queuers = matching(adminFiles, ENQUEUE);
const orderInserts = matchingLines(productFiles, ORDER_INSERT);
const owed = matchingLines(productFiles, OWED);
const orderRoute = routeModule("shop/commandes/:number");
const depotRoute = routeModule("shop/commandes/:number/depot");
const order = closure(orderRoute);
const depot = closure(depotRoute);
const orderValues = closure(orderRoute, valueGraph);
const depotValues = closure(depotRoute, valueGraph);
const upward = upwardImports(graph);

const list = (items: string[]) => items.map((item) => `    ${item}`).join("\n");
console.log(`Figures of ${rel(app) || "app"} in ${root}

Lines in app/admin (non-test .ts/.tsx):            ${adminFiles.reduce((sum, file) => sum + lines(file), 0)} in ${adminFiles.length} files
Files of app/admin writing to the database:        ${writers.length} (db/tx… .insert/.update/.delete)
${list(writers)}
Files of app/admin queueing e-mails:               ${queuers.length} (enqueueMail)
${list(queuers)}
Places inserting into rental_orders:               ${orderInserts.length} (.insert(rental_orders), non-test)
${list(orderInserts)}
Places computing the amount owed:                  ${owed.length} (lines where total_ttc is followed by "- … credited"; a search, not a proof)
${list(owed)}
Order page (${orderRoute}) closure, every import:  ${order.files} files, ${order.lines} lines
    value imports only (what runs):  ${orderValues.files} files, ${orderValues.lines} lines
Depot page (${depotRoute}) closure, every import: ${depot.files} files, ${depot.lines} lines
    value imports only (what runs):  ${depotValues.files} files, ${depotValues.lines} lines
Upward imports (scripts/check-layers.ts's layers):  ${upward.length}
${list(upward.map((v) => `${v.edge} (${v.why})`))}
Import cycles: ${cycles()}`);
