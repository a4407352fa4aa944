// Setup file of the 'fresh' Vitest project (vitest.config.ts): each of its test files starts on a
// fresh copy of the app's modules and the process's first environment, in a worker that the
// project's files share. What these files need from isolation is that the modules that read the
// environment once, the module-level caches and the installed database are theirs; a new process
// per file gave them that, and also loaded the dependencies again (React, Radix, lucide, Better
// Auth, react-pdf, drizzle…), spawned a process and started Vitest in it: about 3 s of processor
// time per file, for ~70 files, most of the suite's. Vitest's own batched isolation does the same
// reset (resetModules in vitest/dist base.js); the dependencies, loaded natively, are kept.
import { vi } from "vitest";

const store = globalThis as typeof globalThis & { __imagineFirstEnv?: Record<string, string | undefined>; __imagineDb?: unknown };

// The environment as the worker started, before any file set DATA_DIR, PUBLIC_URL, SMTP_URL…
store.__imagineFirstEnv ??= { ...process.env };
for (const key of Object.keys(process.env)) if (!(key in store.__imagineFirstEnv)) delete process.env[key];
Object.assign(process.env, store.__imagineFirstEnv);

// The database a previous file installed (client.server.ts keeps it on globalThis).
store.__imagineDb = undefined;

// The app's modules evaluate again on their next import; the message catalogues (the root setup
// file, run before this one) are registered again on the fresh i18n module.
vi.resetModules();
await import("~/i18n/messages.server");
