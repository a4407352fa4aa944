import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "./client.server";
import { prepareDatabase } from "./prepare.server";
import * as s from "./schema";

// PGlite's memory settings (issue 15, item 8): small shared buffers, and a new data directory
// created in a child process, then opened, migrated and seeded by this one as before.
describe("PGlite client", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function setting(handle: ReturnType<typeof openPglite>, name: string): Promise<string> {
    const rows = await handle.db.execute<{ value: string }>(sql`select current_setting(${name}) as value`);
    return (rows as unknown as { rows: { value: string }[] }).rows[0]!.value;
  }

  it("runs with 16 MB of shared buffers in memory", async () => {
    const handle = openPglite();
    try {
      expect(await setting(handle, "shared_buffers")).toBe("16MB");
    } finally {
      await handle.close();
    }
  });

  it("creates a new directory, keeps its data and its settings across restarts", async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "imagine-pglite-")), "pglite");
    dirs.push(path.dirname(dir));
    const first = openPglite(dir);
    try {
      await prepareDatabase({ seed: true }, first);
      expect(await setting(first, "shared_buffers")).toBe("16MB");
    } finally {
      await first.close();
    }
    const second = openPglite(dir);
    try {
      const settings = await second.db.select().from(s.site_settings);
      expect(settings).toHaveLength(1);
      expect(await setting(second, "shared_buffers")).toBe("16MB");
    } finally {
      await second.close();
    }
  });
});
