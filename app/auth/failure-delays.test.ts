import { describe, expect, it } from "vitest";
import { SIGN_IN_SCHEDULE, SLOWED_SIGN_IN_SCHEDULE, waitAfterFailures } from "./failure-delays";

describe("the wait after failed sign-ins from one address on one account", () => {
  it("is nothing for the first three, then 1, 2, 4, 8 minutes, then 15 minutes from then on", () => {
    const minutes = Array.from({ length: 12 }, (_, failures) => waitAfterFailures(failures) / 60);
    expect(minutes).toEqual([0, 0, 0, 1, 2, 4, 8, 15, 15, 15, 15, 15]);
  });

  it("never overflows, however many failures", () => {
    expect(waitAfterFailures(10_000)).toBe(SIGN_IN_SCHEDULE.maxDelaySeconds);
    expect(Number.isFinite(waitAfterFailures(Number.MAX_SAFE_INTEGER))).toBe(true);
  });

  it("under a spread-out attack, starts after one free failure, with the same waits", () => {
    const minutes = Array.from({ length: 7 }, (_, failures) => waitAfterFailures(failures, SLOWED_SIGN_IN_SCHEDULE) / 60);
    expect(minutes).toEqual([0, 1, 2, 4, 8, 15, 15]);
  });

  it("lets one address try at most a handful of times an hour once the cap is reached", () => {
    // 3 free + waits of 1, 2, 4, 8 min in the first 15 minutes; then one guess per 15 minutes.
    let elapsed = 0;
    let failures = 0;
    while (elapsed + waitAfterFailures(failures) <= 60 * 60) {
      elapsed += waitAfterFailures(failures);
      failures += 1;
    }
    expect(failures).toBeLessThanOrEqual(10);
  });
});
