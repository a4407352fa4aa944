import { describe, expect, it } from "vitest";
import { DatabaseHealth, isDatabaseUnavailable } from "./unavailable.server";

describe("isDatabaseUnavailable", () => {
  it("recognises a server that is gone, restarting or unreachable, through Drizzle's wrapping", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: new Error("Connection terminated unexpectedly") }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("the database system is starting up"), { code: "57P03" }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], "all addresses failed"))).toBe(true);
  });

  it("leaves the errors of a query alone", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: Object.assign(new Error("syntax error"), { code: "42601" }) }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});

describe("DatabaseHealth", () => {
  it("is marked down by an unavailability, probes, and is up again at the first answer", async () => {
    let answers = false;
    const changes: boolean[] = [];
    const health = new DatabaseHealth(() => (answers ? Promise.resolve() : Promise.reject(new Error("down"))), (down) => changes.push(down), 10);
    health.observe(Object.assign(new Error("syntax"), { code: "42601" }));
    expect(health.down).toBe(false);
    health.observe(Object.assign(new Error("refused"), { code: "ECONNREFUSED" }));
    expect(health.down).toBe(true);
    expect(health.since).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(health.down).toBe(true); // the probe still fails
    answers = true;
    for (let i = 0; i < 50 && health.down; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(health.down).toBe(false);
    expect(changes).toEqual([true, false]);
    health.stop();
  });
});
