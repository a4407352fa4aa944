import { randomBytes } from "node:crypto";
import { count } from "drizzle-orm";
import { adminConnection } from "../test-support/databases.server";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite, openPostgres, type DbHandle } from "./client.server";
import { prepareDatabase } from "./prepare.server";
import * as s from "./schema";

// Several app instances starting at once must migrate and seed exactly once.
type Target = { label: string; open: () => Promise<{ handles: DbHandle[]; dispose: () => Promise<void> }> };

const targets: Target[] = [
  {
    label: "PGlite (one process, two starts)",
    open: async () => {
      const handle = openPglite();
      return { handles: [handle, handle], dispose: () => handle.close() };
    },
  },
];
const baseUrl = process.env.TEST_DATABASE_URL;
if (baseUrl) {
  targets.push({
    label: "PostgreSQL (two instances)",
    open: async () => {
      const name = `imagine_prepare_${randomBytes(4).toString("hex")}`;
      const admin = await adminConnection(baseUrl);
      await admin.query(`create database ${name}`);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      const handles = [openPostgres(url.toString(), { max: 3 }), openPostgres(url.toString(), { max: 3 })];
      return {
        handles,
        dispose: async () => {
          await Promise.all(handles.map((h) => h.close()));
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        },
      };
    },
  });
}

describe.each(targets)("prepareDatabase on $label", ({ open }) => {
  const disposers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const dispose of disposers) await dispose();
  });

  it("migrates and seeds once when started concurrently", async () => {
    const { handles, dispose } = await open();
    disposers.push(dispose);
    await Promise.all(handles.map((handle) => prepareDatabase({ seed: true }, handle)));
    const db = handles[0]!.db;
    const [settings] = await db.select({ n: count() }).from(s.site_settings);
    const [heroes] = await db.select({ n: count() }).from(s.hero_sections);
    expect(settings!.n).toBe(1);
    const heroCount = heroes!.n;
    expect(heroCount).toBeGreaterThan(0);
    // A later start changes nothing.
    await prepareDatabase({ seed: true }, handles[1]!);
    const [again] = await db.select({ n: count() }).from(s.hero_sections);
    expect(again!.n).toBe(heroCount);
  });
});
