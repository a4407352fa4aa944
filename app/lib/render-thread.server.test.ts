import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderOffThread, useRenderThread } from "./render-thread.server";

// The render thread (issue 38) loads the server's build and runs its `serverServices.renderJobs`:
// here a stand-in build, whose jobs say which thread they ran in.

let dir: string;
let build: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "imagine-render-thread-"));
  build = path.join(dir, "index.mjs");
  await writeFile(
    build,
    `import { isMainThread } from "node:worker_threads";
export const entry = { module: { serverServices: { renderJobs: {
  document: async (data) => Buffer.from(\`%PDF \${data.number} \${isMainThread ? "principal" : "fil"}\`),
  receipt: async () => { throw new Error("données illisibles"); },
} } } };
`,
  );
});
afterAll(async () => {
  useRenderThread(null);
  await rm(dir, { recursive: true, force: true });
});

describe("renderOffThread", () => {
  it("renders here without a build (development, tests, scripts)", async () => {
    useRenderThread(null);
    const here = vi.fn(async () => Buffer.from("ici"));
    expect((await renderOffThread("document", { number: "FAC-2026-0001" }, here)).toString()).toBe("ici");
    expect(here).toHaveBeenCalledOnce();
  });

  it("renders in a worker thread that loads the build, and several renders each get their own bytes", async () => {
    useRenderThread(build);
    const here = vi.fn(async () => Buffer.from("ici"));
    const rendered = await Promise.all(["FAC-2026-0001", "FAC-2026-0002", "AV-2026-0001"].map((number) => renderOffThread("document", { number }, here)));
    expect(rendered.map(String)).toEqual(["%PDF FAC-2026-0001 fil", "%PDF FAC-2026-0002 fil", "%PDF AV-2026-0001 fil"]);
    expect(here).not.toHaveBeenCalled();
  });

  it("a render that fails in the worker fails, without a second try here", async () => {
    useRenderThread(build);
    const here = vi.fn(async () => Buffer.from("ici"));
    await expect(renderOffThread("receipt", {}, here)).rejects.toThrow("données illisibles");
    expect(here).not.toHaveBeenCalled();
  });

  it("a build the worker cannot load leaves the render to this thread rather than losing it", async () => {
    useRenderThread(path.join(dir, "absent.mjs"));
    const here = vi.fn(async () => Buffer.from("ici"));
    expect((await renderOffThread("document", { number: "FAC-2026-0003" }, here)).toString()).toBe("ici");
  });
});
