// Lists the import circles among the app's modules and fails when there is one (`npm run
// lint:cycles`, run by `npm test` with the lint). Every import counts, type-only ones and dynamic
// `import()` included: a circle of types still ties two modules that should have one direction.
// The module resolution is TypeScript's own, with the project's tsconfig (the `~/` alias).
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const configPath = ts.findConfigFile(root, ts.sys.fileExists, "tsconfig.json")!;
const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, root);
const appDir = path.join(root, "app") + path.sep;
const files = config.fileNames.filter((file) => file.startsWith(appDir) && /\.tsx?$/.test(file) && !file.endsWith(".d.ts"));

/** The app modules a file imports (static, type-only, re-exports and `import()`). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? "", true, true);
  const found: string[] = [];
  for (const { fileName } of importedFiles) {
    const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule?.resolvedFileName;
    if (resolved && resolved.startsWith(appDir) && !resolved.includes(`${path.sep}.react-router${path.sep}`)) found.push(path.resolve(resolved));
  }
  return found;
}

const graph = new Map(files.map((file) => [path.resolve(file), importsOf(file)]));

// Tarjan's strongly connected components: every component of more than one module (or a module
// importing itself) is a circle.
let index = 0;
const indices = new Map<string, number>();
const lowlinks = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
const circles: string[][] = [];

function visit(node: string) {
  indices.set(node, index);
  lowlinks.set(node, index);
  index += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!graph.has(next)) continue;
    if (!indices.has(next)) {
      visit(next);
      lowlinks.set(node, Math.min(lowlinks.get(node)!, lowlinks.get(next)!));
    } else if (onStack.has(next)) {
      lowlinks.set(node, Math.min(lowlinks.get(node)!, indices.get(next)!));
    }
  }
  if (lowlinks.get(node) === indices.get(node)) {
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)!.includes(node)) circles.push(component);
  }
}

for (const node of graph.keys()) if (!indices.has(node)) visit(node);

const relative = (file: string) => path.relative(root, file);
if (circles.length === 0) {
  console.log(`Aucun cycle d'imports parmi ${graph.size} modules de app/.`);
} else {
  console.error(`${circles.length} cycle(s) d'imports dans app/ :`);
  for (const circle of circles) {
    console.error(`  • ${circle.map(relative).sort().join("\n    ")}`);
  }
  process.exit(1);
}
