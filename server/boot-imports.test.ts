import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILD_DIR, compiledProgram, ensureAppBuild } from "./test-server";

// react-pdf and react-email load with the first document or e-mail a process writes, not at boot:
// together they held about 35 MB of a fresh server's resident memory (bench/memory.ts); sharp and
// its native image library (19 MB) with the first upload or document logo. Both builds split at
// `import()`s for that; these tests read what a server loads when it starts.

const STATIC_IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s*"([^"]+)"|^\s*import\s*"([^"]+)"/gm;
const LOADED_ON_DEMAND = /^(@react-pdf\/|@react-email\/|sharp$)/;
/** Packages that only the app's own modules use: the database drivers, auth, mail (drizzle-orm's `sql` serves the test hooks too). */
const APP_ONLY = /^(pg|@electric-sql\/pglite|better-auth|nodemailer)(\/|$)/;

/** Every module a file loads before it runs: its static imports, followed through the build's own files. */
function bootImports(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [path.resolve(entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const specifier = (match[1] ?? match[2])!;
      if (specifier.startsWith(".")) pending.push(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  }
  return { files: [...files], packages: [...packages] };
}

describe("what a server loads at boot", () => {
  beforeAll(() => ensureAppBuild());

  it("the React Router server build: react-pdf, react-email and sharp only in chunks loaded on demand", () => {
    const boot = bootImports(path.join(BUILD_DIR, "server/index.js"));
    // The walk reaches the routes' code (one sanity check), and what they all need at once.
    expect(boot.packages).toContain("react-router");
    expect(boot.packages.filter((name) => LOADED_ON_DEMAND.test(name))).toEqual([]);
  });

  it("the compiled Express server (npm start, the container): no app module of its own, so no react-email either", () => {
    const entry = compiledProgram();
    const boot = bootImports(entry);
    expect(boot.packages).toContain("express");
    expect(boot.packages.filter((name) => LOADED_ON_DEMAND.test(name))).toEqual([]);
    // The database client, auth, the mail queue and the rest come from the build (ADR 015): a
    // second copy bundled here would open a second handle, auth and metrics registry.
    expect(boot.packages.filter((name) => APP_ONLY.test(name))).toEqual([]);
    const code = readFileSync(entry, "utf8");
    for (const appCode of ["function getDbHandle", "function startMailWorker", "function createAuth", "function cachedContent"]) {
      expect(code).not.toContain(appCode);
    }
  });
});
