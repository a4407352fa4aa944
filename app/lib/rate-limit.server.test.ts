import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { useTestDatabase, type TestDatabase } from "~/test-support/databases.server";
import { hitRateLimit, resetRateLimit, retryMessage } from "./rate-limit.server";

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
