import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

// Separate from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts", "tests/security/**/*.test.ts"],
    environment: "node",
    // Compiles the server once for the files that start it (server/test-global-setup.ts).
    globalSetup: ["server/test-global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: a single one on a two-core machine. Most
    // files here also wait (on PostgreSQL, a child server, an SMTP peer), so two side by side took
    // the suite from 552 s to 398 s on this two-core machine; three were slower (429 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
