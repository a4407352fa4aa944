import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { compileServer } from "./test-server";

// The server compiled once for the whole run (scripts/build-server.mjs, as `npm start` and the
// container run it): the test files that start real servers or run the backup commands share it.
// Each of them used to start `server/index.ts` through tsx, which transpiled the server on every
// start (7 s for a start that only fails on its configuration), or compiled a copy of its own.
// A folder per run, so that runs of the same work tree side by side never compile over each other.
export default function setup(project: TestProject) {
  const dir = compileServer(`${project.name}-${process.pid}`);
  project.provide("compiledServerDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder of the compiled server: index.js (the server), backup.js, restore.js, admin.js. */
    compiledServerDir: string;
  }
}
