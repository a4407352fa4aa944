import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "~/db/client.server";
import { logger } from "~/lib/logger.server";
import { jobScheduler } from "./scheduler.server";

const db = {} as Db;
const running = () => false;

afterEach(() => vi.restoreAllMocks());

describe("the timed jobs' scheduler", () => {
  it("runs a job at the first pass, then again once its interval has passed, one job after the other", async () => {
    let now = 1_000_000;
    const order: string[] = [];
    const scheduler = jobScheduler(
      [
        { name: "a", everyMs: 60_000, run: async () => void order.push("a") },
        { name: "b", everyMs: 10_000, run: async () => void order.push("b") },
      ],
      () => now,
    );
    await scheduler.runDue(() => db, running);
    expect(order).toEqual(["a", "b"]);
    now += 10_000;
    await scheduler.runDue(() => db, running);
    expect(order).toEqual(["a", "b", "b"]);
    now += 50_000;
    await scheduler.runDue(() => db, running);
    expect(order).toEqual(["a", "b", "b", "a", "b"]);
  });

  it("runs nothing once the worker is stopping", async () => {
    const run = vi.fn(async () => {});
    await jobScheduler([{ name: "a", everyMs: 1, run }]).runDue(() => db, () => true);
    expect(run).not.toHaveBeenCalled();
  });

  it("tries a job again at the next pass when the database was unreachable, and after its interval when it failed otherwise", async () => {
    const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
    let now = 1_000_000;
    const down = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const unreachable = vi.fn(async () => Promise.reject(down));
    const broken = vi.fn(async () => Promise.reject(new Error("bug")));
    const scheduler = jobScheduler(
      [
        { name: "unreachable", everyMs: 60_000, run: unreachable },
        { name: "broken", everyMs: 60_000, run: broken },
      ],
      () => now,
    );
    await scheduler.runDue(() => db, running);
    now += 1_000;
    await scheduler.runDue(() => db, running);
    expect(unreachable).toHaveBeenCalledTimes(2);
    expect(broken).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[1]).toMatchObject({ task: "broken" });
  });
});
