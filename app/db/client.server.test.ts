import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { CONNECT_TIMEOUT_MS, openPglite, openPostgres } from "./client.server";
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

// A pool whose every connection is busy (issue 21's years of history, a burst of slow pages) is
// not a database gone: a request that waited too long for a connection gets its 503, the others
// go on, and the database is not marked down (ADR 014). PostgreSQL only (PGlite has no pool).
const postgresUrl = process.env.TEST_DATABASE_URL;
describe.each(postgresUrl ? [postgresUrl] : [])("PostgreSQL pool (%s)", (url) => {
  it("does not mark the database down when a wait for a free connection times out", async () => {
    const handle = openPostgres(url, { max: 1 });
    try {
      // The pool's one connection, held longer than a wait for it may last.
      const holding = handle.db.transaction((tx) => tx.execute(sql`select pg_sleep(${(CONNECT_TIMEOUT_MS + 1500) / 1000})`));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const waited = await handle.db.execute(sql`select 1`).then(
        () => null,
        (error: Error) => error,
      );
      expect((waited?.cause as Error | undefined)?.message).toMatch(/timeout exceeded when trying to connect/);
      expect(handle.health.down).toBe(false);
      await holding;
      const rows = await handle.db.execute<{ one: number }>(sql`select 1 as one`);
      expect((rows as unknown as { rows: { one: number }[] }).rows[0]!.one).toBe(1);
      expect(handle.health.down).toBe(false);
    } finally {
      await handle.close();
    }
  }, 15_000);
});

// node-postgres deprecates handing a client a query while another runs (removed in pg 9): the
// transaction's client queues them itself, in order, and a failure still aborts the transaction.
describe.each(postgresUrl ? [postgresUrl] : [])("PostgreSQL transaction client (%s)", (url) => {
  it("runs a Promise.all of queries inside a transaction one after the other, without the deprecation", async () => {
    const handle = openPostgres(url, { max: 2 });
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      const values = await handle.db.transaction((tx) =>
        Promise.all([1, 2, 3, 4, 5].map((n) => tx.execute<{ n: number }>(sql`select ${n}::int as n, pg_sleep(0.01)`))),
      );
      expect(values.map((result) => (result as unknown as { rows: { n: number }[] }).rows[0]!.n)).toEqual([1, 2, 3, 4, 5]);
      const failed = await handle.db
        .transaction((tx) => Promise.all([tx.execute(sql`select 1/0`), tx.execute(sql`select 1`)]))
        .then(() => null, (error: Error) => error);
      expect(String((failed?.cause as Error | undefined)?.message ?? failed?.message)).toMatch(/division by zero/);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => /already executing a query/.test(message))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
      await handle.close();
    }
  }, 15_000);
});
