import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import { countInWindow, giveBackRateLimit, hitRateLimit, peekRateLimit, resetRateLimit, retryMessage, takeRateLimit } from "./rate-limit.server";

let database: TestDatabase;
beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(() => database.dispose());

describe("hitRateLimit", () => {
  const rule = { name: "test", limit: 3, windowSeconds: 600 };

  it("allows `limit` hits in a window, then refuses with a retry delay", async () => {
    for (let i = 0; i < 3; i++) expect(await hitRateLimit(rule, "1.2.3.4")).toEqual({ allowed: true });
    const refused = await hitRateLimit(rule, "1.2.3.4");
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(500);
    expect((await hitRateLimit(rule, "5.6.7.8")).allowed).toBe(true);
  });

  it("counts concurrent hits exactly", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(rule, "burst")));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it("starts a new window once the old one has passed", async () => {
    await database.db.execute(sql`update rate_limits set window_started_at = now() - interval '1 hour' where key = 'test:1.2.3.4'`);
    expect((await hitRateLimit(rule, "1.2.3.4")).allowed).toBe(true);
  });

  it("reset forgets the key", async () => {
    await resetRateLimit(rule, "burst");
    expect((await hitRateLimit(rule, "burst")).allowed).toBe(true);
  });

  it("says how long to wait in French", () => {
    expect(retryMessage(30)).toBe("Trop de tentatives. Réessayez dans 30 secondes.");
    expect(retryMessage(150)).toBe("Trop de tentatives. Réessayez dans 3 minutes.");
  });
});

describe("takeRateLimit", () => {
  const rule = { name: "take", limit: 2, windowSeconds: 600 };

  it("refuses past the limit without counting the refusals, and gives places back", async () => {
    expect(await takeRateLimit(rule, "a")).toEqual({ allowed: true });
    expect(await takeRateLimit(rule, "a")).toEqual({ allowed: true });
    for (let i = 0; i < 5; i++) {
      const refused = await takeRateLimit(rule, "a");
      expect(refused.allowed).toBe(false);
      if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(500);
    }
    expect(await peekRateLimit(rule, "a")).toBe(2);
    await giveBackRateLimit(rule, "a");
    expect(await peekRateLimit(rule, "a")).toBe(1);
    expect(await takeRateLimit(rule, "a")).toEqual({ allowed: true });
  });

  it("never gives more places than the limit to concurrent requests", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => takeRateLimit(rule, "burst")));
    expect(results.filter((r) => r.allowed)).toHaveLength(2);
  });

  it("starts a new window once the old one has passed", async () => {
    await database.db.execute(sql`update rate_limits set window_started_at = now() - interval '1 hour' where key = 'take:a'`);
    expect(await peekRateLimit(rule, "a")).toBe(0);
    expect(await takeRateLimit(rule, "a")).toEqual({ allowed: true });
  });
});

describe("countInWindow", () => {
  it("returns the window's count with each hit, never refusing", async () => {
    const rule = { name: "signal", limit: 1, windowSeconds: 600 };
    expect([await countInWindow(rule, "k"), await countInWindow(rule, "k"), await countInWindow(rule, "k")]).toEqual([1, 2, 3]);
  });
});
